import Cassowary

/// How the two sides of a constraint relate.
public enum LayoutRelation: String, Hashable, Codable, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
    public func hash(into hasher: inout Hasher) { hashCase(of: self, into: &hasher) }
}

/// The constraints the layout engine derives itself, named after what UIKit
/// calls them in its logs, so conflicts can say which rule a delegate broke.
public enum SystemConstraintKind: String, Hashable, Sendable {
    /// The map view's frame and the device's safe area.
    case mapFrame
    /// `NSAutoresizingMaskLayoutConstraint`: a view's frame while
    /// `translatesAutoresizingMaskIntoConstraints` is true.
    case autoresizingMask
    /// `NSContentSizeLayoutConstraint` keeping a view at most its intrinsic size.
    case contentHugging
    /// `NSContentSizeLayoutConstraint` keeping a view at least its intrinsic size.
    case compressionResistance
    /// A view's `safeAreaLayoutGuide`.
    case safeArea
    /// A view's `layoutMarginsGuide`.
    case layoutMargins
    /// A view's `readableContentGuide`.
    case readableContent
    /// A view's `keyboardLayoutGuide` (`UIKeyboardLayoutGuide`), keyboard hidden.
    case keyboardLayout
    /// The arrangement inside a `GMSNavigationHidingStackView`.
    case hidingStack
    /// `UISV-*`: the arrangement inside a `UIStackView`.
    case stackView
    /// A visual effect view's `contentView` filling it; a scroll view's content and frame guides.
    case contentArea
}

/// One linear relation between two anchors, like `NSLayoutConstraint`:
/// `first RELATION multiplier * second + constant`, or against a constant when
/// there is no second anchor. A side can be the gap between two anchors of
/// one axis (`anchorWithOffset(to:)`): its anchor less its origin, a dimension,
/// so one constraint holds a gap equal to another (four anchors).
///
/// A constraint is active while it is installed on the nearest common ancestor
/// of its items, exactly as UIKit does it, so that removing a view can remove the
/// constraints that mention it.
public final class LayoutConstraint: CustomStringConvertible {
    public let firstAnchor: AnyAnchor
    /// Where the first side's gap starts (`firstOrigin.anchorWithOffset(to: firstAnchor)`); `nil` for an anchor alone.
    public let firstOrigin: AnyAnchor?
    public let relation: LayoutRelation
    public let secondAnchor: AnyAnchor?
    /// Where the second side's gap starts; `nil` for an anchor alone.
    public let secondOrigin: AnyAnchor?
    public let multiplier: Double
    /// Mutable like UIKit's; the next layout pass uses the new value.
    public var constant: Double
    /// Set freely while inactive; interpreted delegate code should go through
    /// `setPriority(_:tag:)`, which keeps UIKit's rule for active constraints.
    public var priority: Priority = .required
    public var identifier: String?
    /// Where the constraint was created.
    public let createdAt: SourceTag?
    /// Where the constraint was last activated.
    public internal(set) var activatedAt: SourceTag?
    /// Where the constraint was last deactivated explicitly.
    public internal(set) var deactivatedAt: SourceTag?
    /// What made the constraint when UIKit (or the SDK) made it, `nil` for the
    /// delegate's own constraints.
    public internal(set) var systemKind: SystemConstraintKind?
    /// The view the constraint is installed on while active.
    public internal(set) weak var installedOn: LayoutView?

    /// The general form, like `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// Anchors of different axes are accepted here and rejected on activation.
    public init(
        first: AnyAnchor, relation: LayoutRelation, second: AnyAnchor?, multiplier: Double = 1,
        constant: Double = 0, tag: SourceTag? = nil, firstOrigin: AnyAnchor? = nil, secondOrigin: AnyAnchor? = nil
    ) {
        firstAnchor = first
        self.firstOrigin = firstOrigin
        self.relation = relation
        secondAnchor = second
        self.secondOrigin = second == nil ? nil : secondOrigin
        self.multiplier = multiplier
        self.constant = constant
        createdAt = tag
    }

    /// What the constraint says, whichever object says it: two constraints
    /// of one form pin alike (the same anchors, relation, multiplier,
    /// constant and priority).
    public struct Form: Hashable {
        let first: AnyAnchor
        let firstOrigin: AnyAnchor?
        let relation: LayoutRelation
        let second: AnyAnchor?
        let secondOrigin: AnyAnchor?
        let multiplier: Double
        let constant: Double
        let priority: Priority
    }

    public var form: Form {
        Form(
            first: firstAnchor, firstOrigin: firstOrigin, relation: relation, second: secondAnchor, secondOrigin: secondOrigin,
            multiplier: multiplier, constant: constant, priority: priority)
    }

    public var isActive: Bool { installedOn != nil }

    /// The anchors the constraint relates, first side first, each gap's origin before its anchor.
    public var anchors: [AnyAnchor] {
        [firstOrigin, firstAnchor, secondOrigin, secondAnchor].compactMap { $0 }
    }

