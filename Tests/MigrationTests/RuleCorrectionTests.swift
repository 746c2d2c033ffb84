import Foundation
import Migration
import NavlintCore
import RuleCatalog
import Testing

/// The `<correction>` examples of the legacy rule files: fixing `before` (the
/// only file of a project) gives exactly `after`, and fixing again changes nothing.
@Suite struct RuleCorrectionTests {
    static let rules = ((try? RuleCatalog.builtIn().rules) ?? []).filter {
        $0.id.hasPrefix("legacy_") && $0.id != "legacy_api_with_delegate"
    }
    static let ruleIDs = rules.map(\.id)

    static func rule(_ id: String) throws -> RuleDescription { try #require(rules.first { $0.id == id }) }

    @Test(arguments: ruleIDs)
    func everyLegacyRuleHasACorrection(_ id: String) throws {
        #expect(!(try Self.rule(id).examples.corrections.isEmpty))
    }

    @Test(arguments: ruleIDs)
    func correctionsFixToTheirAfterTextAndStayFixed(_ id: String) throws {
        let rule = try Self.rule(id)
        for correction in rule.examples.corrections {
            let project = try Project(["Screen.swift": correction.before])
            var hooks = Migrator.TestHooks()
            hooks.skipsVerification = true
            let plan = try project.migrate(hooks: hooks)
            #expect(project.read("Screen.swift") == correction.after, "\(rule.id): \(plan.summary.lines())")
            let fixed = project.tree()
            _ = try project.migrate(hooks: hooks)
            #expect(project.tree() == fixed, "\(rule.id): a second run changed the tree")
        }
    }
}
