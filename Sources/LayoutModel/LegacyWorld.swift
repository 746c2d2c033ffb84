import Cassowary
import Foundation

/// Builds the legacy layout as a delegate-world hierarchy, so it reads exactly
/// like a delegate's snapshot.
extension LegacyLayout {
    /// The legacy layout at `state` as a snapshot: Google views and legacy
    /// guides at their slots, custom items solved against them.
    public static func layout(
        _ configuration: LegacyConfiguration, _ state: State, metrics: MetricsProfile = .standard,
        promptName: String = "prompt1"
    ) throws -> LayoutSnapshot {
        let map = MapView(device: state.device, direction: state.direction, metrics: metrics)
        map.pinnedFrame = map.context.mapBounds
        let components = GoogleComponents(for: map, speedWidgetState: state.speedWidgetState)
        let slots = slots(configuration, state, metrics: metrics)
        var targets: [String: LayoutItem] = [
            TargetName.mapView: map, TargetName.safeArea: map.safeAreaLayoutGuide,
        ]
        // The margins guide exists only when asked for (it adds system constraints).
        if configuration.customItems.contains(where: { $0.constraints.contains { $0.target == TargetName.layoutMargins } }) {
            targets[TargetName.layoutMargins] = map.layoutMarginsGuide
        }

        let guides = [
            (TargetName.headerGuide, slots.headerGuide), (TargetName.footerGuide, slots.footerGuide),
            (TargetName.alternateButtonsGuide, slots.alternateButtonsGuide),
            (TargetName.buttonsGuide, slots.buttonsGuide),
        ]
        for (name, frame) in guides {
            let guide = LayoutGuide(name: name)
            map.addLayoutGuide(guide)
            try pin(guide, to: frame, in: map)
            targets[name] = guide
        }

        let prompt = slots.prompt.map { _ in components.makePrompt(named: promptName) }
        let placements: [(LayoutView, Rect?)] = [
            (components.turnCard, slots.turnCard), (components.etaCard, slots.etaCard),
            (components.tripProgressBar, slots.tripProgressBar), (components.speedWidget, slots.speedWidget),
            (components.compassButton.view, slots.compassButton),
            (components.reportingButton.view, slots.reportingButton),
            (components.googleLogo, slots.googleLogo), (components.viewport, slots.viewport),
        ] + (prompt.map { [($0, slots.prompt)] } ?? [])
        for case (let view, let frame?) in placements {
            try map.addSubview(view)
            try pin(view, to: frame, in: map)
            targets[view.name] = view
        }
        if let accessory = configuration.headerAccessory, let frame = slots.accessory {
            let view = LayoutView(name: accessory.name)
            view.translatesAutoresizingMaskIntoConstraints = false
            try map.addSubview(view)
            try pin(view, to: frame, in: map)
            targets[accessory.name] = view
        }

        try addCustomItems(configuration, to: map, targets: &targets)
        if let custom = customButtonsGuide(configuration, wideMode: map.context.wideMode), slots.reportingButton != nil {
            try reattachReportingButton(components.reportingButton.view, to: custom, in: map, targets: targets)
        }
        return map.layoutIfNeeded()
    }

    /// The legacy layout at every step of `scenario`, aligned with
    /// `ScenarioDriver.run` (same events, phases and prompt names); `memo`
    /// shares the layouts of states other runs reach too.
    public static func run(
        _ configuration: LegacyConfiguration, scenario: Scenario, metrics: MetricsProfile = .standard,
        memo: Memo? = nil
    ) throws -> ScenarioRun {
        var lifecycle = NavigationLifecycle()
        var device = scenario.device
        var speedWidgetState = scenario.speedWidgetState
        var promptCount = 0
        var steps: [ScenarioStep] = []
        for event in scenario.events {
            try lifecycle.apply(event)
            switch event {
            case .resize(let newDevice): device = newDevice
            case .speedWidget(let state): speedWidgetState = state
            case .showPrompt, .changePrompt: promptCount += 1
            default: break
            }
            let state = State(
                phase: lifecycle.phase, device: device, direction: scenario.direction,
                speedWidgetState: speedWidgetState, promptShown: lifecycle.promptShown)
            let promptName = "prompt\(promptCount)"
            let snapshot = try memo?.snapshot(configuration, state, promptName) {
                try layout(configuration, state, metrics: metrics, promptName: promptName)
            } ?? layout(configuration, state, metrics: metrics, promptName: promptName)
            steps.append(
                ScenarioStep(
                    event: event, phase: lifecycle.phase, wideMode: snapshot.context.wideMode,
                    delegateFailure: nil, snapshot: snapshot))
        }
        return ScenarioRun(scenario: scenario, steps: steps)
    }

    // MARK: - Building blocks

