import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// The stand-in guides of a generated delegate (`headerGuide`, ...; see
/// docs/generated-delegate-contract.md): `verify --against-legacy` calls
/// `addStandInGuides(to:)` as the app would, compares them with the legacy
/// guides in every step and lets them outlive `disableNavigationUI`; a
/// delegate that misplaces or drops one is not equivalent.
@Suite struct StandInGuideTests {
    /// A generated delegate with a header stand-in and a run-time `showsTurnCard`
    /// (the `guide-stored-in-coordinator` migration fixture's).
    static let delegate = try! String(
        contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("MigrationTests/Fixtures/guide-stored-in-coordinator/after/App/RideViewControllerLayoutDelegate.swift"),
        encoding: .utf8)
    /// One portrait scenario: the whole lifecycle, navigation off at both ends.
    static let scenarios = Array(Fixture.portrait.prefix(1))

    @Test func theGeneratedStandInMatchesTheLegacyGuideAndOutlivesNavigation() throws {
        let result = try Fixture.verify(Self.delegate, scenarios: Self.scenarios, againstLegacy: true)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }

    /// The `delegate_not_equivalent` messages of the delegate with `original` replaced.
    private func notEquivalent(replacing original: String, with replacement: String) throws -> [String] {
        let mutant = Fixture.mutate(Self.delegate, original, replacement)
        let result = try Fixture.verify(mutant, scenarios: Self.scenarios, againstLegacy: true)
        return result.findings.filter { $0.ruleID == "delegate_not_equivalent" }.map(\.message)
    }

    @Test func aStandInRestingElsewhereWithoutNavigationIsNotEquivalent() throws {
        let messages = try notEquivalent(
            replacing: "headerGuide, top: restingArea.topAnchor, bottom: restingArea.topAnchor,",
            with: "headerGuide, top: restingArea.topAnchor, bottom: restingArea.bottomAnchor,")
        #expect(messages.contains { $0.hasPrefix("headerGuide, the stand-in for navigationHeaderLayoutGuide,") })
    }

    @Test func aStandInNotCoveringTheTurnCardIsNotEquivalent() throws {
        let messages = try notEquivalent(
            replacing: "headerGuide, top: turnCard.topAnchor, bottom: headerBottom,",
            with: "headerGuide, top: turnCard.topAnchor, bottom: turnCard.topAnchor,")
        #expect(messages.contains { $0.contains("the stand-in for navigationHeaderLayoutGuide") })
    }

    @Test func aStandInAddedPerStateIsTornDownWithItAndReported() throws {
        // Added with the state's guides instead of at installation: gone after disableNavigationUI.
        let messages = try notEquivalent(replacing: "guides = [mapArea]", with: "guides = [mapArea, headerGuide]")
        #expect(messages.contains { $0.contains("is not in the map view in the delegate") })
    }
}
