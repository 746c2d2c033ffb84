import Foundation
import LayoutModel
import SwiftSyntax

/// A task that can pause at an `await`: Swift's main actor runs other work
/// while a task waits for a continuation, a `Task.sleep`, another task's
/// value or a stream's next element, and goes on with the task when that
/// arrives. A tree-walking interpreter cannot leave a function halfway, so a
/// task that may pause runs on a thread of its own, and only one thread runs
/// at a time: the main flow hands control to the task and waits until the
/// task pauses or ends, as a coroutine would. So interleavings the app has
/// (a hide's task paused in its animation while a show's task runs) happen in
/// the run, and a continuation nothing resumes leaves the rest of its task
/// unrun, as in the app.
final class Fiber: @unchecked Sendable {
    /// What a paused task goes on with.
    enum Resumption {
        case value(Value)
        case thrown(Value)
        /// The run is over: the task unwinds without running more code.
        case abandon
    }

    /// What a paused task waits for, where `cancel()` ends the wait early.
    enum Wait {
        case sleep
        case stream(AsyncChannel.Stream)
        case other
    }

    /// Thrown inside a task the run abandons, through the interpreter only.
    struct Abandoned: Error {}

    /// Interpreter recursion as deep as on the main flow's threads.
    private static let stackSize = 8 << 20

    private let toTask = DispatchSemaphore(value: 0)
    private let toMain = DispatchSemaphore(value: 0)
    private var resumption: Resumption?
    /// How the task ended; `nil` while it is paused.
    private(set) var ended: Result<Value, any Error>?
    /// Its line of execution while another runs.
    var context: Interpreter.ExecutionContext
    var wait: Wait?

    /// A task about to start on its own thread, from the line of execution that runs it.
    init(from context: Interpreter.ExecutionContext, body: @escaping () throws -> Value) {
        self.context = context
        self.context = context.starting(self)
        // Task-locals are per thread: the run's ledgers go with the task.
        let ledgers = (run: RunLedger.current, constraints: ConstraintLedger.current)
        nonisolated(unsafe) let body = body
        let thread = Thread { [self] in
            toTask.wait()
            ended =
                if case .abandon? = resumption {
                    .failure(Abandoned())
                } else {
                    RunLedger.$current.withValue(ledgers.run) {
                        ConstraintLedger.$current.withValue(ledgers.constraints) { Result { try body() } }
                    }
                }
            toMain.signal()
        }
        thread.stackSize = Self.stackSize
        thread.start()
    }

    /// From the main flow: lets the task run until it pauses or ends.
    func run(_ resumption: Resumption?) {
        self.resumption = resumption
        toTask.signal()
        toMain.wait()
    }

    /// From the task: hands control back until `run` is called again, and gives what the task goes on with.
    func pause() throws -> Value {
        toMain.signal()
        toTask.wait()
        switch resumption {
        case .value(let value)?: return value
        case .thrown(let error)?: throw Thrown(value: error)
        case .abandon?, nil: throw Abandoned()
        }
    }
}

/// What a task can wait on: a continuation (resumed once) or an
/// `AsyncStream` (elements yielded, then finished) and the continuation that feeds it.
enum AsyncChannel {
    case continuation(Continuation)
    case stream(Stream)
    /// A stream's `AsyncStream.Continuation`.
    case feed(Stream)
    /// A task group's handle (`TaskGroups.swift`).
    case group(TaskGroup)

    var typeName: String {
        switch self {
        case .group(let group): group.typeName
        case .continuation(let continuation): continuation.isChecked ? "CheckedContinuation" : "UnsafeContinuation"
        case .stream(let stream): stream.typeName
        case .feed(let stream): "\(stream.typeName).Continuation"
        }
    }

    final class Continuation {
        let isChecked: Bool
        /// What it was resumed with, once it was.
        var resumed: Fiber.Resumption?
        /// The task paused on it.
        var waiter: MainQueue.Work?

