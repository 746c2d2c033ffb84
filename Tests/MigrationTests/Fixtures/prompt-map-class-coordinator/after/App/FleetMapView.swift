import GoogleNavigation
import UIKit

/// The fleet's map: it shows a "prompt" badge in its corner while an SDK
/// prompt is up, and listens for prompts itself once navigation is on.
@MainActor
final class FleetMapView: GMSMapView, GMSNavigatorListener {
    let badge = UILabel()

    func startListening() {
        navigator?.addListener(self)
    }

    /// Called from the layout delegate's `willPresentPrompt` hook (was the listener's `navigatorWillPresentPrompt(_:)`).
    func willPresentPrompt() {
        badge.isHidden = false
    }

    /// Called from the layout delegate's `didDismissPrompt` hook (was the listener's `navigatorDidDismissPrompt(_:)`).
    func didDismissPrompt() {
        badge.isHidden = true
    }
}
