import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// Issue 12 item 4: what lives for the whole navigation session is no state's
/// leftover, a prompt on top of an app panel is "above the layout", and the
/// viewport under an opaque app view is principle 9's finding. Each case is
/// the SDK sample with one change, in the portrait scenarios (the sample does
/// not read `wideMode`).
@Suite struct SessionAndPanelTests {
    static let sample = Fixture.sample
    static let withoutPrompt = Fixture.portrait.filter { !$0.events.contains(.showPrompt) }

    /// The sample with its bottom guide's constraints activated once in
    /// `enableNavigationUI` for the session, instead of in each state's set.
    static let sessionGuide = Fixture.mutate(
        Fixture.mutate(
            sample, "    elements.constraints = sharedConstraints + [\n      buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),\n      buttonStack.topAnchor.constraint(equalTo: safeArea.topAnchor),",
            "    NSLayoutConstraint.activate(sharedConstraints)\n    elements.constraints = [\n      buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),\n      buttonStack.topAnchor.constraint(equalTo: safeArea.topAnchor),"),
        "    elements.constraints = sharedConstraints + [\n      turnCard.leadingAnchor", "    elements.constraints = [\n      turnCard.leadingAnchor")

    /// The sample with an app panel (60 pt, the width of the safe area) on the
    /// ETA card during guidance; the map contents stay above it.
    static let panel = Fixture.mutate(
        Fixture.mutate(
            Fixture.mutate(sample, "  private var currentPrompt: NavigationPromptView?\n", "  private var currentPrompt: NavigationPromptView?\n  private let panel = UIView()\n"),
            "    let viewport = newState.viewport\n    let elements = StateElements(\n      navMap: navMap, buttons: newState.buttons,\n      topLevelViews: [turnCard, etaCard, viewport, logo])",
            "    let viewport = newState.viewport\n    panel.translatesAutoresizingMaskIntoConstraints = false\n    let elements = StateElements(\n      navMap: navMap, buttons: newState.buttons,\n      topLevelViews: [turnCard, etaCard, viewport, logo, panel])"),
        "      bottomGuide.bottomAnchor.constraint(\n        lessThanOrEqualTo: etaCard.topAnchor),",
        "      panel.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),\n      panel.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),\n      panel.bottomAnchor.constraint(equalTo: etaCard.topAnchor),\n      panel.heightAnchor.constraint(equalToConstant: 60),\n      bottomGuide.bottomAnchor.constraint(\n        lessThanOrEqualTo: panel.topAnchor),")

    /// `panel` with the guidance viewport's bottom on the ETA card: under the panel.
    static let viewportUnderPanel = Fixture.mutate(
        panel, "      viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),\n      viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),",
        "      viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),\n      viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor),")

    // MARK: (a) session-long constraints and guides

    @Test func constraintsOfTheSessionAreNoLeftoverOfTheReadyState() throws {
        let result = try Fixture.verify(Self.sessionGuide, scenarios: Fixture.portrait)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }

    @Test func readyConstraintsOnGoogleViewsLeftInGuidanceAreStillLeftovers() throws {
        let mutant = Fixture.mutate(Self.sessionGuide, "    navigationReadyElements?.deactivate()\n\n    let safeArea", "    let safeArea")
        let result = try Fixture.verify(mutant, scenarios: Fixture.portrait)
        #expect(result.ruleIDs.contains("delegate_incomplete_cleanup"), "\(result.listing)")
    }

    @Test func aSessionConstraintFightingGuidanceIsUnsatisfiableNotALeftover() throws {
        // Guidance gives the session guide a height its session constraint says is 0.
        let mutant = Fixture.mutate(
            Self.sessionGuide, "      bottomGuide.bottomAnchor.constraint(\n        lessThanOrEqualTo: etaCard.topAnchor),",
            "      bottomGuide.bottomAnchor.constraint(\n        lessThanOrEqualTo: etaCard.topAnchor),\n      bottomGuide.heightAnchor.constraint(equalToConstant: 10),")
        let result = try Fixture.verify(mutant, scenarios: Fixture.portrait)
        #expect(result.ruleIDs.contains("delegate_unsatisfiable"), "\(result.listing)")
        #expect(!result.ruleIDs.contains("delegate_incomplete_cleanup"), "\(result.listing)")
    }

    // MARK: two sessions in a row

