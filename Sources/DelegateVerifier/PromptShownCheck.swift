import LayoutModel

/// `delegate_prompt_not_shown`: the prompt the SDK hands to `showPrompt` or
/// `changePrompt` is the delegate's to add and show until `hidePrompt` (the
/// SDK does not animate prompts: "the delegate adds the prompt, animates it
/// in"). A prompt never added, or hidden, is one the driver never sees. An app
/// that turns prompts off (`GMSNavigator.shouldDisplayPrompts = false`) never
/// gets the callbacks, and disables the rule.
enum PromptShownCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        guard observation.step.phase == .activeGuidance, let prompt = observation.currentPrompt,
            let handedOver = prompt.handedOverBy?.description,
            // Shown but without area, off screen or transparent, it is `delegate_collapsed_view`'s.
            observation.visible(prompt) == nil
        else { return }
        let problem = observation.snapshot.entry(for: prompt) == nil ? "is not in the view hierarchy" : "is hidden"
        // A class without the callback in the given files may have it in a file not given.
        let missing = observation.source.delegateClass.anyMethod(named: handedOver) == nil
            ? "; the class has no \(handedOver) in the given files (give the file that declares it)" : ""
        findings.add(
            .promptNotShown, at: prompt.addedAt ?? observation.source.callbackTag(handedOver),
            "\(prompt.name), which the SDK handed to \(handedOver) to show, \(problem) during active guidance\(missing)",
            place: observation.place)
    }
}
