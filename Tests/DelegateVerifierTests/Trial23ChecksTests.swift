import DelegateVerifier
import LayoutModel
import Testing

/// Trial 23's silent passes and false findings in the checks: a card partly
/// off screen (`delegate_clipped_view`), a wide-mode finding on a card whose
/// place is ambiguous, and a visual format UIKit rejects.
@Suite struct Trial23ChecksTests {
    static let guidance = Fixture.portrait.filter { $0.events.contains(.startGuidance) && !$0.events.contains(.showPrompt) }

    /// The trial's mutant: the turn card pinned 16 pt before the leading edge
    /// shows 8 pt of its content past it (its 8 pt built-in margin aside).
    @Test func aCardPastTheLeadingEdgeIsClipped() throws {
        let mutant = Fixture.mutate(
            Fixture.sample, "turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),",
            "turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: -16),")
        let result = try Fixture.verify(mutant, scenarios: Self.guidance)
        #expect(result.ruleIDs == ["delegate_clipped_view"], "\(result.listing)")
        let finding = try #require(result.findings.first)
        #expect(finding.sourceLine?.contains("constant: -16") ?? false, "\(finding)")
        #expect(finding.message.contains("its content 8 pt past the map view's leading edge"), "\(finding.message)")
    }

    /// Inset by its built-in margin or less, only the transparent margin is past the edge.
    @Test func aCardPastTheEdgeByItsMarginIsNotClipped() throws {
        let shifted = Fixture.mutate(
            Fixture.sample, "turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),",
            "turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 8),")
        #expect(try Fixture.verify(shifted, scenarios: Self.guidance).findings.isEmpty)
    }

    /// A card whose horizontal place nothing sets is ambiguous, and only that:
    /// where the solver left it says nothing about the leading edge.
    @Test func anAmbiguousCardIsNotReportedAwayFromTheLeadingEdge() throws {
        let loose = Fixture.mutate(Fixture.sample, "turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),", "")
        let wide = Fixture.wide.filter { $0.events.contains(.startGuidance) && !$0.events.contains(.showPrompt) }
        let result = try Fixture.verify(loose, scenarios: wide)
        #expect(result.ruleIDs.contains("delegate_ambiguous_layout"), "\(result.listing)")
        #expect(!result.ruleIDs.contains("delegate_wide_mode_cards_not_leading"), "\(result.listing)")
    }

    /// UIKit raises on a format it cannot read: a crash reported as
    /// `delegate_unsatisfiable` at the call, naming what it could not read.
    @Test func aRejectedVisualFormatIsARaise() throws {
        let mutant = Fixture.mutate(
            Fixture.sample, "      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),\n",
            "      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),\n    ] + NSLayoutConstraint.constraints(withVisualFormat: \"V:[eta]-(gap)-|\", options: [], metrics: [:], views: [\"eta\": etaCard]) + [\n")
        let result = try Fixture.verify(mutant, scenarios: Array(Self.guidance.prefix(1)))
        #expect(result.ruleIDs == ["delegate_unsatisfiable"], "\(result.listing)")
        #expect(result.findings.first?.message.contains("Unable to parse constraint format \"V:[eta]-(gap)-|\" at 12: gap is neither a metric nor a view") ?? false, "\(result.listing)")
    }

    /// Trial 24a's false finding: the viewport ending on the prompt's margin
    /// guide is under the prompt's transparent margin band only (the viewport
    /// is not drawn, so only what the prompt shows counts); ending further
    /// down, the map's contents (the logo on the same guide) are under the prompt.
    @Test func aViewportOnThePromptsMarginGuideIsNotCovered() throws {
        let prompts = Fixture.portrait.filter { $0.events.contains(.showPrompt) }
        let original = "mapContentsBottomGuide.bottomAnchor.constraint(\n        lessThanOrEqualTo: newPrompt.topAnchor),"
        let onMargin = Fixture.mutate(
            Fixture.sample, original,
            "mapContentsBottomGuide.bottomAnchor.constraint(\n        lessThanOrEqualTo: newPrompt.layoutMarginsGuide.topAnchor),")
        #expect(try Fixture.verify(onMargin, scenarios: prompts).findings.isEmpty)
        let under = Fixture.mutate(
            Fixture.sample, original,
            "mapContentsBottomGuide.bottomAnchor.constraint(\n        lessThanOrEqualTo: newPrompt.layoutMarginsGuide.bottomAnchor),")
        let result = try Fixture.verify(under, scenarios: prompts)
        #expect(result.ruleIDs == ["delegate_overlap"], "\(result.listing)")
    }
}
