import DelegateFacts
import LayoutModel

/// `delegate_missing_required_view`: the Google logo and the viewport must be
/// in the hierarchy, positioned and visible in every navigation state (principle 2).
enum RequiredViewCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        guard observation.step.phase != .noNavigation else { return }
        if let callback = observation.callback, !callback.lateViews.isEmpty {
            let late = callback.lateViews
            findings.add(
                .missingRequiredView, at: observation.source.callbackTag(callback.name),
                "\(late.joined(separator: " and ")) \(late.count == 1 ? "is" : "are") not on screen \(Int(MainQueue.promptness)) s after \(callback.name): work it deferred places \(late.count == 1 ? "it" : "them") later",
                place: observation.place)
        }
        let components = observation.components
        let candidates = [components.googleLogo, components.viewport, components.turnCard, components.etaCard]
        for view in GoogleViews.required.compactMap({ name in candidates.first { $0.component.rawValue == name } }) {
            if observation.shown(view) != nil {
                // The viewport is never drawn; the logo must be seen.
                if view.component == .googleLogo, view.isTransparent {
                    findings.add(
                        .missingRequiredView, at: observation.placementTag(view),
                        "\(view.name) is transparent (alpha 0) in \(observation.step.phase.rawValue)", place: observation.place)
                }
                continue
            }
            let entry = observation.snapshot.entry(for: view)
            let tag: SourceTag
            let problem: String
            if let entry {
                tag = observation.placementTag(view)
                problem = !entry.isVisible ? "is hidden" : entry.frame.hasArea ? "is off screen at \(entry.frame)" : "has no area at \(entry.frame)"
            } else {
                // The callback that entered the state should have added it.
                tag = observation.source.callbackTag(observation.phaseEntry)
                problem = "is not in the view hierarchy" + (view.removedAt.map { " (last removed at \($0))" } ?? "")
            }
            findings.add(
                .missingRequiredView, at: tag,
                "\(view.name) \(problem) in \(observation.step.phase.rawValue)", place: observation.place)
        }
    }
}
