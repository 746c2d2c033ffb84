import UIKit

/// Every constraint the drive screen makes is named `nav.<scope>.<item>.<attribute>`,
/// e.g. `nav.guidance.turnCard.top` or `nav.guidance/wide.viewport.leading`.
/// The name is the only handle we keep: teardown and resize look constraints
/// up again on the map (and on the views we mounted) by parsing it.
/// Auto Layout's "Unable to simultaneously satisfy" logs print it too.
struct NavConstraintID: Hashable, CustomStringConvertible {
    enum Scope: String, CaseIterable {
        /// Lives from `enableNavigationUI` to `disableNavigationUI`.
        case session
        /// Navigation ready (no route); constants follow wide mode.
        case ready
        /// Active guidance, both width classes.
        case guidance
        case guidanceNarrow = "guidance/narrow"
        case guidanceWide = "guidance/wide"
        /// The prompt on screen.
        case prompt

        var isGuidance: Bool { rawValue.hasPrefix(Scope.guidance.rawValue) }

        static func guidance(wide: Bool) -> Scope { wide ? .guidanceWide : .guidanceNarrow }
    }

    static let namespace = "nav"

    let scope: Scope
    let item: String
    let attribute: String

    init(_ scope: Scope, _ item: String, _ attribute: String) {
        self.scope = scope
        self.item = item
        self.attribute = attribute
    }

    /// Parses `nav.<scope>.<item>.<attribute>`; any other identifier (UIKit's own,
    /// the SDK's) is not ours and gives `nil`. The attribute may contain dots.
    init?(parsing identifier: String) {
        let parts = identifier.split(separator: ".", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == Substring(Self.namespace),
              let scope = Scope(rawValue: String(parts[1])),
              !parts[2].isEmpty, !parts[3].isEmpty
        else { return nil }
        self.init(scope, String(parts[2]), String(parts[3]))
    }

    var description: String { "\(Self.namespace).\(scope.rawValue).\(item).\(attribute)" }
}

extension NSLayoutConstraint {
    /// The parsed name, if this is one of ours.
    var navID: NavConstraintID? { identifier.flatMap(NavConstraintID.init(parsing:)) }

    /// Names the constraint and returns it, for array literals.
    func named(_ scope: NavConstraintID.Scope, _ item: String, _ attribute: String) -> NSLayoutConstraint {
        identifier = NavConstraintID(scope, item, attribute).description
        return self
    }

    func at(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

extension UIView {
    /// Our constraints installed on this view that `matches` selects.
    func navConstraints(where matches: (NavConstraintID) -> Bool) -> [NSLayoutConstraint] {
        constraints.filter { constraint in constraint.navID.map(matches) ?? false }
    }

    func navConstraint(_ id: NavConstraintID) -> NSLayoutConstraint? {
        constraints.first { $0.identifier == id.description }
    }
}
