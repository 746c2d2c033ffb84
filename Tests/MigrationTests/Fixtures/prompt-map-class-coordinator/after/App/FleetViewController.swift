import GoogleNavigation
import UIKit

/// A dispatcher's fleet map. The map view class and the chrome coordinator
/// each listen for prompts.
final class FleetViewController: UIViewController {
    private var mapView: FleetMapView!
    private let layoutDelegate = FleetViewControllerLayoutDelegate()
    private let chrome = ChromeCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = FleetMapView(frame: view.bounds)
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        chrome.layoutDelegate = layoutDelegate
        layoutDelegate.willPresentPrompt = { [weak self] in
            guard let self else { return }
            self.chrome.willPresentPrompt()
            self.mapView?.willPresentPrompt()
        }
        layoutDelegate.didDismissPrompt = { [weak self] in
            guard let self else { return }
            self.chrome.didDismissPrompt()
            self.mapView?.didDismissPrompt()
        }
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
