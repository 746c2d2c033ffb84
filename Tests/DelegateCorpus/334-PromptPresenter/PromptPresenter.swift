import GoogleNavigation
import UIKit

/// Owns the prompt on screen: slides it up from the bottom edge, slides it down
/// and removes it, and holds the map content above it while it is up.
@MainActor
final class PromptPresenter {
  static let slideDuration: TimeInterval = 0.25

  private let contentBottom: UILayoutGuide
  private(set) var current: NavigationPromptView?
  private var constraints: [NSLayoutConstraint] = []

  init(contentBottom: UILayoutGuide) {
    self.contentBottom = contentBottom
  }

  func present(_ prompt: NavigationPromptView, in map: UIView, animated: Bool) {
    map.addSubview(prompt)
    current = prompt
    constraints = [
      prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    guard animated else { return }
    map.layoutIfNeeded()
    prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
    UIView.animate(withDuration: Self.slideDuration) {
      prompt.transform = .identity
    }
  }

  /// Slides `prompt` out and removes it; `completion` runs once it is gone.
  func dismiss(_ prompt: NavigationPromptView, animated: Bool, completion: (() -> Void)? = nil) {
    let outgoing = constraints
    constraints = []
    if current === prompt { current = nil }
    let finish = {
      NSLayoutConstraint.deactivate(outgoing)
      prompt.removeFromSuperview()
      prompt.transform = .identity
      completion?()
    }
    guard animated else { finish(); return }
    UIView.animate(withDuration: Self.slideDuration, animations: {
      prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
    }, completion: { _ in finish() })
  }

  /// After the chrome under it was laid out again, the prompt stays drawn above it.
  func keepOnTop(in map: UIView) {
    guard let prompt = current else { return }
    map.bringSubviewToFront(prompt)
  }

  /// Takes the prompt down at once (guidance stopping, navigation ending).
  func dismissCurrentImmediately() {
    guard let prompt = current else { return }
    dismiss(prompt, animated: false)
  }
}
