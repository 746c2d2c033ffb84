import GoogleNavigation
import UIKit

/// The fleet screen; banners go through the facade.
final class FleetViewController: UIViewController {
    private var mapView: GMSMapView?
    private let layoutDelegate = FleetViewControllerLayoutDelegate()
    let banners = BannerFacade()

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
        banners.layoutDelegate = layoutDelegate
        banners.mapView = map
        banners.hideReporting()
    }
}
