import GoogleNavigation
import UIKit

/// Settings changed from escaping closures: the rewrite keeps their `self`.
final class ReplayViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = ReplayViewControllerLayoutDelegate()
    private let preferences = ChromePreferences()

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        view.addSubview(mapView)
        preferences.onHeaderChange = { [weak self] showsHeader in
            self?.layoutDelegate.showsTurnCard = showsHeader
        }
        preferences.onFooterChange = { showsFooter in
            self.layoutDelegate.showsETACard = showsFooter
        }
    }
}

/// The driver's chrome preferences, reported through callbacks.
final class ChromePreferences {
    var onHeaderChange: ((Bool) -> Void)?
    var onFooterChange: ((Bool) -> Void)?
}
