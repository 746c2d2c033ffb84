import GoogleNavigation
import UIKit

/// A driver's shift; buttons flip the footer and incident reporting, the
/// coordinator the progress bar.
final class ShiftViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    let chrome = ShiftChromeCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        chrome.mapView = mapView
    }

    func footerButtonTapped() {
        mapView.settings.isNavigationFooterEnabled.toggle()
    }

    func reportingButtonTapped() {
        flip(&mapView.settings.isNavigationReportIncidentButtonEnabled)
    }

    private func flip(_ value: inout Bool) {
        value.toggle()
    }
}
