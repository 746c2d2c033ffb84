import GoogleNavigation
import UIKit

/// A map beside a docked tool palette: the buttons move next to the palette
/// once it is laid out, and into a wide strip on an iPad.
final class DockingViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = DockingViewControllerLayoutDelegate()
    private let paletteGuide = UILayoutGuide()
    private let wideStripGuide = UILayoutGuide()

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        mapView.frame = view.bounds
        view.addSubview(mapView)
        mapView.addLayoutGuide(paletteGuide)
        mapView.addLayoutGuide(wideStripGuide)
        layoutDelegate.paletteGuide = paletteGuide
        NSLayoutConstraint.activate([
            paletteGuide.trailingAnchor.constraint(equalTo: mapView.trailingAnchor),
            paletteGuide.widthAnchor.constraint(equalToConstant: 120),
            paletteGuide.heightAnchor.constraint(equalToConstant: 0),
            wideStripGuide.bottomAnchor.constraint(equalTo: mapView.bottomAnchor, constant: -20),
            wideStripGuide.trailingAnchor.constraint(equalTo: mapView.trailingAnchor),
            wideStripGuide.widthAnchor.constraint(equalToConstant: 200),
            wideStripGuide.heightAnchor.constraint(equalToConstant: 0),
        ])
        relocateButtons(to: paletteGuide, alternate: wideStripGuide)
    }

    private func relocateButtons(to guide: UILayoutGuide, alternate: UILayoutGuide?) {
        layoutDelegate.paletteGuide = guide
        layoutDelegate.wideStripGuide = alternate
    }
}
