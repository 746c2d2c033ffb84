//  RuleDrivenLayoutDelegate.swift — adds the views each state shows and
//  activates the constraints of the state's rule set.

import GoogleNavigation
import UIKit

@MainActor
final class RuleDrivenLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    private static let promptFade: TimeInterval = 0.3

    private var phase: Phase = .off
    private let contentBottom = UILayoutGuide()
    private let readyStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let guidanceStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    // MARK: - Navigation UI on/off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        installContentBottom(on: navMap)
        mountReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let prompt {
            NSLayoutConstraint.deactivate(promptConstraints)
            prompt.removeFromSuperview()
        }
        prompt = nil
        promptConstraints = []

        deactivateState()
        unmountReadyStack()
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()

        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottom)
        phase = .off
    }

    // MARK: - Guidance on/off

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        deactivateState()
        unmountReadyStack()
        mountGuidance(newState, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        deactivateState()
        guidanceStack.arrangedSubviews = []
        guidanceStack.removeFromSuperview()
        for view in [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget] {
            view.removeFromSuperview()
        }
        mountReady(newState, on: navMap)
    }

    // MARK: - Size

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        switch (phase, newState) {
        case (.guiding, let guidance as ActiveGuidanceUIState):
            deactivateState()
            phase = .guiding(guidance)
            activate(ChromeRuleSets.guidance(environment(navMap), stack: guidanceStack, logo: guidance.googleLogo), for: guidance)
            if let prompt {
                relayoutPrompt(prompt, on: navMap)
            }
        case (.ready, let ready as NavigationReadyUIState):
            deactivateState()
            phase = .ready(ready)
            activate(ChromeRuleSets.ready(environment(navMap), stack: readyStack), for: ready)
        default:
            break
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        relayoutPrompt(newPrompt, on: navMap)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.promptFade) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt === oldPrompt else { return }
        let outgoing = promptConstraints
        prompt = nil
        promptConstraints = []
        UIView.animate(withDuration: Self.promptFade, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            NSLayoutConstraint.deactivate(outgoing)
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Mounting

    private func environment(_ navMap: GMSMapView) -> RuleEnvironment { RuleEnvironment(map: navMap, contentBottom: contentBottom) }

    private func mountReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        navMap.addSubview(state.viewport)
        navMap.addSubview(state.googleLogo)
        readyStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        navMap.addSubview(readyStack)
        phase = .ready(state)
        activate(ChromeRuleSets.ready(environment(navMap), stack: readyStack), for: state)
    }

    private func mountGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        for view in [state.viewport, state.turnCard, state.etaCard, state.tripProgressBar] {
            navMap.addSubview(view)
        }
        guidanceStack.arrangedSubviews = Self.orderedButtons(state.buttons)
        navMap.addSubview(guidanceStack)
        navMap.addSubview(state.googleLogo)
        navMap.addSubview(state.speedWidget)
        phase = .guiding(state)
        activate(ChromeRuleSets.guidance(environment(navMap), stack: guidanceStack, logo: state.googleLogo), for: state)
    }

    private func unmountReadyStack() {
        readyStack.arrangedSubviews = []
        readyStack.removeFromSuperview()
    }

    private func relayoutPrompt(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        guard case .guiding(let guidance) = phase else { return }
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = ChromeRuleSets.prompt(environment(navMap), guidance: guidance).constraints(for: prompt)
        NSLayoutConstraint.activate(promptConstraints)
    }

    private func activate<R: LayoutRule>(_ rules: [R], for target: R.Target) {
        stateConstraints = rules.constraints(for: target)
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func deactivateState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
    }

    /// Compass nearest the bottom, then reporting; found by type, since the
    /// SDK does not promise an order.
    private static func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        return order.compactMap { type in buttons.first(where: { $0.type == type })?.view }
    }

    /// The bottom of the open map, above the ETA card or a prompt. Lives from enable to disable.
    private func installContentBottom(on navMap: GMSMapView) {
        navMap.addLayoutGuide(contentBottom)
        let safeArea = navMap.safeAreaLayoutGuide
        let resting = contentBottom.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            contentBottom.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
    }
}
