import GoogleNavigation
import UIKit

/// A small screen: a banner above the ETA footer, written the plain way.
final class TripBannerViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = TripBannerViewControllerLayoutDelegate()
    private let banner = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        view.addSubview(mapView)
        banner.translatesAutoresizingMaskIntoConstraints = false
        mapView.addSubview(banner)

        layoutDelegate.banner = banner
    }
}