        init(isChecked: Bool) { self.isChecked = isChecked }
    }

    final class Stream {
        let typeName: String
        /// The element type the code named (`makeStream(of: CGSize.self)`), which types an implicit member yielded (`.zero`).
        var elementType: String?
        /// Elements yielded and not yet taken, oldest first.
        var buffer: [Value] = []
        /// `.bufferingNewest(n)` / `.bufferingOldest(n)`; `nil` is unbounded.
        let limit: (count: Int, keepsNewest: Bool)?
        var isFinished = false
        /// `finish(throwing:)`'s error, thrown to the loop after the buffered elements.
        var failure: Value?
        /// The task paused for the next element.
        var waiter: MainQueue.Work?

        init(typeName: String, limit: (count: Int, keepsNewest: Bool)?) {
            (self.typeName, self.limit) = (typeName, limit)
        }
    }
}

extension MainQueue.Work {
    /// A task whose code may pause (an `await` in its closure, or a method
    /// whose body is not looked at) runs on a thread of its own; others run inline.
    var mayPause: Bool {
        guard isTask else { return false }
        return closures.contains { closure in
            guard case .closure(let made) = closure else { return true }
            return made.syntax.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
        }
    }
}

extension Interpreter {
    /// Runs a task on its thread until it pauses or ends: its value, `nil` while paused.
    func runTask(_ work: MainQueue.Work, resuming resumption: Fiber.Resumption?) throws -> Value? {
        let task = work.fiber ?? Fiber(from: executionContext) { [unowned self] in try work.body(self) }
        work.fiber = task
        let own = executionContext
        executionContext = task.context
        task.run(resumption)
        task.context = executionContext
        executionContext = own
        guard let ended = task.ended else { return nil }
        work.fiber = nil
        return try ended.get()
    }

    /// The run is over: tasks still paused (on a continuation nothing resumed,
    /// a stream nothing finished) unwind without running more of their code.
    func endTasks() {
        for work in mainQueue.pausedTasks { _ = try? runTask(work, resuming: .abandon) }
    }

    /// Pauses the running task until the main queue resumes it
    /// (`MainQueue.resume`); `register` first records who waits (or queues its resumption).
    func pauseRunningTask(
        waitingFor wait: Fiber.Wait, at node: some SyntaxProtocol, _ what: String, register: (MainQueue.Work) -> Void
    ) throws -> Value {
        guard let fiber, let task = mainQueue.currentTask else {
            throw unsupported(node, "\(what) outside a task (an await that would pause where nothing can)")
        }
        register(task)
        fiber.wait = wait
        defer { fiber.wait = nil }
        return try fiber.pause()
    }

    /// `withCheckedContinuation { c in ... }` (and the throwing and unsafe
    /// ones): the body runs at once with the continuation; the task goes on
    /// when it is resumed: at once if the body resumed it, else when whoever
    /// holds it does (an animation's completion, a later callback), and never
    /// when nothing does.
    func awaitContinuation(_ name: String, _ body: Value, at call: some SyntaxProtocol) throws -> Value {
        let continuation = AsyncChannel.Continuation(isChecked: !name.contains("Unsafe"))
        _ = try callFunction(body, [(nil, .channel(.continuation(continuation)))], at: call)
        if let resumed = continuation.resumed { return try Self.value(of: resumed) }
        return try pauseRunningTask(waitingFor: .other, at: call, "awaiting a continuation") { continuation.waiter = $0 }
    }

