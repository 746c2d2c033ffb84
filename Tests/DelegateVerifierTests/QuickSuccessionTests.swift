@testable import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// Events in quick succession (trials 55a, 56b and 57b: silent passes): a
/// prompt changed and hidden as it slides in, guidance stopped as it slides
/// out, each 0.1 s after the event before. The work an event deferred (an
/// animation's completion) then runs after the next event's callback, as in
/// the app; the moments in between are not checked; what the run finds is a
/// warning, as the SDK does not document its timing.
@Suite struct QuickSuccessionTests {
    static let quick = Fixture.scenarios.filter { $0.name.hasPrefix("quick-events-") }

    @Test func theCatalogHasQuickEventsInBothDirections() throws {
        #expect(Self.quick.map(\.name) == ["quick-events-phonePortrait-ltr", "quick-events-phonePortrait-rtl"])
        let scenario = try #require(Self.quick.first)
        #expect(scenario.events.prefix(6) == [.enableNavigationUI, .startGuidance, .showPrompt, .changePrompt, .hidePrompt, .stopGuidance])
        #expect((0..<scenario.events.count).filter(scenario.isInterrupted) == [2, 3, 4])
        #expect(scenario.gap(after: 2) == Scenario.quickSpacing && scenario.gap(after: 5) == Scenario.eventSpacing)
        #expect(scenario.caveat == Scenario.quickSuccessionCaveat)
    }

    /// The SDK's sample slides prompts out with a completion that removes
    /// them: stopped 0.1 s into the slide, the prompt goes after
    /// `stopGuidance`, and nothing is found (the moments part way are not checked).
    @Test func theSampleIsCleanInQuickSuccession() throws {
        let result = try Fixture.verify(Fixture.sample, scenarios: Self.quick)
        #expect(result.isFullyVerified && result.findings.filter { $0.ruleID != "delegate_assumption" }.isEmpty, "\(result.listing)")
    }

