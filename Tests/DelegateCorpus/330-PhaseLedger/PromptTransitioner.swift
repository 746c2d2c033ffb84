import GoogleNavigation
import UIKit

/// Animates navigation prompts in and out. The SDK hands us prompts and takes them
/// back; it never animates them, so this type adds the prompt, fades it in, fades
/// it out and removes it once the fade has finished.
@MainActor
final class PromptTransitioner {
  static let fadeDuration: TimeInterval = 0.25

  /// The prompt on screen, if any.
  private(set) var visible: NavigationPromptView?
  /// Pins of every prompt still in the hierarchy (visible or fading out).
  private var pins: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
  /// Prompts the SDK took back that are still fading out.
  private var leaving: [ObjectIdentifier: NavigationPromptView] = [:]

  /// Adds `prompt` at the bottom of the map and keeps `clearance` (the bottom of the
  /// open map) above it.
  func present(_ prompt: NavigationPromptView, on map: GMSMapView, clearing clearance: UILayoutGuide) {
    let key = ObjectIdentifier(prompt)
    leaving[key] = nil
    map.addSubview(prompt)
    let list = [
      prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
      clearance.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
    NSLayoutConstraint.activate(list)
    pins[key] = list
    visible = prompt
    prompt.alpha = 0
    UIView.animate(withDuration: Self.fadeDuration) {
      prompt.alpha = 1
    }
  }

  /// Takes `prompt` off screen: fades it out and removes it, or removes it at once.
  func dismiss(_ prompt: NavigationPromptView, animated: Bool) {
    guard visible === prompt else { return }
    visible = nil
    let key = ObjectIdentifier(prompt)
    guard animated else {
      remove(prompt)
      return
    }
    leaving[key] = prompt
    UIView.animate(withDuration: Self.fadeDuration, animations: {
      prompt.alpha = 0
    }, completion: { _ in
      guard self.leaving[key] != nil else { return }
      self.remove(prompt)
    })
  }

  /// Ends every fade at once: the visible prompt and those still leaving go now.
  func dismissAll() {
    if let visible { dismiss(visible, animated: false) }
    for prompt in leaving.values {
      remove(prompt)
    }
  }

  private func remove(_ prompt: NavigationPromptView) {
    let key = ObjectIdentifier(prompt)
    leaving[key] = nil
    NSLayoutConstraint.deactivate(pins.removeValue(forKey: key) ?? [])
    prompt.removeFromSuperview()
  }
}
