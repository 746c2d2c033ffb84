/// A device the scenarios run on: the map's size and the safe area.
public struct DeviceProfile: Hashable, Codable, Sendable {
    public var name: String
    public var size: Size
    public var safeAreaInsets: EdgeInsets

    public init(name: String, size: Size, safeAreaInsets: EdgeInsets) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
    }
}

/// One run of a delegate: a device, a layout direction, a speed-widget state
/// and the events the SDK sends.
public struct Scenario: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var device: DeviceProfile
    public var direction: LayoutDirection
    public var speedWidgetState: SpeedWidgetState
    public var events: [ScenarioEvent]
    /// What the scenario takes the SDK to do beyond its documents, when it
    /// does: what the run finds in it is a warning, saying so.
    public var caveat: String?
    /// What the run's findings in it should say besides (how the SDK comes to
    /// this, what to do), when anything.
    public var note: String?
    /// The events (by index) that come soon after the one before, with the
    /// seconds between; the others come `eventSpacing` after it.
    public var quickEvents: [Int: Double]

    /// How far apart events come unless `quickEvents` says otherwise: longer
    /// than any animation, debounce or delay an app times its layout by, as a
    /// user's events are, so the work one event defers has ended by the next.
    public static let eventSpacing = 60.0

    public init(
        name: String, device: DeviceProfile, direction: LayoutDirection, speedWidgetState: SpeedWidgetState,
        events: [ScenarioEvent], caveat: String? = nil, note: String? = nil, quickEvents: [Int: Double] = [:]
    ) {
        self.name = name
        self.device = device
        self.direction = direction
        self.speedWidgetState = speedWidgetState
        self.events = events
        self.caveat = caveat
        self.note = note
        self.quickEvents = quickEvents
    }

    /// Seconds from the event at `index` to the next one.
    public func gap(after index: Int) -> Double { quickEvents[index + 1] ?? Self.eventSpacing }

    /// Whether the event at `index` is cut short by the next one (it comes
    /// before the work it deferred, an animation's completion, is due): its
    /// layout is a moment in between, not checked.
    public func isInterrupted(at index: Int) -> Bool { quickEvents[index + 1] != nil }

    public var description: String { name }

    /// Enable, start guidance, optionally show, change and hide a prompt, stop,
    /// disable: every callback in order on one device.
    public static func lifecycle(withPrompt: Bool) -> [ScenarioEvent] {
        let prompt: [ScenarioEvent] = withPrompt ? [.showPrompt, .changePrompt, .hidePrompt] : []
        return [.enableNavigationUI, .startGuidance] + prompt + [.stopGuidance, .disableNavigationUI]
    }

    /// Two navigation sessions of two guidances each, with prompts: what is
    /// made again must not pile up on what the first time left.
    public static let twoSessions: [ScenarioEvent] = [
        .enableNavigationUI, .startGuidance, .showPrompt, .hidePrompt, .stopGuidance, .startGuidance, .showPrompt,
        .changePrompt, .hidePrompt, .stopGuidance, .disableNavigationUI, .enableNavigationUI, .startGuidance,
        .stopGuidance, .disableNavigationUI,
    ]

    /// Guidance stopped while a prompt is up (the SDK sends no `hidePrompt`),
    /// then navigation turned off: the prompt must be gone by then.
    public static let promptAtStop: [ScenarioEvent] = [
        .enableNavigationUI, .startGuidance, .showPrompt, .stopGuidance, .disableNavigationUI,
    ]

    /// What `promptAtStop`'s findings say besides: the SDK guide has
    /// `disableNavigationUI` remove "any prompt on screen" (and its sample
    /// keeps such a prompt until then), so a prompt may outlive guidance, and
    /// a delegate must take it down by then.
    public static let promptAtStopNote =
        "guidance stopped with a prompt on screen (no hidePrompt first), which the SDK guide provides for (disableNavigationUI removes \"any prompt on screen\"): take such a prompt down with its constraints in stopGuidance, or keep it laid out until disableNavigationUI removes it"

    /// Prompts and guidance ending as they animate: a prompt changed and hidden
    /// as it slides in, guidance stopped as it slides out, each
    /// `quickSpacing` after the event before; then a normal guidance with a
    /// prompt, so what the quick events left behind is seen.
    public static let quickSuccession: (events: [ScenarioEvent], quick: [Int: Double]) = (
        [
            .enableNavigationUI, .startGuidance, .showPrompt, .changePrompt, .hidePrompt, .stopGuidance, .startGuidance,
            .showPrompt, .hidePrompt, .stopGuidance, .disableNavigationUI,
        ],
        [3: quickSpacing, 4: quickSpacing, 5: quickSpacing]
    )

    /// The seconds between events in quick succession: shorter than the
    /// animations apps move prompts with (0.25 s and up).
    public static let quickSpacing = 0.1

    /// Why `quickSuccession`'s findings are warnings: the SDK does not say how
    /// soon after one another it sends callbacks.
    public static let quickSuccessionCaveat =
        "callbacks \(quickSpacing) s apart (a prompt changed and hidden as it slides in, guidance stopped as it slides out), whose timing the SDK does not document: a warning"

    /// The speed widget changing what it shows during guidance, which no
    /// callback announces (the SDK resizes it as speed and limit come and
    /// go): from nothing to speed and limit, then each alone, with a prompt
    /// up for part of it. A delegate that measured the widget once places it
    /// for a size it no longer has.
    public static let speedWidgetChanges: [ScenarioEvent] = [
        .enableNavigationUI, .startGuidance, .speedWidget(.both), .showPrompt, .speedWidget(.limitOnly), .hidePrompt,
        .speedWidget(.speedOnly), .stopGuidance, .disableNavigationUI,
    ]

    /// Resizes between two devices in every phase, with a prompt on screen
    /// during one of them.
    public static func resizing(from start: DeviceProfile, to other: DeviceProfile) -> [ScenarioEvent] {
        [
            .enableNavigationUI, .resize(other), .resize(start), .startGuidance, .resize(other),
            .showPrompt, .resize(start), .hidePrompt, .resize(other), .stopGuidance, .resize(start),
            .disableNavigationUI,
        ]
    }
}

