/// How an app installs a layout delegate and turns navigation on, and the
/// containers the SDK gives it (reference sheet, section 2).
public enum DelegateAPI {
    public static let delegateProtocol = "NavigationLayoutDelegate"
    /// The methods a framework protocol's extension implements, by protocol,
    /// each as `name(label:label:)`: a conforming type that declares none runs
    /// the default, which does nothing (`sizeChanged` is optional: the SDK's
    /// sample `BasicLayoutDelegate` has none).
    public static let emptyDefaultMethods: [String: Set<String>] = [
        delegateProtocol: ["sizeChanged(navMap:newState:)"],
    ]
    /// `GMSMapView.setLayoutDelegate(_:) throws`: before navigation is enabled, never on CarPlay.
    public static let setLayoutDelegate = "setLayoutDelegate"
    /// `GMSMapView.isNavigationEnabled = true` turns navigation on ...
    public static let navigationEnabledProperty = "isNavigationEnabled"
    /// ... and so does `GMSMapView.enableNavigation(with:)`.
    public static let enableNavigation = "enableNavigation"
    public static let enableNavigationLabels = ["with"]
    /// `GMSUISettings.compassButton`: decided by the delegate from `buttons` once one is set.
    public static let compassButtonSetting = "compassButton"
    public static let promptViewType = "NavigationPromptView"

    /// Stacks buttons and hides them from the end of `arrangedSubviews`
    /// when space runs out: the views it manages must never get `isHidden`.
    public static let hidingStackViewType = "GMSNavigationHidingStackView"
    public static let arrangedSubviews = "arrangedSubviews"
    public static let hiddenProperty = "isHidden"
}

/// CarPlay: layout customization does not apply (implementation principle
/// 12); `setLayoutDelegate(_:)` throws on a map view made for a CarPlay scene.
public enum CarPlay {
    /// Protocols of the objects that build the car's map view.
    public static let sceneDelegateProtocols: Set<String> = [
        "CPTemplateApplicationSceneDelegate", "CPTemplateApplicationDashboardSceneDelegate",
        "CPTemplateApplicationInstrumentClusterSceneDelegate", "CPApplicationDelegate",
    ]
    /// Types only code running for a CarPlay scene or template is handed.
    public static let sceneTypes: Set<String> = [
        "CPTemplateApplicationScene", "CPTemplateApplicationDashboardScene",
        "CPTemplateApplicationInstrumentClusterScene", "CPWindow", "CPInterfaceController", "CPMapTemplate",
    ]
}
