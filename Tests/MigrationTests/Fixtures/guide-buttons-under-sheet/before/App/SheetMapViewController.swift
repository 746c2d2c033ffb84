import GoogleNavigation
import UIKit

/// A map under a bottom sheet; the sheet's grabber hangs above the buttons.
final class SheetMapViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let grabber = UIView()
    private let routeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        view.addSubview(mapView)
        mapView.paddingAdjustmentBehavior = .never
        grabber.translatesAutoresizingMaskIntoConstraints = false
        routeLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(grabber)
        view.addSubview(routeLabel)
        let buttons: UILayoutGuide = mapView.bottomTrailingButtonsLayoutGuide
        let header = mapView.navigationHeaderLayoutGuide
        NSLayoutConstraint.activate([
            grabber.bottomAnchor.constraint(equalTo: buttons.topAnchor, constant: -4),
            grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            routeLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 4),
            routeLabel.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
        ])
    }

    func sheetMoved(to height: CGFloat) {
        mapView.padding = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
    }
}
