import NavlintCore
import Testing

/// Runs every rule's declarative examples: the contract each rule file states.
@Suite struct RuleExampleTests {
    static let rules = catalog.rules

    @Test(arguments: rules)
    func triggeringExamplesHitExactlyTheMarkedPositions(_ rule: RuleDescription) {
        for example in rule.examples.triggering {
            let (source, marks) = stripMarkers(example)
            #expect(!marks.isEmpty, "\(rule.id): a triggering example without ↓ markers")
            let expected = marks.map { "\(rule.id)@\($0.line):\($0.column)" }
            #expect(positions(scan(source), rule: rule.id) == expected, "\(rule.id) example:\n\(source)")
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesDoNotHit(_ rule: RuleDescription) {
        for example in rule.examples.nonTriggering {
            #expect(positions(scan(example), rule: rule.id).isEmpty, "\(rule.id) example:\n\(example)")
        }
    }

    @Test(arguments: rules)
    func triggeringExamplesInsideCommentsOrStringsDoNotHit(_ rule: RuleDescription) {
        for example in rule.examples.triggering {
            let source = stripMarkers(example).source
            let commented = source.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "// " + $0 }.joined(separator: "\n")
            let blockCommented = "/*\n" + source + "\n*/\n"
            let quoted = "let snippet = #\"\"\"\n" + source + "\"\"\"#\n"
            for wrapped in [commented, blockCommented, quoted] {
                #expect(scan(wrapped).findings.isEmpty, "\(rule.id) wrapped example:\n\(wrapped)")
            }
        }
    }

    @Test(arguments: rules)
    func aDisableCommentSilencesTriggeringExamples(_ rule: RuleDescription) {
        for example in rule.examples.triggering {
            let source = stripMarkers(example).source
            for header in ["// navlint:disable \(rule.id)\n", "// navlint:disable all\n"] {
                #expect(positions(scan(header + source), rule: rule.id).isEmpty, "\(rule.id) with \(header)")
            }
        }
    }
}
