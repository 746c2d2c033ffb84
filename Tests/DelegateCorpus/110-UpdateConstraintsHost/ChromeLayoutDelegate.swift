import GoogleNavigation
import UIKit

/// The layout delegate records what the SDK tells it; `NavigationChromeView`
/// turns that into constraints on its next constraint pass.
@MainActor
final class ChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let promptAnimationDuration: TimeInterval = 0.35

    private let chrome = NavigationChromeView(frame: .zero)

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        if chrome.superview !== navMap {
            navMap.addSubview(chrome)
            NSLayoutConstraint.activate([
                chrome.topAnchor.constraint(equalTo: navMap.topAnchor),
                chrome.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                chrome.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                chrome.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            ])
        }
        chrome.isWide = newState.wideMode
        chrome.phase = .ready(newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        chrome.prompt = nil
        chrome.phase = .idle
        chrome.removeFromSuperview()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        chrome.isWide = newState.wideMode
        chrome.phase = .guidance(newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        chrome.prompt = nil
        chrome.isWide = newState.wideMode
        chrome.phase = .ready(newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        chrome.isWide = newState.wideMode
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        chrome.prompt = newPrompt
        chrome.layoutIfNeeded()
        chrome.isPromptRevealed = true
        UIView.animate(withDuration: Self.promptAnimationDuration) {
            self.chrome.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard chrome.prompt === oldPrompt else { return }
        chrome.isPromptRevealed = false
        UIView.animate(withDuration: Self.promptAnimationDuration) {
            self.chrome.layoutIfNeeded()
        } completion: { _ in
            if self.chrome.prompt === oldPrompt { self.chrome.prompt = nil }
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        chrome.prompt = newPrompt
        chrome.layoutIfNeeded()
        chrome.isPromptRevealed = true
        UIView.animate(withDuration: Self.promptAnimationDuration) {
            self.chrome.layoutIfNeeded()
        }
    }
}
