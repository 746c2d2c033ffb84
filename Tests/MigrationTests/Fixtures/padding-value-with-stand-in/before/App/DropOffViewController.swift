import GoogleNavigation
import UIKit

@MainActor
func pinAbove(_ v: UIView, _ guide: UILayoutGuide) {
    v.bottomAnchor.constraint(equalTo: guide.topAnchor).isActive = true
}

final class DropOffViewController: UIViewController {
    var insets: UIEdgeInsets?
    private let mapView = GMSMapView(frame: .zero)
    private let badge = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.addSubview(badge)
        if let insets { mapView.padding = insets }
        let footer = mapView.navigationFooterLayoutGuide
        pinAbove(badge, footer)
    }
}
