import Foundation
import LayoutModel
import Testing

@testable import DelegateVerifier

/// One run serving a bundle of scenarios (`WorldBundle`) finds exactly what
/// separate runs find, and drops the worlds that disagree with the first
/// when the code reads a value the scenarios' layouts disagree on.
@Suite struct WorldBundleTests {
    /// Every corpus delegate in the standard scenarios, and a third of its
    /// mutants in theirs (every third, starting at the delegate's place in the
    /// corpus modulo 3, so the sample moves across mutant kinds; all of them
    /// ran bundled in `CorpusTests`): bundled and alone, the same findings and
    /// the same runs checked. The sample keeps CI within its budget.
    @Test(arguments: Corpus.delegates)
    func bundledRunsFindWhatSeparateRunsFind(_ delegate: CorpusDelegate) throws {
        let offset = (Corpus.delegates.firstIndex { $0.name == delegate.name } ?? 0) % 3
        let cases = [(name: delegate.name, files: delegate.files, scenarios: nil as [Scenario]?)]
            + delegate.mutants.enumerated().compactMap { index, mutant in
                guard index % 3 == offset else { return nil }
                return Corpus.apply(mutant, to: delegate.files).map { ("\(delegate.name) mutant \(index + 1)", $0, Corpus.mutantScenarios) }
            }
        for (name, files, scenarios) in cases {
            let bundled = try Corpus.verify(files, of: delegate, scenarios: scenarios)
            let alone = try Corpus.verify(files, of: delegate, scenarios: scenarios, bundled: false)
            #expect(bundled.findings == alone.findings, "\(name):\nbundled\n\(bundled.listing)\nalone\n\(alone.listing)")
            #expect(bundled.runs == alone.runs && bundled.fullyCheckedRuns == alone.fullyCheckedRuns, "\(name)")
        }
    }

