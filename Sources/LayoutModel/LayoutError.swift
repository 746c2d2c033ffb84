/// The mistakes UIKit punishes with an exception, as values.
///
/// UIKit crashes on these; the model throws them instead so the verifier can
/// report the offending line and keep checking the rest of the delegate.
public struct LayoutError: Error, CustomStringConvertible {
    /// Which rule was broken.
    public enum Kind: String, Hashable, Sendable {
        /// The constraint's items share no common ancestor view (UIKit: "Unable
        /// to activate constraint ... because they have no common ancestor").
        case noCommonAncestor
        /// A layout guide used by a constraint was never added to a view.
        case guideNotInHierarchy
        /// The anchors cannot be related: different axes, or a leading/trailing
        /// anchor related to a left/right anchor (UIKit raises for both).
        case incompatibleAnchors
        /// Adding the view would make it its own ancestor.
        case hierarchyCycle
        /// The map view is the root of the delegate world and cannot be moved.
        case rootViewCannotMove
        /// An active constraint's priority changed between required and
        /// optional (UIKit: "Mutating a priority from required to not on an
        /// installed constraint (or vice-versa) is not supported").
        case requiredPriorityChange
        /// `view.addConstraint(c)` where `c` mentions an item outside the
        /// view's subtree (UIKit: "Unable to install constraint on view").
        case outsideInstallationView
        /// `constraints(withVisualFormat:...)` with a format UIKit cannot
        /// read (UIKit: "Unable to parse constraint format").
        case invalidVisualFormat
    }

    public let kind: Kind
    /// The constraint or item at fault, as text.
    public let subject: String
    /// Where the constraint or item at fault was created or added.
    public let subjectTag: SourceTag?
    /// The tag of the operation that failed.
    public let tag: SourceTag?

    static func constraint(_ kind: Kind, _ constraint: LayoutConstraint, tag: SourceTag?) -> LayoutError {
        LayoutError(kind: kind, subject: constraint.description, subjectTag: constraint.createdAt, tag: tag)
    }

    static func item(_ kind: Kind, _ item: LayoutItem, addedAt: SourceTag?, tag: SourceTag?) -> LayoutError {
        LayoutError(kind: kind, subject: item.name, subjectTag: addedAt, tag: tag)
    }

    /// A visual format UIKit rejects, for `reason`, at `tag`.
    public static func invalidVisualFormat(_ reason: String, tag: SourceTag?) -> LayoutError {
        LayoutError(kind: .invalidVisualFormat, subject: reason, subjectTag: nil, tag: tag)
    }

    public var description: String {
        switch kind {
        case .noCommonAncestor: "unable to activate \(subject): its items have no common ancestor"
        case .guideNotInHierarchy: "layout guide \(subject) is not added to any view"
        case .incompatibleAnchors: "\(subject) relates incompatible anchors"
        case .hierarchyCycle: "adding \(subject) would make it its own ancestor"
        case .rootViewCannotMove: "the map view \(subject) cannot be added to another view"
        case .requiredPriorityChange: "\(subject) cannot change between required and optional while active"
        case .outsideInstallationView: "unable to install \(subject): the constraint references an item outside that view's subtree"
        case .invalidVisualFormat: subject  // VisualFormat.Failure says "Unable to parse constraint format ..." itself
        }
    }
}
