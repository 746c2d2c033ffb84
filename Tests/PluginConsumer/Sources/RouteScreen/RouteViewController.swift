import NavigationSDKStandIn

/// A navigation screen laid out with the SDK's legacy slot APIs.
public final class RouteViewController: UIViewController {
    private var mapView: GMSMapView?

    public override func viewDidLoad() {
        super.viewDidLoad()
        let map = GMSMapView()
        view.addSubview(map)
        mapView = map
        map.settings.isNavigationFooterEnabled = false
        map.settings.isNavigationTripProgressBarEnabled = true
        map.padding = UIEdgeInsets(top: 0, left: 0, bottom: 96, right: 0)
    }
}
