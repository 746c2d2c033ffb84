import UIKit

// MARK: - Anchors

/// Anything with Auto Layout anchors: views and layout guides alike.
@MainActor
protocol LayoutAnchorsProviding {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var centerYAnchor: NSLayoutYAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UIView: LayoutAnchorsProviding {}
extension UILayoutGuide: LayoutAnchorsProviding {}

/// The edges a pin applies to.
struct Edges: OptionSet {
    let rawValue: Int

    static let top = Edges(rawValue: 1 << 0)
    static let leading = Edges(rawValue: 1 << 1)
    static let bottom = Edges(rawValue: 1 << 2)
    static let trailing = Edges(rawValue: 1 << 3)

    static let horizontal: Edges = [.leading, .trailing]
    static let vertical: Edges = [.top, .bottom]
    static let all: Edges = [.horizontal, .vertical]
}

// MARK: - Pins

/// Pins `edges` of `item` to the same edges of `target`. Insets are positive
/// inwards on every edge.
@MainActor
func pin(
    _ item: some LayoutAnchorsProviding,
    _ edges: Edges = .all,
    to target: any LayoutAnchorsProviding,
    inset: CGFloat = 0
) -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    if edges.contains(.top) {
        constraints.append(item.topAnchor.constraint(equalTo: target.topAnchor, constant: inset))
    }
    if edges.contains(.leading) {
        constraints.append(item.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: inset))
    }
    if edges.contains(.bottom) {
        constraints.append(item.bottomAnchor.constraint(equalTo: target.bottomAnchor, constant: -inset))
    }
    if edges.contains(.trailing) {
        constraints.append(item.trailingAnchor.constraint(equalTo: target.trailingAnchor, constant: -inset))
    }
    return constraints
}

/// Puts `item`'s top at `other`'s bottom (plus `spacing`).
@MainActor
func place(
    _ item: some LayoutAnchorsProviding, below other: some LayoutAnchorsProviding, spacing: CGFloat = 0
) -> NSLayoutConstraint {
    item.topAnchor.constraint(equalTo: other.bottomAnchor, constant: spacing)
}

/// Keeps `item`'s bottom at or above `other`'s top.
@MainActor
func keep(_ item: some LayoutAnchorsProviding, above other: any LayoutAnchorsProviding) -> NSLayoutConstraint {
    item.bottomAnchor.constraint(lessThanOrEqualTo: other.topAnchor)
}

/// Centres `item` horizontally in `target`.
@MainActor
func centerHorizontally(_ item: some LayoutAnchorsProviding, in target: any LayoutAnchorsProviding) -> NSLayoutConstraint {
    item.centerXAnchor.constraint(equalTo: target.centerXAnchor)
}

@MainActor
extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

// MARK: - Groups

/// A set of constraints (and the views they brought in) switched on and off
/// together.
@MainActor
final class LayoutGroup {
    private(set) var constraints: [NSLayoutConstraint] = []
    private var views: [UIView] = []

    func add(_ views: [UIView], to host: UIView) {
        views.forEach(host.addSubview)
        self.views += views
    }

    func activate(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
        self.constraints += constraints
    }

    func tearDown() {
        NSLayoutConstraint.deactivate(constraints)
        views.forEach { $0.removeFromSuperview() }
        constraints = []
        views = []
    }
}
