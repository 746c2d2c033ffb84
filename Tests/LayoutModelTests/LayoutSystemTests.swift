import Testing

@testable import LayoutModel

/// `LayoutSystem`: solving with pinned items as constants, and per component
/// through the cache, gives what solving everything as variables gives.
@Suite struct LayoutSystemTests {
    static let device = LayoutEngineTests.device

    /// Frames, conflicts (by description) and ambiguities (by item and parts) of a layout.
    private struct Reading: Equatable {
        let frames: [String: Rect]
        let conflicts: [String]
        let ambiguities: [String]

        init(_ snapshot: LayoutSnapshot) {
            frames = Dictionary(uniqueKeysWithValues: snapshot.entries.map { ($0.name, $0.frame) })
            conflicts = snapshot.conflicts.map { "\($0.dropped) vs \($0.conflictingWith.map(\.description))" }
            ambiguities = snapshot.ambiguities.map { "\($0.item.name) \($0.components.map(\.rawValue))" }
        }
    }

    /// A legacy-like map: a header and a footer pinned to frames, a panel between
    /// them, a badge placed only vertically, and optionally a constraint the pins contradict.
    private func layout(pinning: Bool, contradiction: Bool) throws -> Reading {
        let map = MapView(device: Self.device)
        if pinning { map.pinnedFrame = map.context.mapBounds }
        var views: [String: LayoutView] = [:]
        for (name, frame) in [("header", Rect(x: 0, y: 0, width: 400, height: 120)), ("footer", Rect(x: 0, y: 700, width: 400, height: 100))] {
            let view = LayoutView(name: name)
            view.translatesAutoresizingMaskIntoConstraints = false
            try map.addSubview(view)
            try LayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: map.leftAnchor, constant: frame.x),
                view.topAnchor.constraint(equalTo: map.topAnchor, constant: frame.y),
                view.widthAnchor.constraint(equalToConstant: frame.width),
                view.heightAnchor.constraint(equalToConstant: frame.height),
            ])
            if pinning { view.pinnedFrame = frame }
            views[name] = view
        }
        let (header, footer) = (views["header"]!, views["footer"]!)
        let panel = LayoutView(name: "panel")
        panel.translatesAutoresizingMaskIntoConstraints = false
        let badge = LayoutView(name: "badge")
        badge.translatesAutoresizingMaskIntoConstraints = false
        try map.addSubview(panel)
        try map.addSubview(badge)
        try LayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            panel.bottomAnchor.constraint(equalTo: footer.topAnchor, constant: -8),
            panel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            panel.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -16),
            badge.topAnchor.constraint(equalTo: panel.topAnchor),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        if contradiction {
            // Required, and impossible with the pins: the footer cannot be 50 high.
            try footer.heightAnchor.constraint(equalToConstant: 50).activate()
        }
        return Reading(map.layoutIfNeeded())
    }

    @Test func pinnedItemsAsConstantsGiveTheFullSystemsLayout() throws {
        let full = try layout(pinning: false, contradiction: false)
        #expect(full.frames["panel"] == Rect(x: 16, y: 128, width: 368, height: 564))
        #expect(full.ambiguities == ["badge [\"x\", \"width\"]"])
        #expect(try layout(pinning: true, contradiction: false) == full)
    }

    @Test func aContradictedPinFallsBackToTheFullSystemsConflicts() throws {
        let full = try layout(pinning: false, contradiction: true)
        #expect(full.conflicts.count == 1)
        #expect(try layout(pinning: true, contradiction: true) == full)
    }

    /// The vertical half of a layout does not depend on the direction: the
    /// second direction finds it in the cache; the horizontal half it solves.
    @Test func componentsAreCachedAcrossDirectionsWhereTheyDoNotDiffer() throws {
        let cache = SolveCache()
        var frames: [Rect?] = []
        for direction in LayoutDirection.allCases {
            let map = MapView(device: Self.device, direction: direction)
            map.solveCache = cache
            let card = LayoutView(name: "card")
            card.translatesAutoresizingMaskIntoConstraints = false
            try map.addSubview(card)
            try LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
                card.widthAnchor.constraint(equalToConstant: 100),
                card.topAnchor.constraint(equalTo: map.safeAreaLayoutGuide.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 40),
            ])
            frames.append(map.layoutIfNeeded().frame(named: "card"))
        }
        #expect(frames == [Rect(x: 16, y: 40, width: 100, height: 40), Rect(x: 284, y: 40, width: 100, height: 40)])
        // Left-to-right solved both halves; right-to-left only the horizontal one.
        let (hits, systems) = cache.statistics
        #expect(hits >= 1)
        #expect(systems == 3)
    }
}
