import LayoutModel

/// `delegate_overlap`: Google views must not overlap each other, nor app
/// views drawn over them (their built-in margins aside; an app view drawn
/// under a Google view is a backdrop), and a prompt must not cover the
/// viewport, the logo or the buttons: the SDK guide's list of what "the layout
/// must keep clear". Over anything else (the ETA card and the speed widget
/// above it, both pinned to the map's bottom like the prompt in the SDK
/// sample, or an app panel) a prompt is "above the layout", where the guide
/// places it; anything drawn over a prompt hides it. The app's containers
/// of Google views are backgrounds, not covers, but for the opaque
/// background they draw beyond their Google views. Leftover and
/// ambiguous views are left to the cleanup and ambiguity rules. Under
/// `--against-legacy`, an overlap the legacy layout had too is the app's
/// layout faithfully kept, not the delegate's doing: it is a warning.
enum OverlapCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        // Leftovers are the cleanup's fault, and ambiguous frames are arbitrary.
        let ambiguous = observation.snapshot.ambiguousViews.compactMap { $0.item as? LayoutView }
        let candidates = observation.snapshot.views.filter { entry in
            entry.isOnScreen(in: observation.map) && !(entry.item is MapView) && !(entry.item is HidingStackView)
                && (!isContainer(entry.item) || !observation.ownOpaqueArea(of: entry).isEmpty) && entry.component != .viewport && !observation.leftovers.contains(entry.item)
                && !ambiguous.contains { (entry.item as? LayoutView)?.isDescendant(of: $0) ?? false }
        }
        var pairs: [(LayoutSnapshot.Entry, LayoutSnapshot.Entry)] = []
        // In hierarchy order: `second` is drawn above `first`.
        for (index, first) in candidates.enumerated() {
            for second in candidates[(index + 1)...] where isChecked(first, second) {
                pairs.append((first, second))
            }
        }
        if let viewport = observation.shown(observation.components.viewport) {
            pairs += candidates.filter { $0.component == .prompt }.map { ($0, viewport) }
        }
        for (first, second) in pairs where overlap(first, second, in: observation) {
            // The code that placed last of the two is responsible (a prompt inserted under a card, a card
            // added again over a prompt); a prompt over the viewport is the prompt's.
            let order = { (entry: LayoutSnapshot.Entry) in observation.journal.stackingOrder(of: entry.item) ?? 0 }
            let culprit = second.component == .viewport || order(first) > order(second) ? first : second
            let inherited = isInherited(first, second, observation)
            findings.add(
                .overlap, at: observation.placementTag(culprit.item),
                "\(first.name) \(first.frame) overlaps \(second.name) \(second.frame)"
                    + (inherited ? "; the legacy layout overlapped them too" : ""),
                place: observation.place, severity: inherited ? .warning : nil)
        }
    }

    /// An app view holding a Google view is the app's container (principle 4:
    /// Google views go on the map or "your container"), a background like the
    /// map: as the viewport check, the overlap check counts it as a cover only
    /// where it draws an opaque background beyond its Google views.
    private static func isContainer(_ item: LayoutItem) -> Bool {
        guard let view = item as? LayoutView, !(view is GoogleView) else { return false }
        return view.subtree.contains { $0 is GoogleView }
    }

    /// `overlap`, where an app container of Google views draws only its own
    /// opaque area beside them (`OpaqueContainers`); the other view is a Google one.
    private static func overlap(_ first: LayoutSnapshot.Entry, _ second: LayoutSnapshot.Entry, in observation: StepObservation) -> Bool {
        for (container, other) in [(first, second), (second, first)] where isContainer(container.item) {
            return observation.ownOpaqueArea(of: container).contains { $0.overlaps(other.frame) }
        }
        return overlap(first, second, observation.snapshot.context.direction)
    }

    /// Whether the legacy layout overlapped the two views too.
    private static func isInherited(
        _ first: LayoutSnapshot.Entry, _ second: LayoutSnapshot.Entry, _ observation: StepObservation
    ) -> Bool {
        guard let legacy = observation.legacy, let a = legacy.entry(named: first.name),
            let b = legacy.entry(named: second.name)
        else { return false }
        return overlap(a, b, legacy.context.direction)
    }

    /// Whether what one view shows overlaps the other's frame. A Google view
    /// shows its frame without its built-in margins: the SDK stacks Google
    /// views on each other's `layoutMarginsGuide` "so that their margins don't
    /// add up", one view's band over the other (up to the larger margin, not
    /// both). Any other view shows its whole frame, and over a Google view it
    /// covers what that view draws, not its clear margin band (an app panel on
    /// the ETA card's `layoutMarginsGuide` top); the viewport is not drawn,
    /// so over it only what the other view shows counts (a prompt whose
    /// margin band reaches over the viewport's edge covers nothing).
    private static func overlap(_ first: LayoutSnapshot.Entry, _ second: LayoutSnapshot.Entry, _ direction: LayoutDirection) -> Bool {
        if second.component == .viewport { return first.drawnFrame(direction).overlaps(second.frame) }
        if !(first.item is GoogleView) || !(second.item is GoogleView) {
            return first.drawnFrame(direction).overlaps(second.drawnFrame(direction))
        }
        return first.drawnFrame(direction).overlaps(second.frame) || first.frame.overlaps(second.drawnFrame(direction))
    }

    /// What "the layout must keep clear" of a prompt, besides the viewport (the SDK guide).
    private static let keptClearOfPrompts: Set<GoogleComponentKind> = [.googleLogo, .compassButton, .reportingButton]

    private static func isChecked(_ first: LayoutSnapshot.Entry, _ second: LayoutSnapshot.Entry) -> Bool {
        guard first.component != nil || second.component != nil else { return false }
        // A prompt drawn over the layout is where the SDK guide places it, but for what it must keep clear;
        // anything drawn over a prompt hides it.
        if second.component == .prompt { return first.component.map(keptClearOfPrompts.contains) ?? false }
        // An app view drawn under a Google view does not cover it (a backdrop inserted at index 0).
        if first.component == nil, second.component != nil { return false }
        guard let a = first.item as? LayoutView, let b = second.item as? LayoutView else { return false }
        return !a.isDescendant(of: b) && !b.isDescendant(of: a)
    }
}
