import GoogleNavigation
import UIKit

/// Design-system numbers for the navigation screen (from the Figma "Drive" page).
enum Layout {
    enum Spacing {
        static let screenEdge: CGFloat = 12
        static let wideScreenEdge: CGFloat = 20
        static let floatingGap: CGFloat = 8
        static let logoLift: CGFloat = 6
    }

    enum Priority {
        /// The viewport hugs the turn card unless a prompt pushes it down.
        static let viewportHug = UILayoutPriority.defaultHigh - 1
        /// Floating controls sink to the bottom when nothing holds them up.
        static let sink = UILayoutPriority(rawValue: 250)
        static let fill = UILayoutPriority(rawValue: 249)
    }

    enum Duration {
        static let promptIn: TimeInterval = 0.3
        static let promptOut: TimeInterval = 0.2
    }
}

/// Edge insets of the card column, per navigation state.
struct Insets {
    enum State {
        case ready(wide: Bool)
        case guidance(wide: Bool)
    }

    static func forState(_ state: State) -> NSDirectionalEdgeInsets {
        switch state {
        case .ready(let wide):
            let edge = wide ? Layout.Spacing.wideScreenEdge : Layout.Spacing.screenEdge
            return NSDirectionalEdgeInsets(top: Layout.Spacing.floatingGap, leading: edge, bottom: Layout.Spacing.logoLift, trailing: edge)
        case .guidance(let wide):
            let edge = NavigationStyleValues.headerFooterHorizontalPadding
            return NSDirectionalEdgeInsets(top: NavigationStyleValues.headerTopPadding, leading: edge,
                                           bottom: 0, trailing: wide ? 0 : edge)
        }
    }
}
