import LayoutModel

/// A generated delegate's stand-ins for the legacy guides
/// (`LayoutModel.StandInGuides`): the app constrains its own views to them,
/// so they must be where the legacy guides were in every step, navigation
/// off included, and then every view constrained to them is too, whatever
/// the app's constraints are. Checked with `--against-legacy` as part of
/// `delegate_not_equivalent`, by frame (they are zero height while their
/// card is hidden, so "shown" means nothing for them).
enum StandInGuideCheck {
    /// A stand-in guide of the delegate and the legacy guide it replaces.
    struct StandIn {
        let legacyName: String
        let property: String
        let guide: LayoutItem
    }

    static func check(
        _ observation: StepObservation, legacy: LayoutSnapshot, standIns: [StandIn], into findings: inout FindingCollector
    ) {
        for standIn in standIns {
            let expected = legacy.frame(named: standIn.legacyName)
            let actual = observation.snapshot.frame(of: standIn.guide)
            if let expected, let actual, actual.isClose(to: expected, tolerance: EquivalenceCheck.tolerance) { continue }
            let have = actual.map { "at \($0)" } ?? "not in the map view"
            let want = expected.map { "at \($0)" } ?? "absent"
            findings.add(
                .notEquivalent, at: observation.constraintTag(on: standIn.guide) { _ in true } ?? observation.source.callbackTag(observation.phaseEntry),
                "\(standIn.property), the stand-in for \(standIn.legacyName), is \(have) in the delegate but \(want) in the legacy layout",
                place: observation.place)
        }
    }
}

extension InterpretedDelegate {
    /// Plays the app right after `setLayoutDelegate`: calls the delegate's
    /// `addStandInGuides(to:)` when it has one, and returns the stand-in
    /// guides it added to the map.
    func addStandInGuides(to map: MapView) throws -> [StandInGuideCheck.StandIn] {
        let labels: [String?] = [StandInGuides.installLabel]
        guard instance.type.method(named: StandInGuides.installMethod, labels: labels) != nil else { return [] }
        try invoke(StandInGuides.installMethod, map, [(StandInGuides.installLabel, .item(map))])
        return try StandInGuides.properties.sorted(by: { $0.key < $1.key }).compactMap { legacyName, property in
            guard instance.type.property(named: property) != nil,
                case .item(let guide)? = try interpreter.field(property, of: instance, at: interpreter.source.delegateClass.nameNode),
                map.layoutGuides.contains(where: { $0 === guide })
            else { return nil }
            return StandInGuideCheck.StandIn(legacyName: legacyName, property: property, guide: guide)
        }
    }
}
