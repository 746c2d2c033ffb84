import UIKit

/// Layout written the way our design spec tables read: three columns, the
/// edges we place, the edges they follow, and the offset between each pair
/// ("viewport top | safe top | 0"). One row per constraint.
@MainActor
enum PinTriples {
  /// `edges[i] == targets[i] + offsets[i]` for every row of the table.
  ///
  /// `zip` stops at the shortest column, so a row typed one cell short would
  /// silently drop a pin: the precondition catches that in every build.
  static func equal<Axis: AnyObject>(
    _ edges: [NSLayoutAnchor<Axis>],
    _ targets: [NSLayoutAnchor<Axis>],
    _ offsets: [CGFloat]
  ) -> [NSLayoutConstraint] {
    precondition(edges.count == targets.count && targets.count == offsets.count, "pin table columns differ in length")
    return zip(zip(edges, targets), offsets).map { row, offset in
      row.0.constraint(equalTo: row.1, constant: offset)
    }
  }
}
