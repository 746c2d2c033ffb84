import GoogleNavigation
import UIKit

/// The header follows a user preference; the bottom sheet sets the padding.
final class HeaderViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = HeaderViewControllerLayoutDelegate()
    private let sheet = UIView()
    var prefersHeader = true

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        view.addSubview(mapView)
        // The driver's choice.
        layoutDelegate.showsTurnCard = prefersHeader
    }

    func toggleHeader() {
        let wasShowing = layoutDelegate.showsTurnCard
        layoutDelegate.showsTurnCard = !wasShowing
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutDelegate.paddingBottom = sheet.bounds.height
    }
}
