import UIKit

/// A tiny SnapKit-flavoured DSL the navigation team uses so layout code reads
/// like the rest of the app (which uses SnapKit). Only what we need.
enum NavAttribute {
    case top, bottom, leading, trailing, centerX, centerY

    var isVertical: Bool {
        switch self {
        case .top, .bottom, .centerY: return true
        case .leading, .trailing, .centerX: return false
        }
    }

    /// SnapKit's `inset` semantics: trailing/bottom insets point inwards.
    var insetSign: CGFloat {
        switch self {
        case .trailing, .bottom: return -1
        default: return 1
        }
    }
}

@MainActor
protocol NavAnchorSource: AnyObject {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var centerYAnchor: NSLayoutYAxisAnchor { get }
}

extension UIView: NavAnchorSource {}
extension UILayoutGuide: NavAnchorSource {}

extension NavAnchorSource {
    func yAnchor(_ attribute: NavAttribute) -> NSLayoutYAxisAnchor {
        switch attribute {
        case .bottom: return bottomAnchor
        case .centerY: return centerYAnchor
        default: return topAnchor
        }
    }

    func xAnchor(_ attribute: NavAttribute) -> NSLayoutXAxisAnchor {
        switch attribute {
        case .trailing: return trailingAnchor
        case .centerX: return centerXAnchor
        default: return leadingAnchor
        }
    }
}

/// `other.nav.top`: one attribute of one item, the target of `equalTo`.
struct NavAnchorItem {
    let source: NavAnchorSource
    let attribute: NavAttribute
}

@MainActor
struct NavDSL {
    let source: NavAnchorSource

    var top: NavAnchorItem { NavAnchorItem(source: source, attribute: .top) }
    var bottom: NavAnchorItem { NavAnchorItem(source: source, attribute: .bottom) }
    var leading: NavAnchorItem { NavAnchorItem(source: source, attribute: .leading) }
    var trailing: NavAnchorItem { NavAnchorItem(source: source, attribute: .trailing) }

    /// Collects the descriptions the closure makes, then activates them.
    @discardableResult
    func makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [NSLayoutConstraint] {
        let maker = ConstraintMaker(source: source)
        closure(maker)
        let constraints = maker.descriptions.flatMap { $0.build() }
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}

extension UIView {
    var nav: NavDSL {
        translatesAutoresizingMaskIntoConstraints = false
        return NavDSL(source: self)
    }
}

extension UILayoutGuide {
    var nav: NavDSL { NavDSL(source: self) }
}

@MainActor
final class ConstraintMaker {
    let source: NavAnchorSource
    fileprivate(set) var descriptions: [ConstraintDescription] = []

    init(source: NavAnchorSource) {
        self.source = source
    }

    var top: ConstraintDescription { start(.top) }
    var bottom: ConstraintDescription { start(.bottom) }
    var leading: ConstraintDescription { start(.leading) }
    var trailing: ConstraintDescription { start(.trailing) }
    var edges: ConstraintDescription {
        let description = start(.top)
        description.attributes += [.bottom, .leading, .trailing]
        return description
    }

    private func start(_ attribute: NavAttribute) -> ConstraintDescription {
        let description = ConstraintDescription(source: source, attribute: attribute)
        descriptions.append(description)
        return description
    }
}

@MainActor
final class ConstraintDescription {
    enum Relation { case equal, lessOrEqual, greaterOrEqual }
    enum Target {
        case item(NavAnchorItem)
        case source(NavAnchorSource)
    }

    let source: NavAnchorSource
    var attributes: [NavAttribute]
    private var target: Target?
    private var relation: Relation = .equal
    private var constant: CGFloat = 0
    private var isInset = false
    private var layoutPriority: UILayoutPriority = .required

    init(source: NavAnchorSource, attribute: NavAttribute) {
        self.source = source
        self.attributes = [attribute]
    }

    // Chaining: `make.leading.trailing.equalToSuperview()`.
    var leading: ConstraintDescription { attributes.append(.leading); return self }
    var trailing: ConstraintDescription { attributes.append(.trailing); return self }
    var bottom: ConstraintDescription { attributes.append(.bottom); return self }

    @discardableResult
    func equalTo(_ item: NavAnchorItem) -> ConstraintDescription { relate(.item(item), .equal) }
    @discardableResult
    func equalTo(_ other: NavAnchorSource) -> ConstraintDescription { relate(.source(other), .equal) }
    @discardableResult
    func lessThanOrEqualTo(_ item: NavAnchorItem) -> ConstraintDescription { relate(.item(item), .lessOrEqual) }
    @discardableResult
    func equalToSuperview() -> ConstraintDescription {
        guard let superview = (source as? UIView)?.superview else { return self }
        return relate(.source(superview), .equal)
    }

    @discardableResult
    func offset(_ amount: CGFloat) -> ConstraintDescription { constant = amount; return self }
    @discardableResult
    func inset(_ amount: CGFloat) -> ConstraintDescription { constant = amount; isInset = true; return self }

    @discardableResult
    func priority(_ value: UILayoutPriority) -> ConstraintDescription { layoutPriority = value; return self }

    private func relate(_ target: Target, _ relation: Relation) -> ConstraintDescription {
        self.target = target
        self.relation = relation
        return self
    }

    func build() -> [NSLayoutConstraint] {
        guard let target else { return [] }
        return attributes.map { attribute in
            let (other, otherAttribute): (NavAnchorSource, NavAttribute)
            switch target {
            case .item(let item): (other, otherAttribute) = (item.source, item.attribute)
            case .source(let whole): (other, otherAttribute) = (whole, attribute)
            }
            let amount = isInset ? constant * attribute.insetSign : constant
            let constraint: NSLayoutConstraint
            if attribute.isVertical {
                let mine = source.yAnchor(attribute), theirs = other.yAnchor(otherAttribute)
                switch relation {
                case .equal: constraint = mine.constraint(equalTo: theirs, constant: amount)
                case .lessOrEqual: constraint = mine.constraint(lessThanOrEqualTo: theirs, constant: amount)
                case .greaterOrEqual: constraint = mine.constraint(greaterThanOrEqualTo: theirs, constant: amount)
                }
            } else {
                let mine = source.xAnchor(attribute), theirs = other.xAnchor(otherAttribute)
                switch relation {
                case .equal: constraint = mine.constraint(equalTo: theirs, constant: amount)
                case .lessOrEqual: constraint = mine.constraint(lessThanOrEqualTo: theirs, constant: amount)
                case .greaterOrEqual: constraint = mine.constraint(greaterThanOrEqualTo: theirs, constant: amount)
                }
            }
            constraint.priority = layoutPriority
            return constraint
        }
    }
}
