import GoogleNavigation
import UIKit

/// The Google views one navigation state hands over. The SDK owns them; the
/// layout only borrows them while the state is on screen.
struct ChromeViews {
  let viewport: UIView
  let logo: UIView
  let buttons: [NavigationUIButton]
  var turnCard: UIView? = nil
  var etaCard: UIView? = nil
  var tripProgressBar: UIView? = nil
  var speedWidget: UIView? = nil
}

/// What one navigation state put on the map: its views (through undo steps) and
/// its pins. Not copyable, so exactly one owner holds it; ending it takes the
/// state down (its deinit), so a state replaced cannot leave its views behind.
@MainActor
struct StateMount: ~Copyable {
  let views: ChromeViews
  private(set) var pins: [NSLayoutConstraint] = []
  /// Run last-in first-out as the mount ends.
  private var undo: [() -> Void] = []

  init(_ views: ChromeViews) {
    self.views = views
  }

  mutating func place(_ view: UIView, on navMap: GMSMapView) {
    navMap.addSubview(view)
    undo.append { [weak view] in
      view?.removeFromSuperview()
    }
  }

  /// Our hiding stack lives as long as the layout object, longer than any mount.
  mutating func place(_ stack: GMSNavigationHidingStackView, holding buttons: [UIView], on navMap: GMSMapView) {
    stack.arrangedSubviews = buttons
    navMap.addSubview(stack)
    undo.append { [unowned stack] in
      stack.removeFromSuperview()
      stack.arrangedSubviews = []
    }
  }

  /// Swaps the pins: the old ones let go before the new ones hold.
  mutating func repin(_ newPins: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(pins)
    pins = newPins
    NSLayoutConstraint.activate(pins)
  }

  /// Pins off first, then the views, newest first. A mount lives on the main
  /// actor: its owner, the layout, ends it there.
  deinit {
    MainActor.assumeIsolated {
      NSLayoutConstraint.deactivate(pins)
      // The undo steps hold the views weakly: keep them alive until every step ran.
      withExtendedLifetime(views) {
        undo.reversed().forEach { $0() }
      }
    }
  }
}

/// A prompt on screen and the pins that hold it: docked at the bottom on the
/// safe area's leading edge, the open map's floor kept above it. Not copyable:
/// one owner. `release()` hands the prompt's removal to the caller (to run
/// when its slide-out ends); a lease ended without it takes the prompt down at once.
@MainActor
struct PromptLease: ~Copyable {
  let prompt: NavigationPromptView
  /// The bottom pin; its constant slides the prompt in and out.
  let slide: NSLayoutConstraint
  private let pins: [NSLayoutConstraint]
  private let keepClear: NSLayoutConstraint
  /// Set by `release()`: the caller removes the prompt.
  private var handedOver = false

  init(_ prompt: NavigationPromptView, on navMap: GMSMapView, keepingClear floor: UILayoutGuide) {
    navMap.addSubview(prompt)
    let slide = prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
    self.prompt = prompt
    self.slide = slide
    pins = [slide, prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor)]
    keepClear = floor.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor)
    NSLayoutConstraint.activate(pins + [keepClear])
  }

  /// Gives the open map back at once. Returns the prompt, its slide pin and the
  /// step that takes it off the map, for the caller to run when the slide-out
  /// ends (or sooner, when guidance ends first).
  consuming func release() -> (prompt: NavigationPromptView, slide: NSLayoutConstraint, remove: () -> Void) {
    keepClear.isActive = false
    handedOver = true
    let prompt = self.prompt
    let pins = self.pins
    return (prompt, slide, {
      NSLayoutConstraint.deactivate(pins)
      prompt.removeFromSuperview()
    })
  }

  deinit {
    guard !handedOver else { return }
    MainActor.assumeIsolated {
      NSLayoutConstraint.deactivate(pins + [keepClear])
      prompt.removeFromSuperview()
    }
  }
}
