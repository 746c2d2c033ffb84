import GoogleNavigation
import UIKit

/// Settings changed from escaping closures: the rewrite keeps their `self`.
final class ReplayViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let preferences = ChromePreferences()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        preferences.onHeaderChange = { [weak self] showsHeader in
            self?.mapView.settings.isNavigationHeaderEnabled = showsHeader
        }
        preferences.onFooterChange = { showsFooter in
            self.mapView.settings.isNavigationFooterEnabled = showsFooter
        }
    }
}

/// The driver's chrome preferences, reported through callbacks.
final class ChromePreferences {
    var onHeaderChange: ((Bool) -> Void)?
    var onFooterChange: ((Bool) -> Void)?
}
