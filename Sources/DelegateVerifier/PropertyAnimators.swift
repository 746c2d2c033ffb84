import LayoutModel
import SwiftSyntax

/// `UIViewPropertyAnimator` in the model where an animation that starts jumps
/// to its end values: `startAnimation()` runs the animations at once and
/// leaves the animator running (`.active`) until its completions run with
/// `.end` on the main queue (`MainQueue`), after the callback; then it is
/// `.inactive`, as UIKit leaves it once it ends. Animations added while it
/// runs run at once; completions added then run with the others. A running
/// animator is part way by the virtual time passed (`fractionComplete`, a
/// prompt hidden 0.1 s into its entrance): stopped, its views' alpha and
/// transform are left in between (interpolated linearly, a timing curve's
/// shape aside) and `finishAnimation(at:)` moves them to the end, back to the
/// start or leaves them; a running animator paused stops the run (it would
/// resume part way). `finishAnimation(at:)` on an animator not stopped raises in UIKit.
/// A running animator reversed (`isReversed = true`) runs back from where it
/// is, as long as it took to get there, and ends at `.start`: its views' alpha
/// and transform go back, what its animations set otherwise (a constraint's
/// constant) stays, as in UIKit.
extension Interpreter {
    func callAnimatorMethod(_ name: String, on animator: Animator, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        let closures = arguments.filter { $0.value.isCallable }.map(\.value)
        switch name {
        case "addAnimations":
            if [.running, .ended].contains(animator.phase) {
                for animation in closures { _ = try callFunction(animation, [], at: call) }
            } else {
                animator.animations += closures
            }
        case "addCompletion":
            if animator.phase == .ended {  // UIKit does not document it; the completion is taken as run
                for completion in closures { _ = try callFunction(completion, [(nil, .symbol("end"))], at: call) }
            } else {
                animator.completions += closures
            }
        case "startAnimation", "continueAnimation":
            // `continueAnimation(withTimingParameters:durationFactor:)` resumes a paused animator to its end.
            if [.unstarted, .paused].contains(animator.phase) { try start(animator, at: call) }
        case "pauseAnimation":
            if animator.phase == .running && (animator.startedAt != mainQueue.now || animator.reversal != nil) {
                throw unsupported(call, "pauseAnimation() on a running animator (it would resume part way)")
            }
            if animator.phase == .unstarted { animator.phase = .paused }
        case "stopAnimation":
            // An animator that has ended stays `.inactive`; a paused one stops where it is, at its start;
            // a running one where the time passed has it (at its start in the instant it started).
            if animator.phase == .running { animator.changes.stop(at: fractionComplete(of: animator), in: self) }
            guard [.paused, .running].contains(animator.phase) else { break }
            guard case .bool(let withoutFinishing)? = arguments.first?.value else { throw unsupported(call, "stopAnimation without a Bool") }
            animator.reversal = nil
            if withoutFinishing {
                (animator.animations, animator.completions, animator.phase) = ([], [], .unstarted)
            } else {
                animator.phase = .stopped
            }
        case "finishAnimation":
            guard animator.phase == .stopped else {
                throw crash(call, "finishAnimation(at:) on an animator that is not stopped (UIKit raises: only an animator stopped by stopAnimation(false) can be finished)")
            }
            guard case .symbol(let position)? = arguments.first?.value, ["end", "start", "current"].contains(position) else {
                throw unsupported(call, "finishAnimation(at:) at a position not named .end, .start or .current")
            }
            try finish(animator, at: position, at: call)
        default: return nil
        }
        return .void
    }

    /// Runs the animations (their end values, noting what they animate) and queues the completions.
    private func start(_ animator: Animator, at call: some SyntaxProtocol) throws {
        let animations = animator.animations
        (animator.animations, animator.phase, animator.startedAt, animator.reversal) = ([], .running, mainQueue.now, nil)
        let before = AnimatedValues(of: self)
        for animation in animations { _ = try callFunction(animation, [], at: call) }
        animator.changes = before.changes(to: AnimatedValues(of: self))
        let work = MainQueue.Work(closures: [.animator(animator)], isTask: false) { interpreter in
            guard animator.phase == .running, animator.reversal == nil else { return .void }
            try interpreter.finish(animator, at: "end", at: call)
            return .void
        }
        mainQueue.enqueue(work, after: animator.duration)
    }

