import SwiftSyntax

/// `withTaskGroup`/`withThrowingTaskGroup`: each `addTask` is a child task
/// on the main queue (after what is queued already); `next()` and
/// `for await` take results as children end, pausing the task until one
/// does; the group waits for the children left when its body returns (and
/// cancels them first when a throwing body throws), as Swift does. A child's
/// error comes out of the `next()` that takes it.
final class TaskGroup {
    let isThrowing: Bool
    /// Children that ended and whose result no `next()` took yet, in the order they ended.
    var results: [Fiber.Resumption] = []
    /// Children not ended.
    var running: [MainQueue.Work] = []
    var isCancelled = false
    /// The task paused in `next()`.
    var waiter: MainQueue.Work?

    init(isThrowing: Bool) { self.isThrowing = isThrowing }

    var typeName: String { isThrowing ? "ThrowingTaskGroup" : "TaskGroup" }
}

extension Interpreter {
    /// `withTaskGroup(of:returning:body:)` and `withThrowingTaskGroup(of:returning:body:)`.
    func withTaskGroup(_ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard let body = arguments.last?.value, body.isCallable else { return nil }
        let group = TaskGroup(isThrowing: name.contains("Throwing"))
        let result: Value
        do {
            result = try callFunction(body, [(nil, .channel(.group(group)))], at: call)
        } catch let thrown as Thrown {
            cancelAll(group)
            try waitForAll(group, at: call)
            throw thrown
        }
        try waitForAll(group, at: call)
        return result
    }

    /// The next child's result; `nil` when no child is left.
    func nextResult(of group: TaskGroup, at node: some SyntaxProtocol) throws -> Value? {
        if !group.results.isEmpty {
            switch group.results.removeFirst() {
            case .value(let value): return value
            case .thrown(let error): throw Thrown(value: error)
            case .abandon: throw Fiber.Abandoned()
            }
        }
        guard let child = group.running.first else { return nil }
        guard fiber != nil else {
            // Not in a task (a test's probe): nothing else runs meanwhile, so the child runs now.
            guard try mainQueue.runNow(child, in: self) != nil else {
                throw unsupported(node, "waiting for a paused child of a task group outside a task")
            }
            return try nextResult(of: group, at: node)
        }
        return try pauseRunningTask(waitingFor: .other, at: node, "waiting for a child of a task group") { group.waiter = $0 }
    }

    /// Methods of a task group.
    func callGroupMethod(_ name: String, on group: TaskGroup, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        switch (name, arguments.map(\.label)) {
        case ("addTask", _), ("addTaskUnlessCancelled", _):
            guard let operation = arguments.last?.value, operation.isCallable, arguments.dropLast().allSatisfy({ $0.label == "priority" })
            else { return nil }
            let added = !(name == "addTaskUnlessCancelled" && group.isCancelled)
            if added { addChild(operation, to: group, at: call) }
            return name == "addTask" ? .void : .bool(added)
        case ("next", []): return try nextResult(of: group, at: call) ?? .null
        case ("waitForAll", []):
            try waitForAll(group, at: call)
            return .void
        case ("cancelAll", []):
            cancelAll(group)
            return .void
        case ("makeAsyncIterator", []): return .channel(.group(group))
        default: return nil
        }
    }

    /// `isEmpty` and `isCancelled` of a task group.
    func groupMember(_ name: String, of group: TaskGroup) -> Value? {
        switch name {
        case "isEmpty": .bool(group.running.isEmpty && group.results.isEmpty)
        case "isCancelled": .bool(group.isCancelled)
        default: nil
        }
    }

    /// A child: a task queued like `Task { }` that hands its end to the group.
    private func addChild(_ operation: Value, to group: TaskGroup, at call: some SyntaxProtocol) {
        weak var made: MainQueue.Work?  // the child itself, for its body to say which ended
        let child = MainQueue.Work(closures: [operation], isTask: true) { interpreter in
            let ended: Fiber.Resumption
            do {
                ended = .value(try interpreter.callFunction(operation, [], at: call))
            } catch let thrown as Thrown {
                ended = .thrown(thrown.value)
            }
            group.running.removeAll { $0 === made }
            interpreter.childEnded(ended, in: group)
            if case .value(let value) = ended { return value }
            return .void
        }
        made = child
        child.isCancelled = group.isCancelled
        group.running.append(child)
        mainQueue.enqueue(child)
    }

    private func childEnded(_ ended: Fiber.Resumption, in group: TaskGroup) {
        if let waiter = group.waiter {
            group.waiter = nil
            mainQueue.resume(waiter, with: ended)
        } else {
            group.results.append(ended)
        }
    }

    /// Takes every child's result (errors included: a body that returns discards them).
    private func waitForAll(_ group: TaskGroup, at node: some SyntaxProtocol) throws {
        while !group.running.isEmpty || !group.results.isEmpty {
            do { _ = try nextResult(of: group, at: node) } catch is Thrown {}
        }
    }

    private func cancelAll(_ group: TaskGroup) {
        group.isCancelled = true
        for child in group.running {
            child.isCancelled = true
            wakeCancelled(child)
        }
    }
}
