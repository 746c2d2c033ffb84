import UIKit

// Anchorage, ported (Core/Layout/Anchorage+Port.swift).
//
// The operators of Rightpoint's Anchorage, rewritten in-app (no third-party
// code in this target). Call sites read as upstream's:
//
//     viewport.topAnchor == turnCard.bottomAnchor
//     logo.bottomAnchor == margins.bottomAnchor ~ .required - 1
//     guide.horizontalAnchors == safe.horizontalAnchors + 12
//     margins.edgeAnchors == openMap.edgeAnchors + insets
//     let made = Anchorage.batch(active: false) { ... }
//
// `~` binds tighter than `==`/`<=`/`>=` and looser than `+`/`-`, so it applies
// to the right-hand expression before the constraint is made. Constraints are
// active as soon as they are made, unless a batch is open: then the innermost
// batch collects them, and activates them at its end only when `active` is true.
// Only leading/trailing pairs exist: the port leaves out upstream's left/right.

precedencegroup PriorityPrecedence {
    associativity: none
    higherThan: ComparisonPrecedence
    lowerThan: AdditionPrecedence
}

infix operator ~: PriorityPrecedence

// MARK: - Priority

enum Priority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Equatable {
    case required
    case high
    case low
    case fittingSize
    case custom(Float)

    init(integerLiteral value: Int) { self = .custom(Float(value)) }
    init(floatLiteral value: Float) { self = .custom(value) }

    var value: UILayoutPriority {
        switch self {
        case .required: return .required
        case .high: return .defaultHigh
        case .low: return .defaultLow
        case .fittingSize: return .fittingSizeLevel
        case .custom(let raw): return UILayoutPriority(rawValue: raw)
        }
    }

    static func - (lhs: Priority, rhs: Float) -> Priority { .custom(lhs.value.rawValue - rhs) }
    static func + (lhs: Priority, rhs: Float) -> Priority { .custom(lhs.value.rawValue + rhs) }
}

// MARK: - Batches

@MainActor
enum Anchorage {
    private final class Batch {
        let active: Bool
        var constraints: [NSLayoutConstraint] = []
        init(active: Bool) { self.active = active }
    }

    private static var openBatches: [Batch] = []

    /// Collects every constraint made in `closure`; activates them at the end when `active`.
    @discardableResult
    static func batch(active: Bool = true, _ closure: () -> Void) -> [NSLayoutConstraint] {
        let batch = Batch(active: active)
        openBatches.append(batch)
        closure()
        openBatches.removeLast()
        if active {
            NSLayoutConstraint.activate(batch.constraints)
        }
        return batch.constraints
    }

    static func finalize(_ constraint: NSLayoutConstraint, priority: Priority) -> NSLayoutConstraint {
        constraint.priority = priority.value
        if let batch = openBatches.last {
            batch.constraints.append(constraint)
        } else {
            constraint.isActive = true
        }
        return constraint
    }
}

// MARK: - Expressions

/// An anchor with a constant and a priority, the right-hand side of a relation.
@MainActor
struct LayoutExpression<AnchorType: AnyObject> {
    let anchor: NSLayoutAnchor<AnchorType>
    var constant: CGFloat = 0
    var priority: Priority = .required
}

@MainActor
func + <T>(lhs: NSLayoutAnchor<T>, rhs: CGFloat) -> LayoutExpression<T> {
    LayoutExpression(anchor: lhs, constant: rhs)
}

@MainActor
func - <T>(lhs: NSLayoutAnchor<T>, rhs: CGFloat) -> LayoutExpression<T> {
    LayoutExpression(anchor: lhs, constant: -rhs)
}

@MainActor
func ~ <T>(lhs: NSLayoutAnchor<T>, rhs: Priority) -> LayoutExpression<T> {
    LayoutExpression(anchor: lhs, priority: rhs)
}

@MainActor
func ~ <T>(lhs: LayoutExpression<T>, rhs: Priority) -> LayoutExpression<T> {
    LayoutExpression(anchor: lhs.anchor, constant: lhs.constant, priority: rhs)
}

// Relations, written per axis (as upstream does) so they win over NSObject's `==`.

@MainActor @discardableResult
func == (lhs: NSLayoutXAxisAnchor, rhs: NSLayoutXAxisAnchor) -> NSLayoutConstraint {
    Anchorage.finalize(lhs.constraint(equalTo: rhs), priority: .required)
}

@MainActor @discardableResult
func == (lhs: NSLayoutYAxisAnchor, rhs: NSLayoutYAxisAnchor) -> NSLayoutConstraint {
    Anchorage.finalize(lhs.constraint(equalTo: rhs), priority: .required)
}

@MainActor @discardableResult
func == (lhs: NSLayoutXAxisAnchor, rhs: LayoutExpression<NSLayoutXAxisAnchor>) -> NSLayoutConstraint {
    Anchorage.finalize(lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant), priority: rhs.priority)
}

@MainActor @discardableResult
func == (lhs: NSLayoutYAxisAnchor, rhs: LayoutExpression<NSLayoutYAxisAnchor>) -> NSLayoutConstraint {
    Anchorage.finalize(lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant), priority: rhs.priority)
}

