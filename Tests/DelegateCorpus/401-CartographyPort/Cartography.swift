import UIKit

// Our in-house port of Cartography's API (the pod was dropped with the
// Swift 6 migration). Same spelling as upstream so old call sites compile:
//
//     constrain(card, map) { card, map in
//         card.top == map.safeArea.top + 8
//         card.leading == map.safeArea.leading
//     }
//
// Differences from upstream: views are not flipped to
// `translatesAutoresizingMaskIntoConstraints = false` here (the map view
// passed as a container must keep its autoresizing), and `~` binds tighter
// than the relation operators' result is used, as upstream.

/// Collects the constraints one `constrain` block makes.
@MainActor
final class Context {
    fileprivate(set) var constraints: [NSLayoutConstraint] = []

    fileprivate func add(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraints.append(constraint)
        return constraint
    }
}

/// An edge of a view or guide, with the offset `+`/`-` put on it.
@MainActor
struct Edge<AnchorType: AnyObject> {
    fileprivate let context: Context
    fileprivate let anchor: NSLayoutAnchor<AnchorType>
    fileprivate var offset: CGFloat = 0
}

/// A width or height, with the offset `+`/`-` put on it.
@MainActor
struct Dimension {
    fileprivate let context: Context
    fileprivate let anchor: NSLayoutDimension
    fileprivate var offset: CGFloat = 0
}

