import LayoutModel
import SwiftSyntax

/// The main queue as an app event leaves it: work the delegate defers
/// (`DispatchQueue.main.async`/`asyncAfter`, `Task { }`, a non-repeating
/// `Timer`, the completions of `UIView.animate` and of property animators)
/// runs once the callback has returned, before the run checks the layout,
/// in the order UIKit would run it: by when it is due (a completion after its
/// animation's delay and duration, `asyncAfter` after its deadline), then in
/// the order it was queued. So a block that reads what the callback changed
/// after queuing it (`Task { remove(views) }; views = []`) sees the change,
/// and a hide's completion queued before a show in the same callback still
/// runs after it. Time is virtual (`Clock.swift`): it stands still while code
/// runs, moves to each work's due time as the queue runs it, and app events
/// are `Scenario.eventSpacing` apart unless the scenario has one come soon
/// after another (`nextEventGap`): work due later than the next event (a task
/// sleeping 90 s, a periodic refresh, the completion of a prompt's slide when
/// guidance stops 0.1 s later) waits for it, and runs after that event's
/// callback, as in the app (a delayed reveal never cancelled in
/// `stopGuidance` lands in the navigation-ready state).
final class MainQueue {
    /// Deferred work: a `Task`, a `DispatchWorkItem`, or a block or completion
    /// the app cannot name. Cancelled before it runs, a block does not run and
    /// a task runs seeing `Task.isCancelled` (its `Task.sleep` throws).
    final class Work {
        /// What runs: the interpreter is passed in, so queued work holds no reference to it.
        let body: (Interpreter) throws -> Value
        /// The closures it will call, kept alive while it waits (`WeakReferences`).
        let closures: [Value]
        /// A `Task` runs even when cancelled (it reads the flag); other work is dropped.
        let isTask: Bool
        /// What the app holds it as: `Task`, `DispatchWorkItem`, `Timer` or `BlockOperation`.
        var typeName: String { isTask ? "Task" : isTimer ? "Timer" : operation != nil ? "BlockOperation" : "DispatchWorkItem" }
        var isTimer = false
        /// A timer's interval: from when it is scheduled to its first firing.
        var interval = 0.0
        /// A repeating timer's interval: after each run it is queued again, until invalidated.
        var repeatInterval: Double?
        /// An `Operation`'s dependencies and state (`OperationQueues.swift`); `nil` for other work.
        var operation: OperationState?
        /// What follows its end, whether it ran or was dropped as cancelled: the
        /// `leave()` of the group it was queued in, an operation's finishing.
        var whenEnded: [(Interpreter) throws -> Void] = []
        var isCancelled = false
        /// Its result once it ran (`await task.value`), and whether that is a thrown error.
        var result: Value?
        var threw = false
        fileprivate var isQueued = false
        /// A started task's thread while it is paused (`TaskSuspension.swift`).
        var fiber: Fiber?
        /// Tasks paused until this one ends (`await task.value`).
        var waiters: [Work] = []

        init(closures: [Value], isTask: Bool, body: @escaping (Interpreter) throws -> Value) {
            (self.closures, self.isTask, self.body) = (closures, isTask, body)
        }
    }

    private struct Entry {
        var due: Double
        let order: Int
        let work: Work
        /// A paused task going on, with what it goes on with.
        var resumption: Fiber.Resumption?
    }

    private var pending: [Entry] = []
    /// Whether work is queued that is due before the next app event.
    var hasWorkBeforeNextEvent: Bool { pending.contains { $0.due < nextEventTime } }
    private var queued = 0
    /// Virtual seconds since the run began, advanced to each work's due time as it runs.
    private(set) var now = 0.0
    /// When the current app event came.
    private(set) var eventTime = 0.0
    /// Seconds from the event that begins next to the one after it (set before
    /// each event by the run, from its scenario).
    var nextEventGap = Scenario.eventSpacing
    /// The current event's gap to the next (`nextEventGap` as it began).
    private(set) var gap = Scenario.eventSpacing
    private var nextEventTime: Double { eventTime + gap }
    /// The task running now, for `Task.isCancelled`.
    private(set) var currentTask: Work?

