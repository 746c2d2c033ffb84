import LayoutModel

/// Scenarios that one interpreted run can serve at once: the same device,
/// events and legacy variant, in layout worlds (a direction and a speed-widget
/// state) the delegate's code cannot tell apart unless it reads a frame, a
/// direction or the speed widget's size.
///
/// The run lays out every step in each world; the interpreter asks before
/// each such read whether the worlds agree on the value, and when they do not,
/// the bundle is given up and its scenarios run one by one. So a bundle gives
/// exactly the findings separate runs give, for a fraction of the
/// interpretation (a standard scenario set shares one run among eight).
final class WorldBundle {
    /// One scenario's layout world.
    struct World {
        let scenario: Scenario
        var direction: LayoutDirection { scenario.direction }
        var speedWidgetState: SpeedWidgetState { scenario.speedWidgetState }
    }

    /// The code read a value that differs between the worlds.
    struct Diverged: Error {}

    /// How an item's frame differs between the worlds after the latest layout that included it.
    private enum Divergence {
        /// Same size, different position.
        case position
        case size
    }

    let worlds: [World]
    private let map: MapView
    private let components: GoogleComponents
    private var divergence: [ObjectIdentifier: Divergence] = [:]
    /// Set by the first read the worlds disagree on (even when code swallows the error).
    private(set) var diverged = false

    init(_ scenarios: [Scenario], map: MapView, components: GoogleComponents) {
        worlds = scenarios.map(World.init)
        self.map = map
        self.components = components
        enter(worlds[0])
    }

    /// Groups scenarios into bundles (their indices, in order): same device
    /// and events, any direction and speed-widget state. A scenario whose
    /// events change the speed widget's state runs alone.
    static func group(_ scenarios: [Scenario]) -> [[Int]] {
        var bundles: [[Int]] = []
        var position: [String: Int] = [:]
        for (index, scenario) in scenarios.enumerated() {
            let changesSpeedWidget = scenario.events.contains {
                if case .speedWidget = $0 { true } else { false }
            }
            let key = "\(scenario.device)|\(scenario.events)"
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
                divergence[id] = .size
            } else if frames.contains(where: { $0 != entry.frame }) {
                divergence[id] = .position
            } else {
                divergence[id] = nil
            }
        }
        return snapshots
    }

    /// Before code reads `member` of `item` (a frame, bounds, layout frame,
    /// safe-area insets or centre): throws when the worlds disagree on it.
    func checkRead(_ member: String, of item: LayoutItem) throws(Diverged) {
        guard let divergence = divergence[ObjectIdentifier(item)] else { return }
        if member == "bounds" && divergence == .position { return }
        diverged = true
        throw Diverged()
    }

    /// Before code reads the layout direction: throws when the worlds' directions differ.
    func checkDirectionRead() throws(Diverged) {
        if worlds.contains(where: { $0.direction != worlds[0].direction }) {
            diverged = true
            throw Diverged()
        }
    }

    /// Before code reads an intrinsic size: the speed widget's differs with its state.
    func checkIntrinsicSizeRead(of item: LayoutItem) throws(Diverged) {
        if item is SpeedWidgetView && worlds.contains(where: { $0.speedWidgetState != worlds[0].speedWidgetState }) {
            diverged = true
            throw Diverged()
        }
    }

    private func enter(_ world: World) {
        map.layoutDirection = world.direction
        components.setSpeedWidgetState(world.speedWidgetState)
    }
}
