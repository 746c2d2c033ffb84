@testable import DelegateVerifier
import Testing

/// App events are a minute apart (`Scenario.eventSpacing`): deferred work
/// due later waits for the next event, after its callback (trial 26b: a
/// delayed reveal never cancelled ran inside the step that queued it, so the
/// leftover it makes after `stopGuidance` was never seen; a periodic refresh
/// loop ran until the work budget ran out).
@Suite struct EventSpacingTests {
    static let log = """
        var log: [String] = []
        func read() -> String { log.joined(separator: ",") }
        """

    func run(_ members: String, _ names: [String]) throws -> [String] {
        try Trial21FlowTests.events(Self.log + "\n" + members, names)
    }

    /// A task sleeping 90 s wakes after the second event's own code, not before the first returns.
    @Test func workDueAfterTheNextEventWaitsForIt() throws {
        let members = """
            func start() { Task { try? await Task.sleep(for: .seconds(90)); log.append("woke") } }
            func next() { log.append("next") }
            """
        let got = try run(members, ["start", "next", "read"])
        #expect(got.last == "next,woke", "\(got)")
    }

    /// Work due within the minute still runs before the layout is checked.
    @Test func workDueBeforeTheNextEventRunsAfterItsCallback() throws {
        let members = """
            func start() { DispatchQueue.main.asyncAfter(deadline: .now() + 45) { self.log.append("late") } }
            """
        let got = try run(members, ["start", "read"])
        #expect(got.last == "late", "\(got)")
    }

    /// A refresh loop sleeping 30 s runs twice per event and no more: not a
    /// runaway loop; cancelled, it wakes at once and ends.
    @Test func aPeriodicTaskRunsOnlyAsTimePasses() throws {
        let members = """
            var refresh: Task<Void, Never>?
            func start() {
              refresh = Task { while !Task.isCancelled { log.append("tick"); try? await Task.sleep(for: .seconds(30)) } }
            }
            func stop() { refresh?.cancel(); log.append("stop") }
            """
        let got = try run(members, ["start", "read", "stop", "read", "read"])
        #expect([got[1], got[3], got[4]] == ["tick,tick", "tick,tick,tick,tick,stop", "tick,tick,tick,tick,stop"], "\(got)")
    }

    /// The trial's silent pass: a reveal queued by `startGuidance` and never
    /// cancelled adds the speed widget after `stopGuidance`: a leftover.
    @Test func aDelayedRevealNotCancelledIsALeftover() throws {
        let mutant = Fixture.mutate(
            Fixture.sample, "    elements.activate()\n    activeGuidanceElements = elements\n",
            "    elements.activate()\n    activeGuidanceElements = elements\n    let speed = newState.speedWidget\n    Task { try? await Task.sleep(for: .seconds(90)); navMap.addSubview(speed) }\n")
        let scenarios = Fixture.portrait.filter { $0.events.contains(.startGuidance) && !$0.events.contains(.showPrompt) }
        let result = try Fixture.verify(mutant, scenarios: scenarios)
        #expect(
            result.findings.contains { $0.ruleID == "delegate_incomplete_cleanup" && $0.message.contains("speedWidget of active guidance is left after stopGuidance") },
            "\(result.listing)")
    }
}
