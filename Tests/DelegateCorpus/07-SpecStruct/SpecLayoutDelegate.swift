import GoogleNavigation
import UIKit

/// Describes each state as value-type placements in an "open map" guide that
/// sits between the cards, then turns them into constraints.
@MainActor
final class SpecLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let openMap = UILayoutGuide()
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var promptLimit: NSLayoutConstraint?
    private var prompt: NavigationPromptView?
    private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private func apply(_ placements: [Placement], extra: [NSLayoutConstraint], on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = placements.map(\.view)
        stateViews.forEach { navMap.addSubview($0) }
        stateConstraints = placements.flatMap { $0.constraints(in: openMap) } + extra
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func readyPlacements(_ state: NavigationReadyUIState) -> [Placement] {
        let buttonSpec = EdgeSpec(top: 8, leading: nil, bottom: 40, trailing: state.wideMode ? 24 : 16)
        return [
            Placement(view: state.viewport, spec: .fill),
            Placement(view: state.googleLogo, spec: EdgeSpec(top: nil, leading: 8, bottom: 8, trailing: nil)),
            Placement(view: stack, spec: buttonSpec),
        ]
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(openMap)
        stack.arrangedSubviews = newState.buttons.map(\.view)
        let safe = navMap.safeAreaLayoutGuide
        apply(readyPlacements(newState), extra: [
            openMap.topAnchor.constraint(equalTo: safe.topAnchor),
            openMap.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            openMap.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            openMap.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ], on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        apply([], extra: [], on: navMap)
        stack.arrangedSubviews = []
        navMap.removeLayoutGuide(openMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        stack.arrangedSubviews = newState.buttons.map(\.view)
        let restOnEta = openMap.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        restOnEta.priority = .defaultHigh
        let wide = newState.wideMode
        apply([
            Placement(view: newState.viewport, spec: .fill),
            Placement(view: turnCard, spec: EdgeSpec()),
            Placement(view: etaCard, spec: EdgeSpec()),
            Placement(view: newState.googleLogo, spec: EdgeSpec(top: nil, leading: 8, bottom: 8, trailing: nil)),
            Placement(view: stack, spec: EdgeSpec(top: 8, leading: nil, bottom: 8, trailing: wide ? 24 : 16)),
        ], extra: [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            openMap.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            openMap.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            openMap.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            openMap.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            restOnEta,
        ], on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        stack.arrangedSubviews = newState.buttons.map(\.view)
        let safe = navMap.safeAreaLayoutGuide
        apply(readyPlacements(newState), extra: [
            openMap.topAnchor.constraint(equalTo: safe.topAnchor),
            openMap.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            openMap.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            openMap.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ], on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let limit = openMap.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)
        promptLimit = limit
        NSLayoutConstraint.activate([
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            limit,
        ])
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        promptLimit?.isActive = false
        promptLimit = nil
        oldPrompt.removeFromSuperview()
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