    /// The items the constraint mentions, first item first.
    public var items: [LayoutItem] { anchors.map(\.item) }

    /// Whether the constraint sizes its first item against a constant
    /// (`widthAnchor.constraint(equalToConstant:)`).
    public var isFixedSize: Bool { secondAnchor == nil && firstOrigin == nil && firstAnchor.attribute.axis == .dimension }

    /// Whether the constraint uses a left or right anchor.
    public var usesAbsoluteHorizontalEdges: Bool { anchors.contains { $0.attribute.isAbsoluteHorizontalEdge } }

    /// `constraint.priority = priority` with UIKit's check: an active
    /// constraint cannot switch between required and optional.
    public func setPriority(_ newPriority: Priority, tag: SourceTag? = nil) throws(LayoutError) {
        if isActive && newPriority.isRequired != priority.isRequired {
            throw .constraint(.requiredPriorityChange, self, tag: tag)
        }
        priority = newPriority
    }

    /// Activates the constraint (UIKit's `isActive = true`).
    public func activate(tag: SourceTag? = nil) throws(LayoutError) {
        try Self.activate([self], tag: tag)
    }

    /// Deactivates the constraint (UIKit's `isActive = false`).
    public func deactivate(tag: SourceTag? = nil) {
        Self.deactivate([self], tag: tag)
    }

    /// Activates all constraints, or none when one of them cannot be activated
    /// (UIKit would crash part-way; the model keeps the world consistent).
    public static func activate(_ constraints: [LayoutConstraint], tag: SourceTag? = nil) throws(LayoutError) {
        var targets: [(LayoutConstraint, LayoutView)] = []
        for constraint in constraints where !constraint.isActive {
            targets.append((constraint, try constraint.installationView(tag: tag)))
        }
        for (constraint, view) in targets where !constraint.isActive {
            view.install(constraint)
            constraint.activatedAt = tag
        }
    }

    /// Deactivates all constraints; inactive ones are ignored, as in UIKit.
    public static func deactivate(_ constraints: [LayoutConstraint], tag: SourceTag? = nil) {
        for constraint in constraints where constraint.isActive {
            constraint.installedOn?.uninstall(constraint)
            constraint.deactivatedAt = tag
        }
    }

    /// The nearest common ancestor of the constraint's items, after checking the
    /// anchors can be related at all.
    func installationView(tag: SourceTag?) throws(LayoutError) -> LayoutView {
        // Asked at every activation: no arrays made.
        var (directional, absolute) = (false, false)
        func note(_ anchor: AnyAnchor?) {
            guard let attribute = anchor?.attribute else { return }
            directional = directional || attribute.isDirectional
            absolute = absolute || attribute.isAbsoluteHorizontalEdge
        }
        note(firstAnchor)
        note(firstOrigin)
        note(secondAnchor)
        note(secondOrigin)
        let compatible = Self.axis(firstAnchor, from: firstOrigin).map { first in
            secondAnchor.map { Self.axis($0, from: secondOrigin) == first } ?? (first == .dimension)
        } ?? false
        if !compatible || (directional && absolute) {
            throw .constraint(.incompatibleAnchors, self, tag: tag)
        }
        var hosts: [LayoutView] = []
        for item in items {
            guard let host = item.hostView else {
                // Only a guide can lack a host view.
                if let guide = item as? LayoutGuide {
                    throw .item(.guideNotInHierarchy, guide, addedAt: guide.addedAt, tag: tag)
                }
                throw .constraint(.noCommonAncestor, self, tag: tag)
            }
            hosts.append(host)
        }
        guard let ancestor = hosts.dropFirst().reduce(Optional(hosts[0]), { common, host in
            common.flatMap { $0.nearestCommonAncestor(with: host) }
        }) else {
            throw .constraint(.noCommonAncestor, self, tag: tag)
        }
        return ancestor
    }

    /// The axis of a side: its anchor's, or a dimension for a gap between two
    /// positions of one axis; `nil` for a gap UIKit cannot make.
    private static func axis(_ anchor: AnyAnchor, from origin: AnyAnchor?) -> LayoutAxis? {
        guard let origin else { return anchor.attribute.axis }
        let axis = anchor.attribute.axis
        return axis != .dimension && origin.attribute.axis == axis ? .dimension : nil
    }

    public var description: String {
        let symbol = switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        func side(_ anchor: AnyAnchor, _ origin: AnyAnchor?) -> String { origin.map { "(\(anchor) - \($0))" } ?? "\(anchor)" }
        var rhs: [String] = []
        if let second = secondAnchor {
            let text = side(second, secondOrigin)
            rhs.append(multiplier == 1 ? text : "\(formatPoints(multiplier)) * \(text)")
        }
        if constant != 0 || secondAnchor == nil {
            rhs.append(formatPoints(constant))
        }
        let priorityText = priority.isRequired ? "" : " @\(formatPoints(priority.rawValue))"
        return "\(side(firstAnchor, firstOrigin)) \(symbol) \(rhs.joined(separator: " + "))\(priorityText)"
    }
}
