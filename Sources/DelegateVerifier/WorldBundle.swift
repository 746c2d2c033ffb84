import LayoutModel

/// Scenarios that one interpreted run can serve at once: the same device,
/// events and legacy variant, in layout worlds (a direction and a speed-widget
/// state) the delegate's code cannot tell apart unless it reads a frame, a
/// direction or a size the SDK gives its views.
///
/// The run lays out every step in each world; the interpreter asks before
/// each such read whether the worlds agree on the value, and when they do
/// not, the worlds that agree with the first on it go on (the value read is
/// theirs, so the run is theirs so far), and the others are dropped, grouped
/// by the value read, to run again apart (worlds that agree on it together:
/// a delegate that reads the layout direction runs once per direction, not
/// once per scenario). So a bundle gives exactly the findings separate runs
/// give, for a fraction of the interpretation (a standard scenario set shares
/// one run among eight), and a bundle told apart costs no more than its
/// groups run apart.
final class WorldBundle {
    /// One scenario's layout world.
    struct World {
        let scenario: Scenario
        /// Its place among the scenarios the bundle was made with.
        let index: Int
        var direction: LayoutDirection { scenario.direction }
        var speedWidgetState: SpeedWidgetState { scenario.speedWidgetState }
    }

    /// An item's frame and safe-area insets in each world after the latest
    /// layout that included it, each kept only where the worlds differ.
    private struct Divergence {
        var frames: [Rect]?
        var insets: [EdgeInsets]?

        init(frames: [Rect], insets: [EdgeInsets]) {
            self.frames = frames.contains { $0 != frames[0] } ? frames : nil
            self.insets = insets.contains { $0 != insets[0] } ? insets : nil
        }

        /// The worlds at `positions`.
        func keeping(_ positions: [Int]) -> Divergence? {
            guard frames != nil || insets != nil else { return nil }
            return Divergence(
                frames: positions.map { frames?[$0] ?? .zero }, insets: positions.map { insets?[$0] ?? .zero })
        }
    }

    /// The worlds the run still serves, the first always among them.
    private(set) var worlds: [World]
    /// The worlds the run serves by their place among the scenarios it was made with.
    var members: [Int] { worlds.map(\.index) }
    /// The members when the map was last laid out: the snapshots' worlds.
    private(set) var laidOut: [Int] = []
    /// The worlds the run gave up on (by place), grouped by the value read: to run again apart.
    private(set) var dropped: [[Int]] = []
    private let map: MapView
    private let components: GoogleComponents
    /// Items never laid out have none (a Google view has the size the SDK made it with).
    private var divergence: [ObjectIdentifier: Divergence] = [:]
    /// Whether the items' frames are the first world's (after a layout they
    /// are the last world's, which agree on every value read while the worlds
    /// do; once they disagree, the first world's go on).
    private var framesAreFirstWorlds = true

    init(_ scenarios: [Scenario], map: MapView, components: GoogleComponents) {
        worlds = scenarios.enumerated().map { World(scenario: $1, index: $0) }
        self.map = map
        self.components = components
        enter(0)
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
        let snapshots = worlds.indices.map { index in
            enter(index)
            return map.layoutIfNeeded()
        }
        enter(0)
        laidOut = members
        framesAreFirstWorlds = worlds.count == 1
        let first = snapshots[0]
        let aligned = snapshots.map { Self.entries(of: $0, alignedWith: first) }
        for (position, entry) in first.entries.enumerated() {
            divergence[ObjectIdentifier(entry.item)] = Divergence(
                frames: aligned.map { $0[position].frame }, insets: aligned.map { $0[position].safeAreaInsets })
        }
        return snapshots
    }

    /// The entries of `snapshot` for the items of `first`, in its order. A
    /// layout can make an item (a system guide on first use), so the worlds
    /// laid out after it list one more entry, and positions shift; an item one
    /// world does not list (none known) takes the first world's entry.
    static func entries(of snapshot: LayoutSnapshot, alignedWith first: LayoutSnapshot) -> [LayoutSnapshot.Entry] {
        let entries = snapshot.entries
        if entries.count == first.entries.count && zip(entries, first.entries).allSatisfy({ $0.item === $1.item }) {
            return entries
        }
        let byItem = Dictionary(entries.map { (ObjectIdentifier($0.item), $0) }, uniquingKeysWith: { kept, _ in kept })
        return first.entries.map { byItem[ObjectIdentifier($0.item)] ?? $0 }
    }

