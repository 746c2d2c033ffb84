import SwiftSyntax

/// An `Operation`'s state besides its block: the operations it waits for,
/// whether a queue has it, and whether it finished.
///
/// Foundation's semantics on `OperationQueue.main` (a serial queue the main
/// run loop serves, as it serves `DispatchQueue.main`): an operation added
/// runs once every dependency has finished, in the order added among those
/// ready; a cancelled one does not run its block, becomes ready at once and
/// finishes when the queue reaches it, so what depends on it then runs.
/// Adding an operation twice, or one that finished, raises
/// (`NSInvalidArgumentException`: a crash); waiting on the main thread for
/// what the main queue runs never returns (a deadlock). An operation on
/// another queue (`OperationQueue()`) runs on another thread: it stops.
final class OperationState {
    var dependencies: [MainQueue.Work] = []
    /// Where it was added to `OperationQueue.main`; `nil` before.
    var addedAt: Syntax?
    /// Queued on the main queue (ready, not finished).
    var isStarted = false
    var isFinished = false
}

extension Interpreter {
    /// `BlockOperation { }` / `BlockOperation(block:)`: made, not queued.
    func makeOperation(_ arguments: [Argument], at call: some SyntaxProtocol) -> Value? {
        guard arguments.count == 1, let block = arguments.last?.value, block.isCallable else { return nil }
        let work = MainQueue.Work(closures: [block], isTask: false) { try $0.callFunction(block, [], at: call) }
        work.operation = OperationState()
        return .work(work)
    }

    /// Methods of `OperationQueue.main`: `addOperation(_:)` (an operation or a
    /// block), `addOperations(_:waitUntilFinished:)`, `addBarrierBlock(_:)`,
    /// `cancelAllOperations()`, `waitUntilAllOperationsAreFinished()`; `nil` for others (which stop).
    func callMainOperationQueue(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        switch (name, arguments.map(\.label)) {
        case ("addOperation", [nil]):
            let given = arguments[0].value
            if given.isCallable, let made = makeOperation(arguments, at: call), case .work(let operation) = made {
                try add(operation, at: call)
            } else {
                try add(operation(given, at: call), at: call)
            }
        case ("addOperations", [nil, "waitUntilFinished"]):
            let added = try sequence(arguments[0].value, at: call).map { try operation($0, at: call) }
            for operation in added { try add(operation, at: call) }
            if case .bool(true) = arguments[1].value, added.contains(where: { $0.operation?.isFinished == false }) {
                throw crash(call, "addOperations(_:waitUntilFinished: true) on OperationQueue.main from the main thread waits for operations the main queue runs: a deadlock (the app hangs)")
            }
        case ("addBarrierBlock", [nil]):
            guard let made = makeOperation(arguments, at: call), case .work(let barrier) = made else { return nil }
            barrier.operation?.dependencies = mainQueue.operations  // on a serial queue: after everything added before it
            try add(barrier, at: call)
        case ("cancelAllOperations", []):
            for operation in mainQueue.operations { operation.isCancelled = true }
            startReadyOperations()
        case ("waitUntilAllOperationsAreFinished", []):
            guard mainQueue.operations.isEmpty else {
                throw crash(call, "waitUntilAllOperationsAreFinished() on OperationQueue.main from the main thread waits for operations the main queue runs: a deadlock (the app hangs)")
            }
        default: return nil
        }
        return .void
    }

    /// `OperationQueue.main`'s members: `operationCount`, `operations`.
    func mainOperationQueueMember(_ name: String) -> Value? {
        switch name {
        case "operationCount": .number(Double(mainQueue.operations.count))
        case "operations": .array(mainQueue.operations.map(Value.work))
        default: nil
        }
    }

    /// An operation from a value.
    private func operation(_ value: Value, at call: some SyntaxProtocol) throws -> MainQueue.Work {
        guard case .work(let work) = value, work.operation != nil else { throw unsupported(call, "an operation given as \(value.kind)") }
        return work
    }

    /// Adds an operation to `OperationQueue.main`: it runs once its dependencies finished.
    private func add(_ work: MainQueue.Work, at call: some SyntaxProtocol) throws {
        guard let state = work.operation else { return }
        guard state.addedAt == nil, !state.isFinished else {
            throw crash(
                call, "OperationQueue raises NSInvalidArgumentException: the operation \(state.isFinished ? "has finished and cannot be enqueued" : "is already enqueued on a queue")")
        }
        state.addedAt = Syntax(call)
        mainQueue.operations.append(work)
        work.whenEnded.append { interpreter in
            state.isFinished = true
            interpreter.mainQueue.operations.removeAll { $0 === work }
            interpreter.startReadyOperations()
        }
        startReadyOperations()
    }

    /// Queues, in the order added, the operations now ready: cancelled, or every dependency finished.
    func startReadyOperations() {
        for work in mainQueue.operations {
            guard let state = work.operation, !state.isStarted,
                work.isCancelled || state.dependencies.allSatisfy({ $0.operation?.isFinished ?? ($0.result != nil) })
            else { continue }
            state.isStarted = true
            mainQueue.enqueue(work)
        }
    }

    /// An operation's methods: `addDependency(_:)`, `removeDependency(_:)`,
    /// `waitUntilFinished()` (returns only when it finished), `start()` (an
    /// operation no queue has, ready: its block now); `nil` for others.
    func callOperationMethod(_ name: String, on work: MainQueue.Work, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard let state = work.operation else { return nil }
        switch (name, arguments.map(\.label)) {
        case ("addDependency", [nil]):
            state.dependencies.append(try operation(arguments[0].value, at: call))
        case ("removeDependency", [nil]):
            let removed = try operation(arguments[0].value, at: call)
            state.dependencies.removeAll { $0 === removed }
            startReadyOperations()
        case ("waitUntilFinished", []):
            guard state.isFinished else {
                throw crash(call, "waitUntilFinished() on the main thread for an operation that has not finished (the main queue would run it): a deadlock (the app hangs)")
            }
        case ("start", []):
            guard state.addedAt == nil, !state.isFinished else { throw unsupported(call, "start() of an operation a queue has or that finished") }
            guard work.isCancelled || state.dependencies.allSatisfy({ $0.operation?.isFinished ?? true }) else {
                throw crash(call, "start() of an operation whose dependencies have not finished raises NSInvalidArgumentException")
            }
            if !work.isCancelled { _ = try mainQueue.runNow(work, in: self) }
            state.isFinished = true
        default: return nil
        }
        return .void
    }

    /// `isFinished`, `isReady`, `dependencies` of an operation.
    func operationMember(_ name: String, of work: MainQueue.Work) -> Value? {
        guard let state = work.operation else { return nil }
        switch name {
        case "isFinished": return .bool(state.isFinished)
        case "isReady": return .bool(work.isCancelled || state.dependencies.allSatisfy { $0.operation?.isFinished ?? true })
        case "dependencies": return .array(state.dependencies.map(Value.work))
        default: return nil
        }
    }

    /// Operations added to `OperationQueue.main` still waiting when the run ends: stated where each was added.
    func stateWaitingOperations() {
        for work in mainQueue.operations {
            guard let node = work.operation?.addedAt else { continue }
            assume(
                node, "an operation added here never ran: when the run ended it still waited on a dependency that never finished, so what its block lays out is not checked",
                perCall: false)
        }
    }
}
