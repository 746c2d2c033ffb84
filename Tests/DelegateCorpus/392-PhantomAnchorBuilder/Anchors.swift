import UIKit

// Typed anchors for the team's constraint DSL. `Anchor<Kind>` wraps UIKit's
// anchor; the phantom `Kind` keeps edges, axes and directions apart at compile
// time: a `Leading` edge can be pinned to a `Leading` or `Trailing` edge, never
// to a `Top`, and there is no left/right kind at all (right-to-left comes for free).

protocol AnchorKind { associatedtype Raw: AnyObject }
protocol HorizontalKind: AnchorKind where Raw == NSLayoutXAxisAnchor {}
protocol VerticalKind: AnchorKind where Raw == NSLayoutYAxisAnchor {}

enum Leading: HorizontalKind { typealias Raw = NSLayoutXAxisAnchor }
enum Trailing: HorizontalKind { typealias Raw = NSLayoutXAxisAnchor }
enum Top: VerticalKind { typealias Raw = NSLayoutYAxisAnchor }
enum Bottom: VerticalKind { typealias Raw = NSLayoutYAxisAnchor }

struct Anchor<Kind: AnchorKind> {
    let raw: NSLayoutAnchor<Kind.Raw>
    init(_ raw: NSLayoutAnchor<Kind.Raw>) { self.raw = raw }
}

/// An anchor plus a constant, the right-hand side of `==`, `<=`, `>=`.
struct Offset<Kind: AnchorKind> {
    let anchor: Anchor<Kind>
    let constant: CGFloat
}

/// Anything with edges: views and layout guides.
@MainActor
protocol Edged: AnyObject {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
}

extension UIView: Edged {}
extension UILayoutGuide: Edged {}

extension Edged {
    var leading: Anchor<Leading> { Anchor(leadingAnchor) }
    var trailing: Anchor<Trailing> { Anchor(trailingAnchor) }
    var top: Anchor<Top> { Anchor(topAnchor) }
    var bottom: Anchor<Bottom> { Anchor(bottomAnchor) }
}

func + <K>(anchor: Anchor<K>, constant: CGFloat) -> Offset<K> { Offset(anchor: anchor, constant: constant) }
func - <K>(anchor: Anchor<K>, constant: CGFloat) -> Offset<K> { Offset(anchor: anchor, constant: -constant) }

// Same-axis pins. Horizontal edges pin to any horizontal edge, vertical to any vertical.

@MainActor
func == <A: HorizontalKind, B: HorizontalKind>(lhs: Anchor<A>, rhs: Offset<B>) -> NSLayoutConstraint {
    lhs.raw.constraint(equalTo: rhs.anchor.raw, constant: rhs.constant)
}

@MainActor
func == <A: HorizontalKind, B: HorizontalKind>(lhs: Anchor<A>, rhs: Anchor<B>) -> NSLayoutConstraint {
    lhs.raw.constraint(equalTo: rhs.raw)
}

@MainActor
func == <A: VerticalKind, B: VerticalKind>(lhs: Anchor<A>, rhs: Offset<B>) -> NSLayoutConstraint {
    lhs.raw.constraint(equalTo: rhs.anchor.raw, constant: rhs.constant)
}

@MainActor
func == <A: VerticalKind, B: VerticalKind>(lhs: Anchor<A>, rhs: Anchor<B>) -> NSLayoutConstraint {
    lhs.raw.constraint(equalTo: rhs.raw)
}

@MainActor
func <= <A: VerticalKind, B: VerticalKind>(lhs: Anchor<A>, rhs: Anchor<B>) -> NSLayoutConstraint {
    lhs.raw.constraint(lessThanOrEqualTo: rhs.raw)
}

precedencegroup PriorityPrecedence {
    lowerThan: ComparisonPrecedence
}
infix operator ~: PriorityPrecedence

/// `floor.bottom == safe.bottom ~ .defaultLow`
@MainActor
func ~ (constraint: NSLayoutConstraint, priority: UILayoutPriority) -> NSLayoutConstraint {
    constraint.priority = priority
    return constraint
}
