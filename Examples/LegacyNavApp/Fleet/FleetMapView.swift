import GoogleNavigation
import UIKit

/// The dispatcher's map: a `NavigationMapView` whose SDK buttons (compass,
/// report incident) dock beside the vehicle list instead of above the footer.
final class FleetMapView: NavigationMapView {
    /// Where the SDK's bottom-trailing buttons go while the list is docked.
    let dockGuide = UILayoutGuide()
    private var dockConstraints: [NSLayoutConstraint] = []

    func dockButtons(alongside panel: UIView) {
        addLayoutGuide(dockGuide)
        dockConstraints = [
            dockGuide.trailingAnchor.constraint(equalTo: panel.leadingAnchor, constant: -8),
            dockGuide.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -16),
            dockGuide.topAnchor.constraint(equalTo: navigationHeaderLayoutGuide.bottomAnchor, constant: 8),
            dockGuide.widthAnchor.constraint(equalToConstant: 56),
        ]
        NSLayoutConstraint.activate(dockConstraints)
        bottomTrailingButtonsLayoutGuide = dockGuide
    }

    func undockButtons() {
        // Null-resettable: nil puts the buttons back above the footer.
        self.bottomTrailingButtonsLayoutGuide = nil
        NSLayoutConstraint.deactivate(dockConstraints)
        dockConstraints = []
        removeLayoutGuide(dockGuide)
    }
}
