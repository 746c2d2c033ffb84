import GoogleNavigation
import UIKit

/// A courier's route: the map without the footer; the app's analytics hear
/// the navigator's prompts, and a relay dims the stops while one is up.
final class CourierViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = CourierViewControllerLayoutDelegate()
    private let stops = UIView()
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
        view.addSubview(stops)
        relay.overlay = stops
        mapView.isNavigationEnabled = true
        if let navigator = mapView.navigator {
            TripAnalytics.shared.start(listeningTo: navigator)
            relay.listen(to: navigator)
        }
    }
}
