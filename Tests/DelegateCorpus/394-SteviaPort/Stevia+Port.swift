import UIKit

// Stevia, ported (Core/Layout/Stevia+Port.swift).
//
// Our screens were laid out with Stevia's visual operators before the rewrite;
// we cannot ship third-party code in this target, so the parts we use live here
// with upstream's spelling:
//
//     |-12-logo                  leading = safe leading + 12
//     buttons-12-|               trailing = safe trailing - 12
//     |viewport|                 both sides on the safe area
//     buttons-8-bar              bar's leading 8 after the buttons' trailing
//     map.layout(0, |turn, 0, |viewport|)   a vertical chain: numbers are gaps,
//                                           the first from the safe top, the last to the safe bottom
//     map.layout(>=8, logo)      `>=` makes a gap a minimum
//     logo.Bottom == floor.Top - 12 ~ .defaultLow
//
// Two differences from upstream: edges pin to the superview's *safe area* (all
// our full-screen layouts want it), and every constraint the port makes goes
// through `Stevia.activate`, so a caller can `Stevia.record { }` what a layout
// made and take it down later.

prefix operator |-
postfix operator -|
prefix operator |
postfix operator |
prefix operator >=

precedencegroup SteviaPriorityPrecedence {
    associativity: none
    higherThan: ComparisonPrecedence
    lowerThan: AdditionPrecedence
}

infix operator ~: SteviaPriorityPrecedence

@MainActor
enum Stevia {
    static let defaultMargin: CGFloat = 8
    private static var recordings: [[NSLayoutConstraint]] = []

    @discardableResult
    static func activate(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.isActive = true
        if !recordings.isEmpty {
            recordings[recordings.count - 1].append(constraint)
        }
        return constraint
    }

    /// Runs `layout` and returns every constraint the port activated meanwhile.
    static func record(_ layout: () -> Void) -> [NSLayoutConstraint] {
        recordings.append([])
        layout()
        return recordings.removeLast()
    }
}

// MARK: - Items and attributes

@MainActor
protocol SteviaItem: AnyObject {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UIView: SteviaItem {}
extension UILayoutGuide: SteviaItem {}

/// `view.Top`, `guide.Leading`, ...: an anchor with a pending constant and priority.
@MainActor
struct SteviaAttribute<AnchorType: AnyObject> {
    let anchor: NSLayoutAnchor<AnchorType>
    var constant: CGFloat = 0
    var priority: UILayoutPriority = .required

    static func + (lhs: SteviaAttribute, rhs: CGFloat) -> SteviaAttribute {
        SteviaAttribute(anchor: lhs.anchor, constant: lhs.constant + rhs, priority: lhs.priority)
    }

    static func - (lhs: SteviaAttribute, rhs: CGFloat) -> SteviaAttribute {
        SteviaAttribute(anchor: lhs.anchor, constant: lhs.constant - rhs, priority: lhs.priority)
    }

    static func ~ (lhs: SteviaAttribute, rhs: UILayoutPriority) -> SteviaAttribute {
        SteviaAttribute(anchor: lhs.anchor, constant: lhs.constant, priority: rhs)
    }

    @discardableResult
    static func == (lhs: SteviaAttribute, rhs: SteviaAttribute) -> NSLayoutConstraint {
        finish(lhs.anchor.constraint(equalTo: rhs.anchor, constant: rhs.constant), rhs.priority)
    }

    @discardableResult
    static func <= (lhs: SteviaAttribute, rhs: SteviaAttribute) -> NSLayoutConstraint {
        finish(lhs.anchor.constraint(lessThanOrEqualTo: rhs.anchor, constant: rhs.constant), rhs.priority)
    }

    @discardableResult
    static func >= (lhs: SteviaAttribute, rhs: SteviaAttribute) -> NSLayoutConstraint {
        finish(lhs.anchor.constraint(greaterThanOrEqualTo: rhs.anchor, constant: rhs.constant), rhs.priority)
    }

    private static func finish(_ constraint: NSLayoutConstraint, _ priority: UILayoutPriority) -> NSLayoutConstraint {
        constraint.priority = priority
        return Stevia.activate(constraint)
    }
}

extension SteviaItem {
    var Top: SteviaAttribute<NSLayoutYAxisAnchor> { SteviaAttribute(anchor: topAnchor) }
    var Bottom: SteviaAttribute<NSLayoutYAxisAnchor> { SteviaAttribute(anchor: bottomAnchor) }
    var Leading: SteviaAttribute<NSLayoutXAxisAnchor> { SteviaAttribute(anchor: leadingAnchor) }
    var Trailing: SteviaAttribute<NSLayoutXAxisAnchor> { SteviaAttribute(anchor: trailingAnchor) }

    /// App views and guides only: the SDK sizes its own views.
    @discardableResult
    func height(_ points: CGFloat) -> Self {
        Stevia.activate(heightAnchor.constraint(equalToConstant: points))
        return self
    }
}

// MARK: - Chaining on views (edges of the superview's safe area)

extension UIView {
    fileprivate var steviaSafeArea: UILayoutGuide {
        guard let superview else { preconditionFailure("Stevia: add the view before laying it out") }
        return superview.safeAreaLayoutGuide
    }

    @discardableResult
    func top(_ points: CGFloat) -> Self {
        Stevia.activate(topAnchor.constraint(equalTo: steviaSafeArea.topAnchor, constant: points))
        return self
    }

