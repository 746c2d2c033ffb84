import GoogleNavigation
import UIKit

/// Point-Free style world: every dependency is a closure field; tests overwrite
/// `Current` with `World.mock` (zero-duration animations, fixed width).
@MainActor
struct World {
  var mapWidth: (UIView) -> CGFloat
  var animate: (TimeInterval, @escaping () -> Void, @escaping () -> Void) -> Void
  var promptFadeIn: TimeInterval
  var promptFadeOut: TimeInterval
  var metrics: SnapshotMetrics

  static let live = World(
    mapWidth: { $0.bounds.width },
    animate: { duration, animations, completion in
      UIView.animate(withDuration: duration, animations: animations, completion: { _ in completion() })
    },
    promptFadeIn: 0.25,
    promptFadeOut: 0.2,
    metrics: .standard)

  static let mock = World(
    mapWidth: { _ in 390 },
    animate: { _, animations, completion in
      animations()
      completion()
    },
    promptFadeIn: 0,
    promptFadeOut: 0,
    metrics: .standard)
}

@MainActor var Current = World.live
