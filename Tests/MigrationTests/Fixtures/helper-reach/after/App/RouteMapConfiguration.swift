import GoogleNavigation
import UIKit

/// What the server says the route map should look like.
@MainActor
struct RouteMapConfiguration {
    /// `nil`: the map's own padding.
    var padding: UIEdgeInsets?

    func apply(to mapView: GMSMapView, layoutDelegate: RouteViewControllerLayoutDelegate) {
        if let padding {
            layoutDelegate.padding = padding
        }
    }
}