    /// `isReversed = true` on a running animator: it heads back from where it is and ends at `.start`.
    private func reverse(_ animator: Animator, at node: some SyntaxProtocol) {
        let reversal = (at: mainQueue.now, from: fractionComplete(of: animator))
        animator.reversal = reversal
        let work = MainQueue.Work(closures: [.animator(animator)], isTask: false) { interpreter in
            guard animator.phase == .running, animator.reversal?.at == reversal.at else { return .void }
            try interpreter.finish(animator, at: "start", at: node)
            return .void
        }
        mainQueue.enqueue(work, after: reversal.from * animator.duration)
    }

    /// How far a running animator is by the virtual time passed since it started (0 in that instant).
    private func fractionComplete(of animator: Animator) -> Double {
        guard animator.duration > 0 else { return animator.reversal == nil ? 1 : 0 }
        let elapsed = (mainQueue.now - (animator.reversal?.at ?? animator.startedAt)) / animator.duration
        return min(max(animator.reversal.map { $0.from - elapsed } ?? elapsed, 0), 1)
    }

    /// Ends the animator at `position`: at `.end` its animations run (at `.start`
    /// and `.current`, which for a stopped animator that never ran is its start,
    /// they do not), then its completions with the position.
    private func finish(_ animator: Animator, at position: String, at call: some SyntaxProtocol) throws {
        let (animations, completions, changes) = (animator.animations, animator.completions, animator.changes)
        (animator.animations, animator.completions, animator.phase, animator.changes) = ([], [], .ended, AnimatedValues.Changes())
        animator.reversal = nil
        if position == "end" {
            changes.apply(in: self)  // what a stop left part way, when it was running
            for animation in animations { _ = try callFunction(animation, [], at: call) }
        } else if position == "start" {
            changes.revert(in: self)
        }
        for completion in completions { _ = try callFunction(completion, [(nil, .symbol(position))], at: call) }
    }

    /// `UIViewPropertyAnimator.runningPropertyAnimator(...)`: started at once;
    /// its completion gets `.end`.
    func runningPropertyAnimator(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        let animator = Animator()
        animator.duration = Self.animationLength(arguments)
        let closures = Self.closuresByRole(arguments)
        animator.animations = closures.filter { $0.label == "animations" && $0.value.isCallable }.map(\.value)
        animator.completions = closures.filter { $0.label == "completion" && $0.value.isCallable }.map(\.value)
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
        switch name {
        case "isRunning": return .bool(animator.phase == .running)
        case "state":
            switch animator.phase {
            case .unstarted, .ended: return .symbol("inactive")
            case .paused, .running: return .symbol("active")
            case .stopped: return .symbol("stopped")
            }
        case "isInterruptible": return .bool(animator.isInterruptible)
        case "isReversed": return .bool(animator.reversal != nil)
        case "fractionComplete":
            // UIKit does not document the fraction of an animator that has ended.
            guard animator.phase != .ended else { throw unsupported(node, "the fractionComplete of an animator that has run to its end") }
            return .number(animator.phase == .running ? fractionComplete(of: animator) : 0)
        default: return nil
        }
    }

    /// `animator.isInterruptible = false`, `isReversed = true` on a running
    /// animator (and setting it to what it is); other settings (`fractionComplete`,
    /// `isReversed` elsewhere, `pausesOnCompletion`) change where the animation ends and stop.
    func setAnimatorProperty(_ name: String, of animator: Animator, to newValue: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard case .bool(let flag) = newValue else { return false }
        switch name {
        case "isInterruptible":
            animator.isInterruptible = flag
        case "isReversed" where flag == (animator.reversal != nil):
            break
        case "isReversed" where flag && animator.phase == .running:
            reverse(animator, at: node)
        case "isReversed":
            throw unsupported(node, "isReversed = \(flag) on an animator that is not running forward (where it would run from is not modelled)")
        default:
            return false
        }
        return true
    }
}

