import GoogleNavigation
import UIKit

/// Reads every number from `NavMetrics` (Metrics.swift).
@MainActor
final class DispatchLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var constraints: [NSLayoutConstraint] = []
    private var views: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let mapBottom = UILayoutGuide()

    private func reset() {
        NSLayoutConstraint.deactivate(constraints)
        constraints.removeAll()
        buttonStack.arrangedSubviews = []
        views.forEach { $0.removeFromSuperview() }
        views.removeAll()
    }

    private func place(_ newViews: [UIView], _ newConstraints: [NSLayoutConstraint], on navMap: GMSMapView) {
        newViews.forEach { navMap.addSubview($0) }
        views = newViews
        constraints = newConstraints
        NSLayoutConstraint.activate(newConstraints)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(mapBottom)
        placeReady(newState, on: navMap)
    }

    private func placeReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = state.buttons.map { $0.view }
        place([state.viewport, state.googleLogo, buttonStack], [
            mapBottom.topAnchor.constraint(equalTo: safe.bottomAnchor),
            mapBottom.heightAnchor.constraint(equalToConstant: 0),
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: mapBottom.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavMetrics.edgeInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: mapBottom.topAnchor, constant: -NavMetrics.logoLift),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavMetrics.edgeInset),
            buttonStack.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -NavMetrics.edgeInset),
            buttonStack.trailingAnchor.constraint(
                equalTo: safe.trailingAnchor, constant: -NavMetrics.buttonInset(wide: state.wideMode)),
        ], on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        reset()
        navMap.removeLayoutGuide(mapBottom)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        reset()
        let safe = navMap.safeAreaLayoutGuide
        let wide = newState.wideMode
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        let bottomAtEta = mapBottom.bottomAnchor.constraint(equalTo: newState.etaCard.topAnchor)
        bottomAtEta.priority = .defaultHigh
        place([newState.viewport, newState.turnCard, newState.etaCard, newState.googleLogo, buttonStack], [
            newState.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavMetrics.cardGap),
            newState.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -NavMetrics.cardGap),
            newState.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            mapBottom.heightAnchor.constraint(equalToConstant: 0),
            bottomAtEta,
            mapBottom.bottomAnchor.constraint(lessThanOrEqualTo: newState.etaCard.topAnchor),
            newState.viewport.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(
                equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: mapBottom.topAnchor),
            newState.googleLogo.leadingAnchor.constraint(
                equalTo: newState.viewport.leadingAnchor, constant: NavMetrics.edgeInset),
            newState.googleLogo.bottomAnchor.constraint(equalTo: mapBottom.topAnchor, constant: -NavMetrics.logoLift),
            buttonStack.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor, constant: NavMetrics.edgeInset),
            buttonStack.bottomAnchor.constraint(equalTo: mapBottom.topAnchor, constant: -NavMetrics.edgeInset),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavMetrics.buttonInset(wide: wide)),
        ], on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        reset()
        placeReady(newState, on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            mapBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
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
