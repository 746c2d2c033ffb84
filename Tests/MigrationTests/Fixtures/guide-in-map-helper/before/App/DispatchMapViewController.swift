import GoogleNavigation
import UIKit

/// The dispatcher's map, with a scale bar under the header.
final class DispatchMapViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let scaleBar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        view.addSubview(mapView)
        MapDecorations.addScaleBar(scaleBar, to: mapView)
    }

    func compactModeChanged(_ compact: Bool) {
        mapView.settings.isNavigationHeaderEnabled = !compact
    }
}
