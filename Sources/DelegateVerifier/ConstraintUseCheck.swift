import DelegateFacts
import LayoutModel

/// `delegate_fixed_size_constraint` (principle 3) and
/// `delegate_left_right_anchor` (principle 7), on the constraints the
/// delegate has active; and principle 3 on the layout: a view the SDK sizes
/// laid out at another size, its edges pinned against it (a turn card
/// squashed between two anchors is a custom height without a height anchor).
enum ConstraintUseCheck: StepCheck {
    /// The sides of a view the SDK fixes whatever the world's speed-widget
    /// state: the cards' and prompts' heights (the turn card's is fixed by
    /// `headerNominalHeight`; their widths follow the layout) and the logo's
    /// whole size. (The speed widget's size changes with its state, which
    /// the worlds of a bundle do not share; its size constraints are reported.)
    static let sdkSizedSides: [GoogleComponentKind: [Side]] = [
        .turnCard: [.height], .etaCard: [.height], .prompt: [.height], .googleLogo: [.width, .height],
    ]

    enum Side: Sendable {
        case width, height

        func of(_ size: IntrinsicSize) -> Double? { self == .width ? size.width : size.height }
        func of(_ frame: Rect) -> Double { self == .width ? frame.width : frame.height }
    }

    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        checkSizes(observation, into: &findings)
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

    private static func checkSizes(_ observation: StepObservation, into findings: inout FindingCollector) {
        // A state's leftover constraints, or a conflict the solver broke, squash what they reach: their rules' findings.
        guard observation.leftovers.constraints.isEmpty, observation.snapshot.conflicts.isEmpty else { return }
        let ambiguous = observation.snapshot.ambiguities.map(\.item)
        for entry in observation.snapshot.views where entry.isVisible {
            guard let google = entry.item as? GoogleView, let sides = sdkSizedSides[google.component],
                !ambiguous.contains(where: { $0 === google }), !observation.leftovers.contains(google)
            else { continue }
            let wanted = google.sdkSize(in: observation.snapshot.context)
            for side in sides {
                let actual = side.of(entry.frame)
                guard let size = side.of(wanted), abs(actual - size) > 0.5 else { continue }
                let isHeight = side == .height
                let edges: Set<LayoutAttribute> = isHeight ? [.top, .bottom, .centerY] : [.leading, .trailing, .left, .right, .centerX]
                findings.add(
                    .fixedSizeConstraint,
                    at: observation.constraintTag(on: google) { edges.contains($0) } ?? observation.placementTag(google),
                    "\(google.name) is laid out \(Self.points(actual)) pt \(isHeight ? "tall" : "wide"), not the \(Self.points(size)) pt the SDK gives it: constraints on its edges set its size",
                    place: observation.place)
            }
        }
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
