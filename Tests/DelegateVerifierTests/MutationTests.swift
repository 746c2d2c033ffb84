import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// A delegate broken in exactly one way, and the rule that must catch it.
struct Mutation: CustomTestStringConvertible, Sendable {
    let rule: String
    let base: @Sendable () -> String
    let mutant: @Sendable () -> String
    var againstLegacy = false
    var testDescription: String { rule }
}

/// Issue 4's mutation suite: each mutation is caught by its rule and by no
/// unrelated one (compared with the unbroken delegate's findings, by rule
/// and source line, since mutations move lines).
@Suite struct MutationTests {
    /// Every device and direction with and without a prompt, the resizes, and
    /// the speed widget changing size (the other fixed sizes aside), and a
    /// prompt on the first device without a speed widget: with one, the widget
    /// holds the open map above where a prompt reaches, so a delegate no
    /// longer lifting the map above its prompt overlaps only without it (corpus 336-338).
    static let scenarios = Fixture.scenarios.filter { scenario in
        scenario.speedWidgetState == .both || scenario.events.contains { if case .speedWidget = $0 { true } else { false } }
            || (scenario.speedWidgetState == .nothing && scenario.device == Fixture.scenarios[0].device
                && scenario.direction == .leftToRight && scenario.events == Scenario.lifecycle(withPrompt: true))
    }

    static let sample = Fixture.sample
    /// The sample reading `wideMode` in both transition callbacks.
    static let wideAware = Fixture.mutate(
        sample, "logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),",
        "logo.leadingAnchor.constraint(\n        equalTo: safeArea.leadingAnchor,\n        constant: newState.wideMode ? 0 : 0),")
    static let legacy = try! String(
        contentsOf: Fixture.directory.appendingPathComponent("LegacyDefaultLayoutDelegate.swift"), encoding: .utf8)
    static let sizeChangedOnly = """
          func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
            if newState.wideMode { navMap.layoutIfNeeded() }
          }

          // MARK: - Prompts
        """