/// Anything with edges a block can talk about.
@MainActor
protocol LayoutProxy {
    var context: Context { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var leftAnchor: NSLayoutXAxisAnchor { get }
    var rightAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var centerYAnchor: NSLayoutYAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension LayoutProxy {
    var leading: Edge<NSLayoutXAxisAnchor> { Edge(context: context, anchor: leadingAnchor) }
    var trailing: Edge<NSLayoutXAxisAnchor> { Edge(context: context, anchor: trailingAnchor) }
    var left: Edge<NSLayoutXAxisAnchor> { Edge(context: context, anchor: leftAnchor) }
    var right: Edge<NSLayoutXAxisAnchor> { Edge(context: context, anchor: rightAnchor) }
    var top: Edge<NSLayoutYAxisAnchor> { Edge(context: context, anchor: topAnchor) }
    var bottom: Edge<NSLayoutYAxisAnchor> { Edge(context: context, anchor: bottomAnchor) }
    var centerX: Edge<NSLayoutXAxisAnchor> { Edge(context: context, anchor: centerXAnchor) }
    var centerY: Edge<NSLayoutYAxisAnchor> { Edge(context: context, anchor: centerYAnchor) }
    var width: Dimension { Dimension(context: context, anchor: widthAnchor) }
    var height: Dimension { Dimension(context: context, anchor: heightAnchor) }
}

@MainActor
struct ViewProxy: LayoutProxy {
    let context: Context
    let view: UIView

    var leadingAnchor: NSLayoutXAxisAnchor { view.leadingAnchor }
    var trailingAnchor: NSLayoutXAxisAnchor { view.trailingAnchor }
    var leftAnchor: NSLayoutXAxisAnchor { view.leftAnchor }
    var rightAnchor: NSLayoutXAxisAnchor { view.rightAnchor }
    var topAnchor: NSLayoutYAxisAnchor { view.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { view.bottomAnchor }
    var centerXAnchor: NSLayoutXAxisAnchor { view.centerXAnchor }
    var centerYAnchor: NSLayoutYAxisAnchor { view.centerYAnchor }
    var widthAnchor: NSLayoutDimension { view.widthAnchor }
    var heightAnchor: NSLayoutDimension { view.heightAnchor }

    /// `safeAreaLayoutGuide`.
    var safeArea: LayoutGuideProxy { LayoutGuideProxy(context: context, guide: view.safeAreaLayoutGuide) }
    /// `layoutMarginsGuide` (Google views keep their built-in margins there).
    var margins: LayoutGuideProxy { LayoutGuideProxy(context: context, guide: view.layoutMarginsGuide) }
}

@MainActor
struct LayoutGuideProxy: LayoutProxy {
    let context: Context
    let guide: UILayoutGuide

    var leadingAnchor: NSLayoutXAxisAnchor { guide.leadingAnchor }
    var trailingAnchor: NSLayoutXAxisAnchor { guide.trailingAnchor }
    var leftAnchor: NSLayoutXAxisAnchor { guide.leftAnchor }
    var rightAnchor: NSLayoutXAxisAnchor { guide.rightAnchor }
    var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
    var centerXAnchor: NSLayoutXAxisAnchor { guide.centerXAnchor }
    var centerYAnchor: NSLayoutYAxisAnchor { guide.centerYAnchor }
    var widthAnchor: NSLayoutDimension { guide.widthAnchor }
    var heightAnchor: NSLayoutDimension { guide.heightAnchor }
}

// MARK: - Operators

precedencegroup CarthagePriorityPrecedence {
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

infix operator ~: CarthagePriorityPrecedence

@MainActor
func + <A>(edge: Edge<A>, offset: CGFloat) -> Edge<A> {
    var moved = edge
    moved.offset += offset
    return moved
}

@MainActor
func - <A>(edge: Edge<A>, offset: CGFloat) -> Edge<A> {
    edge + -offset
}

@MainActor
func + (dimension: Dimension, offset: CGFloat) -> Dimension {
    var grown = dimension
    grown.offset += offset
    return grown
}

@MainActor @discardableResult
func == <A>(lhs: Edge<A>, rhs: Edge<A>) -> NSLayoutConstraint {
    lhs.context.add(lhs.anchor.constraint(equalTo: rhs.anchor, constant: rhs.offset - lhs.offset))
}

@MainActor @discardableResult
func >= <A>(lhs: Edge<A>, rhs: Edge<A>) -> NSLayoutConstraint {
    lhs.context.add(lhs.anchor.constraint(greaterThanOrEqualTo: rhs.anchor, constant: rhs.offset - lhs.offset))
}

@MainActor @discardableResult
func <= <A>(lhs: Edge<A>, rhs: Edge<A>) -> NSLayoutConstraint {
    lhs.context.add(lhs.anchor.constraint(lessThanOrEqualTo: rhs.anchor, constant: rhs.offset - lhs.offset))
}

@MainActor @discardableResult
func == (lhs: Dimension, rhs: Dimension) -> NSLayoutConstraint {
    lhs.context.add(lhs.anchor.constraint(equalTo: rhs.anchor, constant: rhs.offset - lhs.offset))
}

@MainActor @discardableResult
func == (lhs: Dimension, constant: CGFloat) -> NSLayoutConstraint {
    lhs.context.add(lhs.anchor.constraint(equalToConstant: constant - lhs.offset))
}

@MainActor @discardableResult
func >= (lhs: Dimension, constant: CGFloat) -> NSLayoutConstraint {
    lhs.context.add(lhs.anchor.constraint(greaterThanOrEqualToConstant: constant - lhs.offset))
}

@MainActor @discardableResult
func <= (lhs: Dimension, constant: CGFloat) -> NSLayoutConstraint {
    lhs.context.add(lhs.anchor.constraint(lessThanOrEqualToConstant: constant - lhs.offset))
}

/// `(a.leading == b.leading) ~ .defaultLow`: the block activates afterwards,
/// so the priority is set before UIKit sees the constraint.
@MainActor @discardableResult
func ~ (constraint: NSLayoutConstraint, priority: UILayoutPriority) -> NSLayoutConstraint {
    constraint.priority = priority
    return constraint
}

// MARK: - Groups

/// The constraints of one `constrain` call. Passing a group to
/// `constrain(..., replace:)` deactivates what it held before the new
/// constraints are activated, so a call site can lay a view out again.
@MainActor
final class ConstraintGroup {
    private(set) var constraints: [NSLayoutConstraint] = []

    init() {}

    fileprivate func replace(with new: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
        constraints = new
        NSLayoutConstraint.activate(new)
    }

    /// Deactivates and forgets everything the group holds.
    func clear() {
        NSLayoutConstraint.deactivate(constraints)
        constraints = []
    }
}

// MARK: - constrain

@MainActor @discardableResult
func constrain(_ a: UIView, replace group: ConstraintGroup = ConstraintGroup(),
               _ block: (ViewProxy) -> Void) -> ConstraintGroup {
    let context = Context()
    block(ViewProxy(context: context, view: a))
    group.replace(with: context.constraints)
    return group
}

@MainActor @discardableResult
func constrain(_ a: UIView, _ b: UIView, replace group: ConstraintGroup = ConstraintGroup(),
               _ block: (ViewProxy, ViewProxy) -> Void) -> ConstraintGroup {
    let context = Context()
    block(ViewProxy(context: context, view: a), ViewProxy(context: context, view: b))
    group.replace(with: context.constraints)
    return group
}

@MainActor @discardableResult
func constrain(_ a: UIView, _ b: UIView, _ c: UIView, replace group: ConstraintGroup = ConstraintGroup(),
               _ block: (ViewProxy, ViewProxy, ViewProxy) -> Void) -> ConstraintGroup {
    let context = Context()
    block(ViewProxy(context: context, view: a), ViewProxy(context: context, view: b),
          ViewProxy(context: context, view: c))
    group.replace(with: context.constraints)
    return group
}

@MainActor @discardableResult
func constrain(_ a: UIView, _ b: UIView, _ c: UIView, _ d: UIView, replace group: ConstraintGroup = ConstraintGroup(),
               _ block: (ViewProxy, ViewProxy, ViewProxy, ViewProxy) -> Void) -> ConstraintGroup {
    let context = Context()
    block(ViewProxy(context: context, view: a), ViewProxy(context: context, view: b),
          ViewProxy(context: context, view: c), ViewProxy(context: context, view: d))
    group.replace(with: context.constraints)
    return group
}
