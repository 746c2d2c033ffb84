import DelegateVerifier
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

    /// Code in the delegate's own callbacks names no caller.
    @Test func callbacksNameNoCaller() throws {
        let mutated = Fixture.mutate(
            Fixture.sample, "logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor)", "logo.leftAnchor.constraint(equalTo: safeArea.leftAnchor)")
        let result = try Fixture.verify(mutated, scenarios: Array(Fixture.portrait.prefix(2)))
        let findings = result.findings.filter { $0.ruleID == "delegate_left_right_anchor" }
        #expect(!findings.isEmpty && findings.allSatisfy { !$0.message.contains("called at") }, "\(result.listing)")
    }
}
