import UIKit

// In-house port of the TinyConstraints API (MIT, github.com/roberthein/TinyConstraints).
// The navigation target links no third-party packages (security review), so the
// few calls the drive screen needs were re-typed here with the library's names and
// defaults, so the code reads the same as the rest of the app, which uses the real
// thing. Differences from upstream:
// - no `.left`/`.right` edges: everything is leading/trailing (RTL markets);
// - `TinyEdgeInsets.left`/`.right` feed leading/trailing, as upstream does;
// - offsets of `...ToSuperview` calls are taken as given (pass `-12` to inset a
//   bottom or trailing edge), insets of `edgesToSuperview` are positive.

typealias Constraint = NSLayoutConstraint
typealias Constraints = [Constraint]
typealias TinyEdgeInsets = UIEdgeInsets
typealias LayoutPriority = UILayoutPriority

enum ConstraintRelation: Int {
    case equal = 0
    case equalOrLess = -1
    case equalOrGreater = 1
}

struct LayoutEdge: OptionSet {
    let rawValue: UInt8
    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let top = LayoutEdge(rawValue: 1 << 0)
    static let bottom = LayoutEdge(rawValue: 1 << 1)
    static let leading = LayoutEdge(rawValue: 1 << 2)
    static let trailing = LayoutEdge(rawValue: 1 << 3)
    static let none = LayoutEdge()
    static let all: LayoutEdge = [.top, .bottom, .leading, .trailing]
}

/// Anything with anchors: views and layout guides.
@MainActor
protocol Constrainable: AnyObject {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var centerYAnchor: NSLayoutYAxisAnchor { get }

    @discardableResult
    func prepareForLayout() -> Self
}

extension UIView: Constrainable {
    @discardableResult
    func prepareForLayout() -> Self {
        translatesAutoresizingMaskIntoConstraints = false
        return self
    }
}

extension UILayoutGuide: Constrainable {
    @discardableResult
    func prepareForLayout() -> Self { self }
}

extension NSLayoutAnchor {
    @MainActor
    func constraint(_ anchor: NSLayoutAnchor<AnchorType>, offset: CGFloat = 0, relation: ConstraintRelation = .equal) -> Constraint {
        switch relation {
        case .equal: return constraint(equalTo: anchor, constant: offset)
        case .equalOrLess: return constraint(lessThanOrEqualTo: anchor, constant: offset)
        case .equalOrGreater: return constraint(greaterThanOrEqualTo: anchor, constant: offset)
        }
    }
}

extension Constraint {
    @MainActor
    func with(_ priority: LayoutPriority) -> Self {
        self.priority = priority
        return self
    }

    @MainActor
    func set(_ active: Bool) -> Self {
        isActive = active
        return self
    }
}

extension Collection where Element == Constraint {
    @MainActor
    func activate() {
        Constraint.activate(Array(self))
    }

    @MainActor
    func deActivate() {
        Constraint.deactivate(Array(self))
    }
}

// MARK: - Constrainable

extension Constrainable {
    @discardableResult
    func top(to item: Constrainable, _ anchor: NSLayoutYAxisAnchor? = nil, offset: CGFloat = 0, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true) -> Constraint {
        prepareForLayout()
        return topAnchor.constraint(anchor ?? item.topAnchor, offset: offset, relation: relation).with(priority).set(isActive)
    }

    @discardableResult
    func bottom(to item: Constrainable, _ anchor: NSLayoutYAxisAnchor? = nil, offset: CGFloat = 0, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true) -> Constraint {
        prepareForLayout()
        return bottomAnchor.constraint(anchor ?? item.bottomAnchor, offset: offset, relation: relation).with(priority).set(isActive)
    }

    @discardableResult
    func leading(to item: Constrainable, _ anchor: NSLayoutXAxisAnchor? = nil, offset: CGFloat = 0, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true) -> Constraint {
        prepareForLayout()
        return leadingAnchor.constraint(anchor ?? item.leadingAnchor, offset: offset, relation: relation).with(priority).set(isActive)
    }

    @discardableResult
    func trailing(to item: Constrainable, _ anchor: NSLayoutXAxisAnchor? = nil, offset: CGFloat = 0, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true) -> Constraint {
        prepareForLayout()
        return trailingAnchor.constraint(anchor ?? item.trailingAnchor, offset: offset, relation: relation).with(priority).set(isActive)
    }

    @discardableResult
    func topToBottom(of item: Constrainable, offset: CGFloat = 0, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true) -> Constraint {
        top(to: item, item.bottomAnchor, offset: offset, relation: relation, priority: priority, isActive: isActive)
    }

    @discardableResult
    func bottomToTop(of item: Constrainable, offset: CGFloat = 0, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true) -> Constraint {
        bottom(to: item, item.topAnchor, offset: offset, relation: relation, priority: priority, isActive: isActive)
    }

