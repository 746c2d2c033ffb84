// TypedAnchors.swift
// Phantom-typed Auto Layout: an Edge<Vertical> cannot be pinned to an
// Edge<Horizontal>, and there is no left/right edge to reach for at all.

import UIKit

// MARK: - Axis markers

enum Horizontal {}
enum Vertical {}
enum Extent {}

/// Ties a phantom marker to the UIKit anchor class it wraps.
protocol AxisMarker {
    associatedtype Raw: AnyObject
}
extension Horizontal: AxisMarker { typealias Raw = NSLayoutXAxisAnchor }
extension Vertical: AxisMarker { typealias Raw = NSLayoutYAxisAnchor }
extension Extent: AxisMarker { typealias Raw = NSLayoutDimension }

// MARK: - Items

@MainActor
protocol LayoutItem: AnyObject {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}
extension UIView: LayoutItem {}
extension UILayoutGuide: LayoutItem {}

// MARK: - Anchor<Kind>

@MainActor
struct Anchor<Kind: AxisMarker> {
    let raw: NSLayoutAnchor<Kind.Raw>

    init(_ raw: NSLayoutAnchor<Kind.Raw>) { self.raw = raw }

    func equal(_ other: Anchor<Kind>, offset: CGFloat = 0) -> NSLayoutConstraint {
        raw.constraint(equalTo: other.raw, constant: offset)
    }
    func atMost(_ other: Anchor<Kind>, offset: CGFloat = 0) -> NSLayoutConstraint {
        raw.constraint(lessThanOrEqualTo: other.raw, constant: offset)
    }
    func atLeast(_ other: Anchor<Kind>, offset: CGFloat = 0) -> NSLayoutConstraint {
        raw.constraint(greaterThanOrEqualTo: other.raw, constant: offset)
    }
}

extension Anchor where Kind == Extent {
    /// Only extents can be fixed; used for our own guides, never for SDK views.
    func fixed(_ points: CGFloat) -> NSLayoutConstraint {
        (raw as! NSLayoutDimension).constraint(equalToConstant: points)
    }
}

// MARK: - Edge<Axis>

@MainActor
struct Edge<Axis: AxisMarker> {
    let name: String
    let resolve: @MainActor (any LayoutItem) -> Anchor<Axis>
}

extension Edge where Axis == Vertical {
    static var top: Edge<Vertical> { Edge(name: "top") { Anchor($0.topAnchor) } }
    static var bottom: Edge<Vertical> { Edge(name: "bottom") { Anchor($0.bottomAnchor) } }

    var opposite: Edge<Vertical> { name == "top" ? .bottom : .top }
}

extension Edge where Axis == Horizontal {
    static var leading: Edge<Horizontal> { Edge(name: "leading") { Anchor($0.leadingAnchor) } }
    static var trailing: Edge<Horizontal> { Edge(name: "trailing") { Anchor($0.trailingAnchor) } }
    static var centerX: Edge<Horizontal> { Edge(name: "centerX") { Anchor($0.centerXAnchor) } }
}

extension Edge where Axis == Extent {
    static var height: Edge<Extent> { Edge(name: "height") { Anchor($0.heightAnchor) } }
}

extension LayoutItem {
    func anchor<A: AxisMarker>(_ edge: Edge<A>) -> Anchor<A> { edge.resolve(self) }
}

// MARK: - Rules

@MainActor
protocol LayoutRule {
    func constraints() -> [NSLayoutConstraint]
}

enum Relation { case equal, atMost, atLeast }

@MainActor
struct Pin<Axis: AxisMarker>: LayoutRule {
    let from: Anchor<Axis>
    let to: Anchor<Axis>
    var relation: Relation = .equal
    var offset: CGFloat = 0
    var priority: UILayoutPriority = .required

    func constraints() -> [NSLayoutConstraint] {
        let c: NSLayoutConstraint
        switch relation {
        case .equal: c = from.equal(to, offset: offset)
        case .atMost: c = from.atMost(to, offset: offset)
        case .atLeast: c = from.atLeast(to, offset: offset)
        }
        c.priority = priority
        return [c]
    }

    /// Generic static factory: same edge on both items unless `targetEdge` says otherwise.
    static func edge(_ item: some LayoutItem, _ edge: Edge<Axis>, to target: some LayoutItem,
                     _ targetEdge: Edge<Axis>? = nil, offset: CGFloat = 0,
                     relation: Relation = .equal, priority: UILayoutPriority = .required) -> Pin<Axis> {
        Pin(from: item.anchor(edge), to: target.anchor(targetEdge ?? edge),
            relation: relation, offset: offset, priority: priority)
    }

    func prioritized(_ p: UILayoutPriority) -> Pin<Axis> {
        var copy = self
        copy.priority = p
        return copy
    }
}

extension Pin where Axis == Vertical {
    /// `item` directly below `other` (its top on the other's bottom).
    static func below(_ item: some LayoutItem, _ other: some LayoutItem, gap: CGFloat = 0) -> Pin<Vertical> {
        .edge(item, .top, to: other, .bottom, offset: gap)
    }
    /// `item` ends above `other`, never reaching into it.
    static func above(_ item: some LayoutItem, _ other: some LayoutItem, gap: CGFloat = 0,
                      relation: Relation = .equal) -> Pin<Vertical> {
        .edge(item, .bottom, to: other, .top, offset: -gap, relation: relation)
    }
}

@MainActor
struct FixedExtent: LayoutRule {
    let anchor: Anchor<Extent>
    let points: CGFloat
    func constraints() -> [NSLayoutConstraint] { [anchor.fixed(points)] }
}

/// Heterogeneous rules, flattened.
@MainActor
struct RuleGroup: LayoutRule {
    let rules: [any LayoutRule]
    init(_ rules: [any LayoutRule]) { self.rules = rules }
    func constraints() -> [NSLayoutConstraint] { rules.flatMap { $0.constraints() } }
}

/// Four equal edges; the opaque result hides the group.
@MainActor
func fill(_ item: some LayoutItem, _ container: some LayoutItem, inset: CGFloat = 0) -> some LayoutRule {
    RuleGroup([
        Pin.edge(item, .top, to: container, offset: inset),
        Pin.edge(item, .bottom, to: container, offset: -inset),
        Pin.edge(item, .leading, to: container, offset: inset),
        Pin.edge(item, .trailing, to: container, offset: -inset),
    ])
}

/// Corner placement: one horizontal and one vertical edge.
@MainActor
func corner(_ item: some LayoutItem, _ h: Edge<Horizontal>, _ v: Edge<Vertical>,
            of container: some LayoutItem, inset: CGFloat) -> some LayoutRule {
    let hSign: CGFloat = h.name == "leading" ? 1 : -1
    let vSign: CGFloat = v.name == "top" ? 1 : -1
    return RuleGroup([
        Pin.edge(item, h, to: container, offset: hSign * inset),
        Pin.edge(item, v, to: container, offset: vSign * inset),
    ])
}
