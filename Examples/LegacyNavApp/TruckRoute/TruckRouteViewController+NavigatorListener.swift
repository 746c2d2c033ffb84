import GoogleNavigation
import UIKit

/// Prompts (traffic, better route, incidents) appear at the bottom of the map;
/// the weigh-station banner fades out while one is shown.
extension TruckRouteViewController: GMSNavigatorListener {
    func navigatorWillPresentPrompt(_ navigator: GMSNavigator) {
        analytics.navigatorWillPresentPrompt(navigator)
        UIView.animate(withDuration: 0.2) {
            self.weighStationBanner.alpha = 0
        }
    }

    func navigatorDidDismissPrompt(_ navigator: GMSNavigator) {
        analytics.navigatorDidDismissPrompt(navigator)
        UIView.animate(withDuration: 0.2) {
            self.weighStationBanner.alpha = 1
        }
    }

    func navigator(_ navigator: GMSNavigator, didArriveAt waypoint: GMSNavigationWaypoint) {
        weighStationBanner.text = "Arrived at \(waypoint.title)"
        print(analytics.summary)
    }
}
