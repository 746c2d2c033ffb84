import UIKit
import GoogleNavigation

/// Keeps a registry of every view it put on the map. Each transition computes the
/// set of views the new state wants, removes `added.subtracting(wanted)` and adds
/// `wanted.subtracting(added)`, so nothing from an older state can linger.
@MainActor
final class IdentifierSetLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var added: Set<ObjectIdentifier> = []
    private var registry: [ObjectIdentifier: UIView] = [:]
    private var constraintsByView: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var activePrompt: NavigationPromptView?
    private var guidanceState: ActiveGuidanceUIState?
    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let inset: CGFloat = 10

    // MARK: registry

    private func sync(_ wanted: [UIView], on map: GMSMapView) {
        let wantedIDs = Set(wanted.map(ObjectIdentifier.init))
        for id in added.subtracting(wantedIDs) {
            if let gone = registry.removeValue(forKey: id) {
                gone.removeFromSuperview()
            }
            NSLayoutConstraint.deactivate(constraintsByView.removeValue(forKey: id) ?? [])
        }
        for view in wanted where !added.contains(ObjectIdentifier(view)) {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
            registry[ObjectIdentifier(view)] = view
        }
        added = wantedIDs
        // Constraints of views that stay are rebuilt too: the new state places them anew.
        for id in added {
            NSLayoutConstraint.deactivate(constraintsByView.removeValue(forKey: id) ?? [])
        }
    }

    private func pin(_ view: UIView, _ constraints: [NSLayoutConstraint]) {
        constraintsByView[ObjectIdentifier(view), default: []] += constraints
        NSLayoutConstraint.activate(constraints)
    }

    // MARK: states

    private func layoutReady(_ state: NavigationReadyUIState, on map: GMSMapView) {
        guidanceState = nil
        buttons.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map { $0.view }
        sync([state.viewport, state.googleLogo, buttons], on: map)
        let safe = map.safeAreaLayoutGuide
        let logoLead: CGFloat = state.wideMode ? inset * 2 : inset
        pin(state.viewport, [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
        pin(state.googleLogo, [
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoLead),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
        ])
        pin(buttons, [
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            buttons.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
            buttons.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: inset),
        ])
    }

    private func layoutGuidance(_ state: ActiveGuidanceUIState, on map: GMSMapView) {
        guidanceState = state
        let turn = state.turnCard, eta = state.etaCard, speed = state.speedWidget
        let reporting = state.buttons.first { $0.type == .reporting }?.view
        let compass = state.buttons.first { $0.type == .compass }?.view
        buttons.arrangedSubviews = [reporting, compass].compactMap { $0 }
        var wanted: [UIView] = [state.viewport, turn, eta, speed, state.googleLogo, buttons]
        if let prompt = activePrompt { wanted.append(prompt) }
        sync(wanted, on: map)

        let safe = map.safeAreaLayoutGuide
        let cardTrailing = state.wideMode ? map.centerXAnchor : safe.trailingAnchor
        pin(turn, [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.wideMode
                ? turn.trailingAnchor.constraint(lessThanOrEqualTo: cardTrailing)
                : turn.trailingAnchor.constraint(equalTo: cardTrailing),
        ])
        pin(eta, [
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.wideMode
                ? eta.trailingAnchor.constraint(lessThanOrEqualTo: cardTrailing)
                : eta.trailingAnchor.constraint(equalTo: cardTrailing),
        ])
        let floor = activePrompt?.topAnchor ?? eta.topAnchor
        let viewportBottom = state.viewport.bottomAnchor.constraint(equalTo: eta.topAnchor)
        viewportBottom.priority = .defaultLow
        pin(state.viewport, [
            state.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
            state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: floor),
            viewportBottom,
        ])
        pin(speed, [
            speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
        ])
        let logoRest = state.googleLogo.bottomAnchor.constraint(equalTo: eta.topAnchor, constant: -inset)
        logoRest.priority = .defaultLow
        pin(state.googleLogo, [
            logoRest,
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: floor, constant: -inset),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor, constant: -inset),
        ])
        let buttonsRest = buttons.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -inset)
        buttonsRest.priority = .defaultLow
        pin(buttons, [
            buttonsRest,
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            buttons.topAnchor.constraint(greaterThanOrEqualTo: turn.bottomAnchor, constant: inset),
            buttons.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor, constant: -inset),
            buttons.bottomAnchor.constraint(lessThanOrEqualTo: floor, constant: -inset),
        ])
        if let prompt = activePrompt {
            pin(prompt, [
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ])
        }
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        layoutReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        activePrompt = nil
        guidanceState = nil
        sync([], on: navMap)
        buttons.arrangedSubviews = []
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        layoutGuidance(newState, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        activePrompt = nil
        layoutReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard !added.isEmpty else { return }
        if let guidance = newState as? ActiveGuidanceUIState {
            layoutGuidance(guidance, on: navMap)
        } else if let ready = newState as? NavigationReadyUIState {
            layoutReady(ready, on: navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let state = guidanceState else { return }
        activePrompt = newPrompt
        layoutGuidance(state, on: navMap)
        UIView.animate(withDuration: 0.3) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let state = guidanceState else { return }
        activePrompt = nil
        UIView.animate(withDuration: 0.2) {
            self.layoutGuidance(state, on: navMap)
            navMap.layoutIfNeeded()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        guard let state = guidanceState else { return }
        activePrompt = newPrompt
        layoutGuidance(state, on: navMap)
    }
}
