import LayoutModel

/// Scenarios that one interpreted run can serve at once: the same device,
/// events and legacy variant, in layout worlds (a direction and a speed-widget
/// state) the delegate's code cannot tell apart unless it reads a frame, a
/// direction or the speed widget's size.
///
/// The run lays out every step in each world; the interpreter asks before
/// each such read whether the worlds agree on the value, and when they do not,
/// the bundle is given up and split by the value read (worlds that agree on it
/// run together again: a delegate that reads the layout direction runs once
/// per direction, not once per scenario). So a bundle gives exactly the
/// findings separate runs give, for a fraction of the interpretation (a
/// standard scenario set shares one run among eight).
final class WorldBundle {
    /// One scenario's layout world.
    struct World {
        let scenario: Scenario
        var direction: LayoutDirection { scenario.direction }
        var speedWidgetState: SpeedWidgetState { scenario.speedWidgetState }
    }

    /// The code read a value that differs between the worlds.
    struct Diverged: Error {}

    /// How an item's frame differs between the worlds after the latest layout
    /// that included it, with its frame in each world.
    private enum Divergence {
        /// Same size, different position.
        case position([Rect])
        case size([Rect])
    }

    let worlds: [World]
    private let map: MapView
    private let components: GoogleComponents
    private var divergence: [ObjectIdentifier: Divergence] = [:]
    /// Set by the first read the worlds disagree on (even when code swallows
    /// the error): the worlds (by index) grouped by the value read, so that
    /// each group agrees on it.
    private(set) var split: [[Int]]?
    var diverged: Bool { split != nil }

    init(_ scenarios: [Scenario], map: MapView, components: GoogleComponents) {
        worlds = scenarios.map(World.init)
        self.map = map
        self.components = components
        enter(worlds[0])
    }

    /// Groups scenarios into bundles (their indices, in order): same device,
    /// events and event timing, any direction and speed-widget state. A scenario whose
    /// events change the speed widget's state runs alone.
    static func group(_ scenarios: [Scenario]) -> [[Int]] {
        var bundles: [[Int]] = []
        var position: [String: Int] = [:]
        for (index, scenario) in scenarios.enumerated() {
            let changesSpeedWidget = scenario.events.contains {
                if case .speedWidget = $0 { true } else { false }
            }
            let key = "\(scenario.device)|\(scenario.events)|\(scenario.quickEvents.sorted { $0.key < $1.key })"
            if !changesSpeedWidget, let known = position[key] {
                bundles[known].append(index)
            } else {
                position[key] = bundles.count
                bundles.append([index])
            }
        }
        return bundles
    }

    /// Lays the map out in every world (one snapshot each, in order), notes
    /// what the worlds disagree on, and leaves the map in the first world.
    func layOut() -> [LayoutSnapshot] {
        let snapshots = worlds.map { world in
            enter(world)
            return map.layoutIfNeeded()
        }
        enter(worlds[0])
        let first = snapshots[0]
        for (position, entry) in first.entries.enumerated() {
            let frames = snapshots.map { $0.entries[position].frame }
            let id = ObjectIdentifier(entry.item)
            if frames.contains(where: { $0.width != entry.frame.width || $0.height != entry.frame.height }) {
                divergence[id] = .size(frames)
            } else if frames.contains(where: { $0 != entry.frame }) {
                divergence[id] = .position(frames)
            } else {
                divergence[id] = nil
            }
        }
        return snapshots
    }

    /// Before code reads `member` of `item` (a frame, bounds, layout frame,
    /// safe-area insets or centre): throws when the worlds disagree on it.
    func checkRead(_ member: String, of item: LayoutItem) throws(Diverged) {
        switch divergence[ObjectIdentifier(item)] {
        case nil: return
        case .position(let frames):
            if member == "bounds" { return }
            try diverge(by: frames)
        case .size(let frames):
            // `bounds` is the size alone: worlds with the same size agree on it.
            if member == "bounds" {
                try diverge(by: frames.map { Size(width: $0.width, height: $0.height) })
            } else {
                try diverge(by: frames)
            }
        }
    }

    /// Before code reads the layout direction: throws when the worlds' directions differ.
    func checkDirectionRead() throws(Diverged) {
        try diverge(by: worlds.map(\.direction))
    }

    /// Before code reads an intrinsic size: the speed widget's differs with its state.
    func checkIntrinsicSizeRead(of item: LayoutItem) throws(Diverged) {
        guard item is SpeedWidgetView else { return }
        try diverge(by: worlds.map(\.speedWidgetState))
    }

    /// After a layout: when only some worlds relate the leading or trailing of
    /// views of different effective directions (a view forced left to right
    /// agrees with the map in left-to-right worlds only), those run apart from
    /// the others, which are laid out. True when the bundle splits.
    func splitByDirectionMismatches(_ snapshots: [LayoutSnapshot]) -> Bool {
        guard snapshots.count == worlds.count else { return false }
        do { try diverge(by: snapshots.map(\.directionMismatches.isEmpty)) } catch { return true }
        return false
    }

    /// Throws, noting the split, when `values` (one a world) are not all the same.
    private func diverge<Value: Hashable>(by values: [Value]) throws(Diverged) {
        var groups: [Value: Int] = [:]
        var split: [[Int]] = []
        for (world, value) in values.enumerated() {
            if let group = groups[value] {
                split[group].append(world)
            } else {
                groups[value] = split.count
                split.append([world])
            }
        }
        guard split.count > 1 else { return }
        if self.split == nil { self.split = split }
        throw Diverged()
    }

    private func enter(_ world: World) {
        map.layoutDirection = world.direction
        components.setSpeedWidgetState(world.speedWidgetState)
    }
}
