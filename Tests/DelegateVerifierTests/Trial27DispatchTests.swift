@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial 27b: `DispatchGroup` was skipped in silence (its notify block never
/// ran, and the run said it verified everything), `OperationQueue.main` and
/// `BlockOperation` stopped, and a `CATransaction` completion block never ran
/// (the prompt it removed was reported as left over).
@Suite struct Trial27DispatchTests {
    let events = Trial21FlowTests.events

    static let scenarios = Array(Fixture.portrait.filter { $0.events.contains(.hidePrompt) }.prefix(1))

    /// The sample with its `hidePrompt` slide-out finished by `finish`, a
    /// statement run in place of the animation's completion.
    static func hidePrompt(_ body: String) -> String {
        Fixture.mutate(
            Fixture.sample,
            """
                UIView.animate(withDuration: Self.promptAnimationDuration) {
                  bottomConstraint.constant = oldPrompt.bounds.height
                  navMap.layoutIfNeeded()
                } completion: { _ in
                  oldPrompt.removeFromSuperview()
                }
            """, body)
    }

    /// The slide-out animation of the sample's `hidePrompt`.
    static let slideOut = """
            UIView.animate(withDuration: Self.promptAnimationDuration) {
              bottomConstraint.constant = oldPrompt.bounds.height
              navMap.layoutIfNeeded()
            }
        """

    // MARK: - DispatchGroup

    /// Notify blocks run on the main queue when the last `leave()` runs, or at
    /// once on an empty group; `async(group:)` enters for the block's run.
    @Test func notifyRunsWhenTheGroupEmpties() throws {
        let members = """
            var log: [String] = []
            func begin() -> String {
              let group = DispatchGroup()
              group.enter()
              DispatchQueue.main.async { self.log.append("a"); group.leave() }
              group.enter()
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { self.log.append("b"); group.leave() }
              group.notify(queue: .main) { self.log.append("notified") }
              let empty = DispatchGroup()
              empty.notify(queue: DispatchQueue.main) { self.log.append("empty") }
              let used = DispatchGroup()
              DispatchQueue.main.async(group: used) { self.log.append("in group") }
              used.notify(queue: .main) { self.log.append("after group") }
              return "\\(log)"
            }
            func later() -> String { "\\(log)" }
            """
        let results = try events(members, ["begin", "later"], false)
        #expect(results == ["[]", #"["a", "empty", "in group", "after group", "b", "notified"]"#], "\(results)")
    }

    /// A `leave()` with no `enter()` traps in Dispatch: a crash; `wait()` on the
    /// main thread for a group that has not emptied deadlocks: a stop; on an empty one it returns.
    @Test func unbalancedLeaveAndBlockingWaitStop() throws {
        let members = """
            func leave() { DispatchGroup().leave() }
            func wait() { let g = DispatchGroup(); g.enter(); DispatchQueue.main.async { g.leave() }; g.wait() }
            func waitEmpty() -> String { let g = DispatchGroup(); g.wait(); return "returned" }
            """
        let results = try events(members, ["leave", "wait", "waitEmpty"], false)
        #expect(results[0].hasPrefix("stop: DispatchGroup.leave() without a matching enter()"), "\(results[0])")
        #expect(results[1].hasPrefix("stop: DispatchGroup.wait() blocks the main thread") && results[1].contains("deadlock"), "\(results[1])")
        #expect(results[2] == "returned")
    }

    /// No block given to Dispatch is skipped in silence: a queue other than
    /// the main queue, a semaphore, a thread's block and a notify on another queue stop.
    @Test func dispatchTheRunDoesNotModelStops() throws {
        let members = """
            func serial() { DispatchQueue(label: "x").async { } }
            func semaphore() { DispatchSemaphore(value: 0).wait() }
            func thread() { Thread { }.start() }
            func background() { DispatchGroup().notify(queue: .global()) { } }
            """
        let results = try events(members, ["serial", "semaphore", "thread", "background"], false)
        #expect(results[0].hasPrefix("stop: async(_:) of DispatchQueue(...)"), "\(results[0])")
        #expect(results[1].hasPrefix("stop: wait() of DispatchSemaphore(...)"), "\(results[1])")
        #expect(results[2].hasPrefix("stop: Thread(_:) with a block"), "\(results[2])")
        #expect(results[3].hasPrefix("stop: "), "\(results[3])")
    }

    /// The trial's silent pass: an opaque band laid out in a notify block over
    /// the viewport was never seen. It is now, and nothing is stated.
    @Test func aLayoutInANotifyBlockIsChecked() throws {
        let text = Fixture.mutate(
            Fixture.sample, "    elements.activate()\n    activeGuidanceElements = elements\n",
            """
                elements.activate()
                activeGuidanceElements = elements
                let group = DispatchGroup()
                group.enter()
                DispatchQueue.main.async { group.leave() }
                group.notify(queue: .main) {
                  let band = UIView()
                  band.backgroundColor = .white
                  band.translatesAutoresizingMaskIntoConstraints = false
                  navMap.addSubview(band)
                  NSLayoutConstraint.activate([
                    band.topAnchor.constraint(equalTo: navMap.topAnchor), band.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                    band.leadingAnchor.constraint(equalTo: navMap.leadingAnchor), band.trailingAnchor.constraint(equalTo: navMap.trailingAnchor)])
                }

            """)
        let result = try Fixture.verify(text, scenarios: Self.scenarios)
        #expect(result.ruleIDs.contains("delegate_viewport_under_opaque_view"), "\(result.listing)")
        #expect(!result.ruleIDs.contains("delegate_not_verified") && !result.ruleIDs.contains("delegate_assumption"), "\(result.listing)")
    }

    /// The prompt removed in a notify block once the slide-out's completion
    /// left the group is gone (no leftover); a group never emptied is stated at the notify's line.
    @Test func aPromptRemovedInANotifyBlockIsGoneAndAWaitingNotifyIsStated() throws {
        let body = """
                let group = DispatchGroup()
                group.enter()
                UIView.animate(withDuration: Self.promptAnimationDuration, animations: {
                  bottomConstraint.constant = oldPrompt.bounds.height
                  navMap.layoutIfNeeded()
                }, completion: { _ in group.leave() })
                group.notify(queue: .main) { oldPrompt.removeFromSuperview() }
            """
        let clean = try Fixture.verify(Self.hidePrompt(body), scenarios: Self.scenarios)
        #expect(clean.findings.isEmpty, "\(clean.listing)")

        let neverLeft = try Fixture.verify(Self.hidePrompt(Fixture.mutate(body, "{ _ in group.leave() }", "{ _ in }")), scenarios: Self.scenarios)
        let stated = try #require(neverLeft.findings.first { $0.message.contains("DispatchGroup.notify block never ran") }, "\(neverLeft.listing)")
        #expect(stated.ruleID == "delegate_assumption" && stated.message.contains("1 enter() without leave()"), "\(stated.message)")
        #expect(stated.sourceLine?.contains("group.notify(queue: .main)") == true, "\(stated.sourceLine ?? "")")
    }

    // MARK: - OperationQueue.main

    /// Operations run on the main queue once their dependencies finished, in
    /// the order added among the ready; a cancelled one does not run its block
    /// but finishes, so what depends on it runs; `cancelAllOperations` cancels what waits.
    @Test func operationsRunAfterTheirDependencies() throws {
        let members = """
            var log: [String] = []
            func begin() -> String {
              let a = BlockOperation { self.log.append("a") }
              let b = BlockOperation { self.log.append("b") }
              let c = BlockOperation { self.log.append("c") }
              a.addDependency(b)
              c.addDependency(a)
              OperationQueue.main.addOperations([a, b, c], waitUntilFinished: false)
              OperationQueue.main.addOperation { self.log.append("block") }
              let dropped = BlockOperation { self.log.append("dropped") }
              let after = BlockOperation { self.log.append("after dropped") }
              after.addDependency(dropped)
              OperationQueue.main.addOperation(dropped)
              OperationQueue.main.addOperation(after)
              dropped.cancel()
              return "\\(log) \\(OperationQueue.main.operationCount) \\(a.isFinished)"
            }
            func cancelAll() -> String {
              OperationQueue.main.addOperation { self.log.append("never") }
              OperationQueue.main.cancelAllOperations()
              return "\\(log.count)"
            }
            func later() -> String { "\\(log)" }
            """
        let results = try events(members, ["begin", "later", "cancelAll", "later"], false)
        #expect(results == ["[] 6 false", #"["b", "block", "a", "after dropped", "c"]"#, "5", #"["b", "block", "a", "after dropped", "c"]"#], "\(results)")
    }

    /// Adding an operation twice raises, waiting on the main queue from the
    /// main thread deadlocks, and another queue's operations stop.
    @Test func operationMisusesStop() throws {
        let members = """
            func twice() { let op = BlockOperation { }; OperationQueue.main.addOperation(op); OperationQueue.main.addOperation(op) }
            func waits() { OperationQueue.main.addOperations([BlockOperation { }], waitUntilFinished: true) }
            func other() { OperationQueue().addOperation { } }
            """
        let results = try events(members, ["twice", "waits", "other"], false)
        #expect(results[0].hasPrefix("stop: OperationQueue raises NSInvalidArgumentException: the operation is already enqueued"), "\(results[0])")
        #expect(results[1].contains("a deadlock"), "\(results[1])")
        #expect(results[2].hasPrefix("stop: addOperation(_:) of OperationQueue(...)"), "\(results[2])")
    }

    /// The trial's stop and misclassification: a prompt removed by an operation
    /// that waits on another verifies clean, and `BlockOperation` is
    /// Foundation's, never "declared in no given file".
    @Test func blockOperationsAreFoundationsAndRunOnTheMainQueue() throws {
        let body = """
            \(Self.slideOut)
                let wait = BlockOperation { }
                let remove = BlockOperation { oldPrompt.removeFromSuperview() }
                remove.addDependency(wait)
                OperationQueue.main.addOperations([remove, wait], waitUntilFinished: false)
            """
        let result = try Fixture.verify(Self.hidePrompt(body), scenarios: Self.scenarios)
        #expect(result.findings.isEmpty, "\(result.listing)")
        #expect(LibraryNames.types.isSuperset(of: ["Operation", "BlockOperation", "DispatchSemaphore"]))
        let waiting = try Fixture.verify(Self.hidePrompt(Fixture.mutate(body, "remove.addDependency(wait)", "remove.addDependency(BlockOperation { })")), scenarios: Self.scenarios)
        #expect(waiting.findings.contains { $0.ruleID == "delegate_assumption" && $0.message.contains("an operation added here never ran") }, "\(waiting.listing)")
    }

    // MARK: - CATransaction

    /// A transaction's completion block runs once the animations added after
    /// it was set have ended (at once with none), on the main queue; outside
    /// a `begin()` it is the run-loop turn's transaction's.
    @Test func transactionCompletionsRunAfterTheirAnimations() throws {
        let members = """
            var log: [String] = []
            func begin() -> String {
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { self.log.append("0.1") }
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.log.append("0.5") }
              CATransaction.begin()
              CATransaction.setCompletionBlock { self.log.append("transaction") }
              UIView.animate(withDuration: 0.3) { self.log.append("animations") }
              CATransaction.commit()
              CATransaction.begin()
              CATransaction.setCompletionBlock { self.log.append("empty") }
              CATransaction.commit()
              UIView.animate(withDuration: 0.2, animations: {
                CATransaction.begin()
                CATransaction.setCompletionBlock { self.log.append("inside") }
                CATransaction.commit()
              })
              CATransaction.setCompletionBlock { self.log.append("implicit") }
              UIView.animate(withDuration: 0.4) { }
              return "\\(log)"
            }
            func later() -> String { "\\(log)" }
            """
        let results = try events(members, ["begin", "later"], false)
        #expect(results == [#"["animations"]"#, #"["animations", "empty", "0.1", "inside", "transaction", "implicit", "0.5"]"#], "\(results)")
    }

    /// The trial's false finding: the prompt removed in a transaction's
    /// completion block was reported as left over; outside and inside `UIView.animate`.
    @Test func aPromptRemovedInATransactionCompletionIsGone() throws {
        let outside = """
                CATransaction.begin()
                CATransaction.setCompletionBlock { oldPrompt.removeFromSuperview() }
            \(Self.slideOut)
                CATransaction.commit()
            """
        let inside = """
                UIView.animate(withDuration: Self.promptAnimationDuration) {
                  CATransaction.begin()
                  CATransaction.setCompletionBlock { oldPrompt.removeFromSuperview() }
                  bottomConstraint.constant = oldPrompt.bounds.height
                  navMap.layoutIfNeeded()
                  CATransaction.commit()
                }
            """
        for body in [outside, inside] {
            let result = try Fixture.verify(Self.hidePrompt(body), scenarios: Self.scenarios)
            #expect(result.findings.isEmpty, "\(result.listing)")
        }
        let forgotten = try Fixture.verify(Self.hidePrompt(Fixture.mutate(outside, "oldPrompt.removeFromSuperview()", "_ = oldPrompt")), scenarios: Self.scenarios)
        #expect(!forgotten.findings.isEmpty, "\(forgotten.listing)")
    }

    // MARK: - Observation

    /// `withObservationTracking`: `apply` runs at once and records the stored
    /// properties of `@Observable` instances it reads (through a computed
    /// property too, not `@ObservationIgnored` ones); `onChange` runs once, on
    /// the first set of one of them, before the value changes.
    @Test func observationTrackingFiresOnceBeforeTheChange() throws {
        let declarations = """
            @Observable final class ChromeModel {
              var wide = false
              var height: CGFloat = 0
              @ObservationIgnored var note = ""
              var label: String { wide ? "wide" : "narrow" }
            }
            """
        let members = """
            let model = ChromeModel()
            var log: [String] = []
            func track() {
              let seen = withObservationTracking { model.label } onChange: { [weak self] in
                guard let self else { return }
                self.log.append("change wide=\\(self.model.wide)")
              }
              log.append("render \\(seen)")
            }
            func probe() -> String {
              track()
              model.note = "x"
              model.height = 10
              model.wide = true
              model.wide = false
              return log.joined(separator: ", ")
            }
            """
        #expect(try ConstructsTests().probe(members, declarations) == "render narrow, change wide=false")
    }

    /// The trial's pattern: `onChange` queues a task that tracks again, so
    /// each change renders once more after the callback that made it.
    @Test func trackingAgainFromATaskFollowsEveryChange() throws {
        let members = """
            @Observable final class ChromeModel { var wide = false }
            let model = ChromeModel()
            var log: [String] = []
            func track() {
              withObservationTracking { log.append("render \\(model.wide)") } onChange: { [weak self] in
                Task { @MainActor in self?.track() }
              }
            }
            func begin() -> String { track(); return log.joined(separator: ", ") }
            func change() -> String { model.wide = true; return log.joined(separator: ", ") }
            func again() -> String { model.wide = false; return log.joined(separator: ", ") }
            func read() -> String { log.joined(separator: ", ") }
            """
        let results = try events(members, ["begin", "change", "again", "read"], false)
        #expect(results == ["render false", "render false", "render false, render true", "render false, render true, render false"], "\(results)")
    }
}