    @discardableResult
    func bottom(_ points: CGFloat) -> Self {
        Stevia.activate(bottomAnchor.constraint(equalTo: steviaSafeArea.bottomAnchor, constant: -points))
        return self
    }

    @discardableResult
    func leading(_ points: CGFloat) -> Self {
        Stevia.activate(leadingAnchor.constraint(equalTo: steviaSafeArea.leadingAnchor, constant: points))
        return self
    }

    @discardableResult
    func trailing(_ points: CGFloat) -> Self {
        Stevia.activate(trailingAnchor.constraint(equalTo: steviaSafeArea.trailingAnchor, constant: -points))
        return self
    }

    @discardableResult
    func centerHorizontally(_ offset: CGFloat = 0) -> Self {
        Stevia.activate(centerXAnchor.constraint(equalTo: steviaSafeArea.centerXAnchor, constant: offset))
        return self
    }

    /// Upstream's `sv`: adds the views in order (back to front) and returns them.
    @discardableResult
    func subviews(_ views: UIView...) -> [UIView] {
        views.forEach(addSubview)
        return views
    }
}

// MARK: - Horizontal operators

/// `|-12`: a margin waiting for the view after it.
struct SteviaLeadingMargin { let points: CGFloat }
/// `12-|`: a margin waiting for the view before it.
struct SteviaTrailingMargin { let points: CGFloat }
/// `a-12`: a view and a gap waiting for the next view.
@MainActor
struct SteviaPartialChain {
    let view: UIView
    let points: CGFloat
}

prefix func |- (points: CGFloat) -> SteviaLeadingMargin { SteviaLeadingMargin(points: points) }
postfix func -| (points: CGFloat) -> SteviaTrailingMargin { SteviaTrailingMargin(points: points) }

@MainActor @discardableResult
prefix func |- (view: UIView) -> UIView { view.leading(Stevia.defaultMargin) }
@MainActor @discardableResult
postfix func -| (view: UIView) -> UIView { view.trailing(Stevia.defaultMargin) }
@MainActor @discardableResult
prefix func | (view: UIView) -> UIView { view.leading(0) }
@MainActor @discardableResult
postfix func | (view: UIView) -> UIView { view.trailing(0) }

@MainActor @discardableResult
func - (margin: SteviaLeadingMargin, view: UIView) -> UIView { view.leading(margin.points) }
@MainActor @discardableResult
func - (view: UIView, margin: SteviaTrailingMargin) -> UIView { view.trailing(margin.points) }
@MainActor
func - (view: UIView, points: CGFloat) -> SteviaPartialChain { SteviaPartialChain(view: view, points: points) }

@MainActor @discardableResult
func - (chain: SteviaPartialChain, next: UIView) -> UIView {
    Stevia.activate(next.leadingAnchor.constraint(equalTo: chain.view.trailingAnchor, constant: chain.points))
    return next
}

// MARK: - Vertical layout

enum SteviaGap {
    case exactly(CGFloat)
    case atLeast(CGFloat)
}

/// `>=8` in a vertical layout.
struct SteviaFlexibleMargin { let points: CGFloat }
prefix func >= (points: CGFloat) -> SteviaFlexibleMargin { SteviaFlexibleMargin(points: points) }

enum SteviaElement {
    case view(UIView)
    case gap(SteviaGap)
}

@MainActor
protocol SteviaLayoutElement {
    var steviaElement: SteviaElement { get }
}

extension UIView: SteviaLayoutElement {
    var steviaElement: SteviaElement { .view(self) }
}

extension Int: SteviaLayoutElement {
    var steviaElement: SteviaElement { .gap(.exactly(CGFloat(self))) }
}

extension CGFloat: SteviaLayoutElement {
    var steviaElement: SteviaElement { .gap(.exactly(self)) }
}

extension SteviaFlexibleMargin: SteviaLayoutElement {
    var steviaElement: SteviaElement { .gap(.atLeast(points)) }
}

extension UIView {
    /// Upstream's vertical layout: views top to bottom, numbers the gaps between them; a gap
    /// before the first view is from the safe top, one after the last view to the safe bottom.
    /// Views without a gap between them touch.
    @discardableResult
    func layout(_ elements: SteviaLayoutElement...) -> [UIView] {
        var laidOut: [UIView] = []
        var pending: SteviaGap?
        for element in elements {
            switch element.steviaElement {
            case .gap(let gap):
                pending = gap
            case .view(let view):
                let above = laidOut.last?.bottomAnchor ?? (pending == nil ? nil : safeAreaLayoutGuide.topAnchor)
                if let above {
                    Stevia.activate(Self.steviaConstraint(view.topAnchor, below: above, gap: pending ?? .exactly(0)))
                }
                laidOut.append(view)
                pending = nil
            }
        }
        if let last = laidOut.last, let pending {
            Stevia.activate(Self.steviaConstraint(safeAreaLayoutGuide.bottomAnchor, below: last.bottomAnchor, gap: pending))
        }
        return laidOut
    }

    private static func steviaConstraint(
        _ lower: NSLayoutYAxisAnchor, below upper: NSLayoutYAxisAnchor, gap: SteviaGap
    ) -> NSLayoutConstraint {
        switch gap {
        case .exactly(let points): return lower.constraint(equalTo: upper, constant: points)
        case .atLeast(let points): return lower.constraint(greaterThanOrEqualTo: upper, constant: points)
        }
    }
}