    /// Before code reads `member` of `item` (a frame, bounds, layout frame,
    /// safe-area insets or centre): drops the worlds that disagree with the first on it.
    func checkRead(_ member: String, of item: LayoutItem) {
        guard let entry = divergence[ObjectIdentifier(item)] else {
            // Never laid out: a Google view is as big as the SDK made it in each world.
            if let google = item as? GoogleView { diverge(by: worlds.indices.map { sdkSize(of: google, in: $0) }) }
            return
        }
        switch member {
        case "safeAreaInsets": entry.insets.map { diverge(by: $0) }
        // `bounds` is the size alone: worlds with the same size agree on it.
        case "bounds": entry.frames.map { diverge(by: $0.map(\.size)) }
        default: entry.frames.map { diverge(by: $0) }
        }
    }

    /// Before code measures `view` (`systemLayoutSizeFitting`): its subtree's
    /// safe areas and the sizes the SDK gives its views must agree.
    func checkFittingRead(of view: LayoutView) {
        for item in view.subtree {
            checkRead("safeAreaInsets", of: item)
            checkIntrinsicSizeRead(of: item)
        }
    }

    /// Before code reads the layout direction: drops the worlds of other directions than the first.
    func checkDirectionRead() {
        diverge(by: worlds.map(\.direction))
    }

    /// Before code reads an intrinsic size: the size the SDK gives its view in each world.
    func checkIntrinsicSizeRead(of item: LayoutItem) {
        guard let google = item as? GoogleView else { return }
        diverge(by: worlds.indices.map { sdkSize(of: google, in: $0) })
    }

    /// What the SDK sizes `view` by in the world at `position`: the speed
    /// widget's state; the device and the metrics, which the worlds share, for the others.
    private func sdkSize(of view: GoogleView, in position: Int) -> SpeedWidgetState? {
        view is SpeedWidgetView ? worlds[position].speedWidgetState : nil
    }

    /// After a layout: when only some worlds relate the leading or trailing of
    /// views of different effective directions (a view forced left to right
    /// agrees with the map in left-to-right worlds only), those that do not
    /// agree with the first are dropped. The snapshots of the worlds kept.
    func keepingDirectionAgreement(_ snapshots: [LayoutSnapshot]) -> [LayoutSnapshot] {
        guard snapshots.count == worlds.count else { return snapshots }
        diverge(by: snapshots.map(\.directionMismatches.isEmpty))
        return served(snapshots)
    }

    /// Of values one a world as last laid out (`laidOut`), those of the worlds still served.
    func served<Value>(_ perWorld: [Value]) -> [Value] {
        zip(laidOut, perWorld).filter { members.contains($0.0) }.map(\.1)
    }

    /// When `values` (one a world) are not all the same: keeps the worlds
    /// with the first's value, and drops the others, grouped by value.
    private func diverge<Value: Hashable>(by values: [Value]) {
        guard values.contains(where: { $0 != values[0] }) else { return }
        var groups: [Value: Int] = [:]
        var split: [[Int]] = []
        for (position, value) in values.enumerated() {
            if let group = groups[value] {
                split[group].append(position)
            } else {
                groups[value] = split.count
                split.append([position])
            }
        }
        dropped += split.dropFirst().map { $0.map { worlds[$0].index } }
        keep(split[0])
        if !framesAreFirstWorlds {
            // The value about to be read is the first world's: lay it out again (its systems are solved already).
            map.layoutIfNeeded()
            framesAreFirstWorlds = true
        }
    }

    /// Keeps the worlds at `positions` (ascending, the first among them), and their frames.
    private func keep(_ positions: [Int]) {
        worlds = positions.map { worlds[$0] }
        for (id, entry) in divergence {
            if let kept = entry.keeping(positions) { divergence[id] = kept }
        }
    }

    private func enter(_ index: Int) {
        let world = worlds[index]
        map.layoutDirection = world.direction
        components.setSpeedWidgetState(world.speedWidgetState)
    }
}