    var pendingWork: [Work] { pending.map(\.work) }
    /// Groups with `notify` blocks waiting for them to empty (`DispatchGroups.swift`).
    var notifyingGroups: [WorkGroup] = []
    /// The operations added to `OperationQueue.main` that have not finished, in the order added (`OperationQueues.swift`).
    var operations: [Work] = []
    /// The open `CATransaction`s, innermost last (`Transactions.swift`).
    var transactions: [Transaction] = []
    /// The lengths of the `UIView.animate` calls whose `animations` closures are running, innermost last.
    var animationLengths: [Double] = []
    /// Tasks started on a thread of their own that have not ended.
    var pausedTasks: [Work] { started.filter { $0.fiber != nil } }
    private var started: [Work] = []

    /// Queues `work` to run `delay` seconds from now (after what is due earlier or at the same time).
    func enqueue(_ work: Work, after delay: Double = 0) {
        guard !work.isQueued, work.result == nil else { return }
        work.isQueued = true
        queued += 1
        pending.append(Entry(due: now + max(0, delay), order: queued, work: work))
    }

    /// Queues a paused task to go on `delay` seconds from now; `replacing`
    /// moves the resumption it waits for (a sleep's) to now instead.
    func resume(_ task: Work, with resumption: Fiber.Resumption, after delay: Double = 0, replacing: Bool = false) {
        if replacing { pending.removeAll { $0.work === task && $0.resumption != nil } }
        queued += 1
        pending.append(Entry(due: now + max(0, delay), order: queued, work: task, resumption: resumption))
    }

    /// Runs `work` now if it is still to run (`await task.value` outside a
    /// task, `item.perform()`), taking it off the queue; `nil` when a task paused.
    func runNow(_ work: Work, in interpreter: Interpreter) throws -> Value? {
        if let result = work.result { return result }
        guard work.fiber == nil else { return nil }
        pending.removeAll { $0.work === work }
        return try run(work, in: interpreter)
    }

    /// The next app event begins, its gap after the last.
    func beginEvent() {
        eventTime = nextEventTime
        now = eventTime
        gap = nextEventGap
    }

    /// How soon after an event the work it deferred has laid out the required
    /// views: longer than the animations and debounces apps lay out with, short
    /// enough that a screen without its logo or viewport would be seen.
    static let promptness = 1.0

    /// Runs what is queued, and what that queues, until nothing is left that
    /// is due before the next app event (or, given `within`, due more than
    /// that many seconds after this event, or at the next event).
    func drain(in interpreter: Interpreter, within: Double? = nil) throws {
        defer { currentTask = nil }
        func isDue(_ entry: Entry) -> Bool {
            entry.due < nextEventTime && (within.map { entry.due <= eventTime + $0 } ?? true)
        }
        while let index = pending.indices.min(by: { (pending[$0].due, pending[$0].order) < (pending[$1].due, pending[$1].order) }),
            isDue(pending[index])
        {
            let entry = pending.remove(at: index)
            now = entry.due
            if entry.work.isCancelled && !entry.work.isTask {
                entry.work.isQueued = false
                try ended(entry.work, in: interpreter)
                continue
            }
            _ = try run(entry.work, resuming: entry.resumption, in: interpreter)
        }
    }

    /// Runs work, or goes on with a paused task: its result, `nil` when the task paused (again).
    private func run(_ work: Work, resuming resumption: Fiber.Resumption? = nil, in interpreter: Interpreter) throws -> Value? {
        work.isQueued = false
        let outer = currentTask
        currentTask = work.isTask ? work : outer
        defer { currentTask = outer }
        let result: Value
        do {
            if work.fiber != nil || work.mayPause {  // a resumed task has its thread: no need to look at its code again
                if work.fiber == nil { started.append(work) }
                guard let ended = try interpreter.runTask(work, resuming: resumption) else { return nil }
                result = ended
            } else {
                result = try work.body(interpreter)
            }
        } catch let thrown as Thrown where work.isTask {
            (result, work.threw) = (thrown.value, true)  // a throwing task ends with its error, which nothing reports
        }
        if let interval = work.repeatInterval, !work.isCancelled {
            enqueue(work, after: interval)  // a repeating timer fires again (a runaway one runs out of the work budget)
            return result
        }
        work.result = result
        for waiter in work.waiters { resume(waiter, with: work.threw ? .thrown(result) : .value(result)) }
        work.waiters = []
        try ended(work, in: interpreter)
        return result
    }