    @discardableResult
    func leadingToTrailing(of item: Constrainable, offset: CGFloat = 0, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true) -> Constraint {
        leading(to: item, item.trailingAnchor, offset: offset, relation: relation, priority: priority, isActive: isActive)
    }

    @discardableResult
    func centerX(to item: Constrainable, _ anchor: NSLayoutXAxisAnchor? = nil, offset: CGFloat = 0, priority: LayoutPriority = .required, isActive: Bool = true) -> Constraint {
        prepareForLayout()
        return centerXAnchor.constraint(anchor ?? item.centerXAnchor, offset: offset).with(priority).set(isActive)
    }

    @discardableResult
    func width(_ width: CGFloat, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true) -> Constraint {
        prepareForLayout()
        let constraint: Constraint
        switch relation {
        case .equal: constraint = widthAnchor.constraint(equalToConstant: width)
        case .equalOrLess: constraint = widthAnchor.constraint(lessThanOrEqualToConstant: width)
        case .equalOrGreater: constraint = widthAnchor.constraint(greaterThanOrEqualToConstant: width)
        }
        return constraint.with(priority).set(isActive)
    }

    @discardableResult
    func height(_ height: CGFloat, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true) -> Constraint {
        prepareForLayout()
        let constraint: Constraint
        switch relation {
        case .equal: constraint = heightAnchor.constraint(equalToConstant: height)
        case .equalOrLess: constraint = heightAnchor.constraint(lessThanOrEqualToConstant: height)
        case .equalOrGreater: constraint = heightAnchor.constraint(greaterThanOrEqualToConstant: height)
        }
        return constraint.with(priority).set(isActive)
    }

    @discardableResult
    func size(_ size: CGSize, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true) -> Constraints {
        [
            width(size.width, relation: relation, priority: priority, isActive: isActive),
            height(size.height, relation: relation, priority: priority, isActive: isActive),
        ]
    }

    @discardableResult
    func edges(to item: Constrainable, excluding excludedEdge: LayoutEdge = .none, insets: TinyEdgeInsets = .zero, priority: LayoutPriority = .required, isActive: Bool = true) -> Constraints {
        var constraints = Constraints()
        if !excludedEdge.contains(.top) {
            constraints.append(top(to: item, offset: insets.top, priority: priority, isActive: isActive))
        }
        if !excludedEdge.contains(.leading) {
            constraints.append(leading(to: item, offset: insets.left, priority: priority, isActive: isActive))
        }
        if !excludedEdge.contains(.bottom) {
            constraints.append(bottom(to: item, offset: -insets.bottom, priority: priority, isActive: isActive))
        }
        if !excludedEdge.contains(.trailing) {
            constraints.append(trailing(to: item, offset: -insets.right, priority: priority, isActive: isActive))
        }
        return constraints
    }
}

// MARK: - Superview variants (views only)

extension UIView {
    private func superviewItem(usingSafeArea: Bool) -> Constrainable {
        guard let superview else {
            preconditionFailure("\(type(of: self)) has no superview: add it before constraining it")
        }
        return usingSafeArea ? superview.safeAreaLayoutGuide : superview
    }

    @discardableResult
    func edgesToSuperview(excluding excludedEdge: LayoutEdge = .none, insets: TinyEdgeInsets = .zero, usingSafeArea: Bool = false, isActive: Bool = true) -> Constraints {
        edges(to: superviewItem(usingSafeArea: usingSafeArea), excluding: excludedEdge, insets: insets, isActive: isActive)
    }

    @discardableResult
    func topToSuperview(offset: CGFloat = 0, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true, usingSafeArea: Bool = false) -> Constraint {
        top(to: superviewItem(usingSafeArea: usingSafeArea), offset: offset, relation: relation, priority: priority, isActive: isActive)
    }

    @discardableResult
    func bottomToSuperview(offset: CGFloat = 0, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true, usingSafeArea: Bool = false) -> Constraint {
        bottom(to: superviewItem(usingSafeArea: usingSafeArea), offset: offset, relation: relation, priority: priority, isActive: isActive)
    }

    @discardableResult
    func leadingToSuperview(offset: CGFloat = 0, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true, usingSafeArea: Bool = false) -> Constraint {
        leading(to: superviewItem(usingSafeArea: usingSafeArea), offset: offset, relation: relation, priority: priority, isActive: isActive)
    }

    @discardableResult
    func trailingToSuperview(offset: CGFloat = 0, relation: ConstraintRelation = .equal, priority: LayoutPriority = .required, isActive: Bool = true, usingSafeArea: Bool = false) -> Constraint {
        trailing(to: superviewItem(usingSafeArea: usingSafeArea), offset: offset, relation: relation, priority: priority, isActive: isActive)
    }
}
