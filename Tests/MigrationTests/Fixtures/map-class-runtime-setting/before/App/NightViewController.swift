import GoogleNavigation
import UIKit

final class NightViewController: UIViewController {
    private let mapView = NightMapView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.settings.isNavigationFooterEnabled = false
    }
}
