/// The UI states the SDK hands to the layout delegate's callbacks, with the
/// Google views each one carries (reference sheet, section 2).
public struct UIState: Hashable, Sendable {
    /// The SDK class, e.g. `ActiveGuidanceUIState`.
    public var typeName: String
    /// The Google views it carries, by property name.
    public var views: [String]

    /// `NavigationReadyUIState`: the logo, the viewport and (usually only) the compass.
    public static let navigationReady = UIState(typeName: "NavigationReadyUIState", views: ["googleLogo", "viewport"])
    /// `ActiveGuidanceUIState`: everything of navigation ready plus the guidance views.
    public static let activeGuidance = UIState(
        typeName: "ActiveGuidanceUIState",
        views: ["turnCard", "etaCard", "tripProgressBar", "speedWidget", "googleLogo", "viewport"])

    public static let all = [navigationReady, activeGuidance]

    /// The superclass of both, carrying the layout flags (`wideMode`).
    public static let baseTypeName = "NavigationUIState"
    /// Every state's `buttons: [NavigationUIButton]`.
    public static let buttonsProperty = "buttons"
    /// The names of every state's Google views.
    public static let allViews = Set(all.flatMap(\.views))
}

/// `NavigationUIButton`: a Google-provided floating button, found by its
/// `type`, never by its index in `buttons` (the order may change between
/// SDK releases).
public enum NavigationButton {
    public static let typeName = "NavigationUIButton"
    public static let viewProperty = "view"
    public static let typeProperty = "type"
    /// `NavigationButtonKnownType`'s known values.
    public static let knownTypes = ["compass", "reporting"]
    /// Ways of picking an element of `buttons` by its place in the array.
    public static let positionalAccessors: Set<String> = ["first", "last"]
    /// Methods that take buttons by their place (`buttons.prefix(2)`, `dropFirst()`).
    public static let positionalMethods: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast"]
}

/// The layout delegate's callbacks that bring up a state: each must add and
/// position the state's required views.
public struct StateCallback: Hashable, Sendable {
    public var name: String
    /// The argument labels, e.g. `["navMap", "newState"]`.
    public var labels: [String]
    /// The parameter carrying the new state.
    public var stateParameter: String
    public var state: UIState

    public static let enableNavigationUI = StateCallback(
        name: "enableNavigationUI", labels: ["navMap", "newState"], stateParameter: "newState", state: .navigationReady)
    public static let startGuidance = StateCallback(
        name: "startGuidance", labels: ["navMap", "newState", "oldState"], stateParameter: "newState",
        state: .activeGuidance)

    public static let all = [enableNavigationUI, startGuidance]
}
