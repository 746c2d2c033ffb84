import GoogleNavigation
import UIKit

/// Flips the shift map's chrome on request.
@MainActor
final class ShiftChromeCoordinator {
    weak var mapView: GMSMapView?

    func toggleProgressBar() {
        mapView?.settings.isNavigationTripProgressBarEnabled.toggle()
    }

    func flipHeader() {
        mapView?.settings.isNavigationHeaderEnabled = !(mapView?.settings.isNavigationHeaderEnabled ?? true)
    }
}
