import GoogleNavigation
import UIKit

// MARK: - States and events

/// The navigation UI's main region.
enum Phase: String, Hashable {
    case off, ready, guiding
}

enum Event: String, Hashable {
    case enable, disable, start, stop, resize
}

/// The prompt region, orthogonal to `Phase`: it runs its own table and
/// shares only the context.
enum PromptPhase: String, Hashable {
    case idle, presenting
}

enum PromptEvent: String, Hashable {
    case present, dismiss, swap
}

// MARK: - Table-driven machine

/// A finite state machine driven entirely by data: the transition matrix
/// says where an event leads, the entry and exit tables say what happens on
/// the way. A self-transition runs the exit and the entry action again.
@MainActor
final class TableMachine<State: Hashable & RawRepresentable, Input: Hashable & RawRepresentable>
where State.RawValue == String, Input.RawValue == String {

    typealias Action = @MainActor (LayoutContext) -> Void

    let name: String
    private(set) var state: State
    private let transitions: [State: [Input: State]]
    private let entryActions: [State: Action]
    private let exitActions: [State: Action]

    init(
        name: String,
        initial: State,
        transitions: [State: [Input: State]],
        onEntry: [State: Action],
        onExit: [State: Action]
    ) {
        self.name = name
        self.state = initial
        self.transitions = transitions
        self.entryActions = onEntry
        self.exitActions = onExit
    }

    /// Runs `input` through the matrix. An input the current state has no
    /// row for is logged and dropped; the state does not change.
    @discardableResult
    func send(_ input: Input, context: LayoutContext) -> Bool {
        guard let target = transitions[state]?[input] else {
            log("illegal \(input.rawValue) in \(state.rawValue), ignored")
            return false
        }
        exitActions[state]?(context)
        log("\(state.rawValue) --\(input.rawValue)--> \(target.rawValue)")
        state = target
        entryActions[target]?(context)
        return true
    }

    func canSend(_ input: Input) -> Bool {
        transitions[state]?[input] != nil
    }

    private func log(_ message: String) {
        #if DEBUG
        print("[\(name)] \(message)")
        #endif
    }
}
