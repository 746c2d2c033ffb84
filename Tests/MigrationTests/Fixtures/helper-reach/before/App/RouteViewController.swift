import GoogleNavigation
import UIKit

/// The route screen: its look comes from a configuration and a shared helper.
final class RouteViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    var configuration = RouteMapConfiguration()
    var isCompact = false {
        didSet { MapChrome.apply(to: mapView, compact: isCompact) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        configuration.apply(to: mapView)
        MapChrome.apply(to: self.mapView, compact: isCompact)
    }
}
