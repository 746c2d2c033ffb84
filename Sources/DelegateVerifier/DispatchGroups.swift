import SwiftSyntax

/// A `DispatchGroup`: a count of the blocks that entered it and have not
/// left, and the `notify` blocks waiting for the count to reach zero.
///
/// Dispatch's semantics: `enter()` adds one, `leave()` takes one off (below
/// zero Dispatch traps: a crash), `notify(queue: .main) { }` queues its block
/// on the main queue as soon as the count is zero (at once when it is zero
/// already, else when the last `leave()` runs), `async(group:)` enters the
/// group for the block's run, and `wait()` on the main thread while the count
/// is not zero never returns: what would leave runs on the main queue, which
/// waits (a deadlock: the app hangs). A notify block still waiting when the run
/// ends never ran: the run states it, naming the line (`stateWaitingWork`).
final class WorkGroup {
    /// Blocks entered and not left.
    var entered = 0
    /// `notify` blocks (a closure or a work item) waiting for the count to reach zero, with where each was given.
    var waiting: [(block: Value, at: Syntax)] = []
}

extension Value {
    /// A `DispatchWorkItem`, `Task`, `Timer` or operation: work the main queue can run.
    var isWork: Bool {
        if case .work = self { true } else { false }
    }
}

extension Interpreter {
    /// `DispatchGroup()`.
    func makeDispatchGroup() -> Value { .dispatchGroup(WorkGroup()) }

    /// The group a `group:` argument gives.
    func dispatchGroup(_ value: Value, at call: some SyntaxProtocol) throws -> WorkGroup {
        guard case .dispatchGroup(let group) = value else { throw unsupported(call, "a dispatch group given as \(value.kind)") }
        return group
    }

    /// `enter()`, `leave()`, `notify(queue:execute:)` (or `work:`), `wait()`,
    /// `wait(timeout:)` of a group; `nil` for other methods (which stop).
    func callDispatchGroupMethod(_ name: String, on group: WorkGroup, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        switch (name, arguments.map(\.label)) {
        case ("enter", []):
            group.entered += 1
        case ("leave", []):
            try leave(group, at: call)
        case ("notify", let labels) where labels.contains("queue") && Set(labels).isSubset(of: ["qos", "flags", "queue", "execute", "work", nil]):
            let queue = arguments.first { $0.label == "queue" }!.value
            guard isMainDispatchQueue(queue) else {
                throw unsupported(call, "DispatchGroup.notify on \(queue.kind), a queue other than the main queue (its block runs on another thread)")
            }
            guard let block = arguments.last?.value, block.isCallable || block.isWork else {
                throw unsupported(call, "DispatchGroup.notify given \(arguments.last?.value.kind ?? "no block")")
            }
            group.waiting.append((block, Syntax(call)))
            if !mainQueue.notifyingGroups.contains(where: { $0 === group }) { mainQueue.notifyingGroups.append(group) }
            if group.entered == 0 { release(group) }
        case ("wait", []):
            guard group.entered == 0 else {
                throw crash(
                    call, "DispatchGroup.wait() blocks the main thread while \(group.entered) entered block(s) have not left; "
                        + "what would leave the group runs on the main queue, which waits for it: a deadlock (the app hangs)")
            }
        case ("wait", ["timeout"]), ("wait", ["wallTimeout"]):
            guard group.entered == 0 else {
                throw unsupported(
                    call, "DispatchGroup.wait(timeout:) on the main thread while \(group.entered) entered block(s) have not left (the main thread blocks until the timeout)")
            }
            return .symbol("success")
        default: return nil
        }
        return .void
    }

    /// `leave()`: one less; at zero the notify blocks are queued. Below zero Dispatch traps.
    func leave(_ group: WorkGroup, at node: some SyntaxProtocol) throws {
        guard group.entered > 0 else {
            throw crash(node, "DispatchGroup.leave() without a matching enter() (Dispatch traps on an unbalanced leave)")
        }
        group.entered -= 1
        if group.entered == 0 { release(group) }
    }

    /// The group is empty: its notify blocks go on the main queue, in the order given.
    private func release(_ group: WorkGroup) {
        let waiting = group.waiting
        group.waiting = []
        mainQueue.notifyingGroups.removeAll { $0 === group }
        for (block, node) in waiting {
            if case .work(let work) = block { mainQueue.enqueue(work) } else { deferCall(block, at: node) }
        }
    }

    /// `DispatchQueue.main.async(group:execute:)`: the group is entered now and
    /// left when the block ends (a cancelled work item leaves it without running).
    func queue(_ block: Value, in group: WorkGroup, at call: some SyntaxProtocol) throws {
        group.entered += 1
        let work: MainQueue.Work
        if case .work(let item) = block {
            work = MainQueue.Work(closures: [block], isTask: false) { interpreter in
                item.isCancelled ? .void : try interpreter.mainQueue.runNow(item, in: interpreter) ?? .void
            }
        } else {
            work = MainQueue.Work(closures: [block], isTask: false) { try $0.callFunction(block, [], at: call) }
        }
        work.whenEnded.append { try $0.leave(group, at: call) }
        mainQueue.enqueue(work)
    }

    /// `.main` or `DispatchQueue.main` as a queue argument.
    func isMainDispatchQueue(_ value: Value) -> Bool {
        switch value {
        case .type("DispatchQueue"), .symbol("main"): true
        default: false
        }
    }

    /// What waits when the run ends and so never ran: `notify` blocks of a
    /// group never emptied, operations whose dependencies never finished.
    /// Stated, each at the line that gave it: the layout checked is the one
    /// without them, as in the app if they never run.
    func stateWaitingWork() {
        for group in mainQueue.notifyingGroups {
            for (_, node) in group.waiting {
                assume(
                    node, "this DispatchGroup.notify block never ran: when the run ended its group still had \(group.entered) enter() without leave(), so what the block lays out is not checked",
                    perCall: false)
            }
        }
        stateWaitingOperations()
    }
}
