import GoogleNavigation
import UIKit

/// One SDK prompt on the map and the animator moving it. The prompt slides up
/// from below the screen; dismissing it while it is still coming up runs the
/// same animator backwards from where it is, otherwise a new one slides it down.
@MainActor
final class PromptSlide {
    /// Further than any prompt is tall, so it starts and ends out of sight.
    static let travel: CGFloat = 160

    let prompt: NavigationPromptView
    let pins: [NSLayoutConstraint]
    /// Told once, when the prompt is off the map.
    var onFinished: ((PromptSlide) -> Void)?

    private var animator: UIViewPropertyAnimator?
    private(set) var isLeaving = false
    private(set) var isFinished = false

    init(prompt: NavigationPromptView, pins: [NSLayoutConstraint]) {
        self.prompt = prompt
        self.pins = pins
    }

    /// Adds the prompt above everything on the map, pins it and slides it in.
    func present(on map: GMSMapView) {
        map.addSubview(prompt)
        NSLayoutConstraint.activate(pins)
        prompt.transform = CGAffineTransform(translationX: 0, y: Self.travel)
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { [prompt] in
            prompt.transform = .identity
        }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            self.animator = nil
            if position == .start {
                // Sent back down before it arrived.
                self.finish()
            }
        }
        self.animator = animator
        animator.startAnimation()
    }

    func dismiss() {
        guard !isLeaving, !isFinished else { return }
        isLeaving = true
        if let running = animator, running.isRunning {
            running.isReversed = true
            return
        }
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeIn) { [prompt] in
            prompt.transform = CGAffineTransform(translationX: 0, y: Self.travel)
        }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            self.animator = nil
            if position == .end {
                self.finish()
            }
        }
        self.animator = animator
        animator.startAnimation()
    }

    /// Takes the prompt off the map now, wherever its animation is.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        if let animator, animator.state == .active {
            animator.stopAnimation(true)
        }
        animator = nil
        NSLayoutConstraint.deactivate(pins)
        prompt.removeFromSuperview()
        prompt.transform = .identity
        let done = onFinished
        onFinished = nil
        done?(self)
    }
}