@MainActor @discardableResult
func <= (lhs: NSLayoutXAxisAnchor, rhs: NSLayoutXAxisAnchor) -> NSLayoutConstraint {
    Anchorage.finalize(lhs.constraint(lessThanOrEqualTo: rhs), priority: .required)
}

@MainActor @discardableResult
func <= (lhs: NSLayoutYAxisAnchor, rhs: NSLayoutYAxisAnchor) -> NSLayoutConstraint {
    Anchorage.finalize(lhs.constraint(lessThanOrEqualTo: rhs), priority: .required)
}

@MainActor @discardableResult
func <= (lhs: NSLayoutYAxisAnchor, rhs: LayoutExpression<NSLayoutYAxisAnchor>) -> NSLayoutConstraint {
    Anchorage.finalize(lhs.constraint(lessThanOrEqualTo: rhs.anchor, constant: rhs.constant), priority: rhs.priority)
}

@MainActor @discardableResult
func >= (lhs: NSLayoutXAxisAnchor, rhs: NSLayoutXAxisAnchor) -> NSLayoutConstraint {
    Anchorage.finalize(lhs.constraint(greaterThanOrEqualTo: rhs), priority: .required)
}

@MainActor @discardableResult
func >= (lhs: NSLayoutYAxisAnchor, rhs: NSLayoutYAxisAnchor) -> NSLayoutConstraint {
    Anchorage.finalize(lhs.constraint(greaterThanOrEqualTo: rhs), priority: .required)
}

/// App guides only (the SDK sizes its own views).
@MainActor @discardableResult
func == (lhs: NSLayoutDimension, rhs: CGFloat) -> NSLayoutConstraint {
    Anchorage.finalize(lhs.constraint(equalToConstant: rhs), priority: .required)
}

// MARK: - Anchor groups

/// Two anchors of one item: `horizontalAnchors` (leading, trailing), `verticalAnchors` (top, bottom).
@MainActor
struct AnchorPair<T: AnyObject> {
    let first: NSLayoutAnchor<T>
    let second: NSLayoutAnchor<T>
}

/// A pair inset by a constant on both sides (positive is inwards).
@MainActor
struct AnchorPairExpression<T: AnyObject> {
    let pair: AnchorPair<T>
    let inset: CGFloat
}

@MainActor
struct EdgeAnchors {
    let horizontal: AnchorPair<NSLayoutXAxisAnchor>
    let vertical: AnchorPair<NSLayoutYAxisAnchor>
}

@MainActor
struct EdgeAnchorsExpression {
    let edges: EdgeAnchors
    let insets: NSDirectionalEdgeInsets
}

@MainActor
protocol AnchorGroupProvider: AnyObject {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
}

extension UIView: AnchorGroupProvider {}
extension UILayoutGuide: AnchorGroupProvider {}

extension AnchorGroupProvider {
    var horizontalAnchors: AnchorPair<NSLayoutXAxisAnchor> { AnchorPair(first: leadingAnchor, second: trailingAnchor) }
    var verticalAnchors: AnchorPair<NSLayoutYAxisAnchor> { AnchorPair(first: topAnchor, second: bottomAnchor) }
    var edgeAnchors: EdgeAnchors { EdgeAnchors(horizontal: horizontalAnchors, vertical: verticalAnchors) }
}

@MainActor
func + <T>(lhs: AnchorPair<T>, rhs: CGFloat) -> AnchorPairExpression<T> {
    AnchorPairExpression(pair: lhs, inset: rhs)
}

@MainActor
func + (lhs: EdgeAnchors, rhs: NSDirectionalEdgeInsets) -> EdgeAnchorsExpression {
    EdgeAnchorsExpression(edges: lhs, insets: rhs)
}

@MainActor
private func pin<T>(_ lhs: AnchorPair<T>, to rhs: AnchorPair<T>, leadingInset: CGFloat, trailingInset: CGFloat) -> [NSLayoutConstraint] {
    [
        Anchorage.finalize(lhs.first.constraint(equalTo: rhs.first, constant: leadingInset), priority: .required),
        Anchorage.finalize(lhs.second.constraint(equalTo: rhs.second, constant: -trailingInset), priority: .required),
    ]
}

@MainActor @discardableResult
func == <T>(lhs: AnchorPair<T>, rhs: AnchorPair<T>) -> [NSLayoutConstraint] {
    pin(lhs, to: rhs, leadingInset: 0, trailingInset: 0)
}

@MainActor @discardableResult
func == <T>(lhs: AnchorPair<T>, rhs: AnchorPairExpression<T>) -> [NSLayoutConstraint] {
    pin(lhs, to: rhs.pair, leadingInset: rhs.inset, trailingInset: rhs.inset)
}

@MainActor @discardableResult
func == (lhs: EdgeAnchors, rhs: EdgeAnchors) -> [NSLayoutConstraint] {
    lhs == rhs + .zero
}

@MainActor @discardableResult
func == (lhs: EdgeAnchors, rhs: EdgeAnchorsExpression) -> [NSLayoutConstraint] {
    let insets = rhs.insets
    return pin(lhs.vertical, to: rhs.edges.vertical, leadingInset: insets.top, trailingInset: insets.bottom)
        + pin(lhs.horizontal, to: rhs.edges.horizontal, leadingInset: insets.leading, trailingInset: insets.trailing)
}
