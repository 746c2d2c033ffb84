import GoogleNavigation
import UIKit

@MainActor
final class ProtocolLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let promptDuration: TimeInterval = 0.3
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var current: (any NavigationChromeLayout)?
    private var currentConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var promptBottom: NSLayoutConstraint?

    static func layout(for state: NavigationReadyUIState) -> any NavigationChromeLayout {
        state.wideMode ? WideReadyLayout.make(for: state, buttons: state.buttons)
                       : CompactReadyLayout.make(for: state, buttons: state.buttons)
    }

    static func layout(for state: ActiveGuidanceUIState) -> any NavigationChromeLayout {
        state.wideMode ? WideGuidanceLayout.make(for: state, buttons: state.buttons)
                       : CompactGuidanceLayout.make(for: state, buttons: state.buttons)
    }

    private func present(_ layout: any NavigationChromeLayout, on navMap: GMSMapView) {
        current?.uninstall(currentConstraints)
        currentConstraints = layout.install(in: navMap, contentBottom: contentBottom)
        current = layout
        if let prompt { navMap.bringSubviewToFront(prompt) }
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        present(Self.layout(for: newState), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        promptBottom = nil
        current?.uninstall(currentConstraints)
        current = nil
        currentConstraints = []
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottom)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        present(Self.layout(for: newState), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        present(Self.layout(for: newState), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard current != nil else { return }
        if let guidance = newState as? ActiveGuidanceUIState {
            present(Self.layout(for: guidance), on: navMap)
        } else if let ready = newState as? NavigationReadyUIState {
            present(Self.layout(for: ready), on: navMap)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptBottom = bottom
        NSLayoutConstraint.activate([
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: promptDuration) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let bottom = promptBottom, prompt === oldPrompt else { return }
        prompt = nil
        promptBottom = nil
        UIView.animate(withDuration: promptDuration) {
            bottom.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        } completion: { _ in
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
