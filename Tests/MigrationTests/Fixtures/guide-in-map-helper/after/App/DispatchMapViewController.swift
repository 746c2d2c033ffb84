import GoogleNavigation
import UIKit

/// The dispatcher's map, with a scale bar under the header.
final class DispatchMapViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = DispatchMapViewControllerLayoutDelegate()
    private let scaleBar = UIView()

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
        MapDecorations.addScaleBar(scaleBar, to: mapView, layoutDelegate: layoutDelegate)
    }

    func compactModeChanged(_ compact: Bool) {
        layoutDelegate.showsTurnCard = !compact
    }
}
