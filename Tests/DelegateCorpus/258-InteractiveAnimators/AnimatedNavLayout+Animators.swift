// AnimatedNavLayout+Animators.swift
// Animator plumbing and the prompt transitions.

import UIKit
import GoogleNavigation

extension AnimatedNavLayout {

    typealias AnimatorSlot = ReferenceWritableKeyPath<AnimatedNavLayout, UIViewPropertyAnimator?>

    /// Starts `animator` in `slot`. A different animator still running there is
    /// interrupted first and landed at its end, so its completion cleans up.
    func run(_ animator: UIViewPropertyAnimator, as slot: AnimatorSlot, afterDelay delay: TimeInterval = 0) {
        if let running = self[keyPath: slot], running !== animator {
            settle(running, at: .end)
        }
        self[keyPath: slot] = animator
        if delay > 0 {
            animator.startAnimation(afterDelay: delay)
        } else {
            animator.startAnimation()
        }
    }

    /// Stops an animator that is still in flight and finishes it at `position`.
    func settle(_ animator: UIViewPropertyAnimator?, at position: UIViewAnimatingPosition) {
        guard let animator, animator.state == .active else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: position)
    }

    // MARK: - Prompt in

    func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
        var duration = Timing.promptIn
        if let running = promptAnimator, running.state == .active {
            // Another prompt transition is in flight (changePrompt): land it and
            // give the new prompt only the time the old one had used.
            let progress = running.fractionComplete
            running.stopAnimation(false)
            running.finishAnimation(at: .end)
            duration = Timing.promptIn * TimeInterval(max(progress, 0.5))
        }

        place(newPrompt, on: navMap)
        newPrompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        newPrompt.alpha = 0
        newPrompt.transform = CGAffineTransform(translationX: 0, y: Timing.promptTravel)
        prompt = newPrompt
        promptConstraints = pins(for: newPrompt)
        NSLayoutConstraint.activate(promptConstraints)
        swapFrameConstraints(to: guidanceFrame(on: navMap))

        let slideIn = UIViewPropertyAnimator(duration: duration, dampingRatio: 0.85)
        slideIn.addAnimations {
            newPrompt.alpha = 1
            newPrompt.transform = .identity
            navMap.layoutIfNeeded()
        }
        slideIn.addCompletion { [weak self] position in
            switch position {
            case .end:
                break
            case .current:
                newPrompt.alpha = 1
                newPrompt.transform = .identity
            case .start:
                // Dismissed before it arrived.
                self?.retire(newPrompt)
            @unknown default:
                break
            }
        }
        run(slideIn, as: \.promptAnimator)
    }

    // MARK: - Prompt out

    func dismiss(_ oldPrompt: NavigationPromptView, on navMap: GMSMapView) {
        let pinsOut: [NSLayoutConstraint]
        if oldPrompt === prompt {
            pinsOut = promptConstraints
            prompt = nil
            promptConstraints = []
            // The camera gets the space back at once; the prompt fades over it.
            swapFrameConstraints(to: guidanceFrame(on: navMap))
        } else {
            pinsOut = []
        }

        let slideOut = UIViewPropertyAnimator(duration: Timing.promptOut, curve: .easeIn)
        slideOut.addAnimations {
            oldPrompt.alpha = 0
            oldPrompt.transform = CGAffineTransform(translationX: 0, y: Timing.promptTravel)
        }
        slideOut.addCompletion { [weak self] position in
            switch position {
            case .end, .current:
                NSLayoutConstraint.deactivate(pinsOut)
                oldPrompt.removeFromSuperview()
                oldPrompt.transform = .identity
            case .start:
                // The dismissal was taken back (interactive cancel).
                self?.reinstate(oldPrompt, pins: pinsOut)
            @unknown default:
                break
            }
        }
        run(slideOut, as: \.promptAnimator)
    }

    func retire(_ p: NavigationPromptView) {
        if p === prompt {
            NSLayoutConstraint.deactivate(promptConstraints)
            promptConstraints = []
            prompt = nil
        }
        p.removeFromSuperview()
        if let map, viewport != nil, isGuiding {
            swapFrameConstraints(to: guidanceFrame(on: map))
        }
    }

    func reinstate(_ p: NavigationPromptView, pins: [NSLayoutConstraint]) {
        guard let map, isGuiding else { return }
        p.alpha = 1
        p.transform = .identity
        prompt = p
        promptConstraints = pins
        NSLayoutConstraint.activate(pins)
        swapFrameConstraints(to: guidanceFrame(on: map))
    }

    // MARK: - Interactive dismissal (driven by the prompt's pan gesture)

    func beginInteractivePromptDismissal() {
        guard let prompt, let map else { return }
        dismiss(prompt, on: map)
        promptAnimator?.pauseAnimation()
    }

    func updateInteractivePromptDismissal(progress: CGFloat) {
        promptAnimator?.fractionComplete = min(max(progress, 0), 1)
    }

    func endInteractivePromptDismissal(cancelled: Bool) {
        guard let animator = promptAnimator else { return }
        if cancelled {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
        } else {
            // UIKit would use continueAnimation(withTimingParameters:durationFactor:)
            // here; our UIKit shim only has startAnimation().
            animator.startAnimation()
        }
    }
}