/// What UIKit animates and a stopped animator leaves part way: the alpha and
/// transform of the map's views, and which Google views have a transform the
/// run does not draw. Snapshots before and after an animator's animations give what it changed.
struct AnimatedValues {
    private var looks: [ObjectIdentifier: (view: LayoutView, look: Look)] = [:]
    private var transforms: [ObjectIdentifier: (view: GoogleView, tag: SourceTag)]

    /// A view's animatable looks.
    fileprivate struct Look: Equatable {
        var alpha: Double
        var transform: AffineTransform

        init(of view: LayoutView) { (alpha, transform) = (view.alpha, view.transform) }

        init(alpha: Double, transform: AffineTransform) { (self.alpha, self.transform) = (alpha, transform) }

        func set(on view: LayoutView) { (view.alpha, view.transform) = (alpha, transform) }

        /// `fraction` of the way to `end`, each number linearly.
        func interpolated(to end: Look, _ fraction: Double) -> Look {
            func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * fraction }
            let (t, u) = (transform, end.transform)
            return Look(
                alpha: mix(alpha, end.alpha),
                transform: AffineTransform(a: mix(t.a, u.a), b: mix(t.b, u.b), c: mix(t.c, u.c), d: mix(t.d, u.d), tx: mix(t.tx, u.tx), ty: mix(t.ty, u.ty)))
        }
    }

    init(of interpreter: Interpreter) {
        transforms = interpreter.transformedViews
        for view in interpreter.map?.subtree ?? [] { looks[ObjectIdentifier(view)] = (view, Look(of: view)) }
    }

    /// Each changed value, from before to after, and what the view shows now
    /// (`after` until a stop leaves it part way).
    struct Changes {
        fileprivate var looks: [(view: LayoutView, before: Look, after: Look, shown: Look)] = []
        fileprivate var transforms: [(key: ObjectIdentifier, before: (view: GoogleView, tag: SourceTag)?, after: (view: GoogleView, tag: SourceTag)?)] = []

        /// Back to where they were (a stop at the start), where nothing else has changed them since.
        func revert(in interpreter: Interpreter) {
            for change in looks where Look(of: change.view) == change.shown { change.before.set(on: change.view) }
            for change in transforms where interpreter.transformedViews[change.key]?.view === change.after?.view {
                interpreter.transformedViews[change.key] = change.before
            }
        }

        /// To their end values again (`finishAnimation(at: .end)` after a stop).
        func apply(in interpreter: Interpreter) {
            for change in looks { change.after.set(on: change.view) }
            for change in transforms { interpreter.transformedViews[change.key] = change.after }
        }

        /// Stopped `fraction` of the way: the looks nothing else has changed
        /// since go in between (at 0 all is as before; which Google views keep a
        /// transform the run does not draw is decided by the end values past 0).
        mutating func stop(at fraction: Double, in interpreter: Interpreter) {
            guard fraction > 0 else { return revert(in: interpreter) }
            for index in looks.indices where Look(of: looks[index].view) == looks[index].shown {
                looks[index].shown = looks[index].before.interpolated(to: looks[index].after, fraction)
                looks[index].shown.set(on: looks[index].view)
            }
        }
    }

    func changes(to after: AnimatedValues) -> Changes {
        var changes = Changes()
        for (key, entry) in after.looks where looks[key].map({ $0.look != entry.look }) ?? false {
            changes.looks.append((entry.view, looks[key]!.look, entry.look, entry.look))
        }
        for key in Set(transforms.keys).union(after.transforms.keys) where transforms[key]?.tag != after.transforms[key]?.tag {
            changes.transforms.append((key, transforms[key], after.transforms[key]))
        }
        changes.transforms.sort { $0.key < $1.key }
        return changes
    }
}
