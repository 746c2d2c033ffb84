import UIKit

// MARK: - Anything with edges

/// Views and layout guides both have edges; layout code takes either.
@MainActor
protocol AnchorProvider: AnyObject {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
}

extension UIView: AnchorProvider {}
extension UILayoutGuide: AnchorProvider {}

// MARK: - Pins

/// `a == b + c` for any pair of anchors of one kind.
@MainActor
func pin<A: AnyObject>(_ a: NSLayoutAnchor<A>, to b: NSLayoutAnchor<A>, _ c: CGFloat = 0) -> NSLayoutConstraint {
    a.constraint(equalTo: b, constant: c)
}

extension NSLayoutAnchor {
    /// `self <= other + c`
    @MainActor
    func atMost(_ other: NSLayoutAnchor<AnchorType>, _ c: CGFloat = 0) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo: other, constant: c)
    }

    /// `self >= other + c`
    @MainActor
    func atLeast(_ other: NSLayoutAnchor<AnchorType>, _ c: CGFloat = 0) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo: other, constant: c)
    }

    /// `self == other + c`, breakable at `priority`.
    @MainActor
    func preferably(_ other: NSLayoutAnchor<AnchorType>, _ c: CGFloat = 0, at priority: UILayoutPriority) -> NSLayoutConstraint {
        let constraint = constraint(equalTo: other, constant: c)
        constraint.priority = priority
        return constraint
    }
}

// MARK: - Axes

enum Axis {
    case horizontal
    case vertical

    /// Both edges of `item` along this axis on `container`'s, inset by `inset`.
    @MainActor
    func span<Item: AnchorProvider, Container: AnchorProvider>(
        _ item: Item, in container: Container, inset: CGFloat = 0
    ) -> [NSLayoutConstraint] {
        switch self {
        case .horizontal:
            return [pin(item.leadingAnchor, to: container.leadingAnchor, inset),
                    pin(item.trailingAnchor, to: container.trailingAnchor, -inset)]
        case .vertical:
            return [pin(item.topAnchor, to: container.topAnchor, inset),
                    pin(item.bottomAnchor, to: container.bottomAnchor, -inset)]
        }
    }

    /// The leading (horizontal) or top (vertical) edge only.
    @MainActor
    func start<Item, Container>(_ item: Item, at container: Container, inset: CGFloat = 0) -> NSLayoutConstraint
    where Item: AnchorProvider, Container: AnchorProvider {
        switch self {
        case .horizontal: return pin(item.leadingAnchor, to: container.leadingAnchor, inset)
        case .vertical: return pin(item.topAnchor, to: container.topAnchor, inset)
        }
    }

    /// The trailing (horizontal) or bottom (vertical) edge only.
    @MainActor
    func end<Item, Container>(_ item: Item, at container: Container, inset: CGFloat = 0) -> NSLayoutConstraint
    where Item: AnchorProvider, Container: AnchorProvider {
        switch self {
        case .horizontal: return pin(item.trailingAnchor, to: container.trailingAnchor, -inset)
        case .vertical: return pin(item.bottomAnchor, to: container.bottomAnchor, -inset)
        }
    }
}

// MARK: - Composites

/// `view` over the whole of `p`.
@MainActor
func fill<P: AnchorProvider>(_ view: UIView, in p: P) -> [NSLayoutConstraint] {
    Axis.horizontal.span(view, in: p) + Axis.vertical.span(view, in: p)
}

/// `upper`'s bottom `gap` above `lower`'s top.
@MainActor
func stack<Upper, Lower>(_ upper: Upper, above lower: Lower, gap: CGFloat = 0) -> NSLayoutConstraint
where Upper: AnchorProvider, Lower: AnchorProvider {
    pin(upper.bottomAnchor, to: lower.topAnchor, -gap)
}

extension Array where Element == NSLayoutConstraint {
    @MainActor
    func activated() -> [NSLayoutConstraint] {
        NSLayoutConstraint.activate(self)
        return self
    }
}

extension Sequence where Element: UIView {
    /// Adds each view to `host` for Auto Layout (no-op for views already there).
    @MainActor
    func add(to host: UIView) {
        for view in self where view.superview !== host {
            view.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(view)
        }
    }
}
