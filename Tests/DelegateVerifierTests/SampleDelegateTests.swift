import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// Issue 4's acceptance for the SDK sample: clean in portrait, and
/// `delegate_wide_mode_unchecked` in wide scenarios (the sample says it does
/// not handle wide mode).
@Suite struct SampleDelegateTests {
    @Test func sampleVerifiesCleanInPortrait() throws {
        let result = try Fixture.verify(Fixture.sample, scenarios: Fixture.portrait)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }

    @Test func sampleIsFlaggedForWideModeInWideScenarios() throws {
        let result = try Fixture.verify(Fixture.sample, scenarios: Fixture.wide)
        #expect(result.ruleIDs == ["delegate_wide_mode_unchecked"], "\(result.listing)")
        #expect(result.findings.map { $0.sourceLine?.trimmingCharacters(in: .whitespaces) } == ["func enableNavigationUI(", "func startGuidance("])
    }

    @Test func sampleOverAllScenarios() throws {
        let result = try Fixture.verify(Fixture.sample)
        #expect(result.ruleIDs == ["delegate_wide_mode_unchecked"], "\(result.listing)")
    }
}
