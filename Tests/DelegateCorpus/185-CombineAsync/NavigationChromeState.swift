import UIKit

/// What the rest of the app (HUD, analytics, the SwiftUI overlay) observes
/// about the navigation chrome. The layout delegate publishes it.
struct NavigationChromeState: Equatable {
    enum Phase: Equatable {
        case off, ready, guidance
    }

    var phase: Phase = .off
    var wide = false
    /// Height of the prompt on screen once it has landed, 0 when none.
    var promptHeight: CGFloat = 0
}

/// The part of the state that changes which constraints are active.
struct LayoutKey: Equatable {
    let phase: NavigationChromeState.Phase
    let wide: Bool

    init(_ state: NavigationChromeState) {
        phase = state.phase
        wide = state.wide
    }
}

enum ChromeMetrics {
    static let promptClearance: CGFloat = 8
    static let buttonSpacing: CGFloat = 8
    static let tightButtonSpacing: CGFloat = 2
    static let promptSlideIn: TimeInterval = 0.35
    static let promptSlideOut: TimeInterval = 0.25
}
