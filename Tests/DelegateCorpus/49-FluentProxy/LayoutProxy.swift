import UIKit

/// Our team's tiny chainable Auto Layout helper:
/// `LayoutProxy(view).top(to: guide.topAnchor, 8).leading(to: guide.leadingAnchor).activate()`.
@MainActor
final class LayoutProxy {
    let view: UIView
    private(set) var constraints: [NSLayoutConstraint] = []

    init(_ view: UIView) {
        self.view = view
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    @discardableResult
    func top(to anchor: NSLayoutYAxisAnchor, _ inset: CGFloat = 0) -> Self {
        constraints.append(view.topAnchor.constraint(equalTo: anchor, constant: inset))
        return self
    }

    @discardableResult
    func top(atLeast anchor: NSLayoutYAxisAnchor, _ inset: CGFloat = 0) -> Self {
        constraints.append(view.topAnchor.constraint(greaterThanOrEqualTo: anchor, constant: inset))
        return self
    }

    @discardableResult
    func bottom(to anchor: NSLayoutYAxisAnchor, _ inset: CGFloat = 0) -> Self {
        constraints.append(view.bottomAnchor.constraint(equalTo: anchor, constant: -inset))
        return self
    }

    @discardableResult
    func leading(to anchor: NSLayoutXAxisAnchor, _ inset: CGFloat = 0) -> Self {
        constraints.append(view.leadingAnchor.constraint(equalTo: anchor, constant: inset))
        return self
    }

    @discardableResult
    func trailing(to anchor: NSLayoutXAxisAnchor, _ inset: CGFloat = 0) -> Self {
        constraints.append(view.trailingAnchor.constraint(equalTo: anchor, constant: -inset))
        return self
    }

    @discardableResult
    func trailing(atMost anchor: NSLayoutXAxisAnchor, _ inset: CGFloat = 0) -> Self {
        constraints.append(view.trailingAnchor.constraint(lessThanOrEqualTo: anchor, constant: -inset))
        return self
    }

    @discardableResult
    func horizontalEdges(to guide: UILayoutGuide, _ inset: CGFloat = 0) -> Self {
        leading(to: guide.leadingAnchor, inset).trailing(to: guide.trailingAnchor, inset)
    }

    @discardableResult
    func edges(to guide: UILayoutGuide) -> Self {
        top(to: guide.topAnchor).bottom(to: guide.bottomAnchor).horizontalEdges(to: guide)
    }

    @discardableResult
    func height(_ value: CGFloat) -> Self {
        constraints.append(view.heightAnchor.constraint(equalToConstant: value))
        return self
    }

    /// Activates what was collected and hands the constraints back so the caller can keep them.
    @discardableResult
    func activate() -> [NSLayoutConstraint] {
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}

extension UIView {
    /// Adds `child` (if needed) and starts a proxy on it.
    func layout(_ child: UIView) -> LayoutProxy {
        if child.superview !== self { addSubview(child) }
        return LayoutProxy(child)
    }
}
