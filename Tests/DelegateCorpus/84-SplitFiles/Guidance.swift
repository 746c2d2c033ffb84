import UIKit
import GoogleNavigation

// MARK: - Guidance callbacks

extension TripLayoutDelegate {

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        dropReadyLayout()
        guidanceState = newState
        layoutGuidance(navMap: navMap, state: newState, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt = visiblePrompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        deactivateGuidance()
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        buttonStack.arrangedSubviews = []
        guidanceState = nil
        layoutReady(navMap: navMap, state: newState)
    }

    func deactivateGuidance() {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
    }

    func layoutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState, wide: Bool) {
        let safe = navMap.safeAreaLayoutGuide
        [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo]
            .forEach { adoptGuidance($0, in: navMap) }
        buttonStack.arrangedSubviews = sortedButtons(state.buttons).map(\.view)
        adoptGuidance(buttonStack, in: navMap)

        guidanceConstraints = cardConstraints(state, safe: safe, navMap: navMap, wide: wide)
            + floatingConstraints(state, safe: safe)
        NSLayoutConstraint.activate(guidanceConstraints)
    }
}

// MARK: - Guidance helpers

private extension TripLayoutDelegate {

    // MARK: Views

    func adoptGuidance(_ view: UIView, in navMap: GMSMapView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== navMap { navMap.addSubview(view) }
        if !guidanceViews.contains(where: { $0 === view }) { guidanceViews.append(view) }
    }

    // MARK: Constraints

    func cardConstraints(_ state: ActiveGuidanceUIState, safe: UILayoutGuide, navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
        let turn = state.turnCard, eta = state.etaCard
        let trailingEdge = wide ? navMap.centerXAnchor : safe.trailingAnchor
        return [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            wide ? turn.trailingAnchor.constraint(lessThanOrEqualTo: trailingEdge)
                 : turn.trailingAnchor.constraint(equalTo: trailingEdge),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            wide ? eta.trailingAnchor.constraint(lessThanOrEqualTo: trailingEdge)
                 : eta.trailingAnchor.constraint(equalTo: trailingEdge),
        ]
    }

    func floatingConstraints(_ state: ActiveGuidanceUIState, safe: UILayoutGuide) -> [NSLayoutConstraint] {
        let viewport = state.viewport, eta = state.etaCard, logo = state.googleLogo
        let speed = state.speedWidget
        // What rests on the bottom sinks as far as the ETA card (or a prompt) lets it.
        let sinks = [viewport.bottomAnchor, logo.bottomAnchor, buttonStack.bottomAnchor]
            .map { $0.constraint(equalTo: safe.bottomAnchor) }
        sinks.forEach { $0.priority = .defaultLow }
        return sinks + [
            viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgeInset),
            logo.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor, constant: -edgeInset),
            speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edgeInset),
            speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edgeInset),
            buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor, constant: -edgeInset),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: state.turnCard.bottomAnchor, constant: edgeInset),
        ]
    }
}

@MainActor
fileprivate func sortedButtons(_ buttons: [NavigationUIButton]) -> [NavigationUIButton] {
    // Reporting sits above the compass; never rely on the SDK's array order.
    buttons.filter { $0.type == .reporting } + buttons.filter { $0.type == .compass }
}
