import UIKit

/// The app's fluent Auto Layout builder.
///
///     ConstraintChain(badge)
///         .top(to: guide.topAnchor, 8)
///         .leading(to: guide.leadingAnchor, 8)
///         .activate()
///
/// Insets are positive towards the inside: `bottom(to: a, 8)` puts the view's
/// bottom 8 pt above `a`. A chain keeps its constraints so it can be
/// deactivated later; a step added to an active chain is active at once.
@MainActor
class ConstraintChain {
    let view: UIView
    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var isActive = false

    init(_ view: UIView) {
        self.view = view
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    // MARK: Vertical

    @discardableResult
    func top(to anchor: NSLayoutYAxisAnchor, _ inset: CGFloat = 0) -> Self {
        add(view.topAnchor.constraint(equalTo: anchor, constant: inset))
    }

    @discardableResult
    func top(atLeast anchor: NSLayoutYAxisAnchor, _ inset: CGFloat = 0) -> Self {
        add(view.topAnchor.constraint(greaterThanOrEqualTo: anchor, constant: inset))
    }

    @discardableResult
    func bottom(to anchor: NSLayoutYAxisAnchor, _ inset: CGFloat = 0) -> Self {
        add(view.bottomAnchor.constraint(equalTo: anchor, constant: -inset))
    }

    // MARK: Horizontal

    @discardableResult
    func leading(to anchor: NSLayoutXAxisAnchor, _ inset: CGFloat = 0) -> Self {
        add(view.leadingAnchor.constraint(equalTo: anchor, constant: inset))
    }

    @discardableResult
    func trailing(to anchor: NSLayoutXAxisAnchor, _ inset: CGFloat = 0) -> Self {
        add(view.trailingAnchor.constraint(equalTo: anchor, constant: -inset))
    }

    @discardableResult
    func horizontalEdges(to guide: UILayoutGuide, _ inset: CGFloat = 0) -> Self {
        leading(to: guide.leadingAnchor, inset).trailing(to: guide.trailingAnchor, inset)
    }

    @discardableResult
    func edges(to guide: UILayoutGuide) -> Self {
        top(to: guide.topAnchor).horizontalEdges(to: guide).bottom(to: guide.bottomAnchor)
    }

    // MARK: Lifecycle

    @discardableResult
    func add(_ constraint: NSLayoutConstraint) -> Self {
        constraints.append(constraint)
        if isActive { constraint.isActive = true }
        return self
    }

    @discardableResult
    func activate() -> Self {
        NSLayoutConstraint.activate(constraints)
        isActive = true
        return self
    }

    func deactivate() {
        NSLayoutConstraint.deactivate(constraints)
        isActive = false
    }
}

@MainActor
extension Array where Element: ConstraintChain {
    func deactivateAll() {
        forEach { $0.deactivate() }
    }
}

/// Steps for the SDK's views: stacking on their built-in margins and the
/// wide-mode leading column.
@MainActor
final class GoogleViewChain: ConstraintChain {
    /// Sits on top of another Google view, sharing its margin band.
    @discardableResult
    func stacked(onTopOf googleView: UIView) -> Self {
        bottom(to: googleView.layoutMarginsGuide.topAnchor)
    }

    /// Starts under the turn card's drawn area.
    @discardableResult
    func below(turnCard: UIView) -> Self {
        top(to: turnCard.bottomAnchor)
    }

    /// Full width normally; in wide mode only the leading edge is pinned so the
    /// card keeps the SDK's column width.
    @discardableResult
    func card(in guide: UILayoutGuide, isWide: Bool) -> Self {
        leading(to: guide.leadingAnchor)
        if !isWide {
            trailing(to: guide.trailingAnchor)
        }
        return self
    }
}
