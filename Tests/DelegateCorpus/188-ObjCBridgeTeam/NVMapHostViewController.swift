import GoogleNavigation
import UIKit

/// What the map screen hears from its layout delegate. Every method is
/// optional: the delegate checks `respondsToSelector:` before sending.
#if canImport(ObjectiveC)
@objc(NVMapHostLayoutObserving)
@MainActor
protocol NVMapHostLayoutObserving: NSObjectProtocol {
    @objc(layoutDelegate:didEnterState:)
    optional func layoutDelegate(_ delegate: NVNavigationLayoutDelegate, didEnterState state: NSString)
}
#else
@MainActor
protocol NVMapHostLayoutObserving: NSObjectProtocol {}
#endif

/// The map screen. Installs the layout delegate before navigation is enabled.
final class NVMapHostViewController: UIViewController, NVMapHostLayoutObserving {
    let mapView = GMSMapView(frame: .zero)
    let layoutDelegate = NVNavigationLayoutDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(mapView)
        NSLayoutConstraint.activate([
            mapView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            mapView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            mapView.topAnchor.constraint(equalTo: view.topAnchor),
            mapView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        layoutDelegate.host = self
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            NSLog("NVMapHostViewController: could not set the layout delegate: %@", "\(error)")
        }
    }

    func layoutDelegate(_ delegate: NVNavigationLayoutDelegate, didEnterState state: NSString) {
        title = state as String
    }
}
