import GoogleNavigation
import UIKit

/// The drop-off screen: no incident reports near the curb.
final class DropOffViewController: UIViewController {
    private let mapView = SheetMapView(frame: .zero)
    private let layoutDelegate = DropOffViewControllerLayoutDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        mapView.sheetMapViewLayout = layoutDelegate
        view.addSubview(mapView)
    }

    func showSheet(height: CGFloat) {
        mapView.sheetHeight = height
    }
}