    /// Runs what follows `work`'s end, once.
    private func ended(_ work: Work, in interpreter: Interpreter) throws {
        let hooks = work.whenEnded
        work.whenEnded = []
        for hook in hooks { try hook(interpreter) }
    }
}

extension Interpreter {
    /// Queues a closure (called with `arguments`) to run on the main queue `delay` seconds from now.
    @discardableResult
    func deferCall(_ closure: Value, _ arguments: [Argument] = [], after delay: Double = 0, isTask: Bool = false, at call: some SyntaxProtocol) -> MainQueue.Work {
        let work = MainQueue.Work(closures: [closure], isTask: isTask) { interpreter in
            try interpreter.callFunction(closure, arguments, at: call)
        }
        mainQueue.enqueue(work, after: delay)
        return work
    }

    /// Runs the work the event deferred: the layout the checks see is the one
    /// after it (or, given `within`, the work due that many seconds after the event).
    func runMainQueue(within: Double? = nil) throws {
        try mainQueue.drain(in: self, within: within)
    }

    /// `Task.isCancelled` inside the running task.
    var isCurrentTaskCancelled: Bool { mainQueue.currentTask?.isCancelled ?? false }

    /// `Task.sleep` and `Task.checkCancellation()`: a cancelled task's throw `CancellationError`.
    func checkTaskCancellation() throws {
        if isCurrentTaskCancelled { throw Thrown(value: .library("CancellationError()")) }
    }

    /// `Task { }` and `Task.detached { }`: queued behind what the callback already queued.
    func makeTask(_ arguments: [Argument], at call: some SyntaxProtocol) -> Value? {
        guard let operation = arguments.last?.value, operation.isCallable else { return nil }
        return .work(deferCall(operation, isTask: true, at: call))
    }

    /// `DispatchWorkItem { }` / `DispatchWorkItem(block:)`: made, not queued.
    func makeWorkItem(_ arguments: [Argument], at call: some SyntaxProtocol) -> Value? {
        guard let block = arguments.last?.value, block.isCallable else { return nil }
        return .work(MainQueue.Work(closures: [block], isTask: false) { try $0.callFunction(block, [], at: call) })
    }