    @Test func scenariosGroupByDeviceAndEventsAndASpeedChangeRunsAlone() {
        let standard = ScenarioCatalog.standard()
        let bundles = WorldBundle.group(standard)
        #expect(bundles.flatMap { $0 }.sorted() == Array(standard.indices))
        for bundle in bundles {
            let first = standard[bundle[0]]
            #expect(bundle.allSatisfy {
                standard[$0].device == first.device && standard[$0].events == first.events && standard[$0].quickEvents == first.quickEvents
            })
        }
        // Every device with and without a prompt, each resize pair started from either end, the two sessions,
        // the prompt up at stopGuidance and the quick events; the speed widget changing size, once a direction.
        #expect(bundles.count == 2 * MetricsProfile.standard.devices.count + 2 * MetricsProfile.standard.resizes.count + 3 + 2)
        var changing = standard[0]
        changing.events.insert(.speedWidget(.nothing), at: 1)
        #expect(WorldBundle.group([standard[0], changing, standard[0]]) == [[0, 2], [1]])
        // Events come at other times: another run.
        var quick = standard[0]
        quick.quickEvents = [1: Scenario.quickSpacing]
        #expect(WorldBundle.group([standard[0], quick]) == [[0], [1]])
    }

    @Test func readsTheWorldsDisagreeOnDropTheOthersThanTheFirstsFromTheBundle() throws {
        let device = MetricsProfile.standard.devices[0]
        let worlds = [LayoutDirection.leftToRight, .rightToLeft].map {
            Scenario(name: "\($0)", device: device, direction: $0, speedWidgetState: .both, events: [])
        }
        let map = MapView(device: device)
        let components = GoogleComponents(for: map)
        let bundle = WorldBundle(worlds, map: map, components: components)
        let card = LayoutView(name: "card")
        card.translatesAutoresizingMaskIntoConstraints = false
        try map.addSubview(card)
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
            card.topAnchor.constraint(equalTo: map.topAnchor), card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 40),
        ])
        let snapshots = bundle.layOut()
        #expect(snapshots.map { $0.frame(named: "card")?.x } == [16, device.size.width - 116])
        #expect(map.layoutDirection == .leftToRight)
        // The size agrees, the position does not; the map's frame agrees.
        bundle.checkRead("bounds", of: card)
        bundle.checkRead("frame", of: map)
        #expect(bundle.members == [0, 1] && bundle.dropped.isEmpty)
        bundle.checkRead("frame", of: card)
        #expect(bundle.members == [0] && bundle.dropped == [[1]])
        // One world left agrees with itself on anything; the next layout is its alone.
        bundle.checkDirectionRead()
        #expect(bundle.dropped == [[1]])
        #expect(bundle.layOut().count == 1 && bundle.laidOut == [0])
    }

    /// A bundle told apart keeps the worlds that agree with the first; the
    /// others are dropped grouped by the value read, to run again together.
    @Test func aBundleToldApartKeepsTheFirstsGroupAndDropsTheOthersByTheValueRead() throws {
        let device = MetricsProfile.standard.devices[0]
        func bundle() -> (WorldBundle, MapView, GoogleComponents) {
            let worlds = [(LayoutDirection.leftToRight, SpeedWidgetState.both), (.rightToLeft, .both), (.leftToRight, .nothing), (.rightToLeft, .nothing)]
                .map { Scenario(name: "\($0)-\($1)", device: device, direction: $0, speedWidgetState: $1, events: []) }
            let map = MapView(device: device)
            let components = GoogleComponents(for: map)
            return (WorldBundle(worlds, map: map, components: components), map, components)
        }
        let (byDirection, _, _) = bundle()
        byDirection.checkDirectionRead()
        #expect(byDirection.members == [0, 2] && byDirection.dropped == [[1, 3]])

        let (bySpeed, _, components) = bundle()
        bySpeed.checkIntrinsicSizeRead(of: components.speedWidget)
        #expect(bySpeed.members == [0, 1] && bySpeed.dropped == [[2, 3]])
        // Told apart again: the remaining worlds by their places in the bundle as made.
        bySpeed.checkDirectionRead()
        #expect(bySpeed.members == [0] && bySpeed.dropped == [[2, 3], [1]])

        // The card's frame follows the direction; its size does not.
        let (byFrame, map, _) = bundle()
        let card = LayoutView(name: "card")
        card.translatesAutoresizingMaskIntoConstraints = false
        try map.addSubview(card)
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
            card.topAnchor.constraint(equalTo: map.topAnchor), card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 40),
        ])
        _ = byFrame.layOut()
        byFrame.checkRead("bounds", of: card)
        #expect(byFrame.dropped.isEmpty)
        byFrame.checkRead("frame", of: card)
        #expect(byFrame.members == [0, 2] && byFrame.dropped == [[1, 3]])
        // The frames kept are the remaining worlds', which agree.
        byFrame.checkRead("frame", of: card)
        #expect(byFrame.members == [0, 2])
    }

    /// The worlds' layouts are compared item by item, not by position: a world
    /// can list more items (one made during an earlier world's layout) or list them in another order.
    @Test func layoutsAreComparedItemByItem() throws {
        let map = MapView(device: MetricsProfile.standard.devices[0])
        let views = ["card", "panel", "badge"].map { LayoutView(name: $0) }
        func place(_ index: Int) throws {
            let view = views[index]
            view.translatesAutoresizingMaskIntoConstraints = false
            try LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: Double(index) * 10),
                view.topAnchor.constraint(equalTo: map.topAnchor), view.widthAnchor.constraint(equalToConstant: 50),
                view.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        try map.addSubview(views[0])
        try map.addSubview(views[1])
        try place(0)
        try place(1)
        let first = map.layoutIfNeeded()
        try map.insertSubview(views[2], at: 0)
        try place(2)
        map.bringSubviewToFront(views[0])
        let later = map.layoutIfNeeded()
        let aligned = WorldBundle.entries(of: later, alignedWith: first)
        #expect(later.entries.map(\.name) != first.entries.map(\.name))
        #expect(aligned.map(\.name) == first.entries.map(\.name))
        #expect(aligned.map(\.frame.x) == first.entries.map(\.frame.x))
        #expect(WorldBundle.entries(of: first, alignedWith: first).map(\.name) == first.entries.map(\.name))
    }

    /// What a read compares: a safe-area read the insets (a card mirrored in
    /// right to left covers the same unsafe area), a speed widget not yet laid
    /// out the size its state gives it, a measured view its subtree's.
    @Test func eachReadComparesWhatItReads() throws {
        let device = MetricsProfile.standard.devices[0]
        func bundle() -> (WorldBundle, MapView, GoogleComponents) {
            let worlds = [(LayoutDirection.leftToRight, SpeedWidgetState.both), (.rightToLeft, .nothing)]
                .map { Scenario(name: "\($0)-\($1)", device: device, direction: $0, speedWidgetState: $1, events: []) }
            let map = MapView(device: device)
            let components = GoogleComponents(for: map)
            return (WorldBundle(worlds, map: map, components: components), map, components)
        }
        let (mirrored, map, components) = bundle()
        let card = components.turnCard
        try map.addSubview(card)
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16), card.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        let snapshots = mirrored.layOut()
        #expect(snapshots.map { $0.entry(for: card)?.safeAreaInsets.top } == [device.safeAreaInsets.top, device.safeAreaInsets.top])
        mirrored.checkRead("safeAreaInsets", of: card)
        #expect(mirrored.members == [0, 1])
        mirrored.checkRead("frame", of: card)
        #expect(mirrored.members == [0] && mirrored.dropped == [[1]])

        let (fresh, _, freshComponents) = bundle()
        fresh.checkRead("bounds", of: freshComponents.googleLogo)
        #expect(fresh.members == [0, 1])
        fresh.checkRead("bounds", of: freshComponents.speedWidget)
        #expect(fresh.members == [0] && fresh.dropped == [[1]])

        let (measured, _, measuredComponents) = bundle()
        let panel = LayoutView(name: "panel")
        try panel.addSubview(measuredComponents.speedWidget)
        measured.checkFittingRead(of: panel)
        #expect(measured.members == [0] && measured.dropped == [[1]])
    }
}
