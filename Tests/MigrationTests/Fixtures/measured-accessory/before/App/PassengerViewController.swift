import GoogleNavigation
import UIKit

/// The map is made in viewDidLoad; the footer is tuned through a closure.
final class PassengerViewController: UIViewController {
    var mapView: GMSMapView!
    let noteAccessory = NoteAccessoryView()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = GMSMapView(frame: view.bounds)
        view.addSubview(mapView)
        configureMap { $0.settings.isNavigationFooterEnabled = false }
        configureMap { map in
            map.paddingAdjustmentBehavior = .automatic
        }
    }

    func configureMap(_ body: (GMSMapView) -> Void) {
        body(mapView)
    }
}
