import LayoutModel

/// `delegate_not_equivalent`: with `--against-legacy`, each Google view and
/// each custom view must be where the legacy layout put it, within 0.5 pt, or
/// absent in both. Without navigation the app's custom views are not the
/// delegate's to place (no callback has run, or the delegate has let go).
enum EquivalenceCheck {
    static let tolerance = 0.5

    static func check(
        _ observation: StepObservation, legacy: LayoutSnapshot, customNames: [String],
        into findings: inout FindingCollector
    ) {
        let names = GoogleComponentKind.allCases.filter { $0 != .prompt }.map(\.rawValue)
            + Set(legacy.entries.compactMap { $0.component == .prompt ? $0.name : nil }
                + observation.snapshot.entries.compactMap { $0.component == .prompt ? $0.name : nil }).sorted()
            + (observation.step.phase == .noNavigation ? [] : customNames)
        for name in names {
            let expected = shownFrame(legacy.entry(named: name), in: legacy.mapBounds)
            let delegateEntry = observation.snapshot.entry(named: name)
            let actual = shownFrame(delegateEntry, in: observation.map)
            switch (expected, actual) {
            case (nil, nil): continue
            case (let want?, let have?) where have.isClose(to: want, tolerance: tolerance): continue
            default: break
            }
            let tag = delegateEntry.flatMap { entry in
                observation.constraintTag(on: entry.item) { _ in true } ?? observation.placementTag(entry.item)
            } ?? observation.source.callbackTag(observation.phaseEntry)
            findings.add(
                .notEquivalent, at: tag,
                "\(name) is \(describe(actual)) in the delegate but \(describe(expected)) in the legacy layout",
                place: observation.place)
        }
    }

    private static func shownFrame(_ entry: LayoutSnapshot.Entry?, in map: Rect) -> Rect? {
        entry.flatMap { $0.isOnScreen(in: map) ? $0.frame : nil }
    }

    private static func describe(_ frame: Rect?) -> String {
        frame.map { "at \($0)" } ?? "not shown"
    }
}
