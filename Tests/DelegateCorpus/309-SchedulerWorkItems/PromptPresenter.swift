import GoogleNavigation
import UIKit

/// Fades prompts in and out. The SDK does not animate prompts, so this type adds the
/// prompt, fades it in, fades it out and removes it once the fade is over. Removal is
/// scheduled on the injected scheduler so tests can drive it; every pending removal can
/// be flushed at once when guidance ends while a prompt is still up.
@MainActor
final class PromptPresenter {
  static let fadeDuration: TimeInterval = 0.25

  private let scheduler: LayoutScheduler
  private var current: NavigationPromptView?
  private var currentConstraints: [NSLayoutConstraint] = []
  /// Prompts fading out, keyed by identity, with their constraints and removal token.
  private var leaving: [ObjectIdentifier: (view: NavigationPromptView, constraints: [NSLayoutConstraint], token: LayoutCancellable)] = [:]

  init(scheduler: LayoutScheduler) {
    self.scheduler = scheduler
  }

  func present(_ prompt: NavigationPromptView, on navMap: GMSMapView, keepingAbove contentBottom: UILayoutGuide) {
    finishLeaving(prompt)
    navMap.addSubview(prompt)
    prompt.alpha = 0
    currentConstraints = [
      prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
    NSLayoutConstraint.activate(currentConstraints)
    current = prompt
    UIView.animate(withDuration: Self.fadeDuration) {
      prompt.alpha = 1
    }
  }

  /// Fades the prompt out, then removes it when the fade has finished.
  func dismiss(_ prompt: NavigationPromptView) {
    guard current === prompt else { return }
    let constraints = currentConstraints
    current = nil
    currentConstraints = []
    UIView.animate(withDuration: Self.fadeDuration) {
      prompt.alpha = 0
    }
    let token = scheduler.schedule(after: Self.fadeDuration) { [weak self] in
      MainActor.assumeIsolated {
        self?.finishLeaving(prompt)
      }
    }
    leaving[ObjectIdentifier(prompt)] = (prompt, constraints, token)
  }

  /// Takes the prompt off at once, without a fade (prompt swaps).
  func removeNow(_ prompt: NavigationPromptView) {
    if current === prompt {
      NSLayoutConstraint.deactivate(currentConstraints)
      currentConstraints = []
      current = nil
      prompt.removeFromSuperview()
    }
    finishLeaving(prompt)
  }

  /// Guidance is over: everything goes now, fading or not.
  func removeAllNow() {
    if let prompt = current {
      removeNow(prompt)
    }
    for key in Array(leaving.keys) {
      if let entry = leaving[key] {
        finishLeaving(entry.view)
      }
    }
  }

  private func finishLeaving(_ prompt: NavigationPromptView) {
    guard let entry = leaving.removeValue(forKey: ObjectIdentifier(prompt)) else { return }
    entry.token.cancel()
    NSLayoutConstraint.deactivate(entry.constraints)
    entry.view.removeFromSuperview()
    entry.view.alpha = 1
  }
}
