import GoogleNavigation
import UIKit

/// The navigation-ready layout as a stage.
@MainActor
final class ReadyStage: ButtonColumnStage {
    let state: NavigationReadyUIState
    let buttonStack: GMSNavigationHidingStackView
    var views: [UIView] { [state.viewport, state.googleLogo, buttonStack] }
    var buttonInset: CGFloat { state.wideMode ? 24 : 16 }

    init(state: NavigationReadyUIState, buttonStack: GMSNavigationHidingStackView) {
        self.state = state
        self.buttonStack = buttonStack
        buttonStack.arrangedSubviews = state.buttons.map { $0.view }
    }

    func constraints(in navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        return [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
        ] + buttonConstraints(top: safe.topAnchor, bottom: state.googleLogo.topAnchor, in: navMap)
    }
}

/// The active-guidance layout as a stage.
@MainActor
final class GuidanceStage: ButtonColumnStage {
    let state: ActiveGuidanceUIState
    let buttonStack: GMSNavigationHidingStackView
    var views: [UIView] { [state.viewport, state.turnCard, state.etaCard, state.googleLogo, buttonStack] }
    var buttonInset: CGFloat { state.wideMode ? 24 : 16 }

    init(state: ActiveGuidanceUIState, buttonStack: GMSNavigationHidingStackView) {
        self.state = state
        self.buttonStack = buttonStack
        buttonStack.arrangedSubviews = state.buttons.map { $0.view }
    }

    func constraints(in navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let viewport = state.viewport
        let preferred = viewport.bottomAnchor.constraint(equalTo: state.etaCard.topAnchor)
        preferred.priority = .defaultHigh
        return [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
            preferred,
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            state.googleLogo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
        ] + buttonConstraints(top: state.turnCard.bottomAnchor, bottom: viewport.bottomAnchor, in: navMap)
    }
}

/// Presents one stage at a time through a `StageHost` (LayoutStage.swift).
@MainActor
final class ConvoyLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let host = StageHost()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var guidance: GuidanceStage?
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        host.present(ReadyStage(state: newState, buttonStack: buttonStack), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        host.present(nil, on: navMap)
        buttonStack.arrangedSubviews = []
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let stage = GuidanceStage(state: newState, buttonStack: buttonStack)
        guidance = stage
        host.present(stage, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        guidance = nil
        host.present(ReadyStage(state: newState, buttonStack: buttonStack), on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let guidance else { return }
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            guidance.state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt = nil
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
