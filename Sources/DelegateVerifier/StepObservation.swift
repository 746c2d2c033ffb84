import LayoutModel

/// Everything the checks know about one step of one scenario: the solved
/// snapshot, the Google components, what the callback did, and what is left
/// over from a state the delegate has left.
struct StepObservation {
    let step: ScenarioStep
    /// "scenario step N (event)", for messages.
    let place: String
    let components: GoogleComponents
    let callback: InterpretedDelegate.CallbackRecord?
    /// The callback that entered the current phase (`enableNavigationUI`,
    /// `startGuidance`, `stopGuidance`, `disableNavigationUI`).
    let phaseEntry: String
    let source: DelegateSource
    /// Views, guides and constraints the app owns (the custom views the
    /// verifier created for `--against-legacy`).
    let appOwned: Set<ObjectIdentifier>
    let leftovers: Leftovers
    /// The legacy layout at this step, with `--against-legacy`.
    let legacy: LayoutSnapshot?

    var snapshot: LayoutSnapshot { step.snapshot }
    var map: Rect { snapshot.mapBounds }

    /// The delegate's own active constraints.
    var delegateConstraints: [LayoutConstraint] {
        snapshot.activeConstraints.filter { $0.systemKind == nil && !isAppOwned($0) }
    }

    func isAppOwned(_ object: AnyObject) -> Bool { appOwned.contains(ObjectIdentifier(object)) }

    /// Where the code that placed `view` is: where it (or its nearest
    /// ancestor with a known place) was added, or the phase's callback.
    func placementTag(_ view: LayoutItem) -> SourceTag {
        var current = view as? LayoutView
        while let candidate = current {
            if let tag = candidate.addedAt { return tag }
            current = candidate.superview
        }
        return source.callbackTag(phaseEntry)
    }

    /// The first active delegate constraint on `item` whose attribute passes
    /// `attribute`, for pointing at the code that positions the item.
    func constraintTag(on item: LayoutItem, where attribute: (LayoutAttribute) -> Bool) -> SourceTag? {
        delegateConstraints.first { $0.firstAnchor.item === item && attribute($0.firstAnchor.attribute) }?.createdAt
            ?? delegateConstraints.first { $0.secondAnchor?.item === item && attribute($0.secondAnchor!.attribute) }?.createdAt
    }

    /// The on-screen entry of a Google component, if shown.
    func shown(_ item: LayoutItem) -> LayoutSnapshot.Entry? {
        snapshot.entry(for: item).flatMap { $0.isOnScreen(in: map) ? $0 : nil }
    }

    /// Whether the layout runs right to left.
    var isRightToLeft: Bool { snapshot.context.direction == .rightToLeft }
}
