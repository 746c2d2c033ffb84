import GoogleNavigation
import UIKit

/// Right-to-left aware: only leading/trailing anchors and directional insets;
/// shows the trip progress bar along the trailing edge with the buttons just
/// inside it, and the speed widget above the logo.
@MainActor
final class HikeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let insets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 4)

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?

    private func swapState(_ views: [UIView], _ constraints: [NSLayoutConstraint], navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateViews.forEach { $0.removeFromSuperview() }
        views.forEach { navMap.addSubview($0) }
        stateViews = views
        stateConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let floor = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        floor.priority = .defaultLow
        sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), floor]
        NSLayoutConstraint.activate(sessionConstraints)
        ready(newState, navMap)
    }

    private func ready(_ state: NavigationReadyUIState, _ navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let insets = Self.insets
        buttonStack.arrangedSubviews = state.buttons.map { $0.view }
        let trailing = state.wideMode ? insets.trailing + 16 : insets.trailing + 12
        swapState([state.viewport, state.googleLogo, buttonStack], [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: insets.leading),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -insets.bottom),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: insets.top),
            buttonStack.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -insets.bottom),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -trailing),
        ], navMap: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        swapState([], [], navMap: navMap)
        buttonStack.arrangedSubviews = []
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottom)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let insets = Self.insets
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let bar = newState.tripProgressBar
        let speed = newState.speedWidget
        let logo = newState.googleLogo
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        let buttonGap: CGFloat = newState.wideMode ? 12 : 8
        swapState([newState.viewport, turnCard, etaCard, bar, speed, logo, buttonStack], [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            newState.viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            bar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: insets.top),
            bar.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -insets.bottom),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -insets.trailing),
            buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: insets.top),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -insets.bottom),
            buttonStack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -buttonGap),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: insets.leading),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -insets.bottom),
            speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: insets.leading),
            speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -insets.bottom),
        ], navMap: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        ready(newState, navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
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
