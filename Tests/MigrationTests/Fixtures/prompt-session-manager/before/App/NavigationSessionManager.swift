import GoogleNavigation
import UIKit

/// Tells the layer above the map (a bottom sheet) when an SDK prompt covers
/// the bottom of the screen.
@MainActor
protocol NavigationSessionManagerDelegate: AnyObject {
    func sessionManager(_ manager: NavigationSessionManager, promptVisibilityDidChange visible: Bool)
}

extension Notification.Name {
    /// Posted with the manager as the object; `userInfo["visible"]` is a `Bool`.
    static let navigationPromptVisibilityDidChange = Notification.Name("navigationPromptVisibilityDidChange")
}

/// Owns the navigator's events for a trip: remaining time for the sheet,
/// arrival, and whether a prompt is on screen.
@MainActor
final class NavigationSessionManager: NSObject, GMSNavigatorListener {
    weak var delegate: NavigationSessionManagerDelegate?
    private weak var navigator: GMSNavigator?
    private(set) var isPromptVisible = false
    private(set) var remainingTime: TimeInterval = 0

    func attach(to navigator: GMSNavigator) {
        self.navigator = navigator
        navigator.addListener(self)
    }

    func detach() {
        navigator?.removeListener(self)
        navigator = nil
    }

    func navigator(_ navigator: GMSNavigator, didUpdateRemainingTime time: TimeInterval) {
        remainingTime = time
    }

    func navigatorWillPresentPrompt(_ navigator: GMSNavigator) {
        setPromptVisible(true)
    }

    func navigatorDidDismissPrompt(_ navigator: GMSNavigator) {
        setPromptVisible(false)
    }

    private func setPromptVisible(_ visible: Bool) {
        isPromptVisible = visible
        delegate?.sessionManager(self, promptVisibilityDidChange: visible)
        NotificationCenter.default.post(name: .navigationPromptVisibilityDidChange, object: self, userInfo: ["visible": visible])
    }
}
