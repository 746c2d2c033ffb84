import NavlintCore
import Testing

/// Runs every legacy rule's Objective-C examples through clang: the contract
/// each rule file states for `.m` files.
@Suite struct ObjCRuleExampleTests {
    static let rules = catalog.rules.filter { !$0.symbols.isEmpty }

    @Test func everyLegacyRuleHasObjectiveCExamples() {
        for rule in Self.rules {
            #expect(!rule.examples.objectiveCTriggering.isEmpty, "\(rule.id): no objc-triggering example")
            #expect(!rule.examples.objectiveCNonTriggering.isEmpty, "\(rule.id): no objc-non-triggering example")
        }
    }

    @Test(arguments: rules)
    func triggeringExamplesHitExactlyTheMarkedPositions(_ rule: RuleDescription) {
        for example in rule.examples.objectiveCTriggering {
            let (source, marks) = stripMarkers(example)
            #expect(!marks.isEmpty, "\(rule.id): a triggering example without ↓ markers")
            let result = scanObjC(source)
            #expect(positions(result, rule: rule.id) == marks.map { "\(rule.id)@\($0.line):\($0.column)" }, "\(rule.id) example:\n\(source)")
            #expect(result.problems.isEmpty, "\(rule.id): clang had to recover: \(result.problems)")
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesDoNotHit(_ rule: RuleDescription) {
        for example in rule.examples.objectiveCNonTriggering {
            let result = scanObjC(example)
            #expect(positions(result, rule: rule.id).isEmpty, "\(rule.id) example:\n\(example)")
            #expect(result.problems.isEmpty, "\(rule.id): clang had to recover: \(result.problems)")
        }
    }

    @Test(arguments: rules)
    func aDisableCommentSilencesTriggeringExamples(_ rule: RuleDescription) {
        for example in rule.examples.objectiveCTriggering {
            let source = stripMarkers(example).source
            for header in ["// navlint:disable \(rule.id)\n", "/* navlint:disable all */\n"] {
                #expect(positions(scanObjC(header + source), rule: rule.id).isEmpty, "\(rule.id) with \(header)")
            }
        }
    }
}
