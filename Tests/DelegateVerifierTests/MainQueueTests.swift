@testable import DelegateVerifier
import LayoutModel
import Testing

/// Work a callback defers runs on the main queue after the callback returns,
/// in UIKit's order, before the layout is checked (`MainQueue`): trial 21's
/// silent passes, where it ran at once inside the callback.
@Suite struct MainQueueTests {
    let events = Trial21FlowTests.events

    /// Blocks and tasks run in the order queued, then completions and
    /// `asyncAfter` by when they are due; each sees what the callback did after queuing it.
    @Test func deferredWorkRunsAfterTheCallbackInDueOrder() throws {
        let members = """
            var log: [String] = []
            var items = [1, 2]
            func begin() -> String {
              UIView.animate(withDuration: 0.25, animations: { self.log.append("animations") }, completion: { _ in self.log.append("completion") })
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.log.append("after") }
              Task { @MainActor in self.log.append("task \\(self.items.count)") }
              DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.log.append("async")
                DispatchQueue.main.async { self.log.append("nested") }
              }
              items = []
              log.append("returned")
              return "\\(log)"
            }
            func later() -> String { "\\(log)" }
            """
        let results = try events(members, ["begin", "later"], false)
        #expect(results == [#"["animations", "returned"]"#, #"["animations", "returned", "task 0", "async", "nested", "completion", "after"]"#], "\(results)")
    }

    /// A task cancelled before it runs sees `Task.isCancelled` and its
    /// `Task.sleep` throws; a cancelled work item does not run; `perform()`
    /// runs one at once; `await task.value` runs a queued task first; a
    /// one-shot `Timer` fires after the callback, a repeating one every interval until invalidated.
    @Test func cancellationWorkItemsTimersAndAwaitedTasks() throws {
        let members = """
            var log: [String] = []
            func begin() -> String {
              let t = Task {
                self.log.append("cancelled \\(Task.isCancelled)")
                try await Task.sleep(nanoseconds: 1_000)
                self.log.append("slept")
              }
              t.cancel()
              let item = DispatchWorkItem { self.log.append("item") }
              DispatchQueue.main.async(execute: item)
              item.cancel()
              let other = DispatchWorkItem { self.log.append("performed") }
              other.perform()
              Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in self.log.append("timer") }
              return "\\(log) \\(item.isCancelled)"
            }
            func awaits() async -> String {
              let t = Task { () -> Int in self.log.append("computed"); return 7 }
              let v = await t.value
              return "\\(v) \\(log.last ?? "")"
            }
            func later() -> String { "\\(log)" }
            var ticks = 0
            func repeating() -> String {
              Timer.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: true) { timer in
                self.ticks += 1
                if self.ticks == 18 { timer.invalidate() }
              }
              return "\\(ticks)"
            }
            func ticked() -> String { "\\(ticks)" }
            """
        let results = try events(members, ["begin", "later", "awaits", "repeating", "ticked"], false)
        #expect(results[0] == #"["performed"] true"#)
        #expect(results[1] == #"["performed", "cancelled true", "timer"]"#)
        #expect(results[2] == "7 computed")
        // A repeating timer fires every interval until its block invalidates it (trial 54a stopped).
        #expect(results[3] == "0" && results[4] == "18", "\(results)")
    }

    /// Trial 23c's silent pass: an invalidated timer's block still ran. It does
    /// not; `isValid` holds until its block has run or it is invalidated; `fire()` runs it
    /// at once; the block gets its timer.
    @Test func invalidatedTimersDoNotFire() throws {
        let members = """
            var log: [String] = []
            var pending: Timer?
            func begin() -> String {
              let dropped = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in self.log.append("dropped") }
              dropped.invalidate()
              pending = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { t in self.log.append("fired \\(t.isValid)") }
              let fired = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in self.log.append("early") }
              fired.fire()
              return "\\(log) \\(dropped.isValid) \\(pending!.isValid) \\(fired.isValid)"
            }
            func later() -> String { "\\(log) \\(pending!.isValid)" }
            """
        let results = try events(members, ["begin", "later"], false)
        #expect(results == [#"["early"] false true false"#, #"["early", "fired true"] false"#], "\(results)")
    }

    /// `isKind(of:)` is `is`, on the SDK's states and views.
    @Test func isKindOfIsATypeTest() throws {
        let members = """
            func begin(navMap: UIView) -> String {
              let label = UILabel()
              return "\\(label.isKind(of: UIView.self)) \\(navMap.isKind(of: UILabel.self)) \\(label.isKind(of: UILabel.self))"
            }
            """
        #expect(try events(members, ["begin"], true) == ["true false true"])
    }