    /// `resume()`, `resume(returning:)`, `resume(throwing:)`, `resume(with:)`;
    /// a second resume traps (a checked continuation says so; an unsafe one is undefined behaviour).
    private func resume(_ continuation: AsyncChannel.Continuation, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        let resumption: Fiber.Resumption
        switch (arguments.first?.label, arguments.first?.value) {
        case (nil, nil): resumption = .value(.void)
        case ("returning", let value?): resumption = .value(value)
        case ("throwing", let error?): resumption = .thrown(error)
        case ("with", .enumCase(let result)?) where result.payload.count == 1 && ["success", "failure"].contains(result.name):
            resumption = result.name == "success" ? .value(result.payload[0].value) : .thrown(result.payload[0].value)
        default: return nil
        }
        guard continuation.resumed == nil else {
            throw crash(
                call,
                continuation.isChecked
                    ? "SWIFT TASK CONTINUATION MISUSE: the continuation is resumed a second time, which traps"
                    : "an unsafe continuation resumed a second time (undefined behaviour)")
        }
        continuation.resumed = resumption
        if let waiter = continuation.waiter { mainQueue.resume(waiter, with: resumption) }
        return .void
    }

    private static func value(of resumption: Fiber.Resumption) throws -> Value {
        switch resumption {
        case .value(let value): return value
        case .thrown(let error): throw Thrown(value: error)
        case .abandon: throw Fiber.Abandoned()
        }
    }

    /// `Task.sleep(nanoseconds:)`, `Task.sleep(for:)`: the task pauses for that
    /// long while the queue runs what is due sooner; cancelled, it throws.
    func sleep(_ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value {
        try checkTaskCancellation()
        guard fiber != nil else { return .void }  // an async function run outside any task (a test's probe): nothing else could run
        let seconds: Double
        switch (arguments.first?.label, arguments.first?.value) {
        case ("nanoseconds", .number(let nanoseconds)?): seconds = nanoseconds / 1e9
        case ("for", let duration?): seconds = try self.seconds(duration, at: call)
        default: throw unsupported(call, "a Task.sleep of \(arguments.map { "\($0.label ?? "_"):" }.joined())")
        }
        return try pauseRunningTask(waitingFor: .sleep, at: call, "Task.sleep") { [mainQueue] in
            mainQueue.resume($0, with: .value(.void), after: seconds)
        }
    }

    /// `Task.yield()`: what is queued runs before the task goes on.
    func yieldTask(at call: some SyntaxProtocol) throws -> Value {
        guard fiber != nil else { return .void }
        return try pauseRunningTask(waitingFor: .other, at: call, "Task.yield") { [mainQueue] in mainQueue.resume($0, with: .value(.void)) }
    }

    /// `await task.value` inside a task: it pauses until that task ends.
    func awaitEnd(of work: MainQueue.Work, at node: some SyntaxProtocol) throws {
        guard work.result == nil, fiber != nil else { return }
        _ = try pauseRunningTask(waitingFor: .other, at: node, "awaiting a task") { work.waiters.append($0) }
    }

    /// `cancel()` of a task paused in `Task.sleep` (it throws at once) or on a
    /// stream (its loop ends), as Swift's cancellation handlers do.
    func wakeCancelled(_ work: MainQueue.Work) {
        switch work.fiber?.wait {
        case .sleep?: mainQueue.resume(work, with: .thrown(.library("CancellationError()")), replacing: true)
        case .stream(let stream)?:
            stream.waiter = nil
            mainQueue.resume(work, with: .value(.array([])))
        default: break
        }
    }

    /// Methods of continuations, streams and their feeds.
    func callChannelMethod(_ name: String, on channel: AsyncChannel, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        switch channel {
        case .continuation(let continuation) where name == "resume": return try resume(continuation, arguments, at: call)
        case .feed(let stream):
            let element = try arguments.map { argument in
                guard case .symbol(let member) = argument.value, let type = stream.elementType else { return argument }
                return (argument.label, try self.member(member, of: .type(type), at: call))
            }
            return callFeedMethod(name, on: stream, element)
        case .stream(let stream) where name == "makeAsyncIterator" && arguments.isEmpty: return .channel(.stream(stream))
        case .stream(let stream) where name == "next" && arguments.isEmpty: return try nextElement(of: stream, at: call) ?? .null
        case .group(let group): return try callGroupMethod(name, on: group, arguments, at: call)
        default: return nil
        }
    }
}
