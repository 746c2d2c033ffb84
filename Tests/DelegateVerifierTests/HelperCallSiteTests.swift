@testable import DelegateVerifier
import LayoutModel
import Testing

/// Findings in a helper function name the call of the helper they come from
/// (trials 18-19: every finding of a shared `pin(...)` pointed at the helper).
@Suite struct HelperCallSiteTests {
    /// The sample with the logo placed by a helper that uses the left anchor, called from two callbacks.
    static let delegate = Fixture.mutate(
        Fixture.sample, "logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor)", "pinLeft(logo, to: safeArea)")
        + """

        @MainActor func pinLeft(_ view: UIView, to guide: UILayoutGuide) -> NSLayoutConstraint {
            view.leftAnchor.constraint(equalTo: guide.leftAnchor)
        }
        """

    @Test func eachCallOfTheHelperIsItsOwnFinding() throws {
        let result = try Fixture.verify(Self.delegate, scenarios: Array(Fixture.portrait.prefix(2)))
        let lines = Self.delegate.split(separator: "\n", omittingEmptySubsequences: false)
        let helperLine = try #require(lines.firstIndex { $0.contains("view.leftAnchor.constraint") }) + 1
        let callLines = lines.indices.filter { lines[$0].contains("pinLeft(logo") }.map { $0 + 1 }
        #expect(callLines.count == 2)
        let findings = result.findings.filter { $0.ruleID == "delegate_left_right_anchor" }
        #expect(findings.allSatisfy { $0.location.line == helperLine }, "\(result.listing)")
        let named = callLines.map { line in findings.filter { $0.message.contains("(in pinLeft, called at Delegate.swift:\(line))") }.count }
        #expect(named == [1, 1], "\(result.listing)")
    }

    /// A layout DSL in a file of its own (`pin` making a `Pin` whose `make`
    /// builds the constraint): the finding names the delegate's call of `pin`,
    /// not `make`'s call inside the DSL (trial 31a).
    @Test func aHelperOfAnotherFileIsToldByItsUseOutsideIt() throws {
        let delegate = Fixture.mutate(
            Fixture.sample, "logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor)", "pin(logo, to: safeArea)")
        let dsl = """
            import UIKit
            struct Pin {
              let view: UIView
              let guide: UILayoutGuide
              func make() -> NSLayoutConstraint { view.leftAnchor.constraint(equalTo: guide.leftAnchor) }
            }
            @MainActor func pin(_ view: UIView, to guide: UILayoutGuide) -> NSLayoutConstraint {
              Pin(view: view, guide: guide).make()
            }
            """
        var options = DelegateVerifier.Options()
        options.scenarios = Array(Fixture.portrait.prefix(2))
        let source = try DelegateSource(
            text: delegate, displayPath: "Delegate.swift", context: [DelegateSource.ContextFile(text: dsl, displayPath: "DSL.swift")])
        let result = try DelegateVerifier.verify(source, options: options)
        let findings = result.findings.filter { $0.ruleID == "delegate_left_right_anchor" }
        let lines = delegate.split(separator: "\n", omittingEmptySubsequences: false)
        let callLines = lines.indices.filter { lines[$0].contains("pin(logo") }.map { $0 + 1 }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.location.file == "DSL.swift" }, "\(result.listing)")
        #expect(
            Set(findings.compactMap { finding in callLines.first { finding.message.contains("(in pin, called at Delegate.swift:\($0))") } }) == Set(callLines),
            "\(result.listing)")
    }

    /// Code in the delegate's own callbacks names no caller.
    @Test func callbacksNameNoCaller() throws {
        let mutated = Fixture.mutate(
            Fixture.sample, "logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor)", "logo.leftAnchor.constraint(equalTo: safeArea.leftAnchor)")
        let result = try Fixture.verify(mutated, scenarios: Array(Fixture.portrait.prefix(2)))
        let findings = result.findings.filter { $0.ruleID == "delegate_left_right_anchor" }
        #expect(!findings.isEmpty && findings.allSatisfy { !$0.message.contains("called at") }, "\(result.listing)")
    }
}
