import GoogleNavigation
import UIKit

/// One unit of layout work. Callbacks never touch the hierarchy directly: they
/// enqueue jobs, and the scheduler drains them in priority order.
@MainActor
enum LayoutJob {
  case deactivate([NSLayoutConstraint])
  case detachStack(GMSNavigationHidingStackView)
  case removeView(UIView)
  case removeGuide(UILayoutGuide, from: UIView)
  case addGuide(UILayoutGuide, to: UIView)
  case addView(UIView, to: UIView)
  case arrange(GMSNavigationHidingStackView, [UIView])
  case activate([NSLayoutConstraint])

  /// Lower runs first. Cleanup always outranks placement.
  var priority: Int {
    switch self {
    case .deactivate: return 0
    case .detachStack: return 1
    case .removeView: return 2
    case .removeGuide: return 3
    case .addGuide: return 10
    case .addView: return 11
    case .arrange: return 12
    case .activate: return 20
    }
  }

  func perform() {
    switch self {
    case .deactivate(let constraints):
      NSLayoutConstraint.deactivate(constraints)
    case .detachStack(let stack):
      stack.arrangedSubviews = []
    case .removeView(let view):
      view.removeFromSuperview()
    case .removeGuide(let guide, let owner):
      owner.removeLayoutGuide(guide)
    case .addGuide(let guide, let owner):
      owner.addLayoutGuide(guide)
    case .addView(let view, let parent):
      parent.addSubview(view)
    case .arrange(let stack, let views):
      stack.arrangedSubviews = views
    case .activate(let constraints):
      NSLayoutConstraint.activate(constraints)
    }
  }
}

/// A job with its place in line: `sequence` breaks priority ties in FIFO order.
@MainActor
struct ScheduledJob {
  let job: LayoutJob
  let priority: Int
  let sequence: Int

  func runsBefore(_ other: ScheduledJob) -> Bool {
    if priority != other.priority { return priority < other.priority }
    return sequence < other.sequence
  }
}
