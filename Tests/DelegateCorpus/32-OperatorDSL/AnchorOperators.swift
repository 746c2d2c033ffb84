import UIKit

/// `view.topAnchor == guide.topAnchor + 8` style constraints.
struct AnchorOffset<Axis: AnyObject> {
  let anchor: NSLayoutAnchor<Axis>
  let constant: CGFloat
}

@MainActor
func + <Axis>(anchor: NSLayoutAnchor<Axis>, constant: CGFloat) -> AnchorOffset<Axis> {
  AnchorOffset(anchor: anchor, constant: constant)
}

@MainActor
func - <Axis>(anchor: NSLayoutAnchor<Axis>, constant: CGFloat) -> AnchorOffset<Axis> {
  AnchorOffset(anchor: anchor, constant: -constant)
}

@MainActor
func == <Axis>(lhs: NSLayoutAnchor<Axis>, rhs: NSLayoutAnchor<Axis>) -> NSLayoutConstraint {
  lhs.constraint(equalTo: rhs)
}

@MainActor
func == <Axis>(lhs: NSLayoutAnchor<Axis>, rhs: AnchorOffset<Axis>) -> NSLayoutConstraint {
  lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant)
}

@MainActor
func <= <Axis>(lhs: NSLayoutAnchor<Axis>, rhs: NSLayoutAnchor<Axis>) -> NSLayoutConstraint {
  lhs.constraint(lessThanOrEqualTo: rhs)
}

@MainActor
func >= <Axis>(lhs: NSLayoutAnchor<Axis>, rhs: AnchorOffset<Axis>) -> NSLayoutConstraint {
  lhs.constraint(greaterThanOrEqualTo: rhs.anchor, constant: rhs.constant)
}

precedencegroup ConstraintPriorityPrecedence {
  lowerThan: ComparisonPrecedence
}
infix operator ~: ConstraintPriorityPrecedence

@MainActor
func ~ (constraint: NSLayoutConstraint, priority: UILayoutPriority) -> NSLayoutConstraint {
  constraint.priority = priority
  return constraint
}
