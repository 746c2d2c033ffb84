import GoogleNavigation
import UIKit

// Ports: every side effect the layout shell performs goes through one of these, so the
// unit tests swap in recording fakes (see LayoutPortsFakes in the test target).

@MainActor
protocol ViewMounting {
  func mount(_ view: UIView, in host: UIView)
  func unmount(_ view: UIView)
  func mountGuide(_ guide: UILayoutGuide, in host: UIView)
  func unmountGuide(_ guide: UILayoutGuide, from host: UIView)
}

@MainActor
protocol ConstraintActivating {
  func activate(_ constraints: [NSLayoutConstraint])
  func deactivate(_ constraints: [NSLayoutConstraint])
}

/// Injected time source for prompt transitions; tests use `ImmediateTiming`.
protocol AnimationTiming {
  var promptIn: TimeInterval { get }
  var promptOut: TimeInterval { get }
}

@MainActor
protocol PromptAnimating {
  func animateIn(_ prompt: UIView)
  func animateOut(_ prompt: UIView, then finish: @escaping () -> Void)
}

// MARK: - Live adapters

struct SystemAnimationTiming: AnimationTiming {
  var promptIn: TimeInterval = 0.25
  var promptOut: TimeInterval = 0.2
}

struct ImmediateTiming: AnimationTiming {
  var promptIn: TimeInterval { 0 }
  var promptOut: TimeInterval { 0 }
}

@MainActor
struct UIKitMounter: ViewMounting {
  func mount(_ view: UIView, in host: UIView) { host.addSubview(view) }
  func unmount(_ view: UIView) { view.removeFromSuperview() }
  func mountGuide(_ guide: UILayoutGuide, in host: UIView) { host.addLayoutGuide(guide) }
  func unmountGuide(_ guide: UILayoutGuide, from host: UIView) { host.removeLayoutGuide(guide) }
}

@MainActor
struct UIKitActivator: ConstraintActivating {
  func activate(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  func deactivate(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }
}

@MainActor
struct FadePromptAnimator: PromptAnimating {
  let timing: any AnimationTiming

  func animateIn(_ prompt: UIView) {
    prompt.alpha = 0
    UIView.animate(withDuration: timing.promptIn) {
      prompt.alpha = 1
    }
  }

  func animateOut(_ prompt: UIView, then finish: @escaping () -> Void) {
    UIView.animate(withDuration: timing.promptOut, animations: {
      prompt.alpha = 0
    }, completion: { _ in
      finish()
    })
  }
}

/// Everything the delegate touches from the outside world, injected at init.
@MainActor
struct LayoutEnvironment {
  var mounter: any ViewMounting
  var activator: any ConstraintActivating
  var animator: any PromptAnimating
  var policy: LayoutPolicy

  static func live() -> LayoutEnvironment {
    LayoutEnvironment(
      mounter: UIKitMounter(),
      activator: UIKitActivator(),
      animator: FadePromptAnimator(timing: SystemAnimationTiming()),
      policy: LayoutPolicy(metrics: .standard))
  }
}
