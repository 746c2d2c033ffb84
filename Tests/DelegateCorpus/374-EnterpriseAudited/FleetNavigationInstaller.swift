import GoogleNavigation
import UIKit

@available(iOS 14.0, *)
extension FleetNavigationLayout {
    /// Installs the fleet layout on the driver screen's phone map and turns
    /// navigation on. The layout delegate must be set before navigation is
    /// enabled (the SDK throws otherwise), and never on a CarPlay map.
    @discardableResult
    static func install(on mapView: GMSMapView) -> FleetNavigationLayout? {
        precondition(!mapView.isNavigationEnabled, "install the layout delegate before enabling navigation")
        let layout = FleetNavigationLayout()
        do {
            try mapView.setLayoutDelegate(layout)
        } catch {
            NavLog.fault(.lifecycle, "setLayoutDelegate failed, keeping the built-in layout: \(error)")
            return nil
        }
        mapView.isNavigationEnabled = true
        NavLog.info(.lifecycle, "fleet layout installed")
        return layout
    }

    /// Turns navigation off and gives the map its built-in layout back.
    static func uninstall(from mapView: GMSMapView) {
        mapView.isNavigationEnabled = false
        do {
            try mapView.setLayoutDelegate(nil)
        } catch {
            NavLog.error(.lifecycle, "could not restore the built-in layout: \(error)")
        }
    }
}
