import LayoutModel

/// `delegate_viewport_not_below_turn_card`: during guidance the viewport's top
/// is on the turn card's bottom, so the camera frames the open map (principle 9).
enum ViewportCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        guard observation.step.phase == .activeGuidance,
            let viewport = observation.shown(observation.components.viewport),
            let turnCard = observation.shown(observation.components.turnCard),
            viewport.frame.minY < turnCard.frame.maxY - 0.5, viewport.frame.overlaps(turnCard.frame)
        else { return }
        let viewportItem = observation.components.viewport
        findings.add(
            .viewportNotBelowTurnCard,
            at: observation.constraintTag(on: viewportItem) { $0 == .top } ?? observation.placementTag(viewportItem),
            "viewport \(viewport.frame) reaches under turnCard \(turnCard.frame)", place: observation.place)
    }
}
