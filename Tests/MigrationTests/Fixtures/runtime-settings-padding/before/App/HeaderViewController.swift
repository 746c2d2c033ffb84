import GoogleNavigation
import UIKit

/// The header follows a user preference; the bottom sheet sets the padding.
final class HeaderViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let sheet = UIView()
    var prefersHeader = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        // The driver's choice.
        mapView.settings.isNavigationHeaderEnabled = prefersHeader
        mapView.settings.isNavigationTripProgressBarEnabled = false
    }

    func toggleHeader() {
        let wasShowing = mapView.settings.isNavigationHeaderEnabled
        mapView.settings.isNavigationHeaderEnabled = !wasShowing
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        mapView.padding = UIEdgeInsets(top: 0, left: 0, bottom: sheet.bounds.height, right: 0)
    }
}
