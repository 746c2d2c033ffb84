import GoogleNavigation
import UIKit

/// Slides prompts in from the bottom and out again. Every transition bumps a
/// generation token; animation completions compare the token they captured with
/// the current one so that a completion of a superseded animation (a hide that
/// arrived while the prompt was still sliding in, a stop while it slides out)
/// never touches views the delegate has already moved on from.
@MainActor
final class PromptSlideController {
  struct Onscreen {
    let view: NavigationPromptView
    let constraints: [NSLayoutConstraint]
    let token: Int
  }

  static let slideDuration: TimeInterval = 0.25
  static let slideDistance: CGFloat = 120

  private(set) var current: Onscreen?
  private(set) var settled = false
  private var leaving: [ObjectIdentifier: Onscreen] = [:]
  private var generation = 0
  /// False once guidance stopped: late completions then leave everything alone.
  var isLive = false

  private func nextToken() -> Int {
    generation += 1
    return generation
  }

  func present(_ prompt: NavigationPromptView, in map: UIView, pins: (NavigationPromptView) -> [NSLayoutConstraint]) {
    // Re-shown while it was still sliding out: finish that removal first.
    finishLeaving(prompt)
    let token = nextToken()
    map.addSubview(prompt)
    let constraints = pins(prompt)
    NSLayoutConstraint.activate(constraints)
    current = Onscreen(view: prompt, constraints: constraints, token: token)
    settled = false
    prompt.transform = CGAffineTransform(translationX: 0, y: Self.slideDistance)
    UIView.animate(
      withDuration: Self.slideDuration, delay: 0, options: [.beginFromCurrentState],
      animations: { prompt.transform = .identity },
      completion: { [weak self] _ in
        guard let self, self.isLive, self.current?.token == token else { return }
        self.settled = true
      })
  }

  func dismiss(_ prompt: NavigationPromptView) {
    guard let entry = current, entry.view === prompt else { return }
    current = nil
    settled = false
    let token = nextToken()
    leaving[ObjectIdentifier(prompt)] = Onscreen(view: prompt, constraints: entry.constraints, token: token)
    UIView.animate(
      withDuration: Self.slideDuration, delay: 0, options: [.beginFromCurrentState],
      animations: { prompt.transform = CGAffineTransform(translationX: 0, y: Self.slideDistance) },
      completion: { [weak self] _ in
        guard let self, self.isLive else { return }
        self.finishLeaving(prompt, token: token)
      })
  }

  /// Removes a prompt that is sliding out; with a token, only if that slide-out is still the latest.
  func finishLeaving(_ prompt: NavigationPromptView, token: Int? = nil) {
    let key = ObjectIdentifier(prompt)
    guard let entry = leaving[key] else { return }
    if let token, entry.token != token { return }
    leaving[key] = nil
    NSLayoutConstraint.deactivate(entry.constraints)
    entry.view.removeFromSuperview()
    entry.view.transform = .identity
  }

  /// Keeps prompts (on screen or sliding out) above views the layout re-added.
  func raise(in map: UIView) {
    for entry in leaving.values { map.bringSubviewToFront(entry.view) }
    if let entry = current { map.bringSubviewToFront(entry.view) }
  }

  /// Ends every prompt at once, without animation (guidance stopped, UI disabled).
  func flushAll() {
    _ = nextToken()
    if let entry = current {
      leaving[ObjectIdentifier(entry.view)] = entry
      current = nil
    }
    for entry in Array(leaving.values) {
      finishLeaving(entry.view)
    }
    settled = false
  }
}
