import GoogleNavigation
import UIKit

/// Prompt motion for the trip screen: a UIViewPropertyAnimator per slide, and the
/// removal of a prompt that slid out scheduled as a DispatchWorkItem timed to the
/// end of the slide (the animator's completion is not guaranteed to run when the
/// animator is stopped). Pending removals are keyed by prompt so a re-shown prompt
/// cancels only its own removal, and state transitions perform them at once.
@MainActor
final class PromptMotion {
  static let slide: TimeInterval = 0.25
  static let offset: CGFloat = 140

  private var animators: [ObjectIdentifier: UIViewPropertyAnimator] = [:]
  private var removals: [ObjectIdentifier: DispatchWorkItem] = [:]
  private var pins: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

  func slideIn(_ prompt: NavigationPromptView, pinned constraints: [NSLayoutConstraint]) {
    let key = ObjectIdentifier(prompt)
    // The same prompt shown again while sliding out: keep it, drop its removal.
    removals.removeValue(forKey: key)?.cancel()
    animators.removeValue(forKey: key)?.stopAnimation(true)
    if let old = pins[key] { NSLayoutConstraint.deactivate(old) }
    pins[key] = constraints
    NSLayoutConstraint.activate(constraints)
    prompt.transform = CGAffineTransform(translationX: 0, y: Self.offset)
    let animator = UIViewPropertyAnimator(duration: Self.slide, curve: .easeOut) {
      prompt.transform = .identity
    }
    animators[key] = animator
    animator.startAnimation()
  }

  func slideOut(_ prompt: NavigationPromptView) {
    let key = ObjectIdentifier(prompt)
    // Hidden while still sliding in: stop there and slide out from where it is.
    animators.removeValue(forKey: key)?.stopAnimation(true)
    let animator = UIViewPropertyAnimator(duration: Self.slide, curve: .easeIn) {
      prompt.transform = CGAffineTransform(translationX: 0, y: Self.offset)
    }
    animators[key] = animator
    animator.startAnimation()
    scheduleRemoval(of: prompt)
  }

  func scheduleRemoval(of prompt: NavigationPromptView) {
    let key = ObjectIdentifier(prompt)
    removals[key]?.cancel()
    let work = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated { self?.remove(prompt) }
    }
    removals[key] = work
    DispatchQueue.main.asyncAfter(deadline: .now() + Self.slide, execute: work)
  }

  private func remove(_ prompt: NavigationPromptView) {
    let key = ObjectIdentifier(prompt)
    removals[key] = nil
    animators.removeValue(forKey: key)?.stopAnimation(true)
    if let constraints = pins.removeValue(forKey: key) { NSLayoutConstraint.deactivate(constraints) }
    prompt.removeFromSuperview()
    prompt.transform = .identity
  }

  /// Guidance stopped or UI disabled: every prompt, on screen or leaving, goes now.
  func removeEverything(onScreen current: NavigationPromptView?) {
    if let current { scheduleRemoval(of: current) }
    let pending = removals
    for (_, work) in pending {
      // perform() first: a cancelled DispatchWorkItem's perform() returns at once.
      work.perform()
      work.cancel()
    }
    removals = [:]
  }
}

/// Coalesces bursts (prompt changes 0.1 s apart, rotation resizes) into one call.
@MainActor
final class Debouncer {
  private let delay: TimeInterval
  private var pending: DispatchWorkItem?

  init(delay: TimeInterval) { self.delay = delay }

  func submit(_ action: @escaping @MainActor () -> Void) {
    pending?.cancel()
    let work = DispatchWorkItem { MainActor.assumeIsolated { action() } }
    pending = work
    DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: work)
  }

  func cancel() {
    pending?.cancel()
    pending = nil
  }
}
