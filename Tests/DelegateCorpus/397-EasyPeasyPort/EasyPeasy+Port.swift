import UIKit

// In-house port of the EasyPeasy API (MIT, github.com/nakiostudio/EasyPeasy): the
// navigation module may not link third-party code, so the attribute classes the
// drive screen needs are re-typed here. As upstream:
// - `Top(8)` with no `.to(...)` is relative to the superview's top; `Bottom(8)` and
//   `Trailing(8)` are insets (the constant is subtracted);
// - `.to(item)` with no attribute relates to the facing edge (`Top(8).to(card)` is
//   8 below the card's bottom), `.to(item, .top)` to the edge given;
// - applying an attribute replaces the one of the same kind, relation and
//   priority the item had; `easy.clear()` removes everything the item installed.
// Left/right attributes were left out on purpose (RTL).

struct Constant {
    let value: CGFloat
    let relation: NSLayoutConstraint.Relation
}

prefix operator >=
prefix operator <=

prefix func >= (value: CGFloat) -> Constant { Constant(value: value, relation: .greaterThanOrEqual) }
prefix func <= (value: CGFloat) -> Constant { Constant(value: value, relation: .lessThanOrEqual) }

enum Priority {
    case required, high, medium, low
    case custom(Float)

    var layoutPriority: UILayoutPriority {
        switch self {
        case .required: return .required
        case .high: return .defaultHigh
        case .medium: return UILayoutPriority(500)
        case .low: return .defaultLow
        case .custom(let value): return UILayoutPriority(value)
        }
    }
}

enum ReferenceAttribute {
    case top, bottom, leading, trailing, width, height, centerX, centerY

    var layoutAttribute: NSLayoutConstraint.Attribute {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .leading: return .leading
        case .trailing: return .trailing
        case .width: return .width
        case .height: return .height
        case .centerX: return .centerX
        case .centerY: return .centerY
        }
    }
}

/// Views and layout guides.
@MainActor
protocol Item: AnyObject {
    var owningView: UIView? { get }
}

extension UIView: Item {
    var owningView: UIView? { superview }
}

extension UILayoutGuide: Item {}

@MainActor
class Attribute {
    let constant: Constant
    private(set) var priority: Priority = .required
    private(set) var referenceItem: Item?
    private(set) var referenceAttribute: ReferenceAttribute?

    init(_ value: CGFloat = 0) { constant = Constant(value: value, relation: .equal) }
    init(_ constant: Constant) { self.constant = constant }

    /// What the attribute sets on the item.
    var attribute: ReferenceAttribute { preconditionFailure("subclasses set the attribute") }
    /// The edge of another item `.to(item)` relates to.
    var facingAttribute: ReferenceAttribute? { attribute }
    /// Bottom and trailing insets count inwards.
    var isInset: Bool { false }

    @discardableResult
    func to(_ item: Item, _ attribute: ReferenceAttribute? = nil) -> Self {
        referenceItem = item
        referenceAttribute = attribute
        return self
    }

    @discardableResult
    func with(_ priority: Priority) -> Self {
        self.priority = priority
        return self
    }

    /// Replacement key: one constraint per kind, relation and priority.
    var signature: String {
        "\(attribute)-\(constant.relation.rawValue)-\(priority.layoutPriority.rawValue)"
    }

    func createConstraints(for item: Item) -> [NSLayoutConstraint] {
        let relation: NSLayoutConstraint.Relation
        switch (constant.relation, isInset) {
        case (.lessThanOrEqual, true): relation = .greaterThanOrEqual
        case (.greaterThanOrEqual, true): relation = .lessThanOrEqual
        default: relation = constant.relation
        }
        let toItem: Any?
        let toAttribute: NSLayoutConstraint.Attribute
        if let referenceItem {
            toItem = referenceItem
            toAttribute = (referenceAttribute ?? facingAttribute)?.layoutAttribute ?? .notAnAttribute
        } else if let superview = item.owningView, facingAttribute != nil {
            toItem = superview
            toAttribute = attribute.layoutAttribute
        } else {
            toItem = nil
            toAttribute = .notAnAttribute
        }
        let constraint = NSLayoutConstraint(
            item: item, attribute: attribute.layoutAttribute, relatedBy: relation,
            toItem: toItem, attribute: toAttribute, multiplier: 1,
            constant: isInset ? -constant.value : constant.value)
        constraint.priority = priority.layoutPriority
        return [constraint]
    }
}

