/// Facts of the Navigation SDK's layout delegate API that both the static
/// delegate rules (`navlint lint`) and the verifier (`navlint verify`) check,
/// kept in one place so the two never disagree. Plain Swift: no SwiftSyntax,
/// no solver.
public enum GoogleViews {
    /// The views the SDK sizes itself: a custom width or height constraint on
    /// them is an error (implementation principle 3).
    public static let sizedBySDK: Set<String> = ["turnCard", "etaCard", "googleLogo", "speedWidget", prompt]

    /// The views that must be in the hierarchy, positioned and visible, in
    /// every navigation state (implementation principle 2).
    public static let required = ["googleLogo", "viewport"]

    /// The name the facts give the prompt view the prompt callbacks hand over
    /// (`showPrompt(navMap:newPrompt:)`); it is no state property.
    public static let prompt = "prompt"

    /// The view of a `NavigationUIButton` (`button.view`), by the facts' name.
    public static let buttonView = "buttonView"

    /// Members that walk or change a view's own hierarchy. On a Google view
    /// they reach its internals, which the SDK owns and may change in any
    /// release (implementation principle 5).
    public static let hierarchyMembers: Set<String> = [
        "subviews", "addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack",
        "exchangeSubview", "viewWithTag", "sublayers", "addSublayer", "insertSublayer",
    ]
}
