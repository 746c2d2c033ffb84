@testable import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// Principle 8 at run time (legacy slot APIs the delegate's own code uses are
/// reported and run as the SDK runs them, as nothing), and the cleanup
/// leftovers that show up one state later (reported once, where they were left).
@Suite struct LegacyAndLeftoverTests {
    private static let enableLine = "    let safeArea = navMap.safeAreaLayoutGuide\n    let bottomGuide = mapContentsBottomGuide\n"
    private static let scenarios = Array(Fixture.portrait.prefix(2))

    @Test func legacyPropertiesAndCallsAreReportedAndTheRunGoesOn() throws {
        let text = Fixture.mutate(
            Fixture.sample, Self.enableLine,
            Self.enableLine + """
                navMap.settings.isNavigationHeaderEnabled = false
                navMap.padding = UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0)
                navMap.settings.compassButton = true

            """)
        let result = try Fixture.verify(text, scenarios: Self.scenarios)
        // The sample runs these lines in enableNavigationUI and stopGuidance; `compassButton` is no legacy API.
        let legacy = result.findings.filter { $0.ruleID == "legacy_api_with_delegate" }
        #expect(legacy.count == 4 && !legacy.contains { $0.message.contains("compass") }, "\(result.listing)")
        #expect(legacy.contains { $0.message.hasPrefix("`padding`, a legacy slot API (legacy_map_padding), has no effect here") })
        #expect(legacy.contains { $0.message.contains("(legacy_navigation_header_enabled)") })
        #expect(result.notVerified.isEmpty && result.ruleIDs == ["legacy_api_with_delegate"], "\(result.listing)")
    }

    /// A slot guide's frame is undefined under a delegate: reported, and what is placed on it is not checked.
    @Test func aLegacyGuideIsReportedAndStops() throws {
        let text = Fixture.mutate(
            Fixture.sample, Self.enableLine, Self.enableLine + "    _ = navMap.navigationHeaderLayoutGuide.bottomAnchor\n")
        let result = try Fixture.verify(text, scenarios: Self.scenarios)
        #expect(result.ruleIDs == ["legacy_api_with_delegate", "delegate_not_verified"], "\(result.listing)")
        #expect(result.notVerified.contains { $0.contains("navigationHeaderLayoutGuide") })
    }

    /// Corpus 85 with `startGuidance` keeping the ready constraints: in the
    /// resizes they also fight the ready layout `stopGuidance` restores in
    /// wide mode and the guidance layout `sizeChanged` redoes. One cleanup
    /// finding, no consequences (unsatisfiable, fixed sizes) besides.
    @Test func readyConstraintsLeftByStartGuidanceAreReportedOnce() throws {
        let delegate = try #require(Corpus.delegates.first { $0.name == "85-MetricsStruct" })
        let mutant = try #require(delegate.mutants.first { $0.rule == "delegate_incomplete_cleanup" && $0.note.hasPrefix("startGuidance keeps") })
        let files = try #require(Corpus.apply(mutant, to: delegate.files))
        let resizes = Fixture.scenarios.filter { $0.name.hasPrefix("resize-") }
        #expect(!resizes.isEmpty)
        let result = try Corpus.verify(files, of: delegate, scenarios: resizes)
        // Besides, `showPrompt` reads `wideMode` of the state `startGuidance` gave, stale after a resize: stated as assumed.
        let errors = result.findings.filter { $0.ruleID != "delegate_assumption" }
        #expect(errors.map(\.ruleID) == ["delegate_incomplete_cleanup"], "\(result.listing)")
    }
}

/// Which code an overlap is reported at: the code that placed last of the two.
@Suite struct OverlapLocationTests {
    /// The ETA card added again after the prompt covers it: the re-add is at fault, not the prompt.
    @Test func aCardAddedAgainOverAPromptIsReportedAtTheReAdd() throws {
        var text = Fixture.mutate(
            Fixture.sample, "  private var currentPrompt: NavigationPromptView?\n",
            "  private var currentPrompt: NavigationPromptView?\n  private var lastEtaCard: UIView?\n")
        text = Fixture.mutate(text, "    activeGuidanceElements = elements\n", "    activeGuidanceElements = elements\n    lastEtaCard = newState.etaCard\n")
        text = Fixture.mutate(
            text, "    navMap.addSubview(newPrompt)\n    currentPrompt = newPrompt\n",
            "    navMap.addSubview(newPrompt)\n    currentPrompt = newPrompt\n    if let lastEtaCard { navMap.addSubview(lastEtaCard) }\n")
        let result = try Fixture.verify(text, scenarios: Array(Fixture.portrait.filter { $0.name.hasSuffix("-prompt") }.prefix(1)))
        let overlap = try #require(result.findings.first { $0.ruleID == "delegate_overlap" && $0.message.contains("etaCard") }, "\(result.listing)")
        #expect(overlap.sourceLine?.contains("navMap.addSubview(lastEtaCard)") ?? false, "\(overlap.sourceLine ?? "")")
    }
}
