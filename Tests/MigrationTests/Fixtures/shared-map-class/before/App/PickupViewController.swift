import GoogleNavigation
import UIKit

/// The pickup screen: the rider chooses whether the header shows.
final class PickupViewController: UIViewController {
    private let mapView = SheetMapView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.settings.isNavigationFooterEnabled = false
    }

    func setHeaderShown(_ shown: Bool) {
        mapView.settings.isNavigationHeaderEnabled = shown
    }
}
