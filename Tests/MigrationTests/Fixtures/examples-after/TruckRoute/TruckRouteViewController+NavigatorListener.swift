import GoogleNavigation
import UIKit

/// Prompts (traffic, better route, incidents) appear at the bottom of the map;
/// the weigh-station banner fades out while one is shown.
extension TruckRouteViewController: GMSNavigatorListener {
    func navigator(_ navigator: GMSNavigator, didArriveAt waypoint: GMSNavigationWaypoint) {
        weighStationBanner.text = "Arrived at \(waypoint.title)"
        print(analytics.summary)
    }
}
