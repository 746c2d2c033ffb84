import GoogleNavigation
import UIKit

/// A driver's shift; buttons flip the footer and incident reporting, the
/// coordinator the progress bar.
final class ShiftViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = ShiftViewControllerLayoutDelegate()
    let chrome = ShiftChromeCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        chrome.layoutDelegate = layoutDelegate
        view.addSubview(mapView)
        chrome.mapView = mapView
    }

    func footerButtonTapped() {
        layoutDelegate.showsETACard.toggle()
    }

    func reportingButtonTapped() {
        flip(&layoutDelegate.showsReportingButton)
    }

    private func flip(_ value: inout Bool) {
        value.toggle()
    }
}
