import UIKit

/// The navigation phases whose changes are logged separately, so each can be
/// undone on its own.
enum LayoutPhase: String, CaseIterable {
    /// Lives from `enableNavigationUI` to `disableNavigationUI` (the content guide).
    case session
    case navigationReady
    case activeGuidance
    /// The prompt on screen, if any.
    case prompt
}

/// Queues the commands a callback produces, runs them in order, and keeps an
/// undo log per phase.
@MainActor
final class LayoutInvoker {
    private var queue: [LayoutCommand] = []
    private var logs: [LayoutPhase: [LayoutCommand]] = [:]

    func enqueue(_ command: LayoutCommand) {
        queue.append(command)
    }

    func enqueue(_ commands: [LayoutCommand]) {
        queue.append(contentsOf: commands)
    }

    /// Runs everything queued, in order, and records it under `phase`.
    func commit(_ phase: LayoutPhase) {
        let pending = queue
        queue.removeAll()
        for command in pending {
            command.execute()
        }
        logs[phase, default: []].append(contentsOf: pending)
    }

    /// Runs a one-off command now, without logging it (nothing will undo it).
    func perform(_ command: LayoutCommand) {
        command.execute()
    }

    /// Undoes the phase's log in reverse and forgets it.
    func rollback(_ phase: LayoutPhase) {
        guard let log = logs.removeValue(forKey: phase) else { return }
        for command in log.reversed() {
            command.undo()
        }
    }

    /// Takes the phase's log out of the invoker without undoing it, as one
    /// macro the caller undoes later (after an animation, say).
    func detach(_ phase: LayoutPhase) -> MacroCommand {
        let log = logs.removeValue(forKey: phase) ?? []
        return MacroCommand("detached-\(phase.rawValue)", log)
    }

    func isLogged(_ phase: LayoutPhase) -> Bool {
        !(logs[phase]?.isEmpty ?? true)
    }

    /// Undoes every phase, newest first.
    func rollbackAll() {
        for phase in LayoutPhase.allCases.reversed() {
            rollback(phase)
        }
    }
}

extension NSLayoutConstraint {
    /// Returns the constraint with `priority` set (before activation).
    func prioritized(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
