import GoogleNavigation
import UIKit

/// A constraint that knows which layout owns it. Every constraint the
/// dispatch screen makes is one of these, so a state can take down exactly
/// its own constraints (`deactivate(role:)`) without keeping parallel arrays.
@MainActor
final class RoleConstraint: NSLayoutConstraint {
    enum Role: String, CaseIterable {
        case session   // lives from enableNavigationUI to disableNavigationUI
        case ready     // navigation-ready layout
        case guidance  // active-guidance layout
        case prompt    // one prompt's slide-in constraints
        case panel     // inside our own panels
    }

    /// Stored tag; set by the convenience initializer below.
    var role: Role = .ready

    convenience init(
        _ role: Role,
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation = .equal,
        to other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute,
        constant: CGFloat = 0,
        priority: UILayoutPriority = .required
    ) {
        self.init(item: item, attribute: attribute, relatedBy: relation,
                  toItem: other, attribute: otherAttribute, multiplier: 1, constant: constant)
        self.role = role
        self.priority = priority
        self.identifier = "dispatch.\(role.rawValue)"
    }
}

@MainActor
extension Array where Element == RoleConstraint {
    func owned(by role: RoleConstraint.Role) -> [RoleConstraint] {
        filter { $0.role == role }
    }

    func owned(by role: RoleConstraint.Role, pinning item: AnyObject) -> [RoleConstraint] {
        filter { $0.role == role && $0.firstItem === item }
    }
}

/// A named vertical column of the screen: the safe area, inset on each side.
/// Floating chrome (logo, buttons, progress bar) is placed inside it.
@MainActor
final class ColumnGuide: UILayoutGuide {
    let name: String
    var leadingInset: CGFloat
    var trailingInset: CGFloat
    var topInset: CGFloat

    init(name: String, leadingInset: CGFloat = 0, trailingInset: CGFloat = 0, topInset: CGFloat = 0) {
        self.name = name
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.topInset = topInset
        super.init()
        self.identifier = "column.\(name)"
    }

    required init?(coder: NSCoder) {
        fatalError("ColumnGuide is not archived")
    }

    /// The column's four edges for one state: horizontally the host's safe
    /// area less the insets, vertically from `top` to `bottom`.
    func edges(
        _ role: RoleConstraint.Role, in host: UIView,
        top: (AnyObject, NSLayoutConstraint.Attribute),
        bottom: (AnyObject, NSLayoutConstraint.Attribute)
    ) -> [RoleConstraint] {
        let safe = host.safeAreaLayoutGuide
        return [
            RoleConstraint(role, self, .leading, to: safe, .leading, constant: leadingInset),
            RoleConstraint(role, self, .trailing, to: safe, .trailing, constant: -trailingInset),
            RoleConstraint(role, self, .top, to: top.0, top.1, constant: topInset),
            RoleConstraint(role, self, .bottom, to: bottom.0, bottom.1),
        ]
    }
}
