import GoogleNavigation
import UIKit

/// The beta build drops the footer; the others keep it and put the badge above it.
final class BetaViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let badge = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        badge.translatesAutoresizingMaskIntoConstraints = false
        mapView.addSubview(badge)
        badge.leadingAnchor.constraint(equalTo: mapView.safeAreaLayoutGuide.leadingAnchor, constant: 16).isActive = true
#if BETA_LAYOUT
        // Beta: no footer; the badge sits on the safe area.
        mapView.settings.isNavigationFooterEnabled = false
        badge.bottomAnchor.constraint(equalTo: mapView.safeAreaLayoutGuide.bottomAnchor, constant: -8).isActive = true
#else
        if let alternate = mapView.bottomTrailingButtonsAlternateLayoutGuide {
            badge.bottomAnchor.constraint(equalTo: alternate.topAnchor, constant: -8).isActive = true
        } else {
            // Above the footer.
            badge.bottomAnchor.constraint(equalTo: mapView.navigationFooterLayoutGuide.topAnchor, constant: -8).isActive = true
        }
#endif
    }
}
