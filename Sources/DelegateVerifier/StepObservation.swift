import LayoutModel

/// Everything the checks know about one step of one scenario: the solved
/// snapshot, the Google components, what the callback did, and what is left
/// over from a state the delegate has left.
struct StepObservation {
    let step: ScenarioStep
    /// "scenario step N (event)", for messages.
    let place: String
    let components: GoogleComponents
    /// The prompt the SDK last handed over and has not retired.
    let currentPrompt: NavigationPromptView?
    let callback: InterpretedDelegate.CallbackRecord?
    /// The callback that entered the current phase (`enableNavigationUI`,
    /// `startGuidance`, `stopGuidance`, `disableNavigationUI`).
    let phaseEntry: String
    let source: DelegateSource
    /// Views, guides and constraints the app owns (the custom views the
    /// verifier created for `--against-legacy`).
    let appOwned: Set<ObjectIdentifier>
    let leftovers: Leftovers
    /// Observers the step's code registered again while the earlier ones are still registered.
    var repeatedObservers: [Interpreter.RepeatedObserver] = []
    /// What the callbacks did, in order (which view the code placed last).
    let journal: Journal
    /// The legacy layout at this step, with `--against-legacy`.
    let legacy: LayoutSnapshot?
    /// The speed widget's state in this world: the worlds of a bundle differ
    /// in it, and the shared components hold the first world's.
    let speedWidgetState: SpeedWidgetState

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

    /// Where the code sizing `view`'s `side` is: its first constraint on the
    /// side's edges, or its container's (a stack's button), or where it was placed.
    func edgeTag(of view: LayoutItem, _ side: FrameSide) -> SourceTag {
        // A view a container places (a stack's button): the constraint on the container's edges (trial 60a).
        let holders = Swift.sequence(first: view) { (item: LayoutItem) -> LayoutItem? in (item as? LayoutView)?.superview }
        for holder in holders.prefix(while: { !($0 is MapView) }) {
            if let tag = constraintTag(on: holder, where: { side.edges.contains($0) }) { return tag }
        }
        return placementTag(view)
    }

    /// The on-screen entry of a Google component, if shown.
    func shown(_ item: LayoutItem) -> LayoutSnapshot.Entry? {
        snapshot.entry(for: item).flatMap { $0.isOnScreen(in: map) ? $0 : nil }
    }

    /// The entry of an item the user could see, were it in place and of some
    /// size: in the hierarchy and not hidden (itself, by a hiding stack or
    /// through an ancestor), wherever and however large its frame.
    func visible(_ item: LayoutItem) -> LayoutSnapshot.Entry? {
        snapshot.entry(for: item).flatMap { $0.isVisible ? $0 : nil }
    }

    /// The size the SDK gives `view` in this world (the speed widget's follows
    /// the world's state: nothing to show, no size).
    func sdkSize(of view: GoogleView) -> IntrinsicSize {
        guard view is SpeedWidgetView else {
            return view.sdkSize(in: snapshot.context, safeAreaInsets: snapshot.entry(for: view)?.safeAreaInsets ?? view.safeAreaInsets)
        }
        let size = snapshot.context.metrics.speedWidget.size(for: speedWidgetState)
        return IntrinsicSize(width: size.width, height: size.height)
    }

    /// The visible Google views whose solved size is the delegate's layout:
    /// not ambiguous and no leftover, and none in a step with a state's
    /// leftover constraints or a conflict the solver broke (they squash what
    /// they reach: their rules' findings).
    var googleViewsLaidOut: [(entry: LayoutSnapshot.Entry, view: GoogleView)] {
        guard leftovers.constraints.isEmpty, leftovers.outlivedGuidance.isEmpty, snapshot.conflicts.isEmpty else { return [] }
        let ambiguous = snapshot.ambiguities.map(\.item)
        return snapshot.views.compactMap { entry in
            guard entry.isVisible, let google = entry.item as? GoogleView, !ambiguous.contains(where: { $0 === google }),
                !leftovers.contains(google)
            else { return nil }
            return (entry, google)
        }
    }

    /// Whether the layout runs right to left.
    var isRightToLeft: Bool { snapshot.context.direction == .rightToLeft }
}

extension LayoutSnapshot.Entry {
    /// The frame but what a scroll view around the item clips.
    var visibleFrame: Rect { clip.map(frame.intersection) ?? frame }

    /// Where the view draws: a Google view its frame without its built-in
    /// margins, a band the SDK lets a neighbour cover (the viewport, which
    /// draws nothing, keeps its frame); any other view its whole frame but
    /// what a scroll view around it clips. A Google view no wider (or taller)
    /// than its margins, the 12 pt trip progress bar, draws across that whole
    /// side: trial 49a's bar 8.5 pt past the screen's edge passed.
    func drawnFrame(_ direction: LayoutDirection) -> Rect {
        guard let google = item as? GoogleView, google.component != .viewport else { return visibleFrame }
        var margins = google.directionalLayoutMargins.resolved(for: direction)
        if margins.left + margins.right >= frame.width { (margins.left, margins.right) = (0, 0) }
        if margins.top + margins.bottom >= frame.height { (margins.top, margins.bottom) = (0, 0) }
        return frame.inset(by: margins)
    }
}

/// A side of a frame, for the checks of sizes.
enum FrameSide: CaseIterable, Sendable {
    case width, height

    func of(_ size: IntrinsicSize) -> Double? { self == .width ? size.width : size.height }
    func of(_ frame: Rect) -> Double { self == .width ? frame.width : frame.height }

    /// The attributes whose constraints set this side by pinning the view's edges.
    var edges: Set<LayoutAttribute> {
        self == .height ? [.top, .bottom, .centerY] : [.leading, .trailing, .left, .right, .centerX]
    }

    /// "wide" or "tall".
    var extent: String { self == .width ? "wide" : "tall" }
}
