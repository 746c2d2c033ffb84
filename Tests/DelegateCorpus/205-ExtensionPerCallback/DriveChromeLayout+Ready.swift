import GoogleNavigation
import UIKit

// MARK: - Navigation-ready callbacks

extension DriveChromeLayout {

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWide = newState.wideMode
        installReadyLayout(for: newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        oldState.buttons.forEach { $0.view.removeFromSuperview() }
        logo = nil
        viewport = nil
        compass = nil
    }

    /// The navigation-ready layout; `stopGuidance` restores it too.
    func installReadyLayout(for state: NavigationReadyUIState, on navMap: GMSMapView) {
        logo = state.googleLogo
        viewport = state.viewport
        compass = state.buttons.first { $0.type == .compass }?.view

        var constraints = logoAndViewport(state, on: navMap)
        if let compass {
            place(compass, on: navMap)
            constraints += compassCorner(compass, in: navMap.safeAreaLayoutGuide)
        }
        swap(&readyConstraints, for: constraints)
    }
}

// MARK: - Ready layout pieces

fileprivate extension DriveChromeLayout {

    /// Logo bottom-leading, viewport over the whole safe area.
    func logoAndViewport(_ state: NavigationReadyUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        place(state.viewport, on: navMap)
        place(state.googleLogo, on: navMap)
        return [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -cardInset),
        ]
    }

    /// Compass in the top-trailing corner, clear of the status bar.
    func compassCorner(_ compass: UIView, in safe: UILayoutGuide) -> [NSLayoutConstraint] {
        [
            compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: buttonTopInset),
            compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonEdgeInset),
        ]
    }
}
