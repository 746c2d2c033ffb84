import GoogleNavigation
import UIKit

/// Wraps the fleet map's chrome: the footer follows the dispatch sheet, and
/// the coordinator remembers whether a prompt is up to delay its own toasts.
@MainActor
final class ChromeCoordinator: NSObject, GMSNavigatorListener {
    weak var mapView: GMSMapView?
    weak var layoutDelegate: FleetViewControllerLayoutDelegate?
    private(set) var promptUp = false
    private var pendingToasts: [String] = []

    func setFooterVisible(_ visible: Bool) {
        layoutDelegate?.showsETACard = visible
    }

    func attach() {
        mapView?.navigator?.addListener(self)
    }

    func show(toast: String) {
        if promptUp { pendingToasts.append(toast) }
    }

    /// Called from the layout delegate's `willPresentPrompt` hook (was the listener's `navigatorWillPresentPrompt(_:)`).
    func willPresentPrompt() {
        promptUp = true
    }

    /// Called from the layout delegate's `didDismissPrompt` hook (was the listener's `navigatorDidDismissPrompt(_:)`).
    func didDismissPrompt() {
        promptUp = false
        pendingToasts.removeAll()
    }
}
