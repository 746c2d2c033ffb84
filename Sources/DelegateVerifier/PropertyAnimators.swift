import SwiftSyntax

/// `UIViewPropertyAnimator` in the model where an animation that starts has
/// already run to its end: `startAnimation()` runs the animations, then the
/// completions with `.end`, and leaves the animator `.inactive`, as UIKit does
/// once it ends. Animations and completions added to a started animator run at
/// once (UIKit runs them when it ends), so the outcome does not depend on
/// whether `addCompletion` comes before or after `startAnimation()`. In the
/// callback that started it, UIKit is still running it: reading its state or
/// interrupting it there stops, as the model's answer would be wrong.
extension Interpreter {
    func callAnimatorMethod(_ name: String, on animator: Animator, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        let closures = arguments.filter { $0.value.isCallable }.map(\.value)
        switch name {
        case "addAnimations":
            if animator.phase == .ended {
                for animation in closures { _ = try callFunction(animation, [], at: call) }
            } else {
                animator.animations += closures
            }
        case "addCompletion":
            if animator.phase == .ended {
                for completion in closures { _ = try callFunction(completion, [(nil, .symbol("end"))], at: call) }
            } else {
                animator.completions += closures
            }
        case "startAnimation", "continueAnimation":
            // `continueAnimation(withTimingParameters:durationFactor:)` resumes a paused animator to its end.
            if animator.phase != .ended { try start(animator, at: call) }
        case "pauseAnimation":
            try checkNotRunning(animator, "pauseAnimation()", at: call)
            if animator.phase == .unstarted { animator.phase = .paused }
        case "stopAnimation":
            try checkNotRunning(animator, "stopAnimation(_:)", at: call)
            // An animator that has ended stays `.inactive`; a paused one stops where it is, at its start.
            guard animator.phase == .paused else { break }
            guard case .bool(let withoutFinishing)? = arguments.first?.value else { throw unsupported(call, "stopAnimation without a Bool") }
            if withoutFinishing {
                (animator.animations, animator.completions, animator.phase) = ([], [], .unstarted)
            } else {
                animator.phase = .stopped
            }
        case "finishAnimation":
            guard animator.phase == .stopped else { break }
            guard case .symbol(let position)? = arguments.first?.value, ["end", "start", "current"].contains(position) else {
                throw unsupported(call, "finishAnimation(at:) at a position not named .end, .start or .current")
            }
            try finish(animator, at: position, at: call)
        default: return nil
        }
        return .void
    }

    /// Runs the animator to its end as started in this event.
    private func start(_ animator: Animator, at call: FunctionCallExprSyntax) throws {
        animator.startedInEvent = eventNumber
        try finish(animator, at: "end", at: call)
    }

    /// Stops on what would differ from UIKit: the animator was started in this
    /// event, so UIKit is still running it, while the model has run it to its end.
    private func checkNotRunning(_ animator: Animator, _ what: String, at node: some SyntaxProtocol) throws {
        guard animator.startedInEvent == eventNumber else { return }
        throw unsupported(
            node, "\(what) on an animator started in the same callback (UIKit is still running it; the verifier runs an animation to its end at once)")
    }

    /// Ends the animator at `position`: at `.end` its animations run (at `.start`
    /// and `.current`, which for a stopped animator that never ran is its start,
    /// they do not), then its completions with the position.
    private func finish(_ animator: Animator, at position: String, at call: FunctionCallExprSyntax) throws {
        let (animations, completions) = (animator.animations, animator.completions)
        (animator.animations, animator.completions, animator.phase) = ([], [], .ended)
        if position == "end" {
            for animation in animations { _ = try callFunction(animation, [], at: call) }
        }
        for completion in completions { _ = try callFunction(completion, [(nil, .symbol(position))], at: call) }
    }

    /// `UIViewPropertyAnimator.runningPropertyAnimator(...)`: runs to its end at
    /// once, its completion with `.end`; the animator it returns has ended.
    func runningPropertyAnimator(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        let animator = Animator()
        animator.animations = arguments.filter { $0.label == "animations" && $0.value.isCallable }.map(\.value)
        animator.completions = arguments.filter { $0.label == "completion" && $0.value.isCallable }.map(\.value)
        try start(animator, at: call)
        return .animator(animator)
    }

    /// `UIViewAnimatingState.inactive`, `UIViewAnimatingPosition.end`: read as the implicit member.
    static func animatingCase(_ name: String, of typeName: String) -> Value? {
        let cases = typeName == "UIViewAnimatingState" ? ["inactive", "active", "stopped"] : ["end", "start", "current"]
        return cases.contains(name) ? .symbol(name) : nil
    }

    /// `isRunning`, `state`, `isInterruptible`, `fractionComplete` of an
    /// animator: one that has ended is `.inactive` and not running, as one that
    /// has not started.
    func animatorProperty(_ name: String, of animator: Animator, at node: some SyntaxProtocol) throws -> Value? {
        if ["isRunning", "state", "fractionComplete"].contains(name) { try checkNotRunning(animator, name, at: node) }
        switch name {
        case "isRunning": return .bool(false)
        case "state":
            switch animator.phase {
            case .unstarted, .ended: return .symbol("inactive")
            case .paused: return .symbol("active")
            case .stopped: return .symbol("stopped")
            }
        case "isInterruptible": return .bool(animator.isInterruptible)
        case "fractionComplete":
            // UIKit does not document the fraction of an animator that has ended.
            guard animator.phase != .ended else { throw unsupported(node, "the fractionComplete of an animator that has run to its end") }
            return .number(0)
        default: return nil
        }
    }

    /// `animator.isInterruptible = false`; other settings (`fractionComplete`,
    /// `isReversed`, `pausesOnCompletion`) change where the animation ends and stop.
    func setAnimatorProperty(_ name: String, of animator: Animator, to newValue: Value) -> Bool {
        guard name == "isInterruptible", case .bool(let flag) = newValue else { return false }
        animator.isInterruptible = flag
        return true
    }
}
