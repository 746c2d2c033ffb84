import Foundation

/// A small table-driven finite state machine.
///
/// Transitions are declared up front in a `[State: [Event: State]]` table; an
/// event that the current state has no entry for is ignored (and reported to
/// `onRejected`). Each state may have one enter and one exit handler; a
/// self-transition (`.guiding --resize--> .guiding`) runs exit then enter.
@MainActor
final class StateMachine<State: Hashable, Event: Hashable> {
    struct Transition {
        let from: State
        let event: Event
        let to: State
    }

    typealias Handler = (Transition) -> Void

    private(set) var current: State
    private var table: [State: [Event: State]] = [:]
    private var enterHandlers: [State: Handler] = [:]
    private var exitHandlers: [State: Handler] = [:]

    /// Called with the event a state had no transition for.
    var onRejected: ((State, Event) -> Void)?

    init(initial: State) {
        current = initial
    }

    func addTransition(from: State, on event: Event, to: State) {
        table[from, default: [:]][event] = to
    }

    func addTransitions(_ rows: [(State, Event, State)]) {
        for (from, event, to) in rows {
            addTransition(from: from, on: event, to: to)
        }
    }

    func onEnter(_ state: State, _ handler: @escaping Handler) {
        enterHandlers[state] = handler
    }

    func onExit(_ state: State, _ handler: @escaping Handler) {
        exitHandlers[state] = handler
    }

    func canSend(_ event: Event) -> Bool {
        table[current]?[event] != nil
    }

    /// Fires `event`. Returns whether a transition happened.
    @discardableResult
    func send(_ event: Event) -> Bool {
        guard let next = table[current]?[event] else {
            onRejected?(current, event)
            return false
        }
        let transition = Transition(from: current, event: event, to: next)
        exitHandlers[current]?(transition)
        current = next
        enterHandlers[next]?(transition)
        return true
    }
}
