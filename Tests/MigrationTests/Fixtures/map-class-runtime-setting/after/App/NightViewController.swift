import GoogleNavigation
import UIKit

final class NightViewController: UIViewController {
    private let mapView = NightMapView(frame: .zero)
    private let layoutDelegate = NightViewControllerLayoutDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        mapView.nightMapViewLayout = layoutDelegate
        view.addSubview(mapView)
    }
}
