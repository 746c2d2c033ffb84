import GoogleNavigation
import UIKit

/// The SDK-facing side of the navigation screen. Layout lives in `ChromeView`;
/// this type only translates SDK callbacks into chrome state.
@MainActor
final class ChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var chrome: ChromeView?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let chrome = ChromeView()
        chrome.attach(to: navMap)
        chrome.isWide = newState.wideMode
        chrome.mode = .ready(newState)
        self.chrome = chrome
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        chrome?.detach()
        chrome = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        chrome?.isWide = newState.wideMode
        chrome?.mode = .guiding(newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        chrome?.mode = .ready(newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        chrome?.isWide = newState.wideMode
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        chrome?.present(newPrompt)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        chrome?.dismiss(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        chrome?.dismiss(oldPrompt)
        chrome?.present(newPrompt)
    }
}
