import DelegateVerifier
import NavlintCore
import NavlintScanner

/// The delegate rules `navlint verify` takes from lint: what only the source
/// shows, which a run of the callbacks cannot see. A button picked by its
/// place in `buttons` works until the SDK reorders them; the compass toggled
/// through `settings` does nothing under a delegate; `setLayoutDelegate`
/// after navigation is on, or on a CarPlay map, throws; a legacy slot API in
/// code no callback runs (a view controller's `viewDidLoad`, a coordinator)
/// is ignored. A CI job running only `verify` gets them too.
enum VerifyStaticRules {
    static let ids: Set<String> = [
        "delegate_button_index", "delegate_compass_setting_ignored", "delegate_set_after_navigation_enabled",
        "delegate_on_carplay_map_view", VerifierRule.legacyAPIWithDelegate.rawValue,
    ]

    /// The descriptions of the rules the run itself has none of, for reports.
    static func descriptions(from rules: [RuleDescription], besides verifierRules: [RuleDescription]) -> [RuleDescription] {
        let known = Set(verifierRules.map(\.id))
        return rules.filter { ids.contains($0.id) && !known.contains($0.id) }
    }

    /// Lint's findings of these rules in the Swift `inputs` (scanned with all
    /// enabled `rules`: `legacy_api_with_delegate` builds on the legacy
    /// rules' uses), but those the run reported at the same line.
    static func findings(
        in inputs: [SourceInput], rules: [RuleDescription], jobs: Int, besides found: [Finding]
    ) -> [Finding] {
        let swift = inputs.filter { $0.path.hasSuffix(".swift") }
        guard !swift.isEmpty else { return [] }
        let scanned = LegacyScanner(rules: rules, options: ScannerOptions(jobs: jobs)).scan(swift).findings
        let reported = Set(found.map { "\($0.ruleID) \($0.location.file):\($0.location.line)" })
        return scanned.filter { ids.contains($0.ruleID) && !reported.contains("\($0.ruleID) \($0.location.file):\($0.location.line)") }
    }
}
