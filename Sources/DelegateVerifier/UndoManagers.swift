import SwiftSyntax

/// Foundation's `UndoManager`, where a team makes every layout change
/// undoable and leaves a state by undoing the step that entered it (trial
/// 50b: taken as unknown app code, its handlers never ran, a silent pass).
/// Undo groups nest; a top-level group goes on the undo stack when it ends
/// (an empty one is dropped), or, while undoing, on the redo stack. `undo()`
/// runs the top group's handlers last registered first, collecting what they
/// register for `redo()`; a registration outside undo and redo clears the
/// redo stack. With `groupsByEvent` (the default) a registration outside any
/// group opens one that the end of the callback's run loop turn closes; without
/// it, registering outside a group, ending a group never begun and undoing
/// inside a group raise `NSInternalInconsistencyException`, which crashes the app.
final class UndoHistory {
    /// One registered undo: the handler and the target it is called with.
    struct Action {
        let target: Value
        let handler: Value
    }

    /// A group of actions and its name (`setActionName`).
    struct Group {
        var actions: [Action] = []
        var name = ""
    }

    var undoStack: [Group] = []
    var redoStack: [Group] = []
    /// The groups begun and not yet ended, outermost first.
    var open: [Group] = []
    /// Whether the outermost open group was opened by a registration (`groupsByEvent`).
    var openedByEvent = false
    var groupsByEvent = true
    var levelsOfUndo = 0
    var disabledCount = 0
    var isUndoing = false
    var isRedoing = false
}

extension Interpreter {
    /// `UndoManager()`; `nil` for other constructors.
    func makeUndoManager(_ name: String, _ arguments: [Argument]) -> Value? {
        guard name == "UndoManager", arguments.isEmpty else { return nil }
        let history = UndoHistory()
        undoHistories.append(history)
        return .undoManager(history)
    }

    /// Ends the groups `groupsByEvent` opened during the turn, as the run loop does at its end.
    func endUndoEvents() {
        for history in undoHistories where history.openedByEvent && history.open.count == 1 { closeGroup(of: history) }
    }

    func undoMember(_ name: String, of history: UndoHistory) -> Value? {
        switch name {
        case "canUndo": .bool(!history.undoStack.isEmpty || history.open.contains { !$0.actions.isEmpty })
        case "canRedo": .bool(!history.redoStack.isEmpty)
        case "isUndoing": .bool(history.isUndoing)
        case "isRedoing": .bool(history.isRedoing)
        case "undoActionName": .string(history.undoStack.last?.name ?? "")
        case "redoActionName": .string(history.redoStack.last?.name ?? "")
        case "groupingLevel": .number(Double(history.open.count))
        case "groupsByEvent": .bool(history.groupsByEvent)
        case "levelsOfUndo": .number(Double(history.levelsOfUndo))
        case "isUndoRegistrationEnabled": .bool(history.disabledCount == 0)
        default: nil
        }
    }

    /// `groupsByEvent` and `levelsOfUndo`; `false` for other properties.
    func setUndoMember(_ name: String, of history: UndoHistory, to value: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch (name, value) {
        case ("groupsByEvent", .bool(let flag)): history.groupsByEvent = flag
        case ("levelsOfUndo", _): history.levelsOfUndo = Int(try number(value, at: node))
        default: return false
        }
        return true
    }

