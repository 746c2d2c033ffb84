import GoogleNavigation
import UIKit

/// What the server says the route map should look like.
@MainActor
struct RouteMapConfiguration {
    var showsTripProgress = false
    /// `nil`: the map's own padding.
    var padding: UIEdgeInsets?

    func apply(to mapView: GMSMapView) {
        mapView.settings.isNavigationTripProgressBarEnabled = showsTripProgress
        if let padding {
            mapView.padding = padding
        }
    }
}
