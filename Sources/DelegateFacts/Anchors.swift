/// Auto Layout anchors the delegate rules care about, and the two checks on
/// them that `lint` (on source) and `verify` (on the laid-out model) share.
public enum Anchors {
    /// Left and right do not flip for right-to-left languages; each with the
    /// anchor to use instead (implementation principle 7).
    public static let directionalReplacements: [String: String] = [
        "leftAnchor": "leadingAnchor", "rightAnchor": "trailingAnchor",
    ]
    /// The anchors that give a view a size (implementation principle 3).
    public static let size: Set<String> = ["widthAnchor", "heightAnchor"]

    /// The anchor to use instead of `anchor`, when `anchor` ignores the
    /// writing direction (`leftAnchor` -> `leadingAnchor`); `nil` when it is fine.
    public static func directionalReplacement(for anchor: String) -> String? {
        directionalReplacements[anchor]
    }

    /// `true` when a constraint made from `anchor` of the Google view `view`
    /// (by the facts' name: `turnCard`, `prompt`, ...) fights the SDK's sizing.
    public static func isForbiddenSizeConstraint(on view: String, anchor: String) -> Bool {
        size.contains(anchor) && GoogleViews.sizedBySDK.contains(view)
    }
}
