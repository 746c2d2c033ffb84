import DelegateVerifier
import LayoutModel
import Testing

/// Principle 10's "turn card top, ETA card bottom" in wide mode (trial 25a's
/// silent pass: an ETA card stacked right under the turn card stays leading).
@Suite struct WideColumnTests {
    static let wideGuidance = Fixture.wide.filter { $0.events.contains(.startGuidance) && !$0.events.contains(.showPrompt) }
    static let stackedUnderTurnCard = "      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),\n"

    /// The ETA card on the turn card's bottom in wide mode, the bottom guide
    /// left where it was: leading still, but at the top of the column.
    @Test func anETACardUnderTheTurnCardIsOutOfItsPlace() throws {
        let mutant = Fixture.mutate(
            MutationTests.wideAware, Self.stackedUnderTurnCard,
            "      newState.wideMode\n        ? etaCard.topAnchor.constraint(equalTo: turnCard.bottomAnchor)\n        : etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),\n")
        let result = try Fixture.verify(mutant, scenarios: Self.wideGuidance)
        let finding = try #require(result.findings.first { $0.ruleID == "delegate_wide_mode_cards_not_leading" }, "\(result.listing)")
        #expect(finding.message.contains("etaCard"), "\(finding.message)")
        #expect(finding.message.contains("upper half of the safe area in wide mode"), "\(finding.message)")
        #expect(finding.sourceLine?.contains("etaCard.topAnchor.constraint(equalTo: turnCard.bottomAnchor)") ?? false, "\(finding)")
    }

    /// The turn card sunk onto the ETA card: at the bottom of the column.
    @Test func aTurnCardAtTheBottomIsOutOfItsPlace() throws {
        let mutant = Fixture.mutate(
            MutationTests.wideAware, "      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),\n",
            "      newState.wideMode\n        ? turnCard.bottomAnchor.constraint(equalTo: etaCard.topAnchor)\n        : turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),\n")
        let result = try Fixture.verify(mutant, scenarios: Self.wideGuidance)
        let finding = try #require(result.findings.first { $0.ruleID == "delegate_wide_mode_cards_not_leading" }, "\(result.listing)")
        #expect(finding.message.contains("turnCard"), "\(finding.message)")
        #expect(finding.message.contains("lower half of the safe area in wide mode"), "\(finding.message)")
    }

    /// The sample's wide layout (turn card at the top, ETA card at the bottom) has no such finding.
    @Test func theSampleColumnIsInPlace() throws {
        let result = try Fixture.verify(MutationTests.wideAware, scenarios: Self.wideGuidance)
        #expect(!result.ruleIDs.contains("delegate_wide_mode_cards_not_leading"), "\(result.listing)")
    }
}

/// Trial 26a: a delegate given without the file of its prompt callbacks is
/// told so, not only that the prompt is not shown.
@Suite struct MissingCallbackTests {
    @Test func aPromptNotShownByAMissingCallbackSaysSo() throws {
        let renamed = Fixture.mutate(
            Fixture.sample, "  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {",
            "  func presentPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {")
        let prompts = Fixture.portrait.filter { $0.events.contains(.showPrompt) }.prefix(1)
        let result = try Fixture.verify(renamed, scenarios: Array(prompts))
        let finding = try #require(result.findings.first { $0.ruleID == "delegate_prompt_not_shown" }, "\(result.listing)")
        #expect(finding.message.contains("the class has no showPrompt in the given files"), "\(finding.message)")
    }
}
