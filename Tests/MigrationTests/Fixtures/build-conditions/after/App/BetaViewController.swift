import GoogleNavigation
import UIKit

/// The beta build drops the footer; the others keep it and put the badge above it.
final class BetaViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = BetaViewControllerLayoutDelegate()
    private let badge = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        view.addSubview(mapView)
        badge.translatesAutoresizingMaskIntoConstraints = false
        mapView.addSubview(badge)
        badge.leadingAnchor.constraint(equalTo: mapView.safeAreaLayoutGuide.leadingAnchor, constant: 16).isActive = true
#if BETA_LAYOUT
        // Beta: no footer; the badge sits on the safe area.
        badge.bottomAnchor.constraint(equalTo: mapView.safeAreaLayoutGuide.bottomAnchor, constant: -8).isActive = true
#else
        // Above the footer.
        layoutDelegate.badge = badge
#endif
    }
}
