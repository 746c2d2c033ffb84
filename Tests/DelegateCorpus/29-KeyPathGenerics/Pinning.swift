import UIKit

@MainActor
func pin<Axis: AnyObject>(_ edge: NSLayoutAnchor<Axis>, _ other: NSLayoutAnchor<Axis>, _ constant: CGFloat = 0) -> NSLayoutConstraint {
  edge.constraint(equalTo: other, constant: constant)
}

@MainActor
func pinBelow(_ edge: NSLayoutYAxisAnchor, atMost other: NSLayoutYAxisAnchor, _ constant: CGFloat = 0) -> NSLayoutConstraint {
  edge.constraint(lessThanOrEqualTo: other, constant: constant)
}
