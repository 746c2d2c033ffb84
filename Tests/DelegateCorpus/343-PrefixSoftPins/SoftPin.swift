import UIKit

/// `~~constraint`: a soft pin. Marks a resting position that a required
/// keep-clear pin (a prompt coming up) may push, by lowering the constraint to
/// `.defaultHigh`. Use it on constraints that are not active yet (UIKit raises
/// when an active constraint moves between required and optional).
prefix operator ~~

@MainActor
prefix func ~~ (constraint: NSLayoutConstraint) -> NSLayoutConstraint {
  constraint.priority = .defaultHigh
  return constraint
}

/// The parts of the navigation chrome this screen mounts, in the order they are
/// stacked on the map (a higher layer is added later, so drawn on top).
enum ChromePart: Int, CaseIterable, Hashable {
  case viewport
  case logo
  case buttonRail
  case turnCard
  case etaCard
  case speedWidget
  case progressBar

  var layer: Int { rawValue }
}
