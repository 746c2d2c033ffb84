/// The mistakes UIKit punishes with an exception, as values.
///
/// UIKit crashes on these; the model throws them instead so the verifier can
/// report the offending line and keep checking the rest of the delegate.
public enum LayoutError: Error, CustomStringConvertible {
    /// The constraint's items share no common ancestor view (UIKit: "Unable to
    /// activate constraint ... because they have no common ancestor").
    case noCommonAncestor(LayoutConstraint, tag: SourceTag?)
    /// A layout guide used by a constraint was never added to a view.
    case guideNotInHierarchy(LayoutGuide, tag: SourceTag?)
    /// The anchors cannot be related: different axes, or a leading/trailing
    /// anchor related to a left/right anchor (UIKit raises for both).
    case incompatibleAnchors(LayoutConstraint, tag: SourceTag?)
    /// Adding the view would make it its own ancestor.
    case hierarchyCycle(LayoutView, tag: SourceTag?)
    /// The map view is the root of the delegate world and cannot be moved.
    case rootViewCannotMove(tag: SourceTag?)

    /// The tag of the operation that failed.
    public var tag: SourceTag? {
        switch self {
        case .noCommonAncestor(_, let tag), .guideNotInHierarchy(_, let tag),
            .incompatibleAnchors(_, let tag), .hierarchyCycle(_, let tag),
            .rootViewCannotMove(let tag):
            tag
        }
    }

    public var description: String {
        switch self {
        case .noCommonAncestor(let constraint, _):
            "unable to activate \(constraint): its items have no common ancestor"
        case .guideNotInHierarchy(let guide, _):
            "layout guide \(guide.name) is not added to any view"
        case .incompatibleAnchors(let constraint, _):
            "\(constraint) relates incompatible anchors"
        case .hierarchyCycle(let view, _):
            "adding \(view.name) would make it its own ancestor"
        case .rootViewCannotMove:
            "the map view cannot be added to or removed from another view"
        }
    }
}
