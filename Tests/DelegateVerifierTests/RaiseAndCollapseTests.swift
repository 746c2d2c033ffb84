import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// Trial 13a: an operation UIKit raises on ends the scenario at the raise
/// with that one finding (the app is gone: what follows is no layout anyone
/// sees), and a Google view the state shows but lays out with no area is
/// reported (`delegate_collapsed_view`), as is a collapsed card away from the
/// leading edge in wide mode. Each case is the SDK sample with one change.
@Suite struct RaiseAndCollapseTests {
    static let sample = Fixture.sample
    static let withoutPrompt = Fixture.portrait.filter { !$0.events.contains(.showPrompt) }
    /// Narrow scenarios that never resize: they never see wide mode.
    static let narrowOnly = Fixture.portrait.filter { scenario in
        !scenario.events.contains { if case .resize = $0 { true } else { false } }
    }

    /// The sample relating the viewport's left anchor to a leading anchor,
    /// in wide mode only (`wide`) or always.
    static func leftToLeading(wide: Bool) -> String {
        Fixture.mutate(
            sample, "viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),",
            wide
                ? "(newState.wideMode ? viewport.leftAnchor : viewport.leadingAnchor).constraint(equalTo: safeArea.leadingAnchor),"
                : "viewport.leftAnchor.constraint(equalTo: safeArea.leadingAnchor),")
    }

    /// The sample with the guidance turn card's trailing edge on its leading edge's anchor.
    static let squeezedTurnCard = Fixture.mutate(
        sample, "      turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),\n",
        "      turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),\n      turnCard.trailingAnchor.constraint(equalTo: safeArea.leadingAnchor),\n")

    /// The sample with the speed widget above the ETA card during guidance
    /// (the map contents above it), and `extra`.
    static func speedWidget(_ extra: String) -> String {
        Fixture.mutate(
            Fixture.mutate(
                sample, "      topLevelViews: [turnCard, etaCard, viewport, logo])",
                "      topLevelViews: [turnCard, etaCard, viewport, logo, newState.speedWidget])"),
            "      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),\n",
            """
                  etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                  newState.speedWidget.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
                  newState.speedWidget.bottomAnchor.constraint(equalTo: etaCard.topAnchor),
                  bottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newState.speedWidget.topAnchor),
                  \(extra)

            """)
    }

    // MARK: a raise ends the scenario

    @Test func aRaiseEndsTheScenarioWithItsOneFinding() throws {
        let result = try Fixture.verify(Self.leftToLeading(wide: false), scenarios: Self.withoutPrompt)
        #expect(result.findings.count == 1, "\(result.listing)")
        let finding = try #require(result.findings.first)
        #expect(finding.ruleID == "delegate_unsatisfiable")
        #expect(finding.message.hasPrefix("UIKit would raise here (the app would crash): viewport.leftAnchor"), "\(finding.message)")
        #expect(finding.message.contains("the rest of the scenario is not checked"))
        // At the activation that raises.
        #expect(finding.sourceLine?.contains("NSLayoutConstraint.activate(constraints)") ?? false, "\(finding.sourceLine ?? "")")
        // As a crash, a raise is no full verification.
        #expect(result.fullyCheckedRuns == 0 && result.runs == Self.withoutPrompt.count)
    }

    /// Raising in wide mode only: the wide scenarios stop (no wide-mode
    /// warning for a callback that did read `wideMode` before raising), the
    /// narrow ones run in full and clean.
    @Test func aRaiseStopsOnlyTheScenariosThatRaise() throws {
        let result = try Fixture.verify(Self.leftToLeading(wide: true), scenarios: Self.narrowOnly + Fixture.wide)
        #expect(result.ruleIDs == ["delegate_unsatisfiable"], "\(result.listing)")
        #expect(result.findings.count == 1, "\(result.listing)")
        #expect(result.fullyCheckedRuns == Self.narrowOnly.count, "\(result.fullyCheckedRuns) of \(result.runs)")
        #expect(try Fixture.verify(Self.leftToLeading(wide: true), scenarios: Self.narrowOnly).isFullyVerified)
    }

    // MARK: a view shown without area

    @Test func aCardSqueezedToNoWidthIsReportedAtItsEdge() throws {
        let result = try Fixture.verify(Self.squeezedTurnCard, scenarios: Self.withoutPrompt)
        #expect(result.ruleIDs == ["delegate_collapsed_view"], "\(result.listing)")
        let finding = try #require(result.findings.first)
        #expect(finding.message.hasPrefix("turnCard is laid out 0 pt wide at ("), "\(finding.message)")
        #expect(finding.sourceLine?.contains("turnCard.leadingAnchor") ?? false, "\(finding.sourceLine ?? "")")
    }

    /// Views the state does not show: the squeezed turn card hidden, and
    /// buttons a hiding stack without room hides (the SDK's doing).
    static let unshown = [
        Fixture.mutate(
            squeezedTurnCard, "    let etaCard = newState.etaCard\n", "    let etaCard = newState.etaCard\n    turnCard.isHidden = true\n"),
        Fixture.mutate(
            sample, "      buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),\n      buttonStack.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),",
            "      buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),\n      buttonStack.bottomAnchor.constraint(equalTo: turnCard.bottomAnchor),"),
    ]

    @Test(arguments: unshown)
    func aViewWithoutAreaTheStateDoesNotShowIsNotReported(_ text: String) throws {
        let result = try Fixture.verify(text, scenarios: Self.withoutPrompt)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }

    /// The speed widget with nothing to show has no size from the SDK: only
    /// the worlds where it shows something report it squeezed.
    @Test func theSpeedWidgetCollapsesOnlyWhenItHasSomethingToShow() throws {
        let placed = try Fixture.verify(Self.speedWidget(""), scenarios: Self.withoutPrompt)
        #expect(placed.findings.isEmpty, "\(placed.listing)")
        let squeezed = Self.speedWidget("newState.speedWidget.topAnchor.constraint(equalTo: etaCard.topAnchor),")
        let nothing = Self.withoutPrompt.filter { $0.speedWidgetState == .nothing }
        #expect(try Fixture.verify(squeezed, scenarios: nothing).findings.isEmpty)
        let shown = try Fixture.verify(squeezed, scenarios: Self.withoutPrompt.filter { $0.speedWidgetState == .both })
        #expect(shown.ruleIDs == ["delegate_collapsed_view"], "\(shown.listing)")
        #expect(shown.findings.allSatisfy { $0.message.hasPrefix("speedWidget is laid out 0 pt tall") }, "\(shown.listing)")
    }

    /// A turn card squeezed to nothing at the map's centre in wide mode is
    /// collapsed, and away from the leading edge all the same.
    @Test func aCollapsedCardInWideModeIsStillNotLeading() throws {
        let centred = Fixture.mutate(
            MutationTests.wideAware, "turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),",
            "turnCard.leadingAnchor.constraint(equalTo: newState.wideMode ? navMap.centerXAnchor : safeArea.leadingAnchor),\n      turnCard.trailingAnchor.constraint(lessThanOrEqualTo: newState.wideMode ? navMap.centerXAnchor : safeArea.trailingAnchor),")
        let result = try Fixture.verify(centred, scenarios: Fixture.wide.filter { !$0.events.contains(.showPrompt) })
        #expect(result.ruleIDs == ["delegate_collapsed_view", "delegate_wide_mode_cards_not_leading"], "\(result.listing)")
        #expect(try Fixture.verify(centred, scenarios: Self.narrowOnly).findings.isEmpty)
    }
}
