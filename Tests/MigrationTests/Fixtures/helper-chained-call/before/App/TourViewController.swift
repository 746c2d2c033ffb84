import GoogleNavigation
import UIKit

/// The chrome a tour applies to its map: built from the tour's options, then
/// applied in one chained call.
struct TourChrome {
    var showsFooter: Bool

    init(showsFooter: Bool) { self.showsFooter = showsFooter }

    @MainActor func apply(to map: GMSMapView) {
        map.settings.isNavigationFooterEnabled = showsFooter
    }
}

/// A guided tour; the footer follows the tour's options.
final class TourViewController: UIViewController {
    var showsFooter = true
    private let mapView = GMSMapView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        TourChrome(showsFooter: showsFooter).apply(to: mapView)
    }
}
