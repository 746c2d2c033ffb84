import UIKit

/// Anything with the four directional edge anchors: views and layout guides alike.
@MainActor
protocol AnchorBox {
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var leadingAnchor: NSLayoutXAxisAnchor { get }
  var trailingAnchor: NSLayoutXAxisAnchor { get }
}

extension UIView: AnchorBox {}
extension UILayoutGuide: AnchorBox {}

@MainActor
enum Pin {
  /// Pins `item` inside `box` on `edges`, each inset measured inward from that edge.
  static func inside(
    _ item: AnchorBox, _ box: AnchorBox, edges: PinEdges, insets: NSDirectionalEdgeInsets = .zero
  ) -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    if edges.contains(.top) {
      result.append(item.topAnchor.constraint(equalTo: box.topAnchor, constant: insets.top))
    }
    if edges.contains(.leading) {
      result.append(item.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: insets.leading))
    }
    if edges.contains(.bottom) {
      result.append(item.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -insets.bottom))
    }
    if edges.contains(.trailing) {
      result.append(item.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -insets.trailing))
    }
    return result
  }

  /// `item`'s bottom stays at least `gap` above `anchor`.
  static func above(_ item: AnchorBox, _ anchor: NSLayoutYAxisAnchor, gap: CGFloat = 0) -> NSLayoutConstraint {
    item.bottomAnchor.constraint(lessThanOrEqualTo: anchor, constant: -gap)
  }

  /// A constraint at the given priority.
  static func soft(_ constraint: NSLayoutConstraint, _ priority: UILayoutPriority) -> NSLayoutConstraint {
    constraint.priority = priority
    return constraint
  }
}
