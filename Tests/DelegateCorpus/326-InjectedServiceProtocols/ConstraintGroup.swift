import UIKit

/// A named set of constraints owned by one layout phase. Replacing it deactivates what it held, so
/// a phase never leaves constraints behind (DesignSystem/LayoutSupport module).
@MainActor
final class ConstraintGroup {
  private(set) var constraints: [NSLayoutConstraint] = []

  var isEmpty: Bool { constraints.isEmpty }

  func replace(with newConstraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
    constraints = newConstraints
    NSLayoutConstraint.activate(constraints)
  }

  func clear() {
    NSLayoutConstraint.deactivate(constraints)
    constraints = []
  }
}

extension NSLayoutConstraint {
  func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}
