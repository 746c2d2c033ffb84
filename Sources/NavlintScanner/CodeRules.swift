import NavlintCore

/// The registry of code rules: which Swift type implements which rule file.
/// A rule file either lists `<symbols>` (the generic legacy detector runs
/// it) or has exactly one implementation here; a test holds the catalog to
/// that, so no rule file can silently do nothing.
public enum CodeRules {
    private static let all: [any CodeRule] = [
        DelegateSetAfterNavigationEnabledRule(),
        DelegateOnCarPlayMapViewRule(),
        LegacyAPIWithDelegateRule(),
        DelegateButtonIndexRule(),
        DelegateHiddenStackItemRule(),
        DelegateGoogleViewInternalsRule(),
        DelegateFixedSizeConstraintRule(),
        DelegateLeftRightAnchorRule(),
        DelegateCompassSettingIgnoredRule(),
        DelegateMissingRequiredViewRule(),
    ]

    /// The ids of every rule implemented in code, in registry order (a
    /// duplicate would show here twice).
    public static var ids: [String] { all.map(\.id) }

    /// The implementations of the enabled `rules` that have one.
    static func implementations(of rules: [RuleDescription]) -> [any CodeRule] {
        let enabled = Set(rules.map(\.id))
        return all.filter { enabled.contains($0.id) }
    }
}
