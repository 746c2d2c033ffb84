import LayoutModel

/// Principle 9, camera framing: the viewport frames the open, unobscured map.
/// (`delegate_viewport_squeezed`: see `checkOpenBand`.)
///
/// `delegate_viewport_not_below_turn_card`: during guidance the viewport's top
/// is on the turn card's bottom, or on its `layoutMarginsGuide` bottom: the
/// card is drawn without its margins, as the ETA card is below. A viewport
/// in the card's column that starts above that (under the card, or above it
/// with the card below) breaks it; one beside the card does not.
///
/// `delegate_viewport_under_opaque_view`: in a navigation state the viewport
/// does not reach under an opaque view covering a band across two thirds or
/// more of its width or height: during guidance the ETA card, which hides the
/// map behind it as the turn card does (drawn without its margins, the band
/// the SDK lets a neighbour's edge cover: the viewport may end on the card's
/// `layoutMarginsGuide` top), or an opaque app view. An app view is opaque
/// here when it is a view the delegate added (not a Google view, the map, the
/// SDK's hiding stack, or a container holding a Google view such as a stack of
/// the SDK's buttons), on screen and not hidden (itself or through an
/// ancestor), and not an ancestor of the viewport: a bottom sheet, inset from
/// the sides or not, a top banner, a side panel. A container of Google views
/// with a background set hides the map where it reaches beyond them (a sheet
/// holding the ETA card; `OpaqueContainers`). Floating views
/// that leave the band around them open (a badge, a button) are not: the
/// SDK's own buttons and logo float over the viewport too. A view at `alpha` 0
/// or with a `.clear` (or `nil`) `backgroundColor` is not opaque; any other
/// alpha counts as opaque, as does a view whose background is never set (what
/// a custom view draws is not known), but a `UIStackView`: it draws nothing
/// until given a background, only its arranged views (each judged alone). The
/// app's own views of `--against-legacy` are compared with the legacy layout
/// instead; leftover and ambiguous views are the other rules' findings.
enum ViewportCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        checkTurnCard(observation, into: &findings)
        checkOpaqueCover(observation, into: &findings)
        checkOpenBand(observation, into: &findings)
    }

    /// The least share of the open map's height the viewport must frame.
    static let openBandShare = 0.2

    /// `delegate_viewport_squeezed`: the open map above and below the viewport
    /// runs from the safe area's top (or the band above it: a card, prompt or
    /// opaque app view across most of its width) to the safe area's bottom
    /// (or the band below); a viewport framing less than a fifth of it
    /// frames a strip (an edge pinned to the wrong anchor, a guide shrunk to a
    /// logo's height). Floating views (the logo, buttons) are not bands.
    private static func checkOpenBand(_ observation: StepObservation, into findings: inout FindingCollector) {
        let viewportItem = observation.components.viewport
        guard observation.step.phase != .noNavigation, let viewport = observation.shown(viewportItem),
            viewport.frame.hasArea
        else { return }
        let frame = viewport.frame
        let safe = observation.snapshot.context.safeArea
        var (top, bottom) = (safe.minY, safe.maxY)
        for drawn in observation.snapshot.views.filter({ $0.item !== viewportItem }).flatMap({ bandAreas($0, observation) }) {
            guard min(drawn.maxX, frame.maxX) - max(drawn.minX, frame.minX) >= frame.width * bandShare else { continue }
            if drawn.maxY <= frame.midY { top = max(top, drawn.maxY) } else if drawn.minY >= frame.midY { bottom = min(bottom, drawn.minY) }
        }
        let open = bottom - top
        guard open > 0, frame.height < open * openBandShare else { return }
        let edge: LayoutAttribute = frame.minY - top > bottom - frame.maxY ? .top : .bottom
        findings.add(
            .viewportSqueezed,
            at: observation.constraintTag(on: viewportItem) { $0 == edge } ?? observation.placementTag(viewportItem),
            "viewport \(frame) frames \(ConstraintUseCheck.points(frame.height)) pt of the \(ConstraintUseCheck.points(open)) pt of open map between y = \(ConstraintUseCheck.points(top)) and \(ConstraintUseCheck.points(bottom))",
            place: observation.place)
    }

    /// Where a view may end the open map: a shown card or prompt, or an opaque app view's areas.
    private static func bandAreas(_ entry: LayoutSnapshot.Entry, _ observation: StepObservation) -> [Rect] {
        guard let view = entry.item as? LayoutView, observation.shown(view) != nil else { return [] }
        if let google = view as? GoogleView {
            return [.turnCard, .etaCard, .prompt].contains(google.component) ? [entry.drawnFrame(observation.snapshot.context.direction)] : []
        }
        return opaqueAreas(entry, observation)
    }

    private static func checkTurnCard(_ observation: StepObservation, into findings: inout FindingCollector) {
        guard observation.step.phase == .activeGuidance,
            let viewport = observation.shown(observation.components.viewport),
            let turnCard = observation.shown(observation.components.turnCard),
            case let drawn = turnCard.drawnFrame(observation.snapshot.context.direction),
            viewport.frame.minY < drawn.maxY - 0.5,
            // Side by side (wide mode's leading column) is no stacking; above the card in its column is.
            min(viewport.frame.maxX, drawn.maxX) - max(viewport.frame.minX, drawn.minX) > 0.5
        else { return }
        let viewportItem = observation.components.viewport
        findings.add(
            .viewportNotBelowTurnCard,
            at: observation.constraintTag(on: viewportItem) { $0 == .top } ?? observation.placementTag(viewportItem),
            viewport.frame.overlaps(drawn)
                ? "viewport \(viewport.frame) reaches under turnCard \(turnCard.frame)"
                : "viewport \(viewport.frame) starts above turnCard \(turnCard.frame): its top belongs on the card's bottom",
            place: observation.place)
    }

    private static func checkOpaqueCover(_ observation: StepObservation, into findings: inout FindingCollector) {
        let viewportItem = observation.components.viewport
        guard observation.step.phase != .noNavigation, let viewport = observation.shown(viewportItem),
            let cover = opaqueCover(of: viewport, in: observation)
        else { return }
        // Point at the viewport's edge facing the cover: where the fix goes.
        let edge: LayoutAttribute =
            cover.band.width >= viewport.frame.width * bandShare
            ? (cover.band.midY > viewport.frame.midY ? .bottom : .top)
            : (cover.band.midX > viewport.frame.midX) != observation.isRightToLeft ? .trailing : .leading
        let kind = cover.entry.item is GoogleView ? "an opaque Google card" : "an opaque app view"
        findings.add(
            .viewportUnderOpaqueView,
            at: observation.constraintTag(on: viewportItem) { $0 == edge } ?? observation.placementTag(viewportItem),
            "viewport \(viewport.frame) reaches under \(cover.entry.name) \(cover.entry.frame), \(kind)",
            place: observation.place)
    }

    /// How much of the viewport's width (or height) a view must cover to be a
    /// card, sheet, banner or panel (a card-style sheet inset from the sides
    /// included), not a floating badge or button.
    static let bandShare = 2.0 / 3.0

    /// The first opaque view over a band across most of the viewport's width
    /// or height (`bandShare`), with that band: the ETA card (drawn without
    /// its margins, which the SDK lets the viewport's edge cover as it lets
    /// another card's), then the opaque app views.
    private static func opaqueCover(of viewport: LayoutSnapshot.Entry, in observation: StepObservation)
        -> (entry: LayoutSnapshot.Entry, band: Rect)?
    {
        guard let viewportView = viewport.item as? LayoutView else { return nil }
        let ambiguous = observation.snapshot.ambiguousViews.compactMap { $0.item as? LayoutView }
        let direction = observation.snapshot.context.direction
        let etaCard = observation.step.phase == .activeGuidance ? observation.shown(observation.components.etaCard) : nil
        let appViews = observation.snapshot.views.filter { entry in
            guard let view = entry.item as? LayoutView else { return false }
            return !viewportView.isDescendant(of: view)
        }
        let areas = [etaCard].compactMap { $0.map { ($0, $0.drawnFrame(direction)) } }
            + appViews.flatMap { entry in opaqueAreas(entry, observation).map { (entry, $0) } }
        for (entry, area) in areas {
            guard let view = entry.item as? LayoutView, !ambiguous.contains(where: { view.isDescendant(of: $0) }),
                let band = intersection(area, viewport.frame)
            else { continue }
            if band.width >= viewport.frame.width * bandShare || band.height >= viewport.frame.height * bandShare {
                return (entry, band)
            }
        }
        return nil
    }

    /// What an app view hides: an opaque app view its frame, an opaque
    /// container of Google views its area beside them (`OpaqueContainers`).
    private static func opaqueAreas(_ entry: LayoutSnapshot.Entry, _ observation: StepObservation) -> [Rect] {
        guard let view = entry.item as? LayoutView else { return [] }
        return isOpaqueAppView(view, entry, observation) ? [entry.visibleFrame] : observation.ownOpaqueArea(of: entry)
    }

    private static func isOpaqueAppView(_ view: LayoutView, _ entry: LayoutSnapshot.Entry, _ observation: StepObservation)
        -> Bool
    {
        !(view is GoogleView) && !(view is MapView) && !(view is HidingStackView) && !view.isTransparent && view.drawsBackground
            && (view.setsBackground || !(view is StackView))
            && !view.subtree.contains { $0 is GoogleView } && entry.isOnScreen(in: observation.map)
            && !observation.isAppOwned(view) && !observation.leftovers.contains(view)
    }

    /// The shared area of two rectangles, when it is more than half a point each way.
    private static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        guard a.overlaps(b) else { return nil }
        let x = max(a.minX, b.minX)
        let y = max(a.minY, b.minY)
        return Rect(x: x, y: y, width: min(a.maxX, b.maxX) - x, height: min(a.maxY, b.maxY) - y)
    }
}
