import Foundation

/// Every number the Navigation SDK does not publish, in one place.
///
/// The SDK sizes its own views and exposes `NavigationStyleValues` only at run
/// time on a device, so navlint works from assumptions. Keeping them in one
/// profile makes each assumption visible (see `DefaultMetrics.swift` and
/// `docs/metrics-profile.md` for where each default comes from) and lets a team
/// that measured its own SDK version override any subset from a JSON file:
/// keys that are absent keep the defaults, unknown keys are rejected so a typo
/// cannot silently keep a default.
public struct MetricsProfile: Codable, Hashable, Sendable {
    /// The class properties of `NavigationStyleValues`.
    public var styleValues: StyleValues
    /// A map at least this wide is in wide mode (`NavigationUIState.wideMode`).
    public var wideModeMinimumWidth: Double
    /// The width of the turn card, the ETA card and prompts in wide mode.
    public var wideModeCardWidth: Double
    /// The narrowest the turn card and the ETA card are laid out by the SDK on
    /// any screen it runs on; a delegate squeezing one narrower sizes it.
    public var minimumCardWidth: Double
    /// The ETA card's content height (the view also covers any unsafe area it overlaps).
    public var etaCardHeight: Double
    /// A prompt's content height.
    public var promptHeight: Double
    /// The trip progress bar's width; its height comes from the layout.
    public var tripProgressBarWidth: Double
    /// The compass and reporting buttons.
    public var buttonSize: Size
    public var googleLogoSize: Size
    /// The speed widget in its three non-empty states.
    public var speedWidget: SpeedWidgetSizes
    /// The built-in margins of Google views (`layoutMarginsGuide`).
    public var googleViewLayoutMargins: DirectionalEdgeInsets
    /// The map view's own margins.
    public var mapViewLayoutMargins: DirectionalEdgeInsets
    /// Priority of the SDK's own sizing of its views (hugging and compression).
    public var googleViewSizePriority: Double
    /// Vertical hugging and compression resistance of
    /// `GMSNavigationHidingStackView`: low, so the stack stretches to the space
    /// the delegate gives it and gives way (hiding buttons) instead of breaking
    /// constraints or fighting the delegate's own low-priority preferences.
    public var hidingStackVerticalPriority: Double
    /// The legacy header accessory view is hidden when less open map height than
    /// this would remain between the header (with the accessory) and the footer.
    public var legacyAccessoryMinimumOpenHeight: Double
    /// The devices scenarios run on, with their safe areas.
    public var devices: [DeviceProfile]
    /// Window sizes only resize scenarios turn to (a tablet turned, a
    /// split-view half): a `sizeChanged` within one mode must be run, and the
    /// full grid of scenarios on them would add little beyond the time.
    public var resizeOnlyDevices: [DeviceProfile]
    /// The devices resize scenarios turn between, each pair both ways: a phone
    /// rotating, a tablet window narrowed to a split-view third (or by Stage
    /// Manager), which changes the size classes and leaves wide mode, and
    /// resizes that keep the mode (a tablet turned, a third widened to a half).
    public var resizes: [DevicePair]

    /// Two devices, by name, of a resize scenario.
    public struct DevicePair: Codable, Hashable, Sendable {
        public var first: String
        public var second: String

        public init(_ first: String, _ second: String) {
            self.first = first
            self.second = second
        }
    }

    /// The class properties of `NavigationStyleValues`, in points.
    public struct StyleValues: Codable, Hashable, Sendable {
        public var buttonHorizontalPadding: Double
        public var buttonVerticalPadding: Double
        public var defaultCornerRadius: Double
        public var elementHorizontalPadding: Double
        public var headerFooterHorizontalPadding: Double
        /// The turn card's fixed content height.
        public var headerNominalHeight: Double
        public var headerTopPadding: Double
    }

    /// The speed widget's size in each state but `.nothing` (which is zero).
    public struct SpeedWidgetSizes: Codable, Hashable, Sendable {
        public var speedOnly: Size
        public var limitOnly: Size
        public var both: Size

        /// The widget's size in `state`.
        public func size(for state: SpeedWidgetState) -> Size {
            switch state {
            case .nothing: .zero
            case .speedOnly: speedOnly
            case .limitOnly: limitOnly
            case .both: both
            }
        }
    }

    /// The profile with the defaults and the given JSON's values on top.
    public static func load(json data: Data) throws -> MetricsProfile {
        try JSONDecoder().decode(MetricsProfile.self, from: data)
    }

    /// Reads an override file (see `docs/metrics-default.json`).
    public static func load(contentsOf url: URL) throws -> MetricsProfile {
        try load(json: Data(contentsOf: url))
    }

