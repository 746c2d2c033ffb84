import GoogleNavigation
import UIKit

/// The app supplies its own views around the Google UI through this protocol.
@MainActor
protocol NavChromeDelegate: AnyObject {
    /// Views to stack under the turn card during guidance (lane hints, a trip badge...).
    func navChromeAccessoryViews(for phase: NavChromePhase) -> [UIView]
    func navChromeDidChangePhase(_ phase: NavChromePhase)
}

enum NavChromePhase: Equatable {
    case off, ready, guiding
}

extension NavChromeDelegate {
    func navChromeAccessoryViews(for phase: NavChromePhase) -> [UIView] { [] }
    func navChromeDidChangePhase(_ phase: NavChromePhase) {}
}

/// What the navigation screen controller provides: a trip badge shown under the turn card.
@MainActor
final class TripBadgeChrome: NavChromeDelegate {
    let badge: UILabel = {
        let label = UILabel()
        label.text = "Trip #42"
        label.backgroundColor = .systemBackground
        return label
    }()

    func navChromeAccessoryViews(for phase: NavChromePhase) -> [UIView] {
        phase == .guiding ? [badge] : []
    }
}
