import UIKit

// PureLayout, ported (Core/Layout/ALPort.swift).
//
// The Objective-C app used PureLayout everywhere; the Swift rewrite cannot take
// a dependency, so the calls we rely on were ported with the same names and the
// same semantics, so old layout code reads the same:
//
//   - each `auto…` call makes one constraint and installs it at once, unless it
//     runs inside `NSLayoutConstraint.autoCreateConstraintsWithoutInstalling { }`,
//     which collects the constraints instead and returns them (install them
//     later with `autoInstallConstraints()`);
//   - inside `NSLayoutConstraint.autoSetPriority(_:forConstraints:)` every
//     constraint made gets that priority; blocks nest, the innermost wins;
//   - insets to a superview's edges are positive inwards (bottom and trailing
//     are negated for you), offsets between two items are taken as given.
//
// Views and layout guides are both `ALLayoutItem`s (upstream only had views).

enum ALEdge {
    case top, bottom, leading, trailing, left, right

    /// Edges whose inset points the other way.
    var isFarEdge: Bool {
        switch self {
        case .bottom, .trailing, .right: return true
        case .top, .leading, .left: return false
        }
    }
}

enum ALDimension {
    case width, height
}

/// Upstream's naming: the vertical axis runs top to bottom through the centre (centerX).
enum ALAxis {
    case vertical, horizontal
}

/// One anchor of any kind, so a single `autoPinEdge` serves both axes.
@MainActor
enum ALAnchor {
    case x(NSLayoutXAxisAnchor)
    case y(NSLayoutYAxisAnchor)
    case dimension(NSLayoutDimension)

