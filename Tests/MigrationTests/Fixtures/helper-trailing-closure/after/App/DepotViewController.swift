import GoogleNavigation
import UIKit

/// Styles a map's chrome, then reports back.
@MainActor
enum DepotMapStyler {
    static func style(_ map: GMSMapView, header: Bool, layoutDelegate: DepotViewControllerLayoutDelegate, completion: () -> Void) {
        layoutDelegate.showsTurnCard = header
        completion()
    }
}

/// The depot's yard map; the header follows the yard's options.
final class DepotViewController: UIViewController {
    var showsHeader = true
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = DepotViewControllerLayoutDelegate()
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        view.addSubview(mapView)
        DepotMapStyler.style(mapView, header: showsHeader, layoutDelegate: layoutDelegate) {
            statusLabel.text = "styled"
        }
    }
}
