import LayoutModel

/// `delegate_overlap`: Google views must not overlap each other or custom
/// views, and a prompt must not cover the viewport, the logo or the buttons.
/// A prompt drawn over the ETA card is intended (the SDK sample pins both to the
/// map's bottom, and the reference sheet describes it; the card drawn over the
/// prompt is an overlap), and so is a prompt on
/// top of an app view (an app panel above the ETA card): the SDK guide's
/// "above the layout". An app view drawn over a prompt still overlaps it. Leftover and
/// ambiguous views are left to the cleanup and ambiguity rules. Under
/// `--against-legacy`, an overlap the legacy layout had too is the app's
/// layout faithfully kept, not the delegate's doing: it is a warning.
enum OverlapCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        // Leftovers are the cleanup's fault, and ambiguous frames are arbitrary.
        let ambiguous = observation.snapshot.ambiguousViews.compactMap { $0.item as? LayoutView }
        let candidates = observation.snapshot.views.filter { entry in
            entry.isOnScreen(in: observation.map) && !(entry.item is MapView) && !(entry.item is HidingStackView)
                && entry.component != .viewport && !observation.leftovers.contains(entry.item)
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
        for (first, second) in pairs where first.frame.overlaps(second.frame) {
            // The prompt's code is responsible when a prompt is involved, else the later view's.
            let culprit = first.component == .prompt ? first : second
            let inherited = isInherited(first, second, observation)
            findings.add(
                .overlap, at: observation.placementTag(culprit.item),
                "\(first.name) \(first.frame) overlaps \(second.name) \(second.frame)"
                    + (inherited ? "; the legacy layout overlapped them too" : ""),
                place: observation.place, severity: inherited ? .warning : nil)
        }
    }

    /// Whether the legacy layout overlapped the two views too.
    private static func isInherited(
        _ first: LayoutSnapshot.Entry, _ second: LayoutSnapshot.Entry, _ observation: StepObservation
    ) -> Bool {
        guard let legacy = observation.legacy, let a = legacy.entry(named: first.name)?.frame,
            let b = legacy.entry(named: second.name)?.frame
        else { return false }
        return a.overlaps(b)
    }

    private static func isChecked(_ first: LayoutSnapshot.Entry, _ second: LayoutSnapshot.Entry) -> Bool {
        guard first.component != nil || second.component != nil else { return false }
        // A prompt over the ETA card is intended; the card drawn over a prompt hides it.
        if first.component == .etaCard && second.component == .prompt { return false }
        // A prompt drawn over an app view is above the layout, as the SDK guide places it.
        if second.component == .prompt && first.component == nil { return false }
        guard let a = first.item as? LayoutView, let b = second.item as? LayoutView else { return false }
        return !a.isDescendant(of: b) && !b.isDescendant(of: a)
    }
}
