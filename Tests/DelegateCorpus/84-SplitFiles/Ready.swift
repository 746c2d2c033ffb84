import UIKit
import GoogleNavigation

// MARK: - Navigation ready callbacks

extension TripLayoutDelegate {

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        layoutReady(navMap: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        visiblePrompt?.removeFromSuperview()
        visiblePrompt = nil
        tearDownReady()
    }
}

// MARK: - Ready layout helpers

private extension TripLayoutDelegate {

    // MARK: Teardown

    func tearDownReady() {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews = []
    }
}

extension TripLayoutDelegate {

    // MARK: Layout

    func layoutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let inset = readyInset(wide: state.wideMode)
        let viewport = state.viewport, logo = state.googleLogo
        adoptReady(viewport, in: navMap)
        adoptReady(logo, in: navMap)
        readyConstraints = fullBleed(viewport, in: safe) + [
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
        ]
        if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
            adoptReady(compass, in: navMap)
            readyConstraints += [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            ]
        }
        NSLayoutConstraint.activate(readyConstraints)
    }

    func dropReadyLayout() {
        tearDownReady()
    }

    private func adoptReady(_ view: UIView, in navMap: GMSMapView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(view)
        readyViews.append(view)
    }
}

fileprivate func readyInset(wide: Bool) -> CGFloat { wide ? 16 : 8 }

@MainActor
fileprivate func fullBleed(_ view: UIView, in guide: UILayoutGuide) -> [NSLayoutConstraint] {
    [
        view.topAnchor.constraint(equalTo: guide.topAnchor),
        view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ]
}
