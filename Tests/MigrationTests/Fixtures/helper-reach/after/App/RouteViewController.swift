import GoogleNavigation
import UIKit

/// The route screen: its look comes from a configuration and a shared helper.
final class RouteViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = RouteViewControllerLayoutDelegate()
    var configuration = RouteMapConfiguration()
    var isCompact = false {
        didSet { MapChrome.apply(to: mapView, compact: isCompact, layoutDelegate: layoutDelegate) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        view.addSubview(mapView)
        configuration.apply(to: mapView, layoutDelegate: layoutDelegate)
        MapChrome.apply(to: self.mapView, compact: isCompact, layoutDelegate: self.layoutDelegate)
    }
}
