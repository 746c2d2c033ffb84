import GoogleNavigation
import UIKit

enum LayoutPhase {
    case idle
    case ready(NavigationReadyUIState, LayoutPlan)
    case guiding(ActiveGuidanceUIState, LayoutPlan, PromptSlot?)
}

/// A prompt on screen, its constraints and the one keeping content clear of it.
struct PromptSlot {
    let view: NavigationPromptView
    let constraints: [NSLayoutConstraint]
}

/// The views one state put on the map and the constraints that place them.
/// A value: the phase holds a copy, so callers take it out, mutate and put it back.
@MainActor
struct LayoutPlan {
    private(set) var wide: Bool
    private(set) var flags: FeatureFlags
    /// Shared by every copy of the plan: a struct holding the state's one stack.
    let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var views: [UIView] = []
    private var constraints: [NSLayoutConstraint] = []

    init(wide: Bool, flags: FeatureFlags) { (self.wide, self.flags) = (wide, flags) }

    mutating func show(_ newViews: [UIView], on map: GMSMapView) {
        for view in newViews where view.superview !== map { map.addSubview(view) }
        views += newViews
    }

    mutating func apply(_ newConstraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
        constraints = newConstraints
        NSLayoutConstraint.activate(constraints)
    }

    /// True when the layout must be rebuilt.
    mutating func update(wide: Bool, flags: FeatureFlags) -> Bool {
        defer { self.wide = wide; self.flags = flags }
        return wide != self.wide || flags != self.flags
    }

    mutating func tearDown() {
        NSLayoutConstraint.deactivate(constraints)
        constraints = []
        views.forEach { $0.removeFromSuperview() }
        views = []
    }
}
