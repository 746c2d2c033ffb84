import UIKit
import GoogleNavigation

enum LayoutEdge {
    case top, bottom, leading, trailing, centerX
}

enum LayoutItem {
    case view(UIView)
    case obstacleGuide
    case buttonStack
}

enum LayoutTarget {
    case safeArea
    case map
    case item(LayoutItem)
    case margins(UIView)
}

enum LayoutRelation {
    case equal, lessOrEqual, greaterOrEqual
}

struct LayoutPin {
    let item: LayoutItem
    let edge: LayoutEdge
    let relation: LayoutRelation
    let target: LayoutTarget
    let targetEdge: LayoutEdge
    let constant: CGFloat
    let priority: UILayoutPriority

    init(_ item: LayoutItem, _ edge: LayoutEdge, _ relation: LayoutRelation = .equal,
         to target: LayoutTarget, _ targetEdge: LayoutEdge? = nil,
         constant: CGFloat = 0, priority: UILayoutPriority = .required) {
        self.item = item
        self.edge = edge
        self.relation = relation
        self.target = target
        self.targetEdge = targetEdge ?? edge
        self.constant = constant
        self.priority = priority
    }
}

/// Immutable description of one navigation screen layout. The View only applies it.
struct LayoutViewModel {
    let views: [UIView]
    let stackedButtons: [UIView]
    let usesObstacleGuide: Bool
    let pins: [LayoutPin]
    let isWide: Bool

    static let empty = LayoutViewModel(views: [], stackedButtons: [], usesObstacleGuide: false, pins: [], isWide: false)
}

/// What the Interactor knows about the navigation session.
enum NavigationPhase {
    case idle
    case ready(NavigationReadyUIState, wide: Bool)
    case guidance(ActiveGuidanceUIState, wide: Bool)
}
