import GoogleNavigation
import UIKit

/// A scoped piece of layout: whatever made it is undone when the lease goes away
/// (RAII, like AnyCancellable). Dropping an array of leases tears a state down.
@MainActor
final class Lease {
  private var undo: (() -> Void)?

  init(_ undo: @escaping () -> Void) { self.undo = undo }

  func end() {
    undo?()
    undo = nil
  }

}

@MainActor
enum Leases {
  /// Adds the views to the map; the lease takes them off again.
  static func place(_ views: [UIView], on map: GMSMapView) -> Lease {
    views.forEach { map.addSubview($0) }
    return Lease { views.forEach { $0.removeFromSuperview() } }
  }

  /// Activates the constraints; the lease deactivates them.
  static func activate(_ constraints: [NSLayoutConstraint]) -> Lease {
    NSLayoutConstraint.activate(constraints)
    return Lease { NSLayoutConstraint.deactivate(constraints) }
  }

  /// Adds a guide to the map; the lease removes it.
  static func guide(_ guide: UILayoutGuide, on map: GMSMapView) -> Lease {
    map.addLayoutGuide(guide)
    return Lease { [weak map] in map?.removeLayoutGuide(guide) }
  }

  /// Fills a hiding stack; the lease empties it.
  static func arrange(_ views: [UIView], in stack: GMSNavigationHidingStackView) -> Lease {
    stack.arrangedSubviews = views
    return Lease { [weak stack] in stack?.arrangedSubviews = [] }
  }
}

extension Array where Element == Lease {
  /// Ends every lease before letting them go.
  @MainActor mutating func endAll() {
    forEach { $0.end() }
    removeAll()
  }
}
