import LayoutModel

/// `delegate_wide_mode_unchecked`: a transition callback that lays out a wide
/// map must read `wideMode`, so a launch in landscape gets the wide variant;
/// `delegate_wide_mode_cards_not_leading`: in wide mode the turn card and the
/// ETA card go along the leading edge, the turn card at the top and the ETA
/// card at the bottom (principle 10).
enum WideModeCheck: StepCheck {
    static let transitionCallbacks: Set<String> = ["enableNavigationUI", "startGuidance"]

    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        guard observation.step.wideMode else { return }
        if let callback = observation.callback, transitionCallbacks.contains(callback.name), !callback.readWideMode,
            observation.source.delegateClass.anyMethod(named: callback.name) != nil
        {
            findings.add(
                .wideModeUnchecked, at: observation.source.callbackTag(callback.name),
                "\(callback.name) runs in wide mode without reading newState.wideMode", place: observation.place)
        }
        guard observation.step.phase == .activeGuidance else { return }
        let padding = observation.snapshot.context.metrics.styleValues.headerFooterHorizontalPadding
        let safe = observation.snapshot.safeArea
        for card in [observation.components.turnCard, observation.components.etaCard] {
            // Without area a card is still where its edges put it (its collapse is another rule's);
            // an ambiguous one is wherever the solver left it (`delegate_ambiguous_layout`'s).
            guard let entry = observation.visible(card), !observation.snapshot.ambiguities.contains(where: { $0.item === card })
            else { continue }
            let leadingGap = observation.isRightToLeft ? observation.map.maxX - entry.frame.maxX : entry.frame.minX
            let safeInset = observation.isRightToLeft ? observation.map.maxX - safe.maxX : safe.minX
            guard leadingGap > safeInset + padding + 0.5 else { continue }
            findings.add(
                .wideModeCardsNotLeading,
                at: observation.constraintTag(on: card) { $0.axis == .horizontalPosition } ?? observation.placementTag(card),
                "\(card.name) \(entry.frame) is \(formatPoints(leadingGap)) pt from the leading edge in wide mode",
                place: observation.place)
        }
        checkColumnOrder(observation, into: &findings)
    }

    /// The leading column holds the turn card at the top and the ETA card at
    /// the bottom: a card whose middle is on the other half of the safe area
    /// (an ETA card stacked right under the turn card, a turn card sunk to the
    /// bottom) is out of its place.
    private static func checkColumnOrder(_ observation: StepObservation, into findings: inout FindingCollector) {
        let safe = observation.snapshot.safeArea
        let cards: [(GoogleView, belongsAtTop: Bool)] = [
            (observation.components.turnCard, true), (observation.components.etaCard, false),
        ]
        for (card, belongsAtTop) in cards {
            guard let entry = observation.visible(card), entry.frame.height > 0,
                !observation.snapshot.ambiguities.contains(where: { $0.item === card })
            else { continue }
            guard (entry.frame.midY < safe.midY) != belongsAtTop else { continue }
            findings.add(
                .wideModeCardsNotLeading,
                at: observation.constraintTag(on: card) { $0.axis == .verticalPosition } ?? observation.placementTag(card),
                "\(card.name) \(entry.frame) is in the \(belongsAtTop ? "lower" : "upper") half of the safe area in wide mode;"
                    + " the turn card goes at the top of the leading column, the ETA card at its bottom",
                place: observation.place)
        }
    }
}
