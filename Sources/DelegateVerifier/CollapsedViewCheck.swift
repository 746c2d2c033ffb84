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
/// with nothing to show) is no collapse. A view partly outside the map
/// view's bounds is `delegate_clipped_view`: the part past the edge is not drawn
/// (the logo and the viewport too: a logo half off screen is not seen, a viewport
/// past an edge frames the route where nobody sees it).
enum CollapsedViewCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        guard observation.step.phase != .noNavigation else { return }
        for (entry, google) in observation.googleViewsLaidOut {
            guard !GoogleViews.required.contains(google.component.rawValue) else {
                // Wholly off screen or not shown is `delegate_missing_required_view`'s.
                if entry.frame.hasArea, entry.frame.overlaps(observation.map, tolerance: 0) { checkClipped(entry, google, observation, into: &findings) }
                continue
            }
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
        guard frame.hasArea else { return }
        guard !frame.overlaps(map, tolerance: 0) else { return checkClipped(entry, google, observation, into: &findings) }
        let axis: FrameSide = frame.minY >= map.maxY || frame.maxY <= map.minY ? .height : .width
        findings.add(
            .collapsedView, at: observation.edgeTag(of: google, axis),
            "\(google.name) is laid out at \(frame), outside the map view \(map): shown, yet off screen",
            place: observation.place)
    }

    /// A view whose content (its frame inside its built-in margins, which are
    /// transparent) reaches more than half a point past an edge of the map
    /// view (a card pinned with a negative inset, a portrait layout kept in a
    /// narrower map): reported at its constraint along the axis of the edge it
    /// is most past. Against legacy, a view the legacy layout cut off at the
    /// same edge is a warning: the delegate keeps what the app showed.
    private static func checkClipped(
        _ entry: LayoutSnapshot.Entry, _ google: GoogleView, _ observation: StepObservation, into findings: inout FindingCollector
    ) {
        guard let worst = overhang(of: entry, in: observation.snapshot) else { return }
        let legacyEntry = observation.legacy.flatMap { legacy in legacy.entry(named: google.name).map { (legacy, $0) } }
        let inherited = legacyEntry.flatMap { overhang(of: $0.1, in: $0.0) }?.edge == worst.edge
        findings.add(
            .clippedView, at: observation.edgeTag(of: google, worst.axis),
            "\(google.name) is laid out at \(entry.frame), its content \(ConstraintUseCheck.points(worst.points)) pt past the map view's \(worst.edge) edge \(observation.map): part of it is cut off"
                + (inherited ? "; the legacy layout cut it off too" : ""),
            place: observation.place, severity: inherited ? .warning : nil)
    }

    /// The edge of the map view that the entry's content is most past, by more than half a point.
    private static func overhang(of entry: LayoutSnapshot.Entry, in snapshot: LayoutSnapshot) -> (edge: String, points: Double, axis: FrameSide)? {
        let (map, frame) = (snapshot.mapBounds, entry.drawnFrame(snapshot.context.direction))
        let (left, right) = snapshot.context.direction == .rightToLeft ? ("trailing", "leading") : ("leading", "trailing")
        let overhangs = [
            (left, map.minX - frame.minX, FrameSide.width), (right, frame.maxX - map.maxX, .width),
            ("top", map.minY - frame.minY, .height), ("bottom", frame.maxY - map.maxY, .height),
        ]
        guard let worst = overhangs.max(by: { $0.1 < $1.1 }), worst.1 > 0.5 else { return nil }
        return worst
    }
}
