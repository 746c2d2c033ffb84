import UIKit

/// `pin(a, \.topAnchor, to: b, \.bottomAnchor, 8)`: views and layout guides alike (any class with anchors).
@MainActor
func pin<A: AnyObject, B: AnyObject, Axis: AnyObject>(
  _ item: A, _ edge: KeyPath<A, some NSLayoutAnchor<Axis>>,
  to other: B, _ otherEdge: KeyPath<B, some NSLayoutAnchor<Axis>>,
  _ constant: CGFloat = 0
) -> NSLayoutConstraint {
  item[keyPath: edge].constraint(equalTo: other[keyPath: otherEdge], constant: constant)
}

@MainActor
func pinBelow<A: AnyObject, B: AnyObject>(
  _ item: A, _ edge: KeyPath<A, NSLayoutYAxisAnchor>, atMost other: B,
  _ otherEdge: KeyPath<B, NSLayoutYAxisAnchor>, _ constant: CGFloat = 0
) -> NSLayoutConstraint {
  item[keyPath: edge].constraint(lessThanOrEqualTo: other[keyPath: otherEdge], constant: constant)
}
