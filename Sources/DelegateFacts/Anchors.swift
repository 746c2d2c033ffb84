/// Auto Layout anchors the delegate rules care about.
public enum Anchors {
    /// Left and right do not flip for right-to-left languages; each with the
    /// anchor to use instead (implementation principle 7).
    public static let directionalReplacements: [String: String] = [
        "leftAnchor": "leadingAnchor", "rightAnchor": "trailingAnchor",
    ]
    /// The anchors that give a view a size (implementation principle 3).
    public static let size: Set<String> = ["widthAnchor", "heightAnchor"]
}
