import UIKit

/// A named group of constraints that is activated and deactivated as one.
@MainActor
final class TunedConstraints {
  private(set) var all: [NSLayoutConstraint] = []

  func replace(with constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(all)
    all = constraints
    NSLayoutConstraint.activate(all)
  }

  func clear() {
    NSLayoutConstraint.deactivate(all)
    all = []
  }
}
