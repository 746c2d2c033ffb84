import UIKit

/// Motion tokens and transform helpers shared by the navigation screens.
/// Views always end at `.identity`: constraints own the final frame, transforms only
/// carry the entrance/exit motion on top of it.
enum Motion {
  static let cardTravel: CGFloat = 36
  static let promptTravel: CGFloat = 140
  static let cardScale: CGFloat = 0.94
  static let entrance: TimeInterval = 0.45
  static let exit: TimeInterval = 0.25
  static let damping: CGFloat = 0.78
  static let velocity: CGFloat = 0.35
}

extension CGAffineTransform {
  /// `self` followed by `other` (matrix product self x other), spelled out by hand.
  func followed(by other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  static func lift(_ dy: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: 0, y: dy) }
  static func shrink(_ s: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: s, y: s) }

  /// A card coming in from the top (`edge < 0`) or the bottom (`edge > 0`).
  static func cardEntrance(edge: CGFloat) -> CGAffineTransform {
    shrink(Motion.cardScale).followed(by: lift(edge * Motion.cardTravel))
  }
}

@MainActor
enum Choreographer {
  /// Cards: fade in first, then settle from their offset onto the constrained frame.
  static func keyframeIn(_ views: [UIView], from offsets: [CGAffineTransform], in container: UIView) {
    zip(views, offsets).forEach { view, offset in
      view.transform = offset
      view.alpha = 0
    }
    UIView.animateKeyframes(
      withDuration: Motion.entrance, delay: 0, options: [.calculationModeCubic, .beginFromCurrentState],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) {
          views.forEach { $0.alpha = 1 }
        }
        UIView.addKeyframe(withRelativeStartTime: 0.15, relativeDuration: 0.85) {
          views.forEach { $0.transform = .identity }
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          container.layoutIfNeeded()
        }
      },
      completion: { _ in
        views.forEach {
          $0.transform = .identity
          $0.alpha = 1
        }
      })
  }

  /// Prompts: spring up from below the screen onto their constrained frame.
  static func springIn(_ view: UIView, in container: UIView) {
    view.transform = CGAffineTransform.lift(Motion.promptTravel).followed(by: .shrink(0.98))
    UIView.animate(
      withDuration: Motion.entrance, delay: 0, usingSpringWithDamping: Motion.damping,
      initialSpringVelocity: Motion.velocity, options: [.beginFromCurrentState, .allowUserInteraction],
      animations: {
        view.transform = .identity
        container.layoutIfNeeded()
      },
      completion: { _ in view.transform = .identity })
  }

  /// Drops a view out of sight and hands it to `cleanup` once it is gone.
  static func dropOut(_ view: UIView, then cleanup: @escaping () -> Void) {
    UIView.animate(
      withDuration: Motion.exit, delay: 0, options: [.curveEaseIn, .beginFromCurrentState],
      animations: {
        view.transform = .lift(Motion.promptTravel)
        view.alpha = 0
      },
      completion: { _ in
        cleanup()
        view.transform = .identity
        view.alpha = 1
      })
  }
}
