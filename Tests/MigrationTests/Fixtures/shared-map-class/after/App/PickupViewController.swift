import GoogleNavigation
import UIKit

/// The pickup screen: the rider chooses whether the header shows.
final class PickupViewController: UIViewController {
    private let mapView = SheetMapView(frame: .zero)
    private let layoutDelegate = PickupViewControllerLayoutDelegate()

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

    func setHeaderShown(_ shown: Bool) {
        layoutDelegate.showsTurnCard = shown
    }
}
