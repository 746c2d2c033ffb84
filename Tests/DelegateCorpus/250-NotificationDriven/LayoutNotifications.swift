import GoogleNavigation
import UIKit

// MARK: - Names

/// Every layout callback of the SDK is re-posted under one of these names, with
/// the delegate as the sender, so layout pieces can subscribe to what they need.
extension Notification.Name {
    static let navLayoutUIEnabled = Notification.Name("NavLayout.uiEnabled")
    static let navLayoutUIDisabled = Notification.Name("NavLayout.uiDisabled")
    static let navLayoutGuidanceStarted = Notification.Name("NavLayout.guidanceStarted")
    static let navLayoutGuidanceStopped = Notification.Name("NavLayout.guidanceStopped")
    static let navLayoutMapResized = Notification.Name("NavLayout.mapResized")
    static let navLayoutPromptShown = Notification.Name("NavLayout.promptShown")
    static let navLayoutPromptHidden = Notification.Name("NavLayout.promptHidden")
    static let navLayoutPromptChanged = Notification.Name("NavLayout.promptChanged")
}

// MARK: - userInfo keys

enum NavLayoutInfoKey: String {
    case map = "NavLayoutMap"
    case readyState = "NavLayoutReadyState"
    case guidanceState = "NavLayoutGuidanceState"
    case wideMode = "NavLayoutWideMode"
    case prompt = "NavLayoutPrompt"
    case oldPrompt = "NavLayoutOldPrompt"
}

/// Builds a userInfo dictionary from typed keys.
func navLayoutInfo(_ pairs: [(NavLayoutInfoKey, Any)]) -> [AnyHashable: Any] {
    var info: [AnyHashable: Any] = [:]
    for (key, value) in pairs {
        info[key.rawValue] = value
    }
    return info
}

// MARK: - Reading userInfo

extension Notification {
    func value<T>(_ key: NavLayoutInfoKey, as type: T.Type) -> T? {
        userInfo?[key.rawValue] as? T
    }

    var navMap: GMSMapView? { value(.map, as: GMSMapView.self) }
    var readyState: NavigationReadyUIState? { value(.readyState, as: NavigationReadyUIState.self) }
    var guidanceState: ActiveGuidanceUIState? { value(.guidanceState, as: ActiveGuidanceUIState.self) }
    var prompt: NavigationPromptView? { value(.prompt, as: NavigationPromptView.self) }
    var oldPrompt: NavigationPromptView? { value(.oldPrompt, as: NavigationPromptView.self) }
    var isWide: Bool { (userInfo?[NavLayoutInfoKey.wideMode.rawValue] as? Bool) ?? false }
}

// MARK: - Shared layout context

/// What the observers share: the bottom of the open map contents (above the ETA
/// card and any prompt), which every observer may push up.
@MainActor
final class NavLayoutContext {
    let contentBottom: UILayoutGuide = {
        let guide = UILayoutGuide()
        guide.identifier = "navLayout.contentBottom"
        return guide
    }()
    private var restingConstraints: [NSLayoutConstraint] = []

    /// Adds the guide, resting at the bottom of the safe area.
    func install(on map: GMSMapView) {
        map.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        restingConstraints = [
            resting,
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: map.safeAreaLayoutGuide.bottomAnchor),
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: map.trailingAnchor),
        ]
        NSLayoutConstraint.activate(restingConstraints)
    }

    func uninstall(from map: GMSMapView) {
        NSLayoutConstraint.deactivate(restingConstraints)
        restingConstraints = []
        map.removeLayoutGuide(contentBottom)
    }
}
