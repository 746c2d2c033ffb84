import GoogleNavigation
import UIKit

/// Pickup: a card that lives in the controller's view, over the map, and
/// sits just above the ETA footer, inside the view's margins.
final class PickupViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let pickupCard = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(mapView)
        NSLayoutConstraint.activate([
            mapView.topAnchor.constraint(equalTo: view.topAnchor),
            mapView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            mapView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            mapView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        pickupCard.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pickupCard)
        NSLayoutConstraint.activate([
            pickupCard.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            pickupCard.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            pickupCard.bottomAnchor.constraint(equalTo: mapView.navigationFooterLayoutGuide.topAnchor, constant: -8),
        ])
    }

    func showsArrivalEstimate(_ shows: Bool) {
        mapView.settings.isNavigationFooterEnabled = shows
    }
}
