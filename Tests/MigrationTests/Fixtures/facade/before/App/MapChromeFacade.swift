import GoogleNavigation
import UIKit

/// The only place the dispatch screen's features touch the map's chrome:
/// getters and setters over the SDK's switches, so features never import it.
@MainActor
final class MapChromeFacade {
    weak var mapView: GMSMapView?

    var isHeaderVisible: Bool {
        get { mapView?.settings.isNavigationHeaderEnabled ?? true }
        set { mapView?.settings.isNavigationHeaderEnabled = newValue }
    }

    func setFooterEnabled(_ enabled: Bool) {
        mapView?.settings.isNavigationFooterEnabled = enabled
    }

    func hideIncidentReporting() {
        mapView?.settings.isNavigationReportIncidentButtonEnabled = false
    }
}
