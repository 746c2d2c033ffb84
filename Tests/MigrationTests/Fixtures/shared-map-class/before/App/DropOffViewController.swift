import GoogleNavigation
import UIKit

/// The drop-off screen: no incident reports near the curb.
final class DropOffViewController: UIViewController {
    private let mapView = SheetMapView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.settings.isNavigationReportIncidentButtonEnabled = false
    }

    func showSheet(height: CGFloat) {
        mapView.sheetHeight = height
    }
}
