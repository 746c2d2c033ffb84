import UIKit
import GoogleNavigation

/// Shared vocabulary of every chrome layout; the defaults fit the phone.
@MainActor
protocol ChromeLayoutPart: AnyObject {
    var edgeInset: CGFloat { get }
    func button(_ type: NavigationButtonKnownType, in buttons: [NavigationUIButton]) -> UIView?
    func pin(_ view: UIView, in map: UIView) -> UIView
}

extension ChromeLayoutPart {
    var edgeInset: CGFloat { 8 }

    func button(_ type: NavigationButtonKnownType, in buttons: [NavigationUIButton]) -> UIView? {
        buttons.first { $0.type == type }?.view
    }

    func pin(_ view: UIView, in map: UIView) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(view)
        return view
    }
}

@MainActor
class BaseChromeLayout: NavigationLayoutDelegate, ChromeLayoutPart {
    var readyConstraints: [NSLayoutConstraint] = []
    var guidanceConstraints: [NSLayoutConstraint] = []
    var footerConstraints: [NSLayoutConstraint] = []
    var promptConstraints: [NSLayoutConstraint] = []
    var guidanceViews: [UIView] = []
    var readyViews: [UIView] = []
    var activeState: ActiveGuidanceUIState?
    var prompt: UIView?

    required init() {}

    var edgeInset: CGFloat { 8 }

    // MARK: ready

    func layoutReady(map: GMSMapView, state: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        let safe = map.safeAreaLayoutGuide
        let viewport = pin(state.viewport, in: map)
        let logo = pin(state.googleLogo, in: map)
        readyViews = [viewport, logo]
        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgeInset),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -edgeInset),
        ]
        if let compass = button(.compass, in: state.buttons) {
            readyViews.append(pin(compass, in: map))
            readyConstraints += [
                // Landscape keeps the compass clear of the notch-side corner.
            compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: state.wideMode ? edgeInset * 2 : edgeInset),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edgeInset),
            ]
        }
        NSLayoutConstraint.activate(readyConstraints)
    }

    // MARK: guidance (subclasses add their widgets, then call super)

    func layoutCards(map: GMSMapView, state: ActiveGuidanceUIState) {
        let safe = map.safeAreaLayoutGuide
        let turn = pin(state.turnCard, in: map)
        let eta = pin(state.etaCard, in: map)
        guidanceViews += [turn, eta]
        let trailing = state.wideMode ? safe.centerXAnchor : safe.trailingAnchor
        guidanceConstraints += [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.wideMode ? turn.trailingAnchor.constraint(lessThanOrEqualTo: trailing)
                           : turn.trailingAnchor.constraint(equalTo: trailing),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.wideMode ? eta.trailingAnchor.constraint(lessThanOrEqualTo: trailing)
                           : eta.trailingAnchor.constraint(equalTo: trailing),
        ]
        if let compass = button(.compass, in: state.buttons) {
            guidanceViews.append(pin(compass, in: map))
            guidanceConstraints += [
                compass.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: edgeInset),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edgeInset),
            ]
        }
    }

    /// Views resting on the footer (or on the prompt while one is up).
    func layoutFooter(map: GMSMapView, state: ActiveGuidanceUIState, floor: NSLayoutYAxisAnchor) {
        NSLayoutConstraint.deactivate(footerConstraints)
        let safe = map.safeAreaLayoutGuide
        let viewport = pin(state.viewport, in: map)
        let logo = pin(state.googleLogo, in: map)
        footerConstraints = [
            viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            viewport.bottomAnchor.constraint(equalTo: floor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgeInset),
            logo.bottomAnchor.constraint(equalTo: floor, constant: -edgeInset),
        ]
        NSLayoutConstraint.activate(footerConstraints)
    }

    func tearDownGuidance() {
        NSLayoutConstraint.deactivate(guidanceConstraints + footerConstraints)
        guidanceConstraints = []
        footerConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        layoutReady(map: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
        tearDownGuidance()
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews = []
        activeState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        activeState = newState
        layoutCards(map: navMap, state: newState)
        NSLayoutConstraint.activate(guidanceConstraints)
        layoutFooter(map: navMap, state: newState, floor: newState.etaCard.layoutMarginsGuide.topAnchor)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt = prompt as? NavigationPromptView { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        tearDownGuidance()
        activeState = nil
        layoutReady(map: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let active = newState as? ActiveGuidanceUIState {
            tearDownGuidance()
            startGuidance(navMap: navMap, newState: active, oldState: NavigationReadyUIState())
            if let prompt { showPrompt(navMap: navMap, newPrompt: prompt as! NavigationPromptView) }
        } else if let ready = newState as? NavigationReadyUIState {
            layoutReady(map: navMap, state: ready)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let state = activeState else { return }
        let safe = navMap.safeAreaLayoutGuide
        _ = pin(newPrompt, in: navMap)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        layoutFooter(map: navMap, state: state, floor: newPrompt.topAnchor)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let state = activeState else { return }
        UIView.animate(withDuration: 0.2) { oldPrompt.alpha = 0 }
        layoutFooter(map: navMap, state: state, floor: state.etaCard.layoutMarginsGuide.topAnchor)
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
