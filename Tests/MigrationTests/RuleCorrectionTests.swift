import Foundation
import Migration
import NavlintCore
import RuleCatalog
import Testing

/// The `<correction>` examples of the legacy rule files: fixing `before` (the
/// only file of a project) gives exactly `after`, and fixing again changes nothing.
@Suite struct RuleCorrectionTests {
    static let legacyRules = ((try? RuleCatalog.builtIn().rules) ?? []).filter {
        $0.id.hasPrefix("legacy_") && $0.id != "legacy_api_with_delegate"
    }

    @Test(arguments: legacyRules)
    func everyLegacyRuleHasACorrection(_ rule: RuleDescription) {
        #expect(!rule.examples.corrections.isEmpty, "\(rule.id)")
    }

    @Test(arguments: legacyRules)
    func correctionsFixToTheirAfterTextAndStayFixed(_ rule: RuleDescription) throws {
        for correction in rule.examples.corrections {
            let project = try Project(["Screen.swift": correction.before])
            var hooks = Migrator.TestHooks()
            hooks.skipsVerification = true
            let plan = try project.migrate(hooks: hooks)
            #expect(project.read("Screen.swift") == correction.after, "\(rule.id): \(plan.summary.lines)")
            let fixed = project.tree()
            _ = try project.migrate(hooks: hooks)
            #expect(project.tree() == fixed, "\(rule.id): a second run changed the tree")
        }
    }
}