    static let mutations: [Mutation] = [
        Mutation(rule: "delegate_missing_required_view", base: { sample }) {
            Fixture.mutate(
                Fixture.mutate(sample, "topLevelViews: [turnCard, etaCard, viewport, logo])", "topLevelViews: [turnCard, etaCard, viewport])"),
                "      logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),\n      logo.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),\n\n      // Frame",
                "      // Frame")
        },
        Mutation(rule: "delegate_fixed_size_constraint", base: { sample }) {
            Fixture.mutate(
                sample, "turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),",
                "turnCard.topAnchor.constraint(equalTo: navMap.topAnchor), turnCard.widthAnchor.constraint(equalToConstant: 300),")
        },
        Mutation(rule: "delegate_left_right_anchor", base: { sample }) {
            Fixture.mutate(
                Fixture.mutate(
                    sample, "viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),",
                    "viewport.leftAnchor.constraint(equalTo: safeArea.leftAnchor),"),
                "viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),",
                "viewport.rightAnchor.constraint(equalTo: safeArea.rightAnchor),")
        },
        Mutation(rule: "delegate_incomplete_cleanup", base: { sample }) {
            Fixture.mutate(sample, "    activeGuidanceElements?.deactivate()\n", "")
        },
        Mutation(rule: "delegate_incomplete_cleanup", base: { sample }) {
            Fixture.mutate(sample, "    navigationReadyElements?.deactivate()\n\n    let safeArea", "    let safeArea")
        },
        Mutation(rule: "delegate_overlap", base: { sample }) {
            Fixture.mutate(
                sample,
                "      mapContentsBottomGuide.bottomAnchor.constraint(\n        lessThanOrEqualTo: newPrompt.topAnchor),\n", "")
        },
        Mutation(rule: "delegate_overlap", base: { sample }) {
            // Below the ETA card, the prompt is hidden by it.
            Fixture.mutate(sample, "    navMap.addSubview(newPrompt)\n", "    navMap.insertSubview(newPrompt, at: 0)\n")
        },
        Mutation(rule: "delegate_fixed_size_constraint", base: { sample }) {
            // No height anchor, but the turn card squashed to 40 pt between two edges.
            Fixture.mutate(
                sample, "turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),",
                "turnCard.topAnchor.constraint(equalTo: navMap.topAnchor), turnCard.bottomAnchor.constraint(equalTo: navMap.topAnchor, constant: 40),")
        },
        Mutation(rule: "delegate_unsatisfiable", base: { sample }) {
            Fixture.mutate(
                sample, "turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),",
                "turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),\n      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor, constant: 10),")
        },
        Mutation(rule: "delegate_ambiguous_layout", base: { sample }) {
            Fixture.mutate(
                Fixture.mutate(
                    sample, "topLevelViews: [logo, viewport])",
                    "topLevelViews: [logo, viewport, badge])"),
                "    let logo = newState.googleLogo\n    let viewport = newState.viewport\n    let elements = StateElements(\n      navMap: navMap, buttons: newState.buttons,\n      topLevelViews: [logo, viewport, badge])",
                "    let logo = newState.googleLogo\n    let viewport = newState.viewport\n    let badge = UIView()\n    badge.translatesAutoresizingMaskIntoConstraints = false\n    let elements = StateElements(\n      navMap: navMap, buttons: newState.buttons,\n      topLevelViews: [logo, viewport, badge])")
                .replacingOccurrences(
                    of: "    elements.activate()\n    navigationReadyElements = elements",
                    with: "    elements.constraints.append(badge.topAnchor.constraint(equalTo: safeArea.topAnchor))\n    elements.activate()\n    navigationReadyElements = elements")
        },
        Mutation(rule: "delegate_wide_mode_unchecked", base: { wideAware }) {
            Fixture.mutate(sample, "  // MARK: - Prompts", sizeChangedOnly)
        },
        Mutation(rule: "delegate_wide_mode_cards_not_leading", base: { wideAware }) {
            Fixture.mutate(
                wideAware, "turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),",
                "newState.wideMode\n        ? turnCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor)\n        : turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),")
        },
        Mutation(rule: "delegate_viewport_not_below_turn_card", base: { sample }) {
            Fixture.mutate(
                sample, "viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),",
                "viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),")
        },
        Mutation(rule: "delegate_not_equivalent", base: { legacy }, mutant: {
            Fixture.mutate(
                legacy, "constant: -NavigationStyleValues.buttonHorizontalPadding)",
                "constant: -NavigationStyleValues.buttonHorizontalPadding - 10)")
        }, againstLegacy: true),
    ]

    @Test(arguments: mutations)
    func mutationIsCaughtByItsRuleOnly(_ mutation: Mutation) throws {
        func keys(_ text: String) throws -> [String: [String]] {
            let result = try Fixture.verify(text, scenarios: Self.scenarios, againstLegacy: mutation.againstLegacy)
            return Dictionary(grouping: result.findings, by: { "\($0.ruleID) \($0.sourceLine?.trimmingCharacters(in: .whitespaces) ?? "")" })
                .mapValues { $0.map(\.message) }
        }
        let base = try keys(mutation.base())
        let mutant = try keys(mutation.mutant())
        let added = mutant.filter { base[$0.key] == nil }
        let addedRules = Set(added.keys.map { String($0.split(separator: " ")[0]) })
        #expect(addedRules == [mutation.rule], "\(added)")
    }

    @Test func basesForWideModeMutationsAreClean() throws {
        let result = try Fixture.verify(Self.wideAware, scenarios: Self.scenarios)
        #expect(result.findings.isEmpty, "\(result.listing)")
        let legacy = try Fixture.verify(Self.legacy, scenarios: Self.scenarios, againstLegacy: true)
        #expect(legacy.findingsBeyondConfiguration.isEmpty, "\(legacy.listing)")
    }
}