    /// Fixes an item's frame with required constraints against the map (and
    /// tells the engine it may take the frame as known).
    private static func pin(_ item: LayoutItem, to frame: Rect, in map: MapView) throws {
        item.pinnedFrame = frame
        try LayoutConstraint.activate([
            item.leftAnchor.constraint(equalTo: map.leftAnchor, constant: frame.minX),
            item.topAnchor.constraint(equalTo: map.topAnchor, constant: frame.minY),
            item.widthAnchor.constraint(equalToConstant: frame.width),
            item.heightAnchor.constraint(equalToConstant: frame.height),
        ])
    }

    private static func addCustomItems(
        _ configuration: LegacyConfiguration, to map: MapView, targets: inout [String: LayoutItem]
    ) throws {
        var created: [(LegacyConfiguration.CustomItem, LayoutItem)] = []
        for custom in configuration.customItems {
            let item = try custom.install(in: map)
            targets[custom.name] = item
            created.append((custom, item))
        }
        for (custom, item) in created {
            try LayoutConstraint.activate(try custom.layoutConstraints(for: item, targets: targets))
        }
    }

    /// The custom guide that holds the buttons, with the legacy property the
    /// app assigned it to: in wide mode (header and footer do not span the
    /// width) a custom `bottomTrailingButtonsAlternateLayoutGuide`, otherwise
    /// (or without one) a custom `bottomTrailingButtonsLayoutGuide`; `nil`
    /// leaves the buttons at their slot (docs/legacy-layout-model.md rule 11).
    static func customButtonsGuide(
        _ configuration: LegacyConfiguration, wideMode: Bool
    ) -> (property: String, guide: String)? {
        if wideMode, let alternate = configuration.alternateButtonsLayoutGuide {
            return (TargetName.alternateButtonsGuide, alternate)
        }
        return configuration.buttonsLayoutGuide.map { (TargetName.buttonsGuide, $0) }
    }

    /// A custom buttons guide holds the buttons: the reporting button sits in
    /// its bottom trailing corner, `buttonVerticalPadding` above its bottom and
    /// `buttonHorizontalPadding` from its trailing edge, instead of its slot.
    private static func reattachReportingButton(
        _ button: LayoutView, to custom: (property: String, guide: String), in map: MapView,
        targets: [String: LayoutItem]
    ) throws {
        guard let guide = targets[custom.guide] else {
            throw UnknownTargetError(item: custom.property, target: custom.guide)
        }
        button.pinnedFrame = nil
        LayoutConstraint.deactivate(map.constraints.filter {
            $0.firstAnchor.item === button && [.top, .left].contains($0.firstAnchor.attribute)
        })
        let style = map.metrics.styleValues
        try LayoutConstraint.activate([
            button.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -style.buttonVerticalPadding),
            button.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -style.buttonHorizontalPadding),
        ])
    }
}

extension LegacyConfiguration.CustomItem {
    /// The item's constraints, made on `item` against `targets` (by target name).
    public func layoutConstraints(
        for item: LayoutItem, targets: [String: LayoutItem]
    ) throws -> [LayoutConstraint] {
        try constraints.map { spec -> LayoutConstraint in
            var second: AnyAnchor?
            if let target = spec.target {
                guard let targetItem = targets[target] else {
                    throw LegacyLayout.UnknownTargetError(item: name, target: target)
                }
                second = targetItem.anchor(spec.targetAttribute ?? spec.attribute)
            }
            let constraint = LayoutConstraint(
                first: item.anchor(spec.attribute), relation: spec.relation, second: second,
                multiplier: spec.multiplier, constant: spec.constant)
            constraint.priority = Priority(spec.priority)
            return constraint
        }
    }

    /// Creates the item the way the app does in both worlds: a guide added to
    /// the map, or a view with its intrinsic size and the autoresizing mask
    /// off, added to the map.
    public func install(in map: MapView) throws -> LayoutItem {
        if isGuide {
            let guide = LayoutGuide(name: name)
            map.addLayoutGuide(guide)
            return guide
        }
        let view = LayoutView(name: name)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.intrinsicContentSize = intrinsicSize
        try map.addSubview(view)
        return view
    }
}

extension LegacyLayout {
    /// Legacy snapshots by configuration, state and prompt name, shared by the
    /// scenario runs of one verification (with one metrics profile): scenarios
    /// reach the same states again and again (with and without a prompt, every
    /// phase twice), and a legacy layout depends on nothing else. Its
    /// snapshots are only read after they are made. Safe to share between threads.
    public final class Memo: @unchecked Sendable {
        private struct Key: Hashable {
            let configuration: LegacyConfiguration
            let state: State
            let promptName: String
        }

        private let lock = NSLock()
        private var snapshots: [Key: LayoutSnapshot] = [:]

        public init() {}

        func snapshot(
            _ configuration: LegacyConfiguration, _ state: State, _ promptName: String,
            orMake make: () throws -> LayoutSnapshot
        ) rethrows -> LayoutSnapshot {
            let key = Key(configuration: configuration, state: state, promptName: promptName)
            if let known = lock.withLock({ snapshots[key] }) { return known }
            let made = try make()
            lock.withLock { snapshots[key] = made }
            return made
        }
    }
}
