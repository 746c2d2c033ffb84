import LayoutModel

/// `delegate_incomplete_cleanup`: after `stopGuidance` no active-guidance view
/// or constraint is left, after `disableNavigationUI` nothing the delegate
/// added, and during guidance no navigation-ready constraint fights the
/// guidance layout (principle 6: states must never overlap).
enum CleanupCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        let leftovers = observation.leftovers
        guard !leftovers.isEmpty else { return }
        let (state, callback) = switch observation.step.phase {
        case .noNavigation: ("navigation UI", "disableNavigationUI")
        case .navigationReady: ("active guidance", "stopGuidance")
        case .activeGuidance: ("the navigation-ready state", "startGuidance")
        }
        let count = leftovers.views.count + leftovers.guides.count + leftovers.constraints.count
        findings.add(
            .incompleteCleanup, at: observation.source.callbackTag(callback),
            "\(leftovers.summary) of \(state) \(count == 1 ? "is" : "are") left after \(callback)",
            place: observation.place)
    }
}
