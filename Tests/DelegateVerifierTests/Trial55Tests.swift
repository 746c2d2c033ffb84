@testable import DelegateVerifier
import Foundation
import LayoutModel
import NavlintCore
import Testing

/// What trial round 55 found, and the two silent passes session 30 left:
/// guidance stopped with a prompt up was never run (55a, 55b, 55c), and a
/// layout deferred for long passed (53c).
@Suite struct Trial55Tests {
    static let promptAtStop = Fixture.scenarios.filter { $0.name.hasPrefix("prompt-at-stop-") }
    /// The sample's one warning (its callbacks do not read `wideMode`).
    static let sampleWarning: Set<String> = ["delegate_wide_mode_unchecked"]

    /// The SDK's sample keeps a prompt guidance stopped with until
    /// `disableNavigationUI` removes it ("including any prompt on screen"):
    /// clean. Without that removal the prompt is left after navigation ends:
    /// an error (the guide's rule for `disableNavigationUI`), saying where to take it down.
    @Test func aPromptUpAtStopIsRemovedByDisable() throws {
        #expect(Self.promptAtStop.count == 2)
        let sample = try Fixture.verify(Fixture.sample, scenarios: Self.promptAtStop)
        #expect(sample.fullyCheckedRuns == 2 && sample.ruleIDs.isSubset(of: Self.sampleWarning), "\(sample.listing)")

        let kept = Fixture.mutate(Fixture.sample, "    currentPrompt?.removeFromSuperview()\n    currentPrompt = nil\n", "")
        let result = try Fixture.verify(kept, scenarios: Self.promptAtStop)
        let cleanup = result.findings.filter { $0.ruleID == "delegate_incomplete_cleanup" }
        #expect(!cleanup.isEmpty, "\(result.listing)")
        for finding in cleanup {
            #expect(finding.severity == .error && finding.message.contains("after disableNavigationUI"), "\(result.listing)")
            #expect(finding.message.contains(Scenario.promptAtStopNote), "\(result.listing)")
        }
        #expect(result.isFullyVerified)
        // Every other scenario hides the prompt first: only this one sees it.
        let others = Fixture.portrait.filter { $0.events.contains(.showPrompt) && !$0.name.hasPrefix("prompt-at-stop-") }
        #expect(try Fixture.verify(kept, scenarios: others).ruleIDs.isSubset(of: Self.sampleWarning))
    }

    /// A prompt kept after `stopGuidance` is still laid out: the
    /// navigation-ready layout must keep the logo clear of it.
    @Test func aPromptKeptAfterStopMustNotCoverTheLogo() throws {
        // The bottom guide no longer stays above the prompt.
        let mutant = Fixture.mutate(
            Fixture.sample, "      // Keep the map content above the prompt.\n      mapContentsBottomGuide.bottomAnchor.constraint(\n        lessThanOrEqualTo: newPrompt.topAnchor),\n", "")
        let result = try Fixture.verify(mutant, scenarios: Self.promptAtStop)
        let overlaps = result.findings.filter { $0.ruleID == "delegate_overlap" }
        #expect(!overlaps.isEmpty && overlaps.allSatisfy { $0.severity == .error }, "\(result.listing)")
    }

    /// Work the callback defers runs before the layout is checked, but the
    /// logo and viewport must be on screen within a second of the event: a
    /// layout deferred 30 s leaves the screen without them that long.
    @Test func aLayoutDeferredForLongIsLate() throws {
        func deferred(_ seconds: String) -> String {
            Fixture.mutate(
                Fixture.sample, "    elements.activate()\n    navigationReadyElements = elements\n",
                "    DispatchQueue.main.asyncAfter(deadline: .now() + \(seconds)) { elements.activate() }\n    navigationReadyElements = elements\n")
        }
        let scenarios = Array(Fixture.portrait.prefix(2))
        let soon = try Fixture.verify(deferred("0.3"), scenarios: scenarios)
        #expect(soon.ruleIDs.isSubset(of: Self.sampleWarning.union(["delegate_assumption"])), "\(soon.listing)")
        let late = try Fixture.verify(deferred("30"), scenarios: scenarios)
        let missing = late.findings.filter { $0.ruleID == "delegate_missing_required_view" }.map(\.message)
        #expect(
            missing.contains { $0.hasPrefix("googleLogo and viewport are not on screen 1 s after enableNavigationUI: work it deferred places them later") },
            "\(late.listing)")
    }
}

/// Trial 55's stops and the subclass witness (55b): constructs run as Swift runs them.
@Suite struct Trial55ConstructsTests {
    let probe = ConstructsTests().probe

    /// A requirement the conforming class leaves to the protocol extension's
    /// default is the default through the protocol, even where a subclass
    /// declares its own: Swift binds the witness where the class conforms. On
    /// the subclass's own type, its member.
    @Test func aSubclassMemberIsNotTheWitnessOfItsSuperclassConformance() throws {
        let declarations = """
            protocol TopLayer: AnyObject { var keepsOnTop: Bool { get }; func rank() -> Int }
            extension TopLayer { var keepsOnTop: Bool { false }; func rank() -> Int { 1 } }
            class BaseLayer: TopLayer {}
            final class PromptLayer: BaseLayer { var keepsOnTop: Bool { true }; func rank() -> Int { 2 } }
            class OwnLayer: TopLayer { var keepsOnTop: Bool { true } }
            final class SubOwnLayer: OwnLayer { override var keepsOnTop: Bool { false } }
            """
        let members = """
            func probe() -> String {
                let layers: [any TopLayer] = [PromptLayer(), SubOwnLayer()]
                let prompt = PromptLayer()
                return "\\(layers[0].keepsOnTop) \\(layers[0].rank()) \\(prompt.keepsOnTop) \\(prompt.rank()) \\(layers[1].keepsOnTop)"
            }
            """
        #expect(try probe(members, declarations, nil) == "false 1 true 2 false")
    }

    /// `return .bottom` in a computed property declared `var edge: Edge` is `Edge.bottom` (55c).
    @Test func anImplicitMemberReturnedFromAComputedPropertyHasItsType() throws {
        let declarations = """
            enum Edge { case top, bottom
              var isTop: Bool { self == .top }
            }
            enum Side { case above, below
              var edge: Edge {
                switch self {
                case .above: return .top
                case .below: return .bottom
                }
              }
            }
            """
        let members = #"func probe() -> String { "\(Side.below.edge.isTop) \(Side.above.edge.isTop)" }"#
        #expect(try probe(members, declarations, nil) == "false true")
    }

    /// `RunLoop.main.perform { }` and `RunLoop.current.perform(inModes:)` run
    /// the block on the next turn, after the callback, as `DispatchQueue.main.async` (55a).
    @Test func runLoopPerformRunsTheBlockNextTurn() throws {
        let members = """
            var log: [String] = []
            func start() {
                RunLoop.main.perform { self.log.append("main") }
                RunLoop.current.perform(inModes: [.common]) { self.log.append("current") }
                log.append("callback")
            }
            func read() -> String { log.joined(separator: ",") }
            """
        let got = try Trial21FlowTests.events(members, ["start", "read"])
        #expect(got.last == "callback,main,current", "\(got)")
    }
}
