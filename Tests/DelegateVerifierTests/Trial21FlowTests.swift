@testable import DelegateVerifier
import LayoutModel
import Testing

/// Constructs of the trial-21 delegates: a pipe operator over functions,
/// property animators that have run to their end, `AsyncStream`'s build
/// closure, and the user's text size, each run by `ConstructsTests.probe`.
@Suite struct Trial21FlowTests {
    let probe = ConstructsTests().probe

    /// The trial's stop: an app operator whose operand is a closure or a function was never applied.
    @Test func appOperatorsTakeFunctionOperands() throws {
        let declarations = """
            precedencegroup Fwd { associativity: left higherThan: AssignmentPrecedence }
            infix operator |>: Fwd
            func |> <A, B>(v: A, f: (A) -> B) -> B { f(v) }
            func twice(_ values: [Int]) -> [Int] { values + values }
            """
        let members = """
            func count(_ values: [Int]) -> Int { values.count }
            func probe() -> String {
              let n = 3 |> { $0 + 1 }
              let c = [1, 2] |> twice |> count
              return "\\(n) \\(c)"
            }
            """
        #expect(try probe(members, declarations, nil) == "4 4")
    }

    /// The trial's false finding: a completion added after `startAnimation()`
    /// never ran; UIKit runs it when the animation ends, with `.end` (after the
    /// callback, with the others; animations added while it runs, at once).
    @Test func completionsAddedToAStartedAnimatorRun() throws {
        let members = """
            var log: [String] = []
            func later() -> String { "\\(log)" }
            func probe() -> String {
              let a = UIViewPropertyAnimator(duration: 0.2, curve: .easeOut) { self.log.append("moved") }
              a.startAnimation()
              a.addCompletion { position in self.log.append("done \\(position == .end)") }
              a.addAnimations { self.log.append("more") }
              let r = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: { self.log.append("ran") },
                completion: { position in self.log.append("ended \\(position == .end)") })
              _ = r
              return "\\(log)"
            }
            """
        #expect(try Self.events(members, ["probe", "later"]) == [#"["moved", "more", "ran"]"#, #"["moved", "more", "ran", "done true", "ended true"]"#])
    }

    /// `isRunning`, `state`, `isInterruptible`, `fractionComplete`,
    /// `pauseAnimation`, `stopAnimation(_:)` and `finishAnimation(at:)` agree
    /// with the model in which a started animation has ended by the next
    /// callback; in the callback that started it, it is running.
    @Test func animatorStateMatchesTheEndedModel() throws {
        let members = """
            var log: [String] = []
            var a: UIViewPropertyAnimator?
            func begin() -> String {
              let a = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { self.log.append("a") }
              a.isInterruptible = false
              self.a = a
              let before = "\\(a.isRunning) \\(a.state == .inactive) \\(a.fractionComplete) \\(a.isInterruptible)"
              a.startAnimation()
              return before
            }
            func later() -> String {
              a?.stopAnimation(true)
              let after = "\\(a!.isRunning) \\(a!.state == UIViewAnimatingState.inactive)"
              let b = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { self.log.append("b") }
              b.addCompletion { self.log.append("b \\($0 == .start)") }
              b.pauseAnimation()
              let paused = "\\(b.state == .active) \\(b.isRunning)"
              b.stopAnimation(false)
              let stopped = "\\(b.state == .stopped)"
              b.finishAnimation(at: .start)
              return "\\(after) | \\(paused) | \\(stopped) \\(b.state == .inactive) | \\(log)"
            }
            func sameCallback() -> Bool {
              let c = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { }
              c.startAnimation()
              return c.isRunning
            }
            func fraction() -> CGFloat { a!.fractionComplete }
            """
        let events = try Self.events(members, ["begin", "later", "sameCallback", "fraction"])
        #expect(events[0] == "false true 0 false")
        #expect(events[1] == #"false true | true false | true true | ["a", "b true"]"#)
        #expect(events[2] == "true")
        #expect(events[3] == "stop: the fractionComplete of an animator that has run to its end")
    }

    /// Calls the probe delegate's methods, each as its own app event (what it
    /// deferred runs after it returns): its result, or `stop: reason` when it
    /// stops. With `passingMap`, each gets the map as `navMap:`.
    static func events(_ members: String, _ names: [String], passingMap: Bool = false) throws -> [String] {
        try events(members, names, passingMap: passingMap, rootedInDelegate: false)
    }

    /// `events`, where what the delegate does not keep is released as in a run (`WeakReferences`).
    static func rootedEvents(_ members: String, _ names: [String]) throws -> [String] {
        try events(members, names, passingMap: false, rootedInDelegate: true)
    }

