import GoogleNavigation
import UIKit

/// The fleet screen; banners go through the facade.
final class FleetViewController: UIViewController {
    private var mapView: GMSMapView?
    let banners = BannerFacade()

    override func viewDidLoad() {
        super.viewDidLoad()
        let map = GMSMapView(frame: view.bounds)
        view.addSubview(map)
        mapView = map
        banners.mapView = map
        banners.hideReporting()
    }
}
