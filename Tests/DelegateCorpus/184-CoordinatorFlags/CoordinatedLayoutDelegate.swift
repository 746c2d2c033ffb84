import GoogleNavigation
import UIKit

/// Made by `NavigationCoordinator`'s `makeLayout` factory; flags pick the buttons and the ETA width.
@MainActor
final class CoordinatedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let dependencies: Dependencies
    private var phase: LayoutPhase = .idle
    /// Marks the bottom of the open map; lowered content stays above it.
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []

    init(dependencies: Dependencies) { self.dependencies = dependencies }
    private var theme: Theme { dependencies.theme }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let flags = dependencies.flags
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            resting,
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        phase = .ready(newState, makeReadyPlan(newState, on: navMap, flags: flags))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        switch phase {
        case .idle: break
        case .ready(_, var plan):
            plan.tearDown()
        case .guiding(_, var plan, let slot):
            remove(slot)
            plan.tearDown()
        }
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottom)
        phase = .idle
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guard case .ready(_, var readyPlan) = phase else { return }
        readyPlan.tearDown()
        var plan = LayoutPlan(wide: newState.wideMode, flags: readyPlan.flags)
        plan.buttons.spacing = theme.buttonSpacing
        plan.buttons.arrangedSubviews = buttonViews(newState.buttons, flags: plan.flags)
        plan.show([newState.viewport, newState.turnCard, newState.etaCard, newState.googleLogo, plan.buttons], on: navMap)
        plan.apply(guidanceConstraints(newState, on: navMap, plan: plan))
        phase = .guiding(newState, plan, nil)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guard case .guiding(_, var plan, let slot) = phase else { return }
        remove(slot)
        plan.tearDown()
        phase = .ready(newState, makeReadyPlan(newState, on: navMap, flags: plan.flags))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let flags = dependencies.flags
        switch phase {
        case .idle: break
        case .ready(let state, var plan):
            if plan.update(wide: newState.wideMode, flags: flags) {
                plan.apply(readyConstraints(state, buttons: plan.buttons, on: navMap))
            }
            phase = .ready(state, plan)
        case .guiding(let state, var plan, let slot):
            if plan.update(wide: newState.wideMode, flags: flags) {
                plan.apply(guidanceConstraints(state, on: navMap, plan: plan))
            }
            phase = .guiding(state, plan, slot)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard case .guiding(let state, let plan, _) = phase else { return }
        let safeArea = navMap.safeAreaLayoutGuide
        navMap.addSubview(newPrompt)
        let slot = PromptSlot(view: newPrompt, constraints: [
            newPrompt.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: theme.edgeInset),
            newPrompt.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        NSLayoutConstraint.activate(slot.constraints)
        phase = .guiding(state, plan, slot)
        newPrompt.alpha = 0
        UIView.animate(withDuration: theme.promptFadeDuration) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard case .guiding(let state, let plan, let slot?) = phase, slot.view === oldPrompt else { return }
        phase = .guiding(state, plan, nil)
        UIView.animate(withDuration: theme.promptFadeDuration, animations: { oldPrompt.alpha = 0 },
                       completion: { [weak self] _ in self?.remove(slot) })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func remove(_ slot: PromptSlot?) {
        slot.map { NSLayoutConstraint.deactivate($0.constraints); $0.view.removeFromSuperview() }
    }

    private func buttonViews(_ buttons: [NavigationUIButton], flags: FeatureFlags) -> [UIView] {
        var wanted: [NavigationButtonKnownType] = [.compass]
        if flags.showsReportButton { wanted.append(.reporting) }
        return wanted.compactMap { type in buttons.first(where: { $0.type == type })?.view }
    }

    private func makeReadyPlan(_ state: NavigationReadyUIState, on navMap: GMSMapView, flags: FeatureFlags) -> LayoutPlan {
        var plan = LayoutPlan(wide: state.wideMode, flags: flags)
        plan.buttons.spacing = theme.buttonSpacing
        plan.buttons.arrangedSubviews = buttonViews(state.buttons, flags: flags)
        plan.show([state.viewport, state.googleLogo, plan.buttons], on: navMap)
        plan.apply(readyConstraints(state, buttons: plan.buttons, on: navMap))
        return plan
    }

    private func readyConstraints(_ state: NavigationReadyUIState, buttons: UIView, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safeArea = navMap.safeAreaLayoutGuide
        return [
            state.viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: theme.edgeInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            buttons.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            buttons.topAnchor.constraint(equalTo: safeArea.topAnchor),
            buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
    }

    private func guidanceConstraints(_ state: ActiveGuidanceUIState, on navMap: GMSMapView, plan: LayoutPlan) -> [NSLayoutConstraint] {
        let (safeArea, buttons) = (navMap.safeAreaLayoutGuide, plan.buttons)
        let (turnCard, etaCard, viewport) = (state.turnCard, state.etaCard, state.viewport)
        var constraints = [
            turnCard.topAnchor.constraint(equalTo: safeArea.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: theme.edgeInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            buttons.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        if plan.wide {
            constraints += [
                etaCard.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
                viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                buttons.topAnchor.constraint(equalTo: safeArea.topAnchor),
            ]
        } else {
            constraints += [
                turnCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
                plan.flags.compactEta
                    ? etaCard.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.trailingAnchor)
                    : etaCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
                buttons.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            ]
        }
        return constraints
    }
}
