/// UIKit's `UISemanticContentAttribute`: whether a view's immediate content
/// (its subviews' leading and trailing, a stack's order) flips with the
/// layout direction.
///
/// As UIKit documents (`userInterfaceLayoutDirection(for:relativeTo:)`,
/// `effectiveUserInterfaceLayoutDirection`): `.unspecified` (every view's
/// default) follows the app's direction, `.playback` and `.spatial` stay left
/// to right, the forced ones are what they say. The attribute is the view's
/// own: Apple notes the effective direction does not propagate through the
/// subtree, so a subview left `.unspecified` follows the app's direction even
/// inside a forced superview (why teams force each panel they own).
public enum SemanticContentAttribute: String, Hashable, Sendable, CaseIterable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft

    /// `UIView.userInterfaceLayoutDirection(for:relativeTo:)`: the direction
    /// the attribute implies in an app laid out in `direction`.
    public func layoutDirection(relativeTo direction: LayoutDirection) -> LayoutDirection {
        switch self {
        case .unspecified: direction
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}

extension LayoutView {
    /// UIKit's `effectiveUserInterfaceLayoutDirection` in an app laid out in
    /// `direction` (the scenario's): the view's own attribute decides.
    public func effectiveLayoutDirection(in direction: LayoutDirection) -> LayoutDirection {
        semanticContentAttribute.layoutDirection(relativeTo: direction)
    }
}

extension LayoutConstraint {
    /// The direction that resolves the constraint's leading and trailing in
    /// an app laid out in `direction`, `nil` when it mentions neither.
    ///
    /// Which view's direction UIKit resolves a constraint's leading and
    /// trailing by (the item's own, its superview's that arranges it, the
    /// view that holds the constraint) is not documented; the model answers
    /// only when they all agree: each directional item's view (a guide's
    /// owning view) and that view's superview. `.mixed` when they do not, a
    /// layout the model does not guess (the run stops naming the constraint).
    func directionalResolution(in direction: LayoutDirection) -> DirectionalResolution {
        // Asked of every constraint in every layout: no arrays made.
        var found: LayoutDirection?
        var mixed = false
        func note(_ view: LayoutView) {
            let effective = view.effectiveLayoutDirection(in: direction)
            if let known = found, known != effective { mixed = true }
            found = found ?? effective
        }
        func note(_ anchor: AnyAnchor) {
            guard anchor.attribute.isDirectional, let view = anchor.item.hostView else { return }
            note(view)
            if anchor.item is LayoutView, let superview = view.superview { note(superview) }
        }
        note(firstAnchor)
        if let secondAnchor { note(secondAnchor) }
        if let firstOrigin { note(firstOrigin) }
        if let secondOrigin { note(secondOrigin) }
        guard let found else { return .none }
        return mixed ? .mixed : .resolved(found)
    }
}

/// How a constraint's leading and trailing resolve (`directionalResolution(in:)`).
enum DirectionalResolution: Equatable {
    /// Neither leading nor trailing.
    case none
    case resolved(LayoutDirection)
    /// The views involved have different effective directions.
    case mixed
}
