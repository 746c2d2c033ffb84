import GoogleNavigation
import UIKit

/// Styles a map's chrome, then reports back.
@MainActor
enum DepotMapStyler {
    static func style(_ map: GMSMapView, header: Bool, completion: () -> Void) {
        map.settings.isNavigationHeaderEnabled = header
        completion()
    }
}

/// The depot's yard map; the header follows the yard's options.
final class DepotViewController: UIViewController {
    var showsHeader = true
    private let mapView = GMSMapView(frame: .zero)
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.settings.isNavigationFooterEnabled = false
        DepotMapStyler.style(mapView, header: showsHeader) {
            statusLabel.text = "styled"
        }
    }
}
