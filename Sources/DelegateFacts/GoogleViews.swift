/// Facts of the Navigation SDK's layout delegate API that both the static
/// delegate rules (`navlint lint`) and the verifier (`navlint verify`) check,
/// kept in one place so the two never disagree. Plain Swift: no SwiftSyntax,
/// no solver.
public enum GoogleViews {
    /// The views the SDK sizes itself: a custom width or height constraint on
    /// them is an error (implementation principle 3).
    public static let sizedBySDK: Set<String> = ["turnCard", "etaCard", "googleLogo", "speedWidget", "prompt"]
}
