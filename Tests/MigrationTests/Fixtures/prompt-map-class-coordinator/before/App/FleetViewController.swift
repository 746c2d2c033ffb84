import GoogleNavigation
import UIKit

/// A dispatcher's fleet map. The map view class and the chrome coordinator
/// each listen for prompts.
final class FleetViewController: UIViewController {
    private var mapView: FleetMapView!
    private let chrome = ChromeCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = FleetMapView(frame: view.bounds)
        view.addSubview(mapView)
        chrome.mapView = mapView
        chrome.setFooterVisible(false)
        mapView.isNavigationEnabled = true
        mapView.startListening()
        chrome.attach()
    }

    func dispatchSheetOpened(_ open: Bool) {
        chrome.setFooterVisible(!open)
    }
}
