import UIKit

/// Collects constraints declaratively:
///
///     let constraints = NSLayoutConstraint.build {
///         card.topAnchor.constraint(equalTo: guide.topAnchor)
///         if isWide { ... } else { ... }
///         for view in column { view.leadingAnchor.constraint(equalTo: guide.leadingAnchor) }
///     }
@resultBuilder
enum ConstraintsBuilder {
    static func buildExpression(_ constraint: NSLayoutConstraint) -> [NSLayoutConstraint] {
        [constraint]
    }

    static func buildExpression(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        constraints
    }

    static func buildBlock(_ components: [NSLayoutConstraint]...) -> [NSLayoutConstraint] {
        components.flatMap { $0 }
    }

    static func buildOptional(_ component: [NSLayoutConstraint]?) -> [NSLayoutConstraint] {
        component ?? []
    }

    static func buildEither(first component: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        component
    }

    static func buildEither(second component: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        component
    }

    static func buildArray(_ components: [[NSLayoutConstraint]]) -> [NSLayoutConstraint] {
        components.flatMap { $0 }
    }

    static func buildLimitedAvailability(_ component: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        component
    }
}

extension NSLayoutConstraint {
    /// Builds (without activating) a set of constraints.
    static func build(@ConstraintsBuilder _ content: () -> [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        content()
    }

    /// Builds and activates a set of constraints, returning them for later teardown.
    @discardableResult
    static func activate(@ConstraintsBuilder _ content: () -> [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        let constraints = content()
        activate(constraints)
        return constraints
    }

    /// `a.constraint(equalTo: b).withPriority(.defaultLow)`
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }

    func named(_ identifier: String) -> NSLayoutConstraint {
        self.identifier = identifier
        return self
    }
}
