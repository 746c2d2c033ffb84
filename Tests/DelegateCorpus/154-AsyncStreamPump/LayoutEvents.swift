import GoogleNavigation
import UIKit

/// One SDK layout callback, queued for the serial layout pump.
enum LayoutEvent: Sendable {
    case enable(GMSMapView, NavigationReadyUIState)
    case disable(GMSMapView)
    case startGuidance(GMSMapView, ActiveGuidanceUIState)
    case stopGuidance(GMSMapView, NavigationReadyUIState)
    case resize(GMSMapView, wide: Bool)
    case showPrompt(GMSMapView, NavigationPromptView)
    case hidePrompt(GMSMapView, NavigationPromptView)
}

extension UIView {
    /// `UIView.animate` as an async call that returns when the animation ends.
    @MainActor
    static func animateAsync(duration: TimeInterval, _ animations: @escaping @MainActor () -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            UIView.animate(withDuration: duration, animations: animations) { _ in
                continuation.resume()
            }
        }
    }
}
