import GoogleNavigation
import UIKit

/// A courier's map, with a status chip floating over the ETA footer.
final class CourierMapViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let statusChip = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        view.addSubview(mapView)
        mapView.settings.isNavigationTripProgressBarEnabled = true

        statusChip.translatesAutoresizingMaskIntoConstraints = false
        mapView.addSubview(statusChip)
        let footerGuide = mapView.navigationFooterLayoutGuide
        ChipLayout.pin(statusChip, above: footerGuide)
    }
}
