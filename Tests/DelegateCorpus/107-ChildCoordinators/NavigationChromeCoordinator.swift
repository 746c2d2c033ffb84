import GoogleNavigation
import UIKit

/// The map's layout delegate: owns the session-wide pieces and hands each
/// navigation state to a child coordinator it creates and tears down.
@MainActor
final class NavigationChromeCoordinator: NSObject, NavigationLayoutDelegate, ChromeCoordinatorDelegate {
    private(set) var childCoordinators: [ChromeCoordinator] = []
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let bottomGuide = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    private func startChild(_ child: ChromeCoordinator) {
        child.delegate = self
        childCoordinators.append(child)
        child.start()
    }

    private func stopChildren() {
        childCoordinators.forEach { $0.stop() }
    }

    // MARK: ChromeCoordinatorDelegate

    func contentBottomGuide(for coordinator: ChromeCoordinator) -> UILayoutGuide { bottomGuide }

    func chromeCoordinatorDidStop(_ coordinator: ChromeCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(bottomGuide)
        navMap.addSubview(buttonStack)
        let resting = bottomGuide.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            resting,
            bottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            bottomGuide.heightAnchor.constraint(equalToConstant: 0),
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        let ready = ReadyChromeCoordinator(navMap: navMap, state: newState, buttonStack: buttonStack)
        startChild(ready)
        ready.relayout(wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dismissPrompt()
        stopChildren()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        buttonStack.removeFromSuperview()
        navMap.removeLayoutGuide(bottomGuide)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        stopChildren()
        startChild(GuidanceChromeCoordinator(navMap: navMap, state: newState, buttonStack: buttonStack))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        stopChildren()
        let ready = ReadyChromeCoordinator(navMap: navMap, state: newState, buttonStack: buttonStack)
        startChild(ready)
        ready.relayout(wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        childCoordinators.forEach { $0.relayout(wide: newState.wideMode) }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        newPrompt.alpha = 0
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            bottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        UIView.animate(withDuration: 0.25) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.25, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            self.dismissPrompt()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismissPrompt()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func dismissPrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }
}