    /// `DispatchQueue.main.async { }`, `async(execute: item)`, `asyncAfter(deadline:execute:)`,
    /// `async(group:execute:)` (the group entered now, left when the block ends, `DispatchGroups.swift`),
    /// `sync` (run at once: the SDK calls the delegate on the main thread, where `main.sync`
    /// would deadlock, so it is a background queue's). A block that is not a closure nor a work item stops.
    func dispatch(_ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value {
        guard let block = arguments.last?.value, block.isCallable || block.isWork else {
            throw unsupported(call, "DispatchQueue.main.\(name) given \(arguments.last?.value.kind ?? "no block")")
        }
        if name == "sync" {
            if case .work(let work) = block { return try mainQueue.runNow(work, in: self) ?? .void }
            return try callFunction(block, [], at: call)
        }
        var delay = 0.0
        if name == "asyncAfter", let deadline = arguments.first(where: { $0.label == "deadline" || $0.label == "wallDeadline" }) {
            delay = try seconds(deadline.value, at: call) - mainQueue.now
        }
        if let group = arguments.first(where: { $0.label == "group" }) {
            try queue(block, in: dispatchGroup(group.value, at: call), at: call)
            return .void
        }
        switch block {
        case .work(let work): mainQueue.enqueue(work, after: delay)
        default: deferCall(block, after: delay, at: call)
        }
        return .void
    }

    /// `Timer.scheduledTimer(withTimeInterval:repeats:) { }`: its block after the
    /// interval, once, or every interval until the timer is invalidated (a
    /// frame-by-frame slide that invalidates itself when done; one that never
    /// does fires until the scenario ends, and a runaway one runs out of the work budget).
    func scheduleTimer(_ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard let timer = try makeTimer(arguments, intervalLabel: "withTimeInterval", at: call) else { return nil }
        mainQueue.enqueue(timer, after: timer.interval)
        return .work(timer)
    }

    /// `Timer(timeInterval:repeats:block:)`: a timer not yet scheduled; `RunLoop.main.add(_:forMode:)` schedules it, `fire()` runs it now.
    func makeUnscheduledTimer(_ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        try makeTimer(arguments, intervalLabel: "timeInterval", at: call).map(Value.work)
    }

    /// `RunLoop.main.add(timer, forMode: .common)`: the timer's block after its interval, as a scheduled timer's.
    func addTimer(_ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard case .work(let timer)? = arguments.first?.value, timer.isTimer else { return nil }
        if !timer.isCancelled { mainQueue.enqueue(timer, after: timer.interval) }
        return .void
    }

    private func makeTimer(_ arguments: [Argument], intervalLabel: String, at call: some SyntaxProtocol) throws -> MainQueue.Work? {
        guard let interval = arguments.first(where: { $0.label == intervalLabel }), let block = arguments.last?.value, block.isCallable
        else { return nil }
        let seconds = try seconds(interval.value, at: call)
        // The block gets its timer: a work whose body passes it in.
        weak var timer: MainQueue.Work?
        let work = MainQueue.Work(closures: [block], isTask: false) { interpreter in
            try interpreter.callFunction(block, [(nil, timer.map(Value.work) ?? .void)], at: call)
        }
        timer = work
        work.isTimer = true
        work.interval = seconds
        if case .bool(true)? = arguments.first(where: { $0.label == "repeats" })?.value {
            work.repeatInterval = max(seconds, 0.0001)  // Foundation's floor for a non-positive interval
        }
        return work
    }

    /// Seconds from an animation call to its completion: its `delay` plus its
    /// `withDuration`/`duration`, where they are numbers.
    static func animationLength(_ arguments: [Argument]) -> Double {
        arguments.filter { ["withDuration", "duration", "delay"].contains($0.label) }
            .reduce(0.0) { total, argument in if case .number(let seconds) = argument.value { total + seconds } else { total } }
    }

    /// A deadline or interval in seconds (`.now() + 0.3` is one already).
    func seconds(_ value: Value, at node: some SyntaxProtocol) throws -> Double {
        guard let seconds = Self.intervalSeconds(value) else { throw unsupported(node, "a deadline or interval given as \(value.kind)") }
        return seconds
    }

    /// Seconds, or a `DispatchTimeInterval` (`.milliseconds(300)`) in seconds.
    static func intervalSeconds(_ value: Value) -> Double? {
        switch value {
        case .number(let seconds): return seconds
        case .enumCase(let unit) where unit.payload.count == 1:
            let scale: [String: Double] = ["seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9]
            if let scale = scale[unit.name], case .number(let count) = unit.payload[0].value { return count * scale }
        default: break
        }
        return nil
    }

    /// `cancel()` and `perform()` of a task or work item, `invalidate()` and
    /// `fire()` of a timer, an operation's (`OperationQueues.swift`).
    func callWorkMethod(_ name: String, on work: MainQueue.Work, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "cancel", "invalidate":
            work.isCancelled = true
            wakeCancelled(work)
            if work.operation != nil { startReadyOperations() }  // a cancelled operation is ready at once
        case "perform" where work.operation == nil, "fire" where work.isTimer:
            // A cancelled work item returns at once (GCD's `perform`), an invalidated timer does not fire.
            if !work.isCancelled { _ = try mainQueue.runNow(work, in: self) }
        default: return try callOperationMethod(name, on: work, arguments, at: call)
        }
        return .void
    }

    /// `isCancelled`, a timer's `isValid` (neither fired nor invalidated), and
    /// `value`/`result` awaited: a task still queued runs now, as the awaiting code goes on after it.
    func workMember(_ name: String, of work: MainQueue.Work, at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "isCancelled": return .bool(work.isCancelled)
        case _ where work.operation != nil: return operationMember(name, of: work)
        case "isValid" where work.isTimer: return .bool(!work.isCancelled && work.result == nil)
        case "value", "result":
            try awaitEnd(of: work, at: node)
            guard let result = try mainQueue.runNow(work, in: self) else {
                throw unsupported(node, "awaiting a task that paused, outside a task (an await that would pause where nothing can)")
            }
            if name == "result" { return .enumCase(EnumValue(typeName: "Result", name: work.threw ? "failure" : "success", payload: [(nil, result)])) }
            if work.threw { throw Thrown(value: result) }
            return result
        default: return nil
        }
    }
}