    func constraint(_ relation: NSLayoutConstraint.Relation, to other: ALAnchor, constant: CGFloat) -> NSLayoutConstraint {
        switch (self, other) {
        case let (.x(from), .x(to)):
            switch relation {
            case .equal: return from.constraint(equalTo: to, constant: constant)
            case .lessThanOrEqual: return from.constraint(lessThanOrEqualTo: to, constant: constant)
            case .greaterThanOrEqual: return from.constraint(greaterThanOrEqualTo: to, constant: constant)
            }
        case let (.y(from), .y(to)):
            switch relation {
            case .equal: return from.constraint(equalTo: to, constant: constant)
            case .lessThanOrEqual: return from.constraint(lessThanOrEqualTo: to, constant: constant)
            case .greaterThanOrEqual: return from.constraint(greaterThanOrEqualTo: to, constant: constant)
            }
        default:
            preconditionFailure("PureLayout: cannot relate anchors of different axes")
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// The relation seen from the other side (a bottom inset `<=` is a `>=` on the constant).
    var inverted: NSLayoutConstraint.Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}

/// The state PureLayout kept in globals: the priority blocks and the
/// "create without installing" blocks currently open, innermost last.
@MainActor
enum ALGlobalState {
    static var priorityStack: [UILayoutPriority] = []
    static var uninstalledStack: [[NSLayoutConstraint]] = []

    @discardableResult
    static func install(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        if let priority = priorityStack.last {
            constraint.priority = priority
        }
        if uninstalledStack.isEmpty {
            constraint.isActive = true
        } else {
            uninstalledStack[uninstalledStack.count - 1].append(constraint)
        }
        return constraint
    }
}

extension NSLayoutConstraint {
    static func autoSetPriority(_ priority: UILayoutPriority, forConstraints block: () -> Void) {
        ALGlobalState.priorityStack.append(priority)
        defer { ALGlobalState.priorityStack.removeLast() }
        block()
    }

    static func autoCreateConstraintsWithoutInstalling(_ block: () -> Void) -> [NSLayoutConstraint] {
        ALGlobalState.uninstalledStack.append([])
        block()
        return ALGlobalState.uninstalledStack.removeLast()
    }
}

@MainActor
extension Array where Element == NSLayoutConstraint {
    func autoInstallConstraints() {
        NSLayoutConstraint.activate(self)
    }

    func autoRemoveConstraints() {
        NSLayoutConstraint.deactivate(self)
    }
}

@MainActor
protocol ALLayoutItem: AnyObject {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var leftAnchor: NSLayoutXAxisAnchor { get }
    var rightAnchor: NSLayoutXAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var centerYAnchor: NSLayoutYAxisAnchor { get }

    /// Upstream turned off autoresizing-mask translation on the receiver of every call.
    func al_prepareForAutoLayout()
}

extension UIView: ALLayoutItem {
    func al_prepareForAutoLayout() {
        translatesAutoresizingMaskIntoConstraints = false
    }
}

extension UILayoutGuide: ALLayoutItem {
    func al_prepareForAutoLayout() {}
}

extension ALLayoutItem {
    func al_anchor(for edge: ALEdge) -> ALAnchor {
        switch edge {
        case .top: return .y(topAnchor)
        case .bottom: return .y(bottomAnchor)
        case .leading: return .x(leadingAnchor)
        case .trailing: return .x(trailingAnchor)
        case .left: return .x(leftAnchor)
        case .right: return .x(rightAnchor)
        }
    }

    func al_anchor(for axis: ALAxis) -> ALAnchor {
        switch axis {
        case .vertical: return .x(centerXAnchor)
        case .horizontal: return .y(centerYAnchor)
        }
    }

    @discardableResult
    func autoPinEdge(
        _ edge: ALEdge, to toEdge: ALEdge, of other: any ALLayoutItem,
        withOffset offset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        al_prepareForAutoLayout()
        let made = al_anchor(for: edge).constraint(relation, to: other.al_anchor(for: toEdge), constant: offset)
        return ALGlobalState.install(made)
    }

    @discardableResult
    func autoAlignAxis(_ axis: ALAxis, toSameAxisOf other: any ALLayoutItem, withOffset offset: CGFloat = 0) -> NSLayoutConstraint {
        al_prepareForAutoLayout()
        let made = al_anchor(for: axis).constraint(.equal, to: other.al_anchor(for: axis), constant: offset)
        return ALGlobalState.install(made)
    }

    @discardableResult
    func autoSetDimension(_ dimension: ALDimension, toSize size: CGFloat) -> NSLayoutConstraint {
        al_prepareForAutoLayout()
        let anchor = dimension == .width ? widthAnchor : heightAnchor
        return ALGlobalState.install(anchor.constraint(equalToConstant: size))
    }

    @discardableResult
    func autoSetDimensions(to size: CGSize) -> [NSLayoutConstraint] {
        [autoSetDimension(.width, toSize: size.width), autoSetDimension(.height, toSize: size.height)]
    }
}

extension UIView {
    @discardableResult
    func autoPinEdge(
        toSuperviewEdge edge: ALEdge, withInset inset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        guard let superview else { preconditionFailure("PureLayout: view has no superview") }
        return autoPinEdge(
            edge, to: edge, of: superview,
            withOffset: edge.isFarEdge ? -inset : inset,
            relation: edge.isFarEdge ? relation.inverted : relation)
    }

    @discardableResult
    func autoPinEdge(
        toSuperviewSafeArea edge: ALEdge, withInset inset: CGFloat = 0, relation: NSLayoutConstraint.Relation = .equal
    ) -> NSLayoutConstraint {
        guard let superview else { preconditionFailure("PureLayout: view has no superview") }
        return autoPinEdge(
            edge, to: edge, of: superview.safeAreaLayoutGuide,
            withOffset: edge.isFarEdge ? -inset : inset,
            relation: edge.isFarEdge ? relation.inverted : relation)
    }

    @discardableResult
    func autoPinEdgesToSuperviewSafeArea(withInsets insets: NSDirectionalEdgeInsets, excludingEdge excluded: ALEdge) -> [NSLayoutConstraint] {
        let edges: [(ALEdge, CGFloat)] = [
            (.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing),
        ]
        return edges.filter { $0.0 != excluded }.map { autoPinEdge(toSuperviewSafeArea: $0.0, withInset: $0.1) }
    }
}
