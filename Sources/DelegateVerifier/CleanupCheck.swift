import LayoutModel

/// `delegate_incomplete_cleanup`: after `stopGuidance` no active-guidance view
/// or constraint is left, after `disableNavigationUI` nothing the delegate
/// added (principle 6).
enum CleanupCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        let leftovers = observation.leftovers
        guard !leftovers.isEmpty else { return }
        let callback = observation.step.phase == .noNavigation ? "disableNavigationUI" : "stopGuidance"
        let state = observation.step.phase == .noNavigation ? "navigation UI" : "active guidance"
        findings.add(
            .incompleteCleanup, at: observation.source.callbackTag(callback),
            "\(leftovers.summary) of \(state) \(leftovers.views.count + leftovers.guides.count + leftovers.constraints.count == 1 ? "is" : "are") left after \(callback)",
            place: observation.place)
    }
}
