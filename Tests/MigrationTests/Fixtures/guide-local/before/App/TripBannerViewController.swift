import GoogleNavigation
import UIKit

/// A small screen: a banner above the ETA footer, written the plain way.
final class TripBannerViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let banner = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.settings.isNavigationTripProgressBarEnabled = false
        banner.translatesAutoresizingMaskIntoConstraints = false
        mapView.addSubview(banner)

        let footerGuide = mapView.navigationFooterLayoutGuide
        NSLayoutConstraint.activate([
            banner.bottomAnchor.constraint(equalTo: footerGuide.topAnchor, constant: -8),
            banner.trailingAnchor.constraint(equalTo: footerGuide.trailingAnchor, constant: -16),
        ])
    }
}
