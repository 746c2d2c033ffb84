import DelegateFacts
import LayoutModel

/// `delegate_fixed_size_constraint` (principle 3) and
/// `delegate_left_right_anchor` (principle 7), on the constraints the
/// delegate has active; and principle 3 on the layout: a view the SDK sizes
/// laid out at another size, its edges pinned against it (a turn card
/// squashed between two anchors is a custom height without a height anchor,
/// and in wide mode a card stretched between two is a custom width).
enum ConstraintUseCheck: StepCheck {
    /// The sides of a view the SDK fixes whatever the world's speed-widget
    /// state: the cards' and prompts' heights (the turn card's is fixed by
    /// `headerNominalHeight`; their widths follow the layout) and the logo's
    /// whole size.
    static let sdkSizedSides: [GoogleComponentKind: [FrameSide]] = [
        .turnCard: [.height], .etaCard: [.height], .prompt: [.height], .googleLogo: [.width, .height],
    ]
    /// The speed widget's size is its state's (each world's own,
    /// `StepObservation.sdkSize(of:)`): laid out at another size it is a
    /// custom size; squeezed to nothing it is `delegate_collapsed_view`'s.
    static let stateSizedSides: [GoogleComponentKind: [FrameSide]] = [.speedWidget: [.width, .height]]

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

    /// In wide mode the cards form a leading column the SDK sizes: a card
    /// pinned on both sides or stretched by a stack wider than the SDK's
    /// column, or past the map's centre, is a custom width (the SDK's cards
    /// shrink in wide mode; pinned to the centre of a landscape phone a card
    /// is 15 pt wider than they are). A narrower card, a column squeezed
    /// between the leading edge and the centre, is left to the layout down to
    /// the narrowest the SDK lays a card out (`minimumCardWidth`, in any mode):
    /// a sliver below it is sized by the delegate (trial 60b: 39 pt, exit 0).
    static let wideModeSizedSides: [GoogleComponentKind: [FrameSide]] = [.turnCard: [.width], .etaCard: [.width]]

    private static func checkSizes(_ observation: StepObservation, into findings: inout FindingCollector) {
        let map = observation.map
        for (entry, google) in observation.googleViewsLaidOut {
            let wanted = observation.sdkSize(of: google)
            let pastCentre = observation.isRightToLeft ? entry.frame.minX < map.midX - 0.5 : entry.frame.maxX > map.midX + 0.5
            let wider = wanted.width.map { entry.frame.width > $0 + 0.5 } ?? false
            let wide = observation.step.wideMode && (pastCentre || wider) ? wideModeSizedSides[google.component] ?? [] : []
            let narrowest = observation.snapshot.context.metrics.minimumCardWidth
            if wideModeSizedSides[google.component] != nil, entry.frame.width > 0, entry.frame.width < narrowest - 0.5 {
                findings.add(
                    .fixedSizeConstraint, at: observation.edgeTag(of: google, .width),
                    "\(google.name) is laid out \(Self.points(entry.frame.width)) pt wide, narrower than the SDK lays it out on any screen (\(Self.points(narrowest)) pt): constraints on its edges squeeze it, which sizes it",
                    place: observation.place)
            }
            let stateSized = stateSizedSides[google.component] != nil
            guard let sides = (sdkSizedSides[google.component] ?? stateSizedSides[google.component]).map({ $0 + wide }) else { continue }
            for side in sides {
                let actual = side.of(entry.frame)
                guard let size = side.of(wanted), abs(actual - size) > 0.5, !(stateSized && actual <= 0) else { continue }
                findings.add(
                    .fixedSizeConstraint, at: observation.edgeTag(of: google, side),
                    "\(google.name) is laid out \(Self.points(actual)) pt \(side.extent), not the \(Self.points(size)) pt the SDK gives it: constraints on its edges set its size",
                    place: observation.place)
            }
        }
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