    /// The profile as pretty, key-sorted JSON, ready to copy and edit.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// The device profile with `name`, of the grid or resize-only, if the profile has one.
    public func device(named name: String) -> DeviceProfile? {
        (devices + resizeOnlyDevices).first { $0.name == name }
    }
}

// MARK: - Partial decoding

extension MetricsProfile {
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = MetricsProfile.standard
        styleValues = try values.decode(.styleValues, default: defaults.styleValues)
        wideModeMinimumWidth = try values.decode(.wideModeMinimumWidth, default: defaults.wideModeMinimumWidth)
        wideModeCardWidth = try values.decode(.wideModeCardWidth, default: defaults.wideModeCardWidth)
        minimumCardWidth = try values.decode(.minimumCardWidth, default: defaults.minimumCardWidth)
        etaCardHeight = try values.decode(.etaCardHeight, default: defaults.etaCardHeight)
        promptHeight = try values.decode(.promptHeight, default: defaults.promptHeight)
        tripProgressBarWidth = try values.decode(.tripProgressBarWidth, default: defaults.tripProgressBarWidth)
        buttonSize = try values.decode(.buttonSize, default: defaults.buttonSize)
        googleLogoSize = try values.decode(.googleLogoSize, default: defaults.googleLogoSize)
        speedWidget = try values.decode(.speedWidget, default: defaults.speedWidget)
        googleViewLayoutMargins = try values.decode(
            .googleViewLayoutMargins, default: defaults.googleViewLayoutMargins)
        mapViewLayoutMargins = try values.decode(.mapViewLayoutMargins, default: defaults.mapViewLayoutMargins)
        googleViewSizePriority = try values.decode(.googleViewSizePriority, default: defaults.googleViewSizePriority)
        hidingStackVerticalPriority = try values.decode(
            .hidingStackVerticalPriority, default: defaults.hidingStackVerticalPriority)
        legacyAccessoryMinimumOpenHeight = try values.decode(
            .legacyAccessoryMinimumOpenHeight, default: defaults.legacyAccessoryMinimumOpenHeight)
        devices = try values.decode(.devices, default: defaults.devices)
        resizeOnlyDevices = try values.decode(.resizeOnlyDevices, default: defaults.resizeOnlyDevices)
        let allNames = (devices + resizeOnlyDevices).map(\.name)
        let names = Set(allNames)
        if names.count != allNames.count {
            let repeated = allNames.first { name in allNames.filter { $0 == name }.count > 1 } ?? ""
            throw DecodingError.dataCorruptedError(
                forKey: .resizeOnlyDevices, in: values, debugDescription: "two devices are named \"\(repeated)\"")
        }
        if let given = try values.decodeIfPresent([DevicePair].self, forKey: .resizes) {
            if let unknown = given.flatMap({ [$0.first, $0.second] }).first(where: { !names.contains($0) }) {
                throw DecodingError.dataCorruptedError(
                    forKey: .resizes, in: values, debugDescription: "no device is named \"\(unknown)\"")
            }
            resizes = given
        } else {
            // Replaced devices keep the default pairs they still name, or turn the first two.
            let kept = defaults.resizes.filter { names.contains($0.first) && names.contains($0.second) }
            resizes = !kept.isEmpty || devices.count < 2 ? kept : [DevicePair(devices[0].name, devices[1].name)]
        }
    }
}

extension MetricsProfile.StyleValues {
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = MetricsProfile.standard.styleValues
        buttonHorizontalPadding = try values.decode(
            .buttonHorizontalPadding, default: defaults.buttonHorizontalPadding)
        buttonVerticalPadding = try values.decode(.buttonVerticalPadding, default: defaults.buttonVerticalPadding)
        defaultCornerRadius = try values.decode(.defaultCornerRadius, default: defaults.defaultCornerRadius)
        elementHorizontalPadding = try values.decode(
            .elementHorizontalPadding, default: defaults.elementHorizontalPadding)
        headerFooterHorizontalPadding = try values.decode(
            .headerFooterHorizontalPadding, default: defaults.headerFooterHorizontalPadding)
        headerNominalHeight = try values.decode(.headerNominalHeight, default: defaults.headerNominalHeight)
        headerTopPadding = try values.decode(.headerTopPadding, default: defaults.headerTopPadding)
    }
}

extension MetricsProfile.SpeedWidgetSizes {
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = MetricsProfile.standard.speedWidget
        speedOnly = try values.decode(.speedOnly, default: defaults.speedOnly)
        limitOnly = try values.decode(.limitOnly, default: defaults.limitOnly)
        both = try values.decode(.both, default: defaults.both)
    }
}