    @Test func aDelegateSetUpOncePerObjectIsCaughtInTheSecondSession() throws {
        // Set up once per delegate object, not once per session: the second session starts empty.
        let mutant = Fixture.mutate(
            Fixture.mutate(Fixture.sample, "    navigationReadyElements = nil\n", ""),
            "    navMap: GMSMapView, newState: NavigationReadyUIState\n  ) {\n",
            "    navMap: GMSMapView, newState: NavigationReadyUIState\n  ) {\n    guard navigationReadyElements == nil else { return }\n")
        let sessions = Fixture.scenarios.filter { $0.name.hasPrefix("two-sessions") }
        #expect(!sessions.isEmpty)
        let caught = try Fixture.verify(mutant, scenarios: sessions)
        #expect(caught.findings.contains { $0.ruleID == "delegate_missing_required_view" && $0.message.contains("two-sessions") },
                "\(caught.listing)")
        // One session at a time never shows it.
        let single = try Fixture.verify(mutant, scenarios: Fixture.portrait.filter { !$0.name.hasPrefix("two-sessions") })
        #expect(single.findings.isEmpty, "\(single.listing)")
        #expect(try Fixture.verify(Fixture.sample, scenarios: sessions).findings.isEmpty)
    }

    /// The runs hand every guidance the same card views; a delegate keeping
    /// the first guidance's constraints for the next one rests on that, which
    /// the SDK's documents do not promise: the verifier says so at the reuse.
    @Test func constraintsKeptForTheNextGuidanceStateTheSameViewsAssumption() throws {
        let cached = Fixture.mutate(
            Fixture.mutate(
                Fixture.mutate(
                    Fixture.sample, "  private var activeGuidanceElements: StateElements?\n",
                    "  private var activeGuidanceElements: StateElements?\n  private var keptGuidance: StateElements?\n"),
                "    navigationReadyElements?.deactivate()\n\n    let safeArea",
                "    navigationReadyElements?.deactivate()\n    if let kept = keptGuidance {\n      kept.activate()\n      activeGuidanceElements = kept\n      return\n    }\n\n    let safeArea"),
            "    activeGuidanceElements?.deactivate()\n    activeGuidanceElements = nil\n",
            "    activeGuidanceElements?.deactivate()\n    keptGuidance = activeGuidanceElements\n    activeGuidanceElements = nil\n")
        let sessions = Fixture.scenarios.filter { $0.name.hasPrefix("two-sessions") }
        let result = try Fixture.verify(cached, scenarios: sessions)
        let stated = result.findings.filter { $0.ruleID == "delegate_assumption" }
        #expect(!stated.isEmpty && stated.allSatisfy { $0.message.contains("this guidance's etaCard, turnCard are the views an earlier guidance had") }, "\(result.listing)")
        #expect(result.findings.allSatisfy { $0.ruleID == "delegate_assumption" }, "\(result.listing)")
        // Made again for each guidance, nothing rests on it.
        #expect(try Fixture.verify(Fixture.sample, scenarios: sessions).findings.isEmpty)
        // Two maps' guidances interleave: the first map's prompt callbacks activating again what its own
        // guidance made (with the second map's `startGuidance` in between) rest on nothing.
        let twoMaps = try #require(Corpus.delegates.first { $0.name == "139-TwoMaps" })
        let prompts = Array(Fixture.portrait.filter { $0.name.hasSuffix("-prompt") }.prefix(2))
        let interleaved = try Corpus.verify(twoMaps.files, of: twoMaps, scenarios: prompts)
        #expect(!interleaved.findings.contains { $0.message.contains("an earlier guidance had") }, "\(interleaved.listing)")
    }

    // MARK: (b) prompts above an app panel

    @Test func aPromptOnTopOfAnAppPanelIsNoOverlap() throws {
        let result = try Fixture.verify(Self.panel, scenarios: Fixture.portrait)
        #expect(result.findings.isEmpty, "\(result.listing)")
        // The prompt does reach the panel: brought in front of the prompt, the panel covers it.
        let panelInFront = Fixture.mutate(
            Self.panel, "    navMap.addSubview(newPrompt)\n", "    navMap.addSubview(newPrompt)\n    navMap.addSubview(panel)\n")
        let overPrompt = try Fixture.verify(panelInFront, scenarios: Fixture.portrait)
        #expect(overPrompt.findings.contains { $0.ruleID == "delegate_overlap" && $0.message.hasPrefix("prompt") },
                "\(overPrompt.listing)")
    }

    /// The sample with the speed widget centred on the ETA card's margins guide, the SDK guide's way to stack them.
    static let speedOnEtaMargins = Fixture.mutate(
        Fixture.mutate(
            Fixture.sample, "      topLevelViews: [turnCard, etaCard, viewport, logo])",
            "      topLevelViews: [turnCard, etaCard, viewport, logo, newState.speedWidget])"),
        "      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),\n",
        """
              etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
              newState.speedWidget.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
              newState.speedWidget.centerXAnchor.constraint(equalTo: navMap.centerXAnchor),

        """)

    @Test func googleViewsStackedOnEachOthersMarginsAndAPromptOverThemAreNoOverlap() throws {
        let result = try Fixture.verify(Self.speedOnEtaMargins, scenarios: Fixture.portrait)
        #expect(result.findings.isEmpty, "\(result.listing)")
        // Beyond the margin band, they overlap.
        let lower = Fixture.mutate(
            Self.speedOnEtaMargins, "bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)",
            "bottomAnchor.constraint(equalTo: etaCard.centerYAnchor)")
        let overlapping = try Fixture.verify(lower, scenarios: Self.withoutPrompt)
        #expect(overlapping.ruleIDs == ["delegate_overlap"], "\(overlapping.listing)")
    }

    @Test func anAppViewCoveringAGoogleViewIsStillAnOverlap() throws {
        let mutant = Fixture.mutate(
            Self.panel, "panel.bottomAnchor.constraint(equalTo: etaCard.topAnchor),", "panel.bottomAnchor.constraint(equalTo: etaCard.bottomAnchor),")
        let result = try Fixture.verify(mutant, scenarios: Self.withoutPrompt)
        #expect(result.ruleIDs.contains("delegate_overlap"), "\(result.listing)")
    }

    // MARK: (c) the viewport under an opaque app view

    @Test func theViewportUnderAnAppPanelIsReportedAtItsBottomConstraint() throws {
        let result = try Fixture.verify(Self.viewportUnderPanel, scenarios: Self.withoutPrompt)
        let findings = result.findings.filter { $0.ruleID == "delegate_viewport_under_opaque_view" }
        #expect(!findings.isEmpty, "\(result.listing)")
        #expect(findings.allSatisfy { $0.sourceLine?.contains("viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor)") ?? false },
                "\(result.listing)")
        #expect(result.ruleIDs == ["delegate_viewport_under_opaque_view"], "\(result.listing)")
    }

    @Test func aCardStyleSheetInsetFromTheSidesStillObscuresTheViewport() throws {
        let inset = Fixture.mutate(
            Fixture.mutate(
                Self.viewportUnderPanel, "      panel.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),\n",
                "      panel.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),\n"),
            "panel.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),",
            "panel.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),")
        let result = try Fixture.verify(inset, scenarios: Self.withoutPrompt)
        #expect(result.ruleIDs == ["delegate_viewport_under_opaque_view"], "\(result.listing)")
    }

    @Test func aHiddenPanelDoesNotObscureTheViewport() throws {
        let hidden = Fixture.mutate(
            Self.viewportUnderPanel, "    panel.translatesAutoresizingMaskIntoConstraints = false\n",
            "    panel.translatesAutoresizingMaskIntoConstraints = false\n    panel.isHidden = true\n")
        let result = try Fixture.verify(hidden, scenarios: Self.withoutPrompt)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }

    @Test func aFloatingBadgeOverTheViewportLeavesItsBandOpen() throws {
        // 40 x 40 in the viewport's top trailing corner: the map around it stays open.
        let badge = Fixture.mutate(
            Self.viewportUnderPanel, "panel.heightAnchor.constraint(equalToConstant: 60),\n      bottomGuide.bottomAnchor.constraint(\n        lessThanOrEqualTo: panel.topAnchor),",
            "panel.heightAnchor.constraint(equalToConstant: 40),\n      bottomGuide.bottomAnchor.constraint(\n        lessThanOrEqualTo: panel.topAnchor),")
            .replacingOccurrences(of: "      panel.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),\n", with: "      panel.widthAnchor.constraint(equalToConstant: 40),\n")
            .replacingOccurrences(of: "panel.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),", with: "panel.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -80),")
            .replacingOccurrences(of: "panel.bottomAnchor.constraint(equalTo: etaCard.topAnchor),", with: "panel.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),")
            .replacingOccurrences(of: "lessThanOrEqualTo: panel.topAnchor),", with: "lessThanOrEqualTo: etaCard.topAnchor),")
        #expect(badge != Self.viewportUnderPanel)
        let result = try Fixture.verify(badge, scenarios: Self.withoutPrompt)
        #expect(!result.ruleIDs.contains("delegate_viewport_under_opaque_view"), "\(result.listing)")
    }
}