    private static func events(_ members: String, _ names: [String], passingMap: Bool, rootedInDelegate: Bool) throws -> [String] {
        let text = "import UIKit\nfinal class ProbeDelegate: NSObject, NavigationLayoutDelegate {\n\(members)\n}"
        let interpreter = Interpreter(source: try DelegateSource(text: text, displayPath: "Probe.swift"), metrics: .standard)
        defer { interpreter.endTasks() }  // tasks still paused unwind, and their threads end
        interpreter.resetObservations()
        let map = MapView(device: DeviceProfile.standardDevices[0])
        interpreter.map = map
        let delegate = try interpreter.makeDelegate(interpreter.source.delegateClass)
        if rootedInDelegate, case .object(let instance) = delegate { interpreter.delegateInstance = instance }
        let arguments: [Argument] = passingMap ? [("navMap", .item(map))] : []
        return names.map { name in
            interpreter.resetObservations()
            if rootedInDelegate { interpreter.journal.callback = name }  // each call its own turn
            do {
                let result = try interpreter.callMethod(name, on: delegate, arguments, at: interpreter.source.delegateClass.nameNode)
                try interpreter.runMainQueue()
                return interpreter.describe(result)
            } catch {
                return "stop: \(error)"
            }
        }
    }

    /// The trial's false crash: the continuation an `AsyncStream`'s build
    /// closure keeps was nil, as the closure never ran; `makeStream(of:)` stopped.
    @Test func asyncStreamsRunTheirBuildClosureAtOnce() throws {
        let members = """
            private var c: AsyncStream<Int>.Continuation?
            private var s: AsyncStream<Int>?
            override init() { super.init(); s = AsyncStream { self.c = $0 } }
            func probe() -> String {
              c!.yield(1)
              let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
              continuation.yield(2)
              continuation.finish()
              _ = stream
              var pulled = 0
              _ = AsyncStream(unfolding: { pulled += 1; return pulled })
              return "\\(c != nil) \\(pulled)"
            }
            """
        #expect(try probe(members, "", nil) == "true 0")
        let consumed = """
            var taken: [Int] = []
            func probe() -> String {
              let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
              Task { for await x in stream { taken.append(x) } }
              continuation.yield(2)
              return "ran"
            }
            func read() -> [Int] { taken }
            """
        // The task runs after the callback and takes the element yielded before it (`TaskSuspensionTests`).
        let results = try Self.events(consumed, ["probe", "read"])
        #expect(results == ["ran", "[2]"], "\(results)")
    }

    /// The trial's stop with a leaking message: the text size is the default
    /// `.large` (an assumption), ordered as UIKit orders categories; other
    /// members of a trait collection name `UITraitCollection`, not "tuple".
    @Test func textSizeIsTheDefaultLargeAsAnAssumption() throws {
        let text = """
            import UIKit
            final class Sizes: NSObject, NavigationLayoutDelegate {
              func probe(_ view: UIView) -> String {
                let category = view.traitCollection.preferredContentSizeCategory
                let app = UIApplication.shared.preferredContentSizeCategory
                return "\\(category.isAccessibilityCategory) \\(category >= .accessibilityMedium) \\(app < UIContentSizeCategory.extraLarge) "
                  + "\\(category == .large) \\(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)"
              }
              func scale(_ view: UIView) -> CGFloat { view.traitCollection.displayScale }
            }
            """
        let interpreter = Interpreter(source: try DelegateSource(text: text, displayPath: "Sizes.swift"), metrics: .standard)
        interpreter.resetObservations()
        let map = MapView(device: DeviceProfile.standardDevices[0])
        interpreter.map = map
        guard case .object(let instance) = try interpreter.makeDelegate(interpreter.source.delegateClass) else {
            Issue.record("no delegate")
            return
        }
        let node = interpreter.source.delegateClass.nameNode
        let result = try interpreter.callMethod("probe", on: .object(instance), [(nil, .item(map))], at: node)
        #expect(interpreter.describe(result) == "false false true true true")
        #expect(interpreter.assumptions.map(\.text) == [
            "traitCollection.preferredContentSizeCategory is read as the default text size, .large (not an accessibility size; --content-size-category sets another)",
            "UIApplication.shared.preferredContentSizeCategory is read as the default text size, .large (not an accessibility size; --content-size-category sets another)",
        ])
        // The screen's scale (trial 63): 3 on the phone.
        #expect(interpreter.describe(try interpreter.callMethod("scale", on: .object(instance), [(nil, .item(map))], at: node)) == "3")
    }

    /// The trial's silent pass: a discarded lazy `map` ran its closure; Swift
    /// never does. A lazy chain whose result is used still runs.
    @Test func aDiscardedLazyMapCallsNothing() throws {
        let members = """
            var log: [String] = []
            func note(_ value: Int) -> Int { log.append("\\(value)"); return value }
            func probe() -> String {
              _ = [1, 2].lazy.map(note)
              _ = [3].lazy.filter { _ in self.log.append("f"); return true }.map { self.note($0) }
              let used = [4, 5].lazy.filter { $0 > 4 }.map(note)
              return "\\(log) \\(Array(used))"
            }
            """
        #expect(try probe(members, "", nil) == #"["5"] [5]"#)
    }
}
