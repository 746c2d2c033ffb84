import GoogleNavigation
import UIKit

@MainActor
func pinAbove(_ v: UIView, _ guide: UILayoutGuide) {
    v.bottomAnchor.constraint(equalTo: guide.topAnchor).isActive = true
}

final class DropOffViewController: UIViewController {
    var insets: UIEdgeInsets?
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = DropOffViewControllerLayoutDelegate()
    private let badge = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        layoutDelegate.addStandInGuides(to: mapView)
        view.addSubview(mapView)
        mapView.addSubview(badge)
        if let insets { layoutDelegate.padding = insets }
        let footer = layoutDelegate.footerGuide
        pinAbove(badge, footer)
    }
}
