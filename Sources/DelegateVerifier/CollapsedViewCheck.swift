import DelegateFacts
import LayoutModel

/// `delegate_collapsed_view`: a Google view the state shows (in the
/// hierarchy, not hidden by the delegate, a hiding stack or an ancestor) laid
/// out with no area, zero or negative width or height (a card whose leading
/// edge is pinned past its trailing edge), or with its whole frame outside the
/// map view's bounds (a prompt never slid in), is invisible although nothing
/// conflicts. Left to other rules: the logo and the viewport
/// (`delegate_missing_required_view`: not shown), the sides the SDK fixes
/// (`delegate_fixed_size_constraint`: the cards' and prompts' heights, the
/// logo's size), and as there leftovers, ambiguous views and steps with a
/// broken conflict. A side the SDK itself sizes to nothing (the speed widget
/// with nothing to show) is no collapse.
enum CollapsedViewCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        guard observation.step.phase != .noNavigation else { return }
        for (entry, google) in observation.googleViewsLaidOut
        where !GoogleViews.required.contains(google.component.rawValue) {
            let fixed = ConstraintUseCheck.sdkSizedSides[google.component] ?? []
            let sdkSize = observation.sdkSize(of: google)
            // A side the SDK does not size (nil) is the layout's to give.
            for side in FrameSide.allCases
            where !fixed.contains(side) && side.of(entry.frame) <= 0 && (side.of(sdkSize) ?? 1) > 0 {
                findings.add(
                    .collapsedView, at: observation.edgeTag(of: google, side),
                    "\(google.name) is laid out \(ConstraintUseCheck.points(side.of(entry.frame))) pt \(side.extent) at \(entry.frame): shown, yet invisible",
                    place: observation.place)
            }
            checkOffScreen(entry, google, observation, into: &findings)
            if google.isTransparent {  // faded in from alpha 0 and never back
                findings.add(
                    .collapsedView, at: observation.placementTag(google),
                    "\(google.name) is transparent (alpha 0) at \(entry.frame): shown, yet invisible", place: observation.place)
            }
        }
    }

    /// A view with area none of which is on the map: reported at its
    /// constraint along the axis it is off by (vertical first).
    private static func checkOffScreen(
        _ entry: LayoutSnapshot.Entry, _ google: GoogleView, _ observation: StepObservation,
        into findings: inout FindingCollector
    ) {
        let (frame, map) = (entry.frame, observation.map)
        guard frame.hasArea, !frame.overlaps(map, tolerance: 0) else { return }
        let axis: FrameSide = frame.minY >= map.maxY || frame.maxY <= map.minY ? .height : .width
        findings.add(
            .collapsedView, at: observation.edgeTag(of: google, axis),
            "\(google.name) is laid out at \(frame), outside the map view \(map): shown, yet off screen",
            place: observation.place)
    }
}
