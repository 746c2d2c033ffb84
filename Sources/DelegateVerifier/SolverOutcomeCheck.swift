import LayoutModel

/// `delegate_unsatisfiable` (conflicting required constraints; an operation
/// UIKit would raise on ends the run: `ScenarioRunner`) and
/// `delegate_ambiguous_layout` (views whose frame the constraints leave open).
enum SolverOutcomeCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        for conflict in observation.snapshot.conflicts {
            let involved = [conflict.dropped] + conflict.conflictingWith
            // Conflicts with leftovers of a previous state are the cleanup's fault.
            guard !involved.contains(where: observation.leftovers.contains) else { continue }
            let responsible = involved.first { $0.systemKind == nil && $0.createdAt != nil }
            findings.add(
                .unsatisfiable, at: responsible?.createdAt ?? observation.source.callbackTag(observation.phaseEntry),
                "unable to satisfy \(conflict.dropped) together with \(conflict.conflictingWith.map(\.description).joined(separator: ", "))",
                place: observation.place)
        }
        let ambiguous = observation.snapshot.ambiguousViews
        for ambiguity in ambiguous where !observation.leftovers.contains(ambiguity.item) {
            // Without navigation the app's own views are not the delegate's to place.
            if observation.step.phase == .noNavigation && observation.isAppOwned(ambiguity.item) { continue }
            // A view inside an ambiguous container is reported through the container.
            let parent = (ambiguity.item as? LayoutView)?.superview
            if ambiguous.contains(where: { $0.item === parent }) { continue }
            findings.add(
                .ambiguousLayout, at: observation.placementTag(ambiguity.item),
                "\(ambiguity.item.name) is ambiguous in \(ambiguity.components.map(\.rawValue).joined(separator: ", "))",
                place: observation.place)
        }
    }
}
