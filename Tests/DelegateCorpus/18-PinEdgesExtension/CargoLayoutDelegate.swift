import GoogleNavigation
import UIKit

/// Uses the app's `UIView` layout helpers (UIView+Pinning.swift) around a
/// guide marking the open part of the map.
@MainActor
final class CargoLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let openMap = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var current: [NSLayoutConstraint] = []
    private var currentViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?

    private func buttonConstraints(wide: Bool) -> [NSLayoutConstraint] {
        [
            buttonStack.topAnchor.constraint(equalTo: openMap.topAnchor, constant: 8),
            buttonStack.bottomAnchor.constraint(equalTo: openMap.bottomAnchor, constant: -40),
            buttonStack.trailingAnchor.constraint(equalTo: openMap.trailingAnchor, constant: wide ? -24 : -16),
        ]
    }

    private func transition(to views: [UIView], _ constraints: [NSLayoutConstraint], on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(current)
        currentViews.removeAllFromSuperview()
        navMap.addSubviews(views)
        currentViews = views
        current = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func readyLayout(_ state: NavigationReadyUIState, _ navMap: GMSMapView) {
        buttonStack.arrangedSubviews = state.buttons.map { $0.view }
        let safe = navMap.safeAreaLayoutGuide
        transition(
            to: [state.viewport, state.googleLogo, buttonStack],
            [
                openMap.topAnchor.constraint(equalTo: safe.topAnchor),
                openMap.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                openMap.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                openMap.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ] + state.viewport.pinEdges(to: openMap)
                + state.googleLogo.pinBottomLeading(to: openMap, inset: 8)
                + buttonConstraints(wide: state.wideMode),
            on: navMap)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(openMap)
        readyLayout(newState, navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        transition(to: [], [], on: navMap)
        buttonStack.arrangedSubviews = []
        navMap.removeLayoutGuide(openMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let sitOnEta = openMap.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        sitOnEta.priority = .defaultHigh
        transition(
            to: [newState.viewport, turnCard, etaCard, newState.googleLogo, buttonStack],
            [
                turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                openMap.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                openMap.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                openMap.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                openMap.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                sitOnEta,
            ] + newState.viewport.pinEdges(to: openMap)
                + newState.googleLogo.pinBottomLeading(to: openMap, inset: 8)
                + buttonConstraints(wide: newState.wideMode),
            on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        readyLayout(newState, navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            openMap.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
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
