import LayoutModel

/// `delegate_incomplete_cleanup`: after `stopGuidance` no active-guidance view
/// or constraint is left, after `disableNavigationUI` nothing the delegate
/// added, and during guidance no navigation-ready constraint fights the
/// guidance layout (principle 6: states must never overlap), nor is a prompt
/// the SDK took off screen still shown (`hidePrompt` removes it).
enum CleanupCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        checkState(observation, into: &findings)
        checkRetiredPrompts(observation, into: &findings)
        checkOutlivedGuidance(observation, into: &findings)
        checkObservers(observation, into: &findings)
    }

    /// An observer (or a Combine subscription) registered again while the one
    /// registered there before is still registered (`addObserver` or `sink` in
    /// every `enableNavigationUI`, nothing ending it in `disableNavigationUI`): each event now runs both.
    private static func checkObservers(_ observation: StepObservation, into findings: inout FindingCollector) {
        for repeated in observation.repeatedObservers {
            findings.add(
                .incompleteCleanup, at: repeated.tag,
                "\(repeated.what) is registered again in \(repeated.callback) while the one an earlier \(repeated.earlierCallback) registered here is still registered: each event now runs both (remove it when the state that registered it ends)",
                place: observation.place)
        }
    }

    /// Navigation-ready constraints `startGuidance` left active that fight the
    /// restored navigation-ready layout: reported where they were left.
    private static func checkOutlivedGuidance(_ observation: StepObservation, into findings: inout FindingCollector) {
        let left = observation.leftovers.outlivedGuidance
        guard !left.isEmpty else { return }
        findings.add(
            .incompleteCleanup, at: observation.source.callbackTag("startGuidance"),
            "\(Leftovers.summary([], left)) of the navigation-ready state \(left.count == 1 ? "is" : "are") left after startGuidance and still active after stopGuidance",
            place: observation.place)
    }

    private static func checkState(_ observation: StepObservation, into findings: inout FindingCollector) {
        let leftovers = observation.leftovers
        guard leftovers.hasStateLeftovers else { return }
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

    /// Each prompt still shown after the callback that retired it, at that callback.
    private static func checkRetiredPrompts(_ observation: StepObservation, into findings: inout FindingCollector) {
        for prompt in observation.leftovers.retiredPrompts {
            guard let callback = prompt.retiredBy?.description else { continue }
            let frame = observation.snapshot.frame(of: prompt).map { " at \($0)" } ?? ""
            let state = observation.visible(prompt) != nil
                ? "not hidden\(prompt.isTransparent ? " (only faded to alpha 0)" : "")"
                : "hidden, yet \(Leftovers.constraints(placingOthersAgainst: prompt, in: observation.delegateConstraints).first!) still places the layout against it"
            findings.add(
                .incompleteCleanup, at: observation.source.callbackTag(callback),
                "\(prompt.name) is still in the view hierarchy and \(state)\(frame) after \(callback) retired it; remove it there",
                place: observation.place)
        }
    }
}
