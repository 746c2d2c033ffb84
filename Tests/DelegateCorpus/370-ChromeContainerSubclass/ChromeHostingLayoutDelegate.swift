import GoogleNavigation
import UIKit

/// Layout delegate of the drive screen.
///
/// We keep Google's views out of the map view itself: each navigation session
/// gets one `NavChromeView` over the whole map that hosts them (plus our trip
/// badge and button column) and lays them out in `updateConstraints()`. This
/// type only forwards the SDK's callbacks, and forces the constraint pass
/// before returning so every state is laid out when the SDK gets control back.
@MainActor
final class ChromeHostingLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var chrome: NavChromeView?

    // MARK: - Navigation on / off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let chrome = NavChromeView()
        chrome.attach(to: navMap)
        chrome.transition(to: .ready(newState), wide: newState.wideMode)
        chrome.updateConstraintsIfNeeded()
        self.chrome = chrome
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        chrome?.detach()
        chrome = nil
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guard let chrome else { return }
        chrome.transition(to: .guidance(newState), wide: newState.wideMode)
        chrome.updateConstraintsIfNeeded()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guard let chrome else { return }
        // Arrival can end guidance with a prompt still up: it leaves with guidance.
        chrome.dropPrompts()
        chrome.transition(to: .ready(newState), wide: newState.wideMode)
        chrome.updateConstraintsIfNeeded()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let chrome else { return }
        chrome.isWide = newState.wideMode
        chrome.updateConstraintsIfNeeded()
    }

    // MARK: - Prompts

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
