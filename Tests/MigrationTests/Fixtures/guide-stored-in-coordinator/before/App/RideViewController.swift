import GoogleNavigation
import UIKit

/// A ride in progress; its overlays hang under the turn-by-turn header.
final class RideViewController: UIViewController {
    private var mapView: GMSMapView!
    private let overlays = OverlayCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()
        let map = GMSMapView(frame: view.bounds)
        view.addSubview(map)
        mapView = map
        overlays.anchorGuide = map.navigationHeaderLayoutGuide
    }

    func show(_ overlay: UIView) {
        overlays.show(overlay, in: mapView)
    }

    func focusModeChanged(_ focused: Bool) {
        mapView.settings.isNavigationHeaderEnabled = !focused
    }
}
