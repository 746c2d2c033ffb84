import UIKit

/// Easing curves for frame-driven animations.
enum Easing {
  static func easeOutCubic(_ t: Double) -> Double {
    let u = 1 - t
    return 1 - u * u * u
  }

  static func easeInCubic(_ t: Double) -> Double {
    t * t * t
  }
}

/// Drives one constraint's constant from `from` to `to`, frame by frame.
/// The stubs have no CADisplayLink, so a 60 Hz repeating Timer stands in for it.
@MainActor
final class ConstraintSlideAnimator {
  static let frameInterval: TimeInterval = 1.0 / 60.0

  private let constraint: NSLayoutConstraint
  private let from: CGFloat
  private let to: CGFloat
  private let duration: TimeInterval
  private let curve: (Double) -> Double
  private let layoutRoot: UIView
  private var completion: (() -> Void)?
  private var timer: Timer?
  private var startDate = Date()

  init(constraint: NSLayoutConstraint, from: CGFloat, to: CGFloat, duration: TimeInterval,
       curve: @escaping (Double) -> Double, layoutRoot: UIView, completion: (() -> Void)? = nil) {
    self.constraint = constraint
    self.from = from
    self.to = to
    self.duration = duration
    self.curve = curve
    self.layoutRoot = layoutRoot
    self.completion = completion
  }

  var isRunning: Bool { timer != nil }

  func start() {
    constraint.constant = from
    startDate = Date()
    timer = Timer.scheduledTimer(withTimeInterval: Self.frameInterval, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated {
        self?.step()
      }
    }
  }

  private func step() {
    let elapsed = Date().timeIntervalSince(startDate)
    let t = duration > 0 ? min(1, max(0, elapsed / duration)) : 1
    constraint.constant = from + (to - from) * CGFloat(curve(t))
    layoutRoot.layoutIfNeeded()
    if t >= 1 { finish() }
  }

  /// Stops at the end value and runs the completion.
  func finish() {
    timer?.invalidate()
    timer = nil
    constraint.constant = to
    let done = completion
    completion = nil
    done?()
  }

  /// Stops where it is, without the completion.
  func cancel() {
    timer?.invalidate()
    timer = nil
    completion = nil
  }
}
