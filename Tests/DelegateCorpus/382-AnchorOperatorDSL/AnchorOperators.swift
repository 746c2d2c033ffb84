import UIKit

// The app's constraint DSL (Core/Layout). A relation between anchors is a
// constraint, so layout code reads like the redlines:
//
//     viewport.topAnchor == turnCard.bottomAnchor
//     logo.bottomAnchor == floor.topAnchor - 8
//     floor.bottomAnchor <= etaCard.topAnchor
//     viewport.leadingAnchor == safe.leadingAnchor ~~ 250
//     viewport.edges(.horizontal) == safe.edges(.horizontal)
//
// The position operators are written once, as static members of the
// `PositionAnchor` protocol extension; both axes conform. `~~` sets the
// priority of a finished constraint (or of every constraint in an array) and
// binds looser than `==`, `<=` and `>=`, so a soft pin needs no parentheses;
// `+`/`-` bind tighter than both, as in arithmetic. Priorities may be written
// as numbers, as on the redlines (`~~ 250`). Nothing here activates anything:
// callers collect and activate.

precedencegroup ConstraintPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

infix operator ~~: ConstraintPriorityPrecedence

enum AnchorRelation {
    case equal
    case lessOrEqual
    case greaterOrEqual
}

// MARK: - Position anchors

/// An x- or y-axis anchor. Conformances forward to UIKit's own factories.
@MainActor
protocol PositionAnchor: AnyObject {
    func relate(_ relation: AnchorRelation, to other: Self, constant: CGFloat) -> NSLayoutConstraint
}

extension NSLayoutXAxisAnchor: PositionAnchor {
    func relate(_ relation: AnchorRelation, to other: NSLayoutXAxisAnchor, constant: CGFloat) -> NSLayoutConstraint {
        switch relation {
        case .equal: return constraint(equalTo: other, constant: constant)
        case .lessOrEqual: return constraint(lessThanOrEqualTo: other, constant: constant)
        case .greaterOrEqual: return constraint(greaterThanOrEqualTo: other, constant: constant)
        }
    }
}

extension NSLayoutYAxisAnchor: PositionAnchor {
    func relate(_ relation: AnchorRelation, to other: NSLayoutYAxisAnchor, constant: CGFloat) -> NSLayoutConstraint {
        switch relation {
        case .equal: return constraint(equalTo: other, constant: constant)
        case .lessOrEqual: return constraint(lessThanOrEqualTo: other, constant: constant)
        case .greaterOrEqual: return constraint(greaterThanOrEqualTo: other, constant: constant)
        }
    }
}

/// An anchor moved by a constant: `safe.topAnchor + 8`.
@MainActor
struct AnchorOffset<Anchor: PositionAnchor> {
    let anchor: Anchor
    let constant: CGFloat
}

extension PositionAnchor {
    static func + (anchor: Self, constant: CGFloat) -> AnchorOffset<Self> {
        AnchorOffset(anchor: anchor, constant: constant)
    }

    static func - (anchor: Self, constant: CGFloat) -> AnchorOffset<Self> {
        AnchorOffset(anchor: anchor, constant: -constant)
    }

    static func == (lhs: Self, rhs: AnchorOffset<Self>) -> NSLayoutConstraint {
        lhs.relate(.equal, to: rhs.anchor, constant: rhs.constant)
    }

    static func <= (lhs: Self, rhs: AnchorOffset<Self>) -> NSLayoutConstraint {
        lhs.relate(.lessOrEqual, to: rhs.anchor, constant: rhs.constant)
    }

    static func >= (lhs: Self, rhs: AnchorOffset<Self>) -> NSLayoutConstraint {
        lhs.relate(.greaterOrEqual, to: rhs.anchor, constant: rhs.constant)
    }

    static func == (lhs: Self, rhs: Self) -> NSLayoutConstraint {
        lhs.relate(.equal, to: rhs, constant: 0)
    }

    static func <= (lhs: Self, rhs: Self) -> NSLayoutConstraint {
        lhs.relate(.lessOrEqual, to: rhs, constant: 0)
    }

    static func >= (lhs: Self, rhs: Self) -> NSLayoutConstraint {
        lhs.relate(.greaterOrEqual, to: rhs, constant: 0)
    }
}

// MARK: - Sizes (app views and guides only: the SDK sizes its own views)

extension NSLayoutDimension {
    static func == (lhs: NSLayoutDimension, rhs: CGFloat) -> NSLayoutConstraint {
        lhs.constraint(equalToConstant: rhs)
    }
}

// MARK: - Priority

extension UILayoutPriority: @retroactive ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self.init(rawValue: Float(value))
    }
}

@MainActor
func ~~ (constraint: NSLayoutConstraint, priority: UILayoutPriority) -> NSLayoutConstraint {
    constraint.priority = priority
    return constraint
}

@MainActor
func ~~ (constraints: [NSLayoutConstraint], priority: UILayoutPriority) -> [NSLayoutConstraint] {
    constraints.map { $0 ~~ priority }
}

// MARK: - Edge groups

/// The edges of a view or guide that a group relation pins.
struct LayoutEdges: OptionSet {
    let rawValue: Int

    static let top = LayoutEdges(rawValue: 1 << 0)
    static let leading = LayoutEdges(rawValue: 1 << 1)
    static let bottom = LayoutEdges(rawValue: 1 << 2)
    static let trailing = LayoutEdges(rawValue: 1 << 3)

    static let horizontal: LayoutEdges = [.leading, .trailing]
    static let vertical: LayoutEdges = [.top, .bottom]
    static let all: LayoutEdges = [.horizontal, .vertical]
}

/// Anything with the four direction-aware edges: views and layout guides.
@MainActor
protocol EdgeAnchored {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
}

extension UIView: EdgeAnchored {}
extension UILayoutGuide: EdgeAnchored {}

/// Some edges of one item.
@MainActor
struct EdgeSelection {
    let item: EdgeAnchored
    let edges: LayoutEdges

    /// Pins each edge both sides select to the same edge of the other item:
    /// `viewport.edges(.horizontal) == safe.edges(.horizontal)`.
    static func == (lhs: EdgeSelection, rhs: EdgeSelection) -> [NSLayoutConstraint] {
        let edges = lhs.edges.intersection(rhs.edges)
        let from = lhs.item, to = rhs.item
        var result: [NSLayoutConstraint] = []
        if edges.contains(.top) { result.append(from.topAnchor == to.topAnchor) }
        if edges.contains(.leading) { result.append(from.leadingAnchor == to.leadingAnchor) }
        if edges.contains(.bottom) { result.append(from.bottomAnchor == to.bottomAnchor) }
        if edges.contains(.trailing) { result.append(from.trailingAnchor == to.trailingAnchor) }
        return result
    }
}

extension EdgeAnchored {
    func edges(_ edges: LayoutEdges) -> EdgeSelection {
        EdgeSelection(item: self, edges: edges)
    }
}
