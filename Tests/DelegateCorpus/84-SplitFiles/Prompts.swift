import UIKit
import GoogleNavigation

// MARK: - Prompt callbacks

extension TripLayoutDelegate {

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let state = guidanceState else { return }
        present(newPrompt, navMap: navMap, state: state)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, navMap: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, navMap: navMap)
        guard let state = guidanceState else { return }
        present(newPrompt, navMap: navMap, state: state)
    }

    func pinPrompt(_ prompt: NavigationPromptView, navMap: GMSMapView, state: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(promptConstraints)
        let safe = navMap.safeAreaLayoutGuide
        promptConstraints = [
            prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ] + clearance(above: prompt, state: state, buttons: buttonStack, gap: promptGap)
        NSLayoutConstraint.activate(promptConstraints)
    }
}

// MARK: - Prompt helpers

private extension TripLayoutDelegate {

    // MARK: Present / dismiss

    func present(_ prompt: NavigationPromptView, navMap: GMSMapView, state: ActiveGuidanceUIState) {
        prompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(prompt)
        visiblePrompt = prompt
        pinPrompt(prompt, navMap: navMap, state: state)
        UIView.animate(withDuration: promptAnimationDuration) { navMap.layoutIfNeeded() }
    }

    func dismiss(_ prompt: NavigationPromptView, navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        UIView.animate(withDuration: promptAnimationDuration, animations: {
            navMap.layoutIfNeeded()
        }, completion: { _ in
            prompt.removeFromSuperview()
        })
        if visiblePrompt === prompt { visiblePrompt = nil }
    }
}

fileprivate let promptAnimationDuration: TimeInterval = 0.25
fileprivate let promptGap: CGFloat = 8

/// Keeps the viewport, the logo and the bottom buttons clear of a bottom prompt.
@MainActor
fileprivate func clearance(above prompt: UIView, state: ActiveGuidanceUIState,
                           buttons: UIView, gap: CGFloat) -> [NSLayoutConstraint] {
    [
        state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -gap),
        buttons.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -gap),
    ]
}
