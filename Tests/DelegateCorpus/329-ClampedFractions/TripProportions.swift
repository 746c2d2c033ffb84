import UIKit

/// A share of a map dimension, clamped so tiny and huge maps both stay usable.
/// The design team specs the trip screen in these instead of points.
struct Fraction: Sendable {
  let share: CGFloat
  let floor: CGFloat
  let ceiling: CGFloat

  func of(_ length: CGFloat) -> CGFloat {
    min(max(length * share, floor), ceiling)
  }
}

enum TripProportions {
  /// Leading column for the turn and ETA cards in wide mode (never past the SDK's 360 pt column).
  static let cardColumn = Fraction(share: 0.4, floor: 280, ceiling: 360)
  /// The square route badge in the top trailing corner.
  static let badgeSide = Fraction(share: 0.16, floor: 44, ceiling: 72)
  /// Gap between floating controls and the map's edges.
  static let edgeInset = Fraction(share: 0.03, floor: 8, ceiling: 24)
}

/// The constraints whose constants follow the map's size. They are made once and kept;
/// `apply(to:)` recomputes their constants from the map's bounds, so a resize that keeps
/// the mode only needs this, not a new layout.
@MainActor
final class ProportionalSizing {
  private(set) var columnWidth: CGFloat = 0
  private(set) var badgeSide: CGFloat = 0
  private(set) var edgeInset: CGFloat = 0
  private var columnConstraints: [NSLayoutConstraint] = []
  private var badgeConstraints: [NSLayoutConstraint] = []
  /// Constraints pinning something `edgeInset` in from a trailing or bottom edge (negative constant).
  private var insetConstraints: [NSLayoutConstraint] = []

  func measure(_ bounds: CGRect) {
    columnWidth = TripProportions.cardColumn.of(bounds.width)
    badgeSide = TripProportions.badgeSide.of(min(bounds.width, bounds.height))
    edgeInset = TripProportions.edgeInset.of(bounds.width)
  }

  func trackColumn(_ c: NSLayoutConstraint) -> NSLayoutConstraint {
    c.constant = columnWidth
    columnConstraints.append(c)
    return c
  }

  func trackBadge(_ c: NSLayoutConstraint) -> NSLayoutConstraint {
    c.constant = badgeSide
    badgeConstraints.append(c)
    return c
  }

  func trackInset(_ c: NSLayoutConstraint) -> NSLayoutConstraint {
    c.constant = -edgeInset
    insetConstraints.append(c)
    return c
  }

  /// Re-reads the map's bounds and pushes the new constants into every tracked constraint.
  func apply(to navMap: UIView) {
    measure(navMap.bounds)
    columnConstraints.forEach { $0.constant = columnWidth }
    badgeConstraints.forEach { $0.constant = badgeSide }
    insetConstraints.forEach { $0.constant = -edgeInset }
  }

  /// Forgets constraints the caller has deactivated.
  func forget(_ constraints: [NSLayoutConstraint]) {
    columnConstraints.removeAll { c in constraints.contains { $0 === c } }
    badgeConstraints.removeAll { c in constraints.contains { $0 === c } }
    insetConstraints.removeAll { c in constraints.contains { $0 === c } }
  }
}