    /// Trial 55a-03's shape: the completion of a prompt's slide puts back the
    /// guidance layout it captured. With events a minute apart it runs within
    /// guidance (where re-adding the cards over a new prompt is found as an
    /// overlap); with guidance stopped 0.1 s later it brings the guidance views
    /// back into the navigation-ready state: found there, as a warning naming the caveat.
    @Test func aCompletionRestoringTheGuidanceLayoutAfterStopIsFound() throws {
        let mutant = Fixture.mutate(
            Fixture.sample, "    } completion: { _ in\n      oldPrompt.removeFromSuperview()\n    }\n",
            "    } completion: { _ in\n      oldPrompt.removeFromSuperview()\n      elements?.activate()\n    }\n")
        let restoring = Fixture.mutate(
            mutant, "    // Slide the prompt down, and then remove it.\n",
            "    let elements = activeGuidanceElements\n    // Slide the prompt down, and then remove it.\n")
        let leftAtStop = "turnCard, etaCard and reportingButton of active guidance are left after stopGuidance"
        let elsewhere = try Fixture.verify(restoring, scenarios: Fixture.portrait.filter { $0.name.hasSuffix("-prompt") })
        #expect(elsewhere.isFullyVerified && !elsewhere.findings.contains { $0.message.contains(leftAtStop) }, "\(elsewhere.listing)")
        let result = try Fixture.verify(restoring, scenarios: Self.quick)
        let found = result.findings.filter { $0.ruleID != "delegate_assumption" }
        #expect(found.allSatisfy { $0.severity == .warning && $0.message.contains(Scenario.quickSuccessionCaveat) }, "\(result.listing)")
        #expect(
            found.contains { $0.message.contains(leftAtStop) && $0.message.contains("quick-events-phonePortrait-ltr step 6 (stopGuidance)") },
            "\(result.listing)")
    }

    /// A hide that comes 0.1 s after the prompt was shown, ignored by a
    /// debounce, leaves the prompt on screen after guidance stops.
    @Test func aDebouncedHideLeavesThePromptAfterStop() throws {
        var debounced = Fixture.mutate(
            Fixture.sample, "  private var currentPrompt: NavigationPromptView?\n",
            "  private var currentPrompt: NavigationPromptView?\n  private var promptShownAt = Date.distantPast\n")
        debounced = Fixture.mutate(
            debounced, "    navMap.addSubview(newPrompt)\n    currentPrompt = newPrompt\n",
            "    navMap.addSubview(newPrompt)\n    currentPrompt = newPrompt\n    promptShownAt = Date()\n")
        debounced = Fixture.mutate(
            debounced, "    guard let bottomConstraint = promptBottomConstraint else { return }\n",
            "    guard Date().timeIntervalSince(promptShownAt) > 0.3 else { return }\n    guard let bottomConstraint = promptBottomConstraint else { return }\n")
        let result = try Fixture.verify(debounced, scenarios: Self.quick)
        #expect(
            result.findings.contains { $0.severity == .warning && $0.message.contains("step 6 (stopGuidance)") && $0.message.contains(Scenario.quickSuccessionCaveat) },
            "\(result.listing)")
        let elsewhere = try Fixture.verify(debounced, scenarios: Fixture.portrait.filter { $0.name.hasSuffix("-prompt") })
        #expect(elsewhere.findings.allSatisfy { $0.ruleID == "delegate_assumption" }, "\(elsewhere.listing)")
    }

    /// The work an event defers runs after the next event's callback when
    /// that event comes first; the late-layout check waits for a gap longer than a second.
    @Test func deferredWorkWaitsForAQuickNextEvent() throws {
        let queue = MainQueue()
        queue.nextEventGap = Scenario.quickSpacing
        queue.beginEvent()
        #expect(queue.gap == Scenario.quickSpacing)
        queue.nextEventGap = Scenario.eventSpacing
        let first = queue.eventTime
        queue.beginEvent()
        #expect(queue.eventTime == first + Scenario.quickSpacing && queue.gap == Scenario.eventSpacing)
    }

    /// A running animator is part way by the time passed: an event 60 s into
    /// a 100 s fade reads 0.6 complete; stopped there, the fading view is at
    /// 0.4 alpha, and no completion runs; stopped without finishing, then
    /// finished at the start, it is back where it began.
    @Test func aRunningAnimatorStopsPartWay() throws {
        let members = """
            let fading = UIView()
            let sliding = UIView()
            var a: UIViewPropertyAnimator?
            var b: UIViewPropertyAnimator?
            var log: [String] = []
            func begin(navMap: UIView) {
              navMap.addSubview(fading)
              navMap.addSubview(sliding)
              a = UIViewPropertyAnimator(duration: 100, curve: .linear) { self.fading.alpha = 0 }
              a?.addCompletion { _ in self.log.append("a ended") }
              a?.startAnimation()
              b = UIViewPropertyAnimator(duration: 100, curve: .easeOut) { self.sliding.alpha = 0.5 }
              b?.startAnimation()
            }
            func later(navMap: UIView) -> String {
              let fraction = a!.fractionComplete
              a?.stopAnimation(true)
              b?.stopAnimation(false)
              let stopped = sliding.alpha
              b?.finishAnimation(at: .start)
              return "\\(fraction) \\(fading.alpha) \\(a!.isRunning) \\(stopped) \\(sliding.alpha) \\(log)"
            }
            """
        let events = try Trial21FlowTests.events(members, ["begin", "later"], passingMap: true)
        #expect(events[1] == "0.6 0.4 false 0.7 1.0 []", "\(events)")
    }

    /// Trial 58a's silent pass: `cancel()` then `perform()` on a work item
    /// runs nothing (GCD's `perform` returns at once), so a removal written
    /// that way never happens; an invalidated timer's `fire()` does nothing either.
    @Test func aCancelledWorkItemDoesNotPerform() throws {
        let members = """
            var log: [String] = []
            func probe() -> String {
              let item = DispatchWorkItem { self.log.append("ran") }
              item.cancel()
              item.perform()
              let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in self.log.append("fired") }
              timer.invalidate()
              timer.fire()
              let kept = DispatchWorkItem { self.log.append("kept") }
              kept.perform()
              return "\\(log)"
            }
            """
        #expect(try Trial21FlowTests.events(members, ["probe"]) == [#"["kept"]"#])
    }
}
