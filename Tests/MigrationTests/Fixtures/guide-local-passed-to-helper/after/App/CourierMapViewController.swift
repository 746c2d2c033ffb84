import GoogleNavigation
import UIKit

/// A courier's map, with a status chip floating over the ETA footer.
final class CourierMapViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = CourierMapViewControllerLayoutDelegate()
    private let statusChip = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        layoutDelegate.addStandInGuides(to: mapView)
        mapView.frame = view.bounds
        view.addSubview(mapView)

        statusChip.translatesAutoresizingMaskIntoConstraints = false
        mapView.addSubview(statusChip)
        let footerGuide = layoutDelegate.footerGuide
        ChipLayout.pin(statusChip, above: footerGuide)
    }
}