    /// A property animator runs while its callback does: `isRunning`, and a
    /// stop in the instant it started puts the alpha it animated back;
    /// `finishAnimation(at: .end)` after a stop gives the end values again.
    @Test func animatorsStoppedAsTheyStartGoBack() throws {
        let members = """
            var log: [String] = []
            var kept: UIViewPropertyAnimator?
            func begin(navMap: UIView) -> String {
              let v = UIView()
              v.alpha = 0
              navMap.addSubview(v)
              let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 1 }
              a.addCompletion { _ in self.log.append("a done") }
              a.startAnimation()
              let running = "\\(a.isRunning) \\(a.state == .active) \\(v.alpha)"
              a.stopAnimation(true)
              let stopped = "\\(a.isRunning) \\(v.alpha)"
              let b = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.alpha = 0.5 }
              b.addCompletion { p in self.log.append("b \\(p == .end)") }
              b.startAnimation()
              b.stopAnimation(false)
              let parted = "\\(v.alpha) \\(b.state == .stopped)"
              b.finishAnimation(at: .end)
              let finished = v.alpha
              kept = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { v.alpha = 0.7 }
              kept!.startAnimation()
              return "\\(running) | \\(stopped) | \\(parted) \\(finished)"
            }
            func later(navMap: UIView) -> String { "\\(log) \\(kept!.isRunning)" }
            """
        let results = try events(members, ["begin", "later"], true)
        #expect(results == ["true true 1.0 | false 0.0 | 0.0 true 0.5", #"["b true"] false"#], "\(results)")
    }

    /// The clock reads the queue's virtual time: it stands still while code
    /// runs, moves to a block's due time, and app events are far apart, so a
    /// debounce lets each event through; reading it is an assumption.
    @Test func theClockIsTheQueuesVirtualTime() throws {
        let members = """
            var last = Date.distantPast
            var log: [String] = []
            func begin() -> String {
              let now = Date()
              let first = now.timeIntervalSince(last) > 0.3
              last = now
              let t = CACurrentMediaTime()
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.log.append("\\(CACurrentMediaTime() - t)") }
              return "\\(first) \\(Date().timeIntervalSince(now))"
            }
            func again() -> String {
              let later = last.addingTimeInterval(5) > last
              return "\\(log) \\(Date().timeIntervalSince(last) > 0.3) \\(later) \\(Date(timeIntervalSinceNow: 2).timeIntervalSinceNow)"
            }
            """
        let results = try events(members, ["begin", "again"], false)
        #expect(results == ["true 0.0", #"["0.5"] true true 2.0"#], "\(results)")
        let timed = Fixture.mutate(
            Fixture.sample, "    let safeArea = navMap.safeAreaLayoutGuide\n", "    let safeArea = navMap.safeAreaLayoutGuide\n    _ = Date()\n")
        let result = try Fixture.verify(timed, scenarios: Array(Fixture.portrait.prefix(1)))
        #expect(result.ruleIDs == ["delegate_assumption"], "\(result.listing)")
        #expect(result.findings.first?.message.contains("app events are 60 s apart") ?? false, "\(result.listing)")
    }

    /// The silent pass this catches: `hidePrompt`'s completion removes "the
    /// current prompt", read when it runs. In `changePrompt`, `showPrompt` has
    /// made the new prompt current by then, so the new prompt is removed and the
    /// old one left; run at once inside the callback, it removed the old one.
    @Test func aCompletionReadingStateSetAfterItIsQueuedIsCaught() throws {
        var mutant = Fixture.mutate(
            Fixture.sample, "    promptBottomConstraint = nil\n    currentPrompt = nil\n", "    promptBottomConstraint = nil\n")
        mutant = Fixture.mutate(
            mutant, "      oldPrompt.removeFromSuperview()\n",
            "      self.currentPrompt?.removeFromSuperview()\n      self.currentPrompt = nil\n")
        let changing = Fixture.portrait.filter { $0.events.contains(.changePrompt) }
        #expect(try Fixture.verify(Fixture.sample, scenarios: changing).findings.isEmpty)
        let result = try Fixture.verify(mutant, scenarios: changing)
        #expect(result.ruleIDs.contains("delegate_incomplete_cleanup"), "\(result.listing)")
        #expect(result.findings.contains { $0.message.contains("prompt1") }, "\(result.listing)")
    }

    /// Swift gives a trailing closure to `completion` when `animations:` is
    /// written out, and to `animations` when it is not (a running property animator's too).
    @Test func trailingClosuresOfAnimationsTakeTheirParameter() throws {
        let members = """
            var log: [String] = []
            func probe() {
              UIView.animate(withDuration: 0.2, animations: { self.log.append("animations") }) { _ in self.log.append("completion") }
              log.append("returned")
              UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.1, delay: 0, options: []) { self.log.append("animator") }
            }
            func read() -> String { log.joined(separator: ",") }
            """
        let got = try Trial21FlowTests.events(members, ["probe", "read"])
        #expect(got.last == "animations,returned,animator,completion", "\(got)")
    }
}
