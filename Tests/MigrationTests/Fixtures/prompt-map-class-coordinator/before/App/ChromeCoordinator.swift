import GoogleNavigation
import UIKit

/// Wraps the fleet map's chrome: the footer follows the dispatch sheet, and
/// the coordinator remembers whether a prompt is up to delay its own toasts.
@MainActor
final class ChromeCoordinator: NSObject, GMSNavigatorListener {
    weak var mapView: GMSMapView?
    private(set) var promptUp = false
    private var pendingToasts: [String] = []

    func setFooterVisible(_ visible: Bool) {
        mapView?.settings.isNavigationFooterEnabled = visible
    }

    func attach() {
        mapView?.navigator?.addListener(self)
    }

    func show(toast: String) {
        if promptUp { pendingToasts.append(toast) }
    }

    func navigatorWillPresentPrompt(_ navigator: GMSNavigator) {
        promptUp = true
    }

    func navigatorDidDismissPrompt(_ navigator: GMSNavigator) {
        promptUp = false
        pendingToasts.removeAll()
    }
}
