import GoogleNavigation
import UIKit

/// Views and layout guides both: the extrinsic state a `PinStyle` is applied to.
@MainActor
protocol LayoutAnchors: AnyObject {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
}

extension UIView: LayoutAnchors {}
extension UILayoutGuide: LayoutAnchors {}

enum Edge: Hashable {
    case leading, trailing, top, bottom
    var isHorizontal: Bool { self == .leading || self == .trailing }
}

enum PinRelation: Hashable { case equal, atMost, atLeast }

extension LayoutAnchors {
    func xAnchor(_ edge: Edge) -> NSLayoutXAxisAnchor? {
        edge == .leading ? leadingAnchor : edge == .trailing ? trailingAnchor : nil
    }
    func yAnchor(_ edge: Edge) -> NSLayoutYAxisAnchor? {
        edge == .top ? topAnchor : edge == .bottom ? bottomAnchor : nil
    }
}

/// The intrinsic state of a pin: which edges, how, how far, how strongly.
struct StyleKey: Hashable {
    let edge: Edge
    let target: Edge
    var relation: PinRelation = .equal
    var constant: CGFloat = 0
    var priority: UILayoutPriority = .required
}

extension StyleKey {
    /// Same edge, no gap; same edge, the item never past the target's.
    static func flush(_ edge: Edge) -> StyleKey { StyleKey(edge: edge, target: edge) }
    static func notBelow(_ edge: Edge) -> StyleKey { StyleKey(edge: edge, target: edge, relation: .atMost) }

    /// Same edge, moved `amount` into the target.
    static func inset(_ edge: Edge, _ amount: CGFloat) -> StyleKey {
        StyleKey(edge: edge, target: edge, constant: edge == .trailing || edge == .bottom ? -amount : amount)
    }

    /// The item's top `gap` below the target's bottom.
    static func below(_ gap: CGFloat = 0) -> StyleKey { StyleKey(edge: .top, target: .bottom, constant: gap) }

    /// Bottom on the target's top; never lower than it; leading at or after its trailing edge.
    static let onTop = StyleKey(edge: .bottom, target: .top)
    static let notBelowTop = StyleKey(edge: .bottom, target: .top, relation: .atMost)
    static let clearOfTrailing = StyleKey(edge: .leading, target: .trailing, relation: .atLeast)

    /// A resting position that anything required may override.
    func resting() -> StyleKey {
        StyleKey(edge: edge, target: target, relation: relation, constant: constant, priority: .defaultLow)
    }
}

/// Immutable and shared: one instance per `StyleKey`, however many views use it.
@MainActor
final class PinStyle {
    let key: StyleKey
    fileprivate init(key: StyleKey) {
        precondition(key.edge.isHorizontal == key.target.isHorizontal, "edges of two axes")
        self.key = key
    }

    /// Makes (does not activate) the constraint for this pair of items.
    func constraint(_ item: any LayoutAnchors, to target: any LayoutAnchors) -> NSLayoutConstraint {
        let made: NSLayoutConstraint
        if let from = item.xAnchor(key.edge), let to = target.xAnchor(key.target) {
            switch key.relation {
            case .equal: made = from.constraint(equalTo: to, constant: key.constant)
            case .atMost: made = from.constraint(lessThanOrEqualTo: to, constant: key.constant)
            case .atLeast: made = from.constraint(greaterThanOrEqualTo: to, constant: key.constant)
            }
        } else if let from = item.yAnchor(key.edge), let to = target.yAnchor(key.target) {
            switch key.relation {
            case .equal: made = from.constraint(equalTo: to, constant: key.constant)
            case .atMost: made = from.constraint(lessThanOrEqualTo: to, constant: key.constant)
            case .atLeast: made = from.constraint(greaterThanOrEqualTo: to, constant: key.constant)
            }
        } else {
            preconditionFailure("edges of two axes")
        }
        made.priority = key.priority
        return made
    }
}

/// Hands out the flyweights, making each at most once.
@MainActor
final class PinStyleFactory {
    static let shared = PinStyleFactory()
    private var cache: [StyleKey: PinStyle] = [:]
    var cachedCount: Int { cache.count }

    func style(_ key: StyleKey) -> PinStyle {
        if let existing = cache[key] { return existing }
        let made = PinStyle(key: key)
        cache[key] = made
        return made
    }

    func pin(_ key: StyleKey, _ item: any LayoutAnchors, to target: any LayoutAnchors) -> NSLayoutConstraint {
        style(key).constraint(item, to: target)
    }
}
