import GoogleNavigation
import UIKit

// The navigation screen as a tree. Containers own a layout guide; leaves are
// views. Visitors walk the tree by double dispatch: the node picks the
// visitor method for its case, the visitor decides what that case means.

enum Axis { case vertical, horizontal }

/// Where a stack's children rest along its axis.
enum Gravity { case fill, start, end }

/// The region edges a leaf is pinned to; `.within` keeps the other edges inside.
struct Attach: OptionSet {
    let rawValue: Int
    static let top = Attach(rawValue: 1 << 0)
    static let bottom = Attach(rawValue: 1 << 1)
    static let leading = Attach(rawValue: 1 << 2)
    static let trailing = Attach(rawValue: 1 << 3)
    static let within = Attach(rawValue: 1 << 4)
    static let all: Attach = [.top, .bottom, .leading, .trailing]
}

@MainActor
indirect enum LayoutNode {
    /// A view; `onMargins` stacks neighbours on its layout margins (Google views).
    case leaf(UIView, name: String, attach: Attach, onMargins: Bool)
    case stack(UILayoutGuide, Axis, gravity: Gravity, spacing: CGFloat, [LayoutNode])
    case overlay(UILayoutGuide, [LayoutNode])
    case inset(NSDirectionalEdgeInsets, LayoutNode)
    /// The first subtree in wide mode, the second otherwise.
    case wide(LayoutNode, otherwise: LayoutNode)

    static func leaf(_ view: UIView, _ name: String, _ attach: Attach) -> LayoutNode {
        .leaf(view, name: name, attach: attach, onMargins: false)
    }

    static func card(_ view: UIView, _ name: String) -> LayoutNode {
        .leaf(view, name: name, attach: [.leading, .trailing], onMargins: true)
    }

    func accept<V: LayoutVisitor>(_ visitor: V) -> V.Result {
        switch self {
        case .leaf(let view, let name, let attach, let onMargins):
            return visitor.visitLeaf(view, name: name, attach: attach, onMargins: onMargins)
        case .stack(let guide, let axis, let gravity, let spacing, let children):
            return visitor.visitStack(guide, axis: axis, gravity: gravity, spacing: spacing, children: children)
        case .overlay(let guide, let children):
            return visitor.visitOverlay(guide, children: children)
        case .inset(let insets, let child):
            return visitor.visitInset(insets, child: child)
        case .wide(let wide, let otherwise):
            return visitor.visitWide(wide, otherwise: otherwise)
        }
    }
}

@MainActor
protocol LayoutVisitor {
    associatedtype Result
    func visitLeaf(_ view: UIView, name: String, attach: Attach, onMargins: Bool) -> Result
    func visitStack(_ guide: UILayoutGuide, axis: Axis, gravity: Gravity, spacing: CGFloat,
                    children: [LayoutNode]) -> Result
    func visitOverlay(_ guide: UILayoutGuide, children: [LayoutNode]) -> Result
    func visitInset(_ insets: NSDirectionalEdgeInsets, child: LayoutNode) -> Result
    func visitWide(_ wide: LayoutNode, otherwise: LayoutNode) -> Result
}

/// What the tree puts on the map.
enum LayoutItem: Equatable {
    case view(UIView)
    case guide(UILayoutGuide)

    static func == (lhs: LayoutItem, rhs: LayoutItem) -> Bool {
        switch (lhs, rhs) {
        case (.view(let a), .view(let b)): return a === b
        case (.guide(let a), .guide(let b)): return a === b
        default: return false
        }
    }
}