final class Top: Attribute {
    override var attribute: ReferenceAttribute { .top }
    override var facingAttribute: ReferenceAttribute? { referenceItem == nil ? .top : .bottom }
}

final class Bottom: Attribute {
    override var attribute: ReferenceAttribute { .bottom }
    override var facingAttribute: ReferenceAttribute? { referenceItem == nil ? .bottom : .top }
    override var isInset: Bool { true }
}

final class Leading: Attribute {
    override var attribute: ReferenceAttribute { .leading }
    override var facingAttribute: ReferenceAttribute? { referenceItem == nil ? .leading : .trailing }
}

final class Trailing: Attribute {
    override var attribute: ReferenceAttribute { .trailing }
    override var facingAttribute: ReferenceAttribute? { referenceItem == nil ? .trailing : .leading }
    override var isInset: Bool { true }
}

final class CenterX: Attribute {
    override var attribute: ReferenceAttribute { .centerX }
}

/// A constant width; `.to(item)` makes it match the item's width.
final class Width: Attribute {
    override var attribute: ReferenceAttribute { .width }
    override var facingAttribute: ReferenceAttribute? { referenceItem == nil ? nil : .width }
}

final class Height: Attribute {
    override var attribute: ReferenceAttribute { .height }
    override var facingAttribute: ReferenceAttribute? { referenceItem == nil ? nil : .height }
}

/// Compound attributes expand into their parts.
class CompoundAttribute: Attribute {
    var parts: [Attribute] { [] }
    override var attribute: ReferenceAttribute { parts.first?.attribute ?? .top }
    override func createConstraints(for item: Item) -> [NSLayoutConstraint] {
        parts.flatMap { $0.createConstraints(for: item) }
    }
}

final class Size: CompoundAttribute {
    override var parts: [Attribute] { [Width(constant).with(priority), Height(constant).with(priority)] }
}

/// All four edges of the superview (or of `.to(item)`), inset by the constant.
final class Edges: CompoundAttribute {
    override var parts: [Attribute] {
        let edges: [Attribute] = [Top(constant), Leading(constant), Bottom(constant), Trailing(constant)]
        return edges.map { part in
            if let referenceItem { part.to(referenceItem, part.attribute) }
            return part.with(priority)
        }
    }
}

// MARK: - view.easy

@MainActor
enum EasyRegistry {
    /// What each item installed, by attribute signature.
    static var installed: [ObjectIdentifier: [String: [NSLayoutConstraint]]] = [:]
}

@MainActor
struct EasyPeasy {
    let item: Item

    func layout(_ attributes: Attribute...) {
        layout(attributes)
    }

    func layout(_ attributes: [Attribute]) {
        (item as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        let key = ObjectIdentifier(item)
        var table = EasyRegistry.installed[key, default: [:]]
        for attribute in attributes {
            let parts = (attribute as? CompoundAttribute)?.parts ?? [attribute]
            for part in parts {
                if let replaced = table.removeValue(forKey: part.signature) {
                    NSLayoutConstraint.deactivate(replaced)
                }
                let constraints = part.createConstraints(for: item)
                NSLayoutConstraint.activate(constraints)
                table[part.signature] = constraints
            }
        }
        EasyRegistry.installed[key] = table
    }

    /// Removes every constraint the item's attributes installed.
    func clear() {
        guard let table = EasyRegistry.installed.removeValue(forKey: ObjectIdentifier(item)) else { return }
        NSLayoutConstraint.deactivate(table.values.flatMap { $0 })
    }
}

extension Item {
    var easy: EasyPeasy { EasyPeasy(item: self) }
}
