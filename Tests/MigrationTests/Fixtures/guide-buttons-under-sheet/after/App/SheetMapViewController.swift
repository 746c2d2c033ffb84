import GoogleNavigation
import UIKit

/// A map under a bottom sheet; the sheet's grabber hangs above the buttons.
final class SheetMapViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = SheetMapViewControllerLayoutDelegate()
    private let grabber = UIView()
    private let routeLabel = UILabel()

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
        grabber.translatesAutoresizingMaskIntoConstraints = false
        routeLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(grabber)
        view.addSubview(routeLabel)
        let buttons: UILayoutGuide = layoutDelegate.buttonsGuide
        let header = layoutDelegate.headerGuide
        NSLayoutConstraint.activate([
            grabber.bottomAnchor.constraint(equalTo: buttons.topAnchor, constant: -4),
            grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            routeLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 4),
            routeLabel.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
        ])
    }

    func sheetMoved(to height: CGFloat) {
        layoutDelegate.paddingBottom = height
    }
}
