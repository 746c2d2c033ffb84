import GoogleNavigation
import UIKit

/// A ride in progress; its overlays hang under the turn-by-turn header.
final class RideViewController: UIViewController {
    private var mapView: GMSMapView!
    private let layoutDelegate = RideViewControllerLayoutDelegate()
    private let overlays = OverlayCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()
        let map = GMSMapView(frame: view.bounds)
        view.addSubview(map)
        mapView = map
        do {
            try map.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        layoutDelegate.addStandInGuides(to: map)
        overlays.anchorGuide = layoutDelegate.headerGuide
    }

    func show(_ overlay: UIView) {
        overlays.show(overlay, in: mapView)
    }

    func focusModeChanged(_ focused: Bool) {
        layoutDelegate.showsTurnCard = !focused
    }
}
