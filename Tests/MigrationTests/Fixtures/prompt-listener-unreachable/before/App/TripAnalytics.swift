import GoogleNavigation
import UIKit

/// Counts prompts for the whole app. One instance listens to whichever
/// navigator is running; no screen keeps it.
@MainActor
final class TripAnalytics: NSObject, GMSNavigatorListener {
    static let shared = TripAnalytics()
    private(set) var promptsShown = 0

    func start(listeningTo navigator: GMSNavigator) {
        navigator.addListener(self)
    }

    func navigatorWillPresentPrompt(_ navigator: GMSNavigator) {
        promptsShown += 1
    }
}
