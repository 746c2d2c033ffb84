import GoogleNavigation
import UIKit

@MainActor
final class CurriedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Phase { case off, ready, guiding }

    private static let fadeDuration: TimeInterval = 0.25

    // Partially applied pins, kept for the whole session.
    private let pinLeading = pin(.leading)
    private let pinTrailing = pin(.trailing)
    private let pinTop = pin(.top)
    private let lowPriority = prioritized(.defaultLow)

    /// The open map's bottom: above the ETA card in portrait and above any prompt.
    private let contentBottom = UILayoutGuide()

    private var phase: Phase = .off
    private var wide = false
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var buttonStack: GMSNavigationHidingStackView?
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    // MARK: Callbacks

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        phase = .ready
        wide = newState.wideMode
        readyState = newState
        navMap.addLayoutGuide(contentBottom)
        let safe = navMap.safeAreaLayoutGuide
        sessionConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            lowPriority(contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)),
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        [newState.googleLogo, newState.viewport].forEach(navMap.addSubview)
        installButtons(newState.buttons, on: navMap)
        relayout(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompt()
        NSLayoutConstraint.deactivate(stateConstraints + sessionConstraints)
        stateConstraints = []
        sessionConstraints = []
        removeButtons()
        [oldState.googleLogo, oldState.viewport].forEach { $0.removeFromSuperview() }
        navMap.removeLayoutGuide(contentBottom)
        readyState = nil
        phase = .off
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        phase = .guiding
        wide = newState.wideMode
        guidanceState = newState
        guidanceViews = [newState.turnCard, newState.etaCard, newState.speedWidget]
        guidanceViews.forEach(navMap.addSubview)
        installButtons(newState.buttons, on: navMap)
        relayout(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        guidanceState = nil
        phase = .ready
        wide = newState.wideMode
        readyState = newState
        installButtons(newState.buttons, on: navMap)
        relayout(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard phase != .off else { return }
        wide = newState.wideMode
        relayout(navMap)
        if let prompt { navMap.bringSubviewToFront(prompt) }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let safe = navMap.safeAreaLayoutGuide
        promptConstraints = build([
            (newPrompt, all([
                lift(flip(pinLeading)(safe)),
                { [navMap] view in [view.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)] },
            ])),
        ]) + [contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)]
        NSLayoutConstraint.activate(promptConstraints)
        newPrompt.alpha = 0
        UIView.animate(withDuration: Self.fadeDuration) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let leaving = promptConstraints
        promptConstraints = []
        prompt = nil
        UIView.animate(withDuration: Self.fadeDuration) {
            oldPrompt.alpha = 0
        } completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            oldPrompt.removeFromSuperview()
            oldPrompt.alpha = 1
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Layout

    private func relayout(_ navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(stateConstraints)
        switch phase {
        case .off:
            stateConstraints = []
        case .ready:
            stateConstraints = readyState.map { readyPlan($0, navMap) } ?? []
        case .guiding:
            stateConstraints = guidanceState.map { guidancePlan($0, navMap) } ?? []
        }
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func readyPlan(_ state: NavigationReadyUIState, _ navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        // Same picture in both widths: nothing needs the leading column yet.
        var plan: [(UIView, Maker)] = [
            (state.googleLogo, all([lift(flip(pinLeading)(safe)), above(contentBottom)])),
            (state.viewport, all([edges([.top, .leading, .trailing], of: safe), above(contentBottom)])),
        ]
        if let stack = buttonStack {
            plan.append((stack, all([edges([.top, .trailing], of: safe), above(contentBottom)])))
        }
        return build(plan)
    }

    private func guidancePlan(_ state: ActiveGuidanceUIState, _ navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let onSafe: (Edge) -> Maker = { edge in lift(flip(pin(edge))(safe)) }
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        var plan: [(UIView, Maker)] = [
            (turnCard, all([Edge.leading, .top].map(onSafe))),
        ]
        if wide {
            plan += [
                (etaCard, all([Edge.leading, .bottom].map(onSafe))),
                (state.speedWidget, all([onSafe(.leading), stacked(on: etaCard)])),
                (state.viewport, all([after(turnCard), onSafe(.top), onSafe(.trailing), above(contentBottom)])),
                (state.googleLogo, all([after(turnCard), above(contentBottom)])),
            ]
            if let stack = buttonStack {
                plan.append((stack, all([onSafe(.top), onSafe(.trailing), above(contentBottom)])))
            }
        } else {
            plan += [
                (etaCard, { [navMap] view in
                    [view.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                     view.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)]
                }),
                (state.viewport, all([below(turnCard), onSafe(.leading), onSafe(.trailing), above(contentBottom)])),
                (state.googleLogo, all([onSafe(.leading), above(contentBottom)])),
                (state.speedWidget, all([onSafe(.leading), stacked(on: state.googleLogo)])),
            ]
            if let stack = buttonStack {
                plan.append((stack, all([below(turnCard), onSafe(.trailing), above(contentBottom)])))
            }
        }
        let bottomGuard: [NSLayoutConstraint] = wide
            ? []
            : [contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor)]
        return build(plan) + bottomGuard
    }

    // MARK: Buttons

    private func installButtons(_ buttons: [NavigationUIButton], on navMap: GMSMapView) {
        removeButtons()
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        let wanted: [NavigationButtonKnownType] = [.compass, .reporting]
        stack.arrangedSubviews = wanted.compactMap { kind in buttons.first { $0.type == kind }?.view }
        navMap.addSubview(stack)
        buttonStack = stack
    }

    private func removeButtons() {
        buttonStack?.removeFromSuperview()
        buttonStack?.arrangedSubviews = []
        buttonStack = nil
    }

    private func dropPrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }
}
