import GoogleNavigation
import UIKit

/// Dims a screen's overlay while an SDK prompt is up. Each screen that shows
/// an overlay keeps one.
@MainActor
final class PromptRelay: NSObject, GMSNavigatorListener {
    weak var overlay: UIView?

    func listen(to navigator: GMSNavigator) {
        navigator.addListener(self)
    }

    func navigatorWillPresentPrompt(_ navigator: GMSNavigator) {
        overlay?.alpha = 0.5
    }

    func navigatorDidDismissPrompt(_ navigator: GMSNavigator) {
        overlay?.alpha = 1
    }

    func navigator(_ navigator: GMSNavigator, didArriveAt waypoint: GMSNavigationWaypoint) {
        overlay?.isHidden = true
    }
}