    func callUndoMethod(_ name: String, on history: UndoHistory, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        func inconsistency(_ reason: String) -> Error { crash(call, "UndoManager.\(name): \(reason) (NSInternalInconsistencyException)") }
        switch (name, arguments.map(\.label)) {
        case ("registerUndo", ["withTarget", "handler"]), ("registerUndo", ["withTarget", nil]):  // a trailing closure has no label
            guard history.disabledCount == 0 else { return .void }
            if history.open.isEmpty {
                guard history.groupsByEvent else { throw inconsistency("registering an undo outside a group while groupsByEvent is false") }
                history.open = [UndoHistory.Group()]
                history.openedByEvent = true
            }
            if !history.isUndoing && !history.isRedoing { history.redoStack = [] }
            noteHandedClosures([arguments[1].value])
            history.open[history.open.count - 1].actions.append(.init(target: arguments[0].value, handler: arguments[1].value))
        case ("beginUndoGrouping", []):
            if history.open.isEmpty { history.openedByEvent = false }
            history.open.append(UndoHistory.Group())
        case ("endUndoGrouping", []):
            guard !history.open.isEmpty else { throw inconsistency("ending an undo group never begun") }
            closeGroup(of: history)
        case ("setActionName", [nil]):
            guard case .string(let text) = arguments[0].value else { throw unsupported(call, "an undo action named by \(arguments[0].value.kind)") }
            if !history.open.isEmpty {
                history.open[0].name = text  // the group being built (while undoing, the redo group)
            } else if !history.undoStack.isEmpty {
                history.undoStack[history.undoStack.count - 1].name = text
            }
        case ("undo", []), ("undoNestedGroup", []):
            if history.openedByEvent && history.open.count == 1 { closeGroup(of: history) }
            guard history.open.isEmpty else { throw inconsistency("undoing inside an open undo group") }
            guard let group = history.undoStack.popLast() else { return .void }
            try replay(group, of: history, undoing: true, at: call)
        case ("redo", []):
            guard history.open.isEmpty else { throw inconsistency("redoing inside an open undo group") }
            guard let group = history.redoStack.popLast() else { return .void }
            try replay(group, of: history, undoing: false, at: call)
        case ("removeAllActions", []):
            (history.undoStack, history.redoStack, history.open, history.openedByEvent) = ([], [], [], false)
        case ("removeAllActions", ["withTarget"]):
            let target = arguments[0].value
            func keep(_ group: UndoHistory.Group) -> UndoHistory.Group {
                var kept = group
                kept.actions.removeAll { equals($0.target, target) == true }
                return kept
            }
            history.undoStack = history.undoStack.map(keep).filter { !$0.actions.isEmpty }
            history.redoStack = history.redoStack.map(keep).filter { !$0.actions.isEmpty }
            history.open = history.open.map(keep)
        case ("disableUndoRegistration", []): history.disabledCount += 1
        case ("enableUndoRegistration", []):
            guard history.disabledCount > 0 else { throw inconsistency("enabling undo registration more often than it was disabled") }
            history.disabledCount -= 1
        default: return nil
        }
        return .void
    }

    /// Ends the innermost open group: into its parent, or, at the top, onto
    /// the redo stack while undoing and the undo stack otherwise (the oldest
    /// dropped past `levelsOfUndo`).
    private func closeGroup(of history: UndoHistory) {
        let group = history.open.removeLast()
        if !history.open.isEmpty {
            history.open[history.open.count - 1].actions += group.actions
            return
        }
        history.openedByEvent = false
        guard !group.actions.isEmpty else { return }
        if history.isUndoing {
            history.redoStack.append(group)
        } else {
            history.undoStack.append(group)
            if history.levelsOfUndo > 0, history.undoStack.count > history.levelsOfUndo { history.undoStack.removeFirst() }
        }
    }

    /// Runs a group's handlers, last registered first, collecting what they register into one group named as it was.
    private func replay(_ group: UndoHistory.Group, of history: UndoHistory, undoing: Bool, at call: FunctionCallExprSyntax) throws {
        if undoing { history.isUndoing = true } else { history.isRedoing = true }
        defer { (history.isUndoing, history.isRedoing) = (false, false) }
        history.open = [UndoHistory.Group(name: group.name)]
        history.openedByEvent = false
        for action in group.actions.reversed() { _ = try callFunction(action.handler, [(nil, action.target)], at: call) }
        let collected = history.open.removeFirst()
        history.open = []
        guard !collected.actions.isEmpty else { return }
        if undoing { history.redoStack.append(collected) } else { history.undoStack.append(collected) }
    }
}
