import GoogleNavigation
import UIKit

/// Pickups: the map with a list of parcels over it, dimmed while a prompt is
/// up (the relay does it; the courier screen has one too).
final class PickupViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = PickupViewControllerLayoutDelegate()
    private let parcels = UIView()
    private let relay = PromptRelay()

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        mapView.frame = view.bounds
        view.addSubview(mapView)
        view.addSubview(parcels)
        relay.overlay = parcels
        mapView.isNavigationEnabled = true
        if let navigator = mapView.navigator {
            relay.listen(to: navigator)
        }
    }
}
