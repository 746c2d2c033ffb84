import GoogleNavigation
import UIKit

/// What the SDK last told us about the navigation UI.
@MainActor
enum NavPhase {
    case off
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)

    var isOff: Bool {
        if case .off = self { return true }
        return false
    }

    /// The map buttons of the phase, in the order we stack them. The hiding
    /// stack drops views from the end first, so the compass goes last.
    var buttonViews: [UIView] {
        let buttons: [NavigationUIButton]
        switch self {
        case .off: return []
        case .ready(let state): buttons = state.buttons
        case .guidance(let state): buttons = state.buttons
        }
        let order: [NavigationButtonKnownType] = [.reporting, .compass]
        return order.compactMap { type in buttons.first { $0.type == type }?.view }
    }
}

/// One rendered layout: the views it puts on the map and the constraints that
/// place them. Installing it returns what undoes it.
@MainActor
struct ChromeLayout {
    var views: [UIView] = []
    var constraints: [NSLayoutConstraint] = []

    mutating func add(_ view: UIView, _ make: (UIView) -> [NSLayoutConstraint]) {
        views.append(view)
        constraints += make(view)
    }

    func install(on navMap: GMSMapView) -> Disposable {
        views.forEach(navMap.addSubview)
        NSLayoutConstraint.activate(constraints)
        return Disposable { [views, constraints] in
            NSLayoutConstraint.deactivate(constraints)
            views.forEach { $0.removeFromSuperview() }
        }
    }
}

/// Spacing of the chrome, in points.
enum ChromeMetrics {
    static let gap: CGFloat = 8
    static let wideEdge: CGFloat = 16
    static let buttonSpacing: CGFloat = 4
    static let promptIn: TimeInterval = 0.3
    static let promptOut: TimeInterval = 0.25

    static func edge(wide: Bool) -> CGFloat { wide ? wideEdge : gap }
}
