import GoogleNavigation
import UIKit

// A tiny flexbox model, Yoga-flavoured, so the navigation chrome reads like our React Native screens.
// Nodes describe *what* goes where; `FlexLayouter` turns a tree into Auto Layout constraints.

enum FlexDirection {
    case row
    case column
}

enum FlexJustify {
    case start
    case center
    case end
    case spaceBetween
}

enum FlexAlign {
    case start
    case center
    case end
    case stretch
}

/// Yoga's `width`: `auto` sizes by content; `percent` is a fraction of the host (the map view), as in RN styles.
enum FlexDimension {
    case auto
    case percent(CGFloat)
}

struct FlexEdges {
    var top: CGFloat = 0
    var leading: CGFloat = 0
    var bottom: CGFloat = 0
    var trailing: CGFloat = 0

    static let zero = FlexEdges()

    static func all(_ value: CGFloat) -> FlexEdges {
        FlexEdges(top: value, leading: value, bottom: value, trailing: value)
    }

    static func symmetric(vertical: CGFloat = 0, horizontal: CGFloat = 0) -> FlexEdges {
        FlexEdges(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }
}

/// One node of the tree. A node with a `view` is that view (it may still hold children, which are
/// laid out inside its edges but added to the host, never into the view); a node without one is a
/// layout guide ("a View with no background" in RN terms).
struct FlexNode {
    var key: String
    var view: UIView?
    var direction: FlexDirection = .column
    var justify: FlexJustify = .start
    var alignItems: FlexAlign = .stretch
    var alignSelf: FlexAlign?
    var padding: FlexEdges = .zero
    var gap: CGFloat = 0
    var flexGrow: CGFloat = 0
    var width: FlexDimension = .auto
    var children: [FlexNode] = []

    var isContainer: Bool { view == nil }
}

// MARK: - Builders (the JSX of this file)

extension FlexNode {
    static func column(_ key: String, _ children: [FlexNode]) -> FlexNode {
        FlexNode(key: key, view: nil, direction: .column, children: children)
    }

    static func row(_ key: String, _ children: [FlexNode]) -> FlexNode {
        FlexNode(key: key, view: nil, direction: .row, children: children)
    }

    static func leaf(_ key: String, _ view: UIView) -> FlexNode {
        FlexNode(key: key, view: view)
    }

    /// A view that is also a flex container for floating chrome drawn over it (the viewport).
    static func host(_ key: String, _ view: UIView, direction: FlexDirection, _ children: [FlexNode]) -> FlexNode {
        FlexNode(key: key, view: view, direction: direction, children: children)
    }
}

// MARK: - Style modifiers (`style={{ ... }}`)

extension FlexNode {
    func justify(_ value: FlexJustify) -> FlexNode {
        var copy = self
        copy.justify = value
        return copy
    }

    func alignItems(_ value: FlexAlign) -> FlexNode {
        var copy = self
        copy.alignItems = value
        return copy
    }

    func alignSelf(_ value: FlexAlign) -> FlexNode {
        var copy = self
        copy.alignSelf = value
        return copy
    }

    func padding(_ value: FlexEdges) -> FlexNode {
        var copy = self
        copy.padding = value
        return copy
    }

    func gap(_ value: CGFloat) -> FlexNode {
        var copy = self
        copy.gap = value
        return copy
    }

    func grow(_ value: CGFloat = 1) -> FlexNode {
        var copy = self
        copy.flexGrow = value
        return copy
    }

    func width(_ value: FlexDimension) -> FlexNode {
        var copy = self
        copy.width = value
        return copy
    }
}

// MARK: - Anything with anchors

@MainActor
protocol FlexItem: AnyObject {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var leftAnchor: NSLayoutXAxisAnchor { get }
    var rightAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var centerYAnchor: NSLayoutYAxisAnchor { get }
}

extension UIView: FlexItem {}
extension UILayoutGuide: FlexItem {}

/// One axis of an item: where it starts, ends, its middle and its length.
struct FlexSlot<Axis: AnyObject> {
    let start: NSLayoutAnchor<Axis>
    let end: NSLayoutAnchor<Axis>
    let center: NSLayoutAnchor<Axis>
    let size: NSLayoutDimension
}

extension FlexItem {
    var verticalSlot: FlexSlot<NSLayoutYAxisAnchor> {
        FlexSlot(start: topAnchor, end: bottomAnchor, center: centerYAnchor, size: heightAnchor)
    }

    var horizontalSlot: FlexSlot<NSLayoutXAxisAnchor> {
        FlexSlot(start: leadingAnchor, end: trailingAnchor, center: centerXAnchor, size: widthAnchor)
    }
}
