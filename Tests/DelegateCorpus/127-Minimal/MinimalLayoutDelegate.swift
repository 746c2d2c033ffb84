import GoogleNavigation
import UIKit

/// Bare-bones guidance: the turn card, the camera and the Google logo, nothing else.
@MainActor
final class MinimalLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private weak var turnCard: UIView?
    private weak var viewport: UIView?
    private weak var prompt: NavigationPromptView?
    private var viewportTop: NSLayoutConstraint?
    private var turnCardTrailing: NSLayoutConstraint?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        showReady(navMap: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        for button in oldState.buttons {
            button.view.removeFromSuperview()
        }
    }

    private func showReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        let logo = state.googleLogo
        let viewport = state.viewport
        logo.translatesAutoresizingMaskIntoConstraints = false
        viewport.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(viewport)
        navMap.addSubview(logo)
        let margin: CGFloat = state.wideMode ? 16 : 8
        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor),
            logo.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor, constant: margin),
            logo.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor, constant: -margin),
        ]
        for button in state.buttons where button.type == .compass {
            button.view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(button.view)
            readyConstraints += [
                button.view.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor, constant: margin),
                button.view.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor, constant: -margin),
            ]
        }
        NSLayoutConstraint.activate(readyConstraints)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        for button in oldState.buttons {
            button.view.removeFromSuperview()
        }
        let turnCard = newState.turnCard
        turnCard.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(turnCard)
        self.turnCard = turnCard
        viewport = newState.viewport
        viewportTop = newState.viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor)
        let cardTrailing = newState.wideMode
            ? navMap.safeAreaLayoutGuide.centerXAnchor
            : navMap.safeAreaLayoutGuide.trailingAnchor
        turnCardTrailing = newState.wideMode
            ? turnCard.trailingAnchor.constraint(lessThanOrEqualTo: cardTrailing)
            : turnCard.trailingAnchor.constraint(equalTo: cardTrailing)
        guidanceConstraints = [
            turnCard.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            turnCardTrailing!,
            viewportTop!,
            newState.viewport.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            newState.googleLogo.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ]
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        viewportTop = nil
        turnCardTrailing = nil
        oldState.turnCard.removeFromSuperview()
        showReady(navMap: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        // Only the turn card's trailing edge depends on wideMode; a prompt follows the card's edges.
        guard let turnCard, let oldTrailing = turnCardTrailing else { return }
        let cardTrailing = newState.wideMode
            ? navMap.safeAreaLayoutGuide.centerXAnchor
            : navMap.safeAreaLayoutGuide.trailingAnchor
        oldTrailing.isActive = false
        guidanceConstraints.removeAll { $0 === oldTrailing }
        turnCardTrailing = newState.wideMode
            ? turnCard.trailingAnchor.constraint(lessThanOrEqualTo: cardTrailing)
            : turnCard.trailingAnchor.constraint(equalTo: cardTrailing)
        guidanceConstraints.append(turnCardTrailing!)
        turnCardTrailing!.isActive = true
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        guard let turnCard, let viewport else { return }
        // The prompt drops in under the turn card and the camera moves below it.
        viewportTop?.isActive = false
        promptConstraints = [
            newPrompt.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: turnCard.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: turnCard.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: newPrompt.bottomAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        prompt = nil
        viewportTop?.isActive = true
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