/// The scenarios the verifier runs every delegate through.
public enum ScenarioCatalog {
    /// Every device profile x both directions x every speed-widget state x
    /// prompt or not, then resizing between each of the profile's `resizes`
    /// pairs (a phone turned, a tablet window narrowed, and resizes that keep
    /// wide mode: a tablet turned, a third widened to a half) both ways, in both
    /// directions, then on the first device in both directions two navigation
    /// sessions in a row, guidance stopped with a prompt up, events in quick
    /// succession, and the speed widget changing size during guidance (from
    /// nothing to shown). Names look like
    /// `phonePortrait-ltr-speed.both-prompt`.
    public static func standard(metrics: MetricsProfile = .standard) -> [Scenario] {
        var scenarios: [Scenario] = []
        for device in metrics.devices {
            for direction in LayoutDirection.allCases {
                for state in SpeedWidgetState.allCases {
                    for withPrompt in [false, true] {
                        scenarios.append(
                            Scenario(
                                name: "\(device.name)-\(direction.shortName)-speed.\(state.rawValue)"
                                    + (withPrompt ? "-prompt" : ""),
                                device: device, direction: direction, speedWidgetState: state,
                                events: Scenario.lifecycle(withPrompt: withPrompt)))
                    }
                }
            }
        }
        for pair in metrics.resizes {
            // Decoding rejects a pair naming no device; a profile built in code must name its devices too.
            guard let first = metrics.device(named: pair.first), let second = metrics.device(named: pair.second) else {
                preconditionFailure("the resize pair \(pair.first)/\(pair.second) names a device the profile does not have")
            }
            for (start, other) in [(first, second), (second, first)] {
                for direction in LayoutDirection.allCases {
                    scenarios.append(
                        Scenario(
                            name: "resize-\(start.name)-\(other.name)-\(direction.shortName)", device: start,
                            direction: direction, speedWidgetState: .both,
                            events: Scenario.resizing(from: start, to: other)))
                }
            }
        }
        if let first = metrics.devices.first {
            for direction in LayoutDirection.allCases {
                scenarios.append(
                    Scenario(
                        name: "two-sessions-\(first.name)-\(direction.shortName)", device: first, direction: direction,
                        speedWidgetState: .both, events: Scenario.twoSessions))
            }
            for direction in LayoutDirection.allCases {
                scenarios.append(
                    Scenario(
                        name: "prompt-at-stop-\(first.name)-\(direction.shortName)", device: first, direction: direction,
                        speedWidgetState: .both, events: Scenario.promptAtStop, note: Scenario.promptAtStopNote))
            }
            for direction in LayoutDirection.allCases {
                scenarios.append(
                    Scenario(
                        name: "quick-events-\(first.name)-\(direction.shortName)", device: first, direction: direction,
                        speedWidgetState: .both, events: Scenario.quickSuccession.events,
                        caveat: Scenario.quickSuccessionCaveat, quickEvents: Scenario.quickSuccession.quick))
            }
            for direction in LayoutDirection.allCases {
                scenarios.append(
                    Scenario(
                        name: "speed-changes-\(first.name)-\(direction.shortName)", device: first, direction: direction,
                        speedWidgetState: .nothing, events: Scenario.speedWidgetChanges))
            }
        }
        return scenarios
    }
}

extension LayoutDirection {
    /// "ltr" or "rtl", for scenario names.
    public var shortName: String { self == .leftToRight ? "ltr" : "rtl" }
}
