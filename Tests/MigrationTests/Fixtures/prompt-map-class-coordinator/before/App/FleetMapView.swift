import GoogleNavigation
import UIKit

/// The fleet's map: it shows a "prompt" badge in its corner while an SDK
/// prompt is up, and listens for prompts itself once navigation is on.
@MainActor
final class FleetMapView: GMSMapView, GMSNavigatorListener {
    let badge = UILabel()

    func startListening() {
        navigator?.addListener(self)
    }

    func navigatorWillPresentPrompt(_ navigator: GMSNavigator) {
        badge.isHidden = false
    }

    func navigatorDidDismissPrompt(_ navigator: GMSNavigator) {
        badge.isHidden = true
    }
}
