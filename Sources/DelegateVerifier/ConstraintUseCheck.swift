import DelegateFacts
import LayoutModel

/// `delegate_fixed_size_constraint` (principle 3) and
/// `delegate_left_right_anchor` (principle 7), on the constraints the
/// delegate has active.
enum ConstraintUseCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        for constraint in observation.delegateConstraints {
            guard let tag = constraint.createdAt else { continue }
            let first = constraint.firstAnchor
            if first.attribute.axis == .dimension, let google = first.item as? GoogleView,
                GoogleViews.sizedBySDK.contains(google.component.rawValue)
            {
                findings.add(
                    .fixedSizeConstraint, at: tag,
                    "\(constraint) sets the size of \(google.name), which the SDK sizes", place: observation.place)
            }
            if constraint.usesAbsoluteHorizontalEdges {
                findings.add(
                    .leftRightAnchor, at: tag,
                    "\(constraint) uses a left/right anchor, which does not follow right-to-left layouts",
                    place: observation.place)
            }
        }
    }
}
