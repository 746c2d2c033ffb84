import LayoutModel
import SwiftSyntax

/// What a delegate sets on the map view that moves the camera or changes what
/// the map draws, not where any view is (`navMap.cameraMode = .following`):
/// accepted as no-ops. Only `GMSMapView` members the SDK documents (and the
/// stubs declare) are listed; what changes the SDK's views (the speedometer
/// and speed limit flags, which size the speed widget), turns navigation on
/// or off, or installs a delegate whose callbacks would run (`delegate`,
/// `navigationUIDelegate`) still stops.
extension Interpreter {
    /// Properties of `GMSMapView` (and `GMSMapView+Navigation`) with no layout effect.
    static let nonLayoutMapProperties: Set<String> = [
        "camera", "mapType", "isMyLocationEnabled", "isTrafficEnabled", "isBuildingsEnabled",
        "cameraMode", "travelMode", "followingPerspective",
    ]

    /// `navMap.animate(to:)`, `moveCamera(_:)`, `followMyLocation(perspective:)`: the camera only.
    func callsCameraMethod(_ name: String, on item: LayoutItem, _ arguments: [Argument]) -> Bool {
        guard item is MapView else { return false }
        switch (name, arguments.map(\.label)) {
        case ("animate", ["to"]), ("animate", ["with"]), ("moveCamera", [nil]), ("followMyLocation", ["perspective"]): return true
        default: return false
        }
    }
}
