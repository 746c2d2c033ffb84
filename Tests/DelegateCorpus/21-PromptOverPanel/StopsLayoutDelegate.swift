import GoogleNavigation
import UIKit

/// During guidance the app's next-stop panel (NextStopPanel.swift) sits on the
/// ETA card; SDK prompts come up on top of the panel, just above the ETA card,
/// as the SDK guide's "above the layout".
@MainActor
final class StopsLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let panel = NextStopPanel()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var readyViews: [UIView] = []
    private var guidanceViews: [UIView] = []
    private weak var etaCard: UIView?
    private weak var viewport: UIView?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        readyViews = [newState.viewport, newState.googleLogo, buttonStack]
        readyViews.forEach { navMap.addSubview($0) }
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        let inset: CGFloat = newState.wideMode ? 24 : 16
        readyConstraints = [
            newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            buttonStack.bottomAnchor.constraint(equalTo: newState.googleLogo.topAnchor, constant: -8),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func tearDownReady() {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        buttonStack.arrangedSubviews = []
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews = []
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        tearDownReady()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownReady()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let eta = newState.etaCard
        let map = newState.viewport
        etaCard = eta
        viewport = map
        guidanceViews = [map, turnCard, eta, panel, newState.googleLogo, buttonStack]
        guidanceViews.forEach { navMap.addSubview($0) }
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        let inset: CGFloat = newState.wideMode ? 24 : 16
        guidanceConstraints = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            panel.bottomAnchor.constraint(equalTo: eta.topAnchor),
            panel.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            panel.heightAnchor.constraint(equalToConstant: NextStopPanel.height),
            map.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            map.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            map.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            map.bottomAnchor.constraint(equalTo: panel.topAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            newState.googleLogo.bottomAnchor.constraint(equalTo: panel.topAnchor, constant: -8),
            buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
            buttonStack.bottomAnchor.constraint(equalTo: panel.topAnchor, constant: -8),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
        ]
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(guidanceConstraints + promptConstraints)
        guidanceConstraints = []
        promptConstraints = []
        buttonStack.arrangedSubviews = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let etaCard, let viewport else { return }
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        newPrompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: etaCard.topAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
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
