import GoogleNavigation
import UIKit

/// The map is made in viewDidLoad; the footer is tuned through a closure.
final class PassengerViewController: UIViewController {
    var mapView: GMSMapView!
    let layoutDelegate = PassengerViewControllerLayoutDelegate()
    let noteAccessory = NoteAccessoryView()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = GMSMapView(frame: view.bounds)
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        view.addSubview(mapView)
        configureMap { _ in layoutDelegate.showsETACard = false }
        configureMap { map in
        }
    }

    func configureMap(_ body: (GMSMapView) -> Void) {
        body(mapView)
    }
}
