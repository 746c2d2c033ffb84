import GoogleNavigation
import UIKit

/// The dispatcher's map: a `NavigationMapView` whose SDK buttons (compass,
/// report incident) dock beside the vehicle list instead of above the footer.
final class FleetMapView: NavigationMapView {
    /// The screen's layout delegate, which took over the Navigation SDK's
    /// legacy layout slots this class used (navlint). The screen sets it
    /// when it installs the delegate, before navigation starts.
    weak var fleetMapViewLayout: FleetMapViewLayout?

    /// Where the SDK's bottom-trailing buttons go while the list is docked.
    let dockGuide = UILayoutGuide()
    private var dockConstraints: [NSLayoutConstraint] = []

    func dockButtons(alongside panel: UIView) {
        addLayoutGuide(dockGuide)
        fleetMapViewLayout?.dockGuide = dockGuide
        dockConstraints = [
            dockGuide.trailingAnchor.constraint(equalTo: panel.leadingAnchor, constant: -8),
            dockGuide.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -16),
            dockGuide.widthAnchor.constraint(equalToConstant: 56),
        ]
        NSLayoutConstraint.activate(dockConstraints)
        fleetMapViewLayout?.usesDockGuide = true
    }

    func undockButtons() {
        // Null-resettable: nil puts the buttons back above the footer.
        self.fleetMapViewLayout?.usesDockGuide = false
        NSLayoutConstraint.deactivate(dockConstraints)
        dockConstraints = []
        removeLayoutGuide(dockGuide)
    }
}

/// What `FleetMapView` sets and reads on its screen's layout delegate (navlint).
@MainActor
protocol FleetMapViewLayout: AnyObject {
    var dockGuide: UILayoutGuide? { get set }
    var usesDockGuide: Bool { get set }
}
