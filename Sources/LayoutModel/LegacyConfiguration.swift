/// What an app configured through the legacy slot-layout APIs, as `navlint
/// generate` derives it from a screen and records it in the generated file.
///
/// Defaults are the SDK's defaults (seed 002): header and footer on, trip
/// progress bar and compass off. Values decided at run time are resolved to one
/// value per configuration; the generator emits one configuration per variant.
public struct LegacyConfiguration: Hashable, Codable, Sendable {
    /// `isNavigationHeaderEnabled` (default true).
    public var headerEnabled = true
    /// `isNavigationFooterEnabled` (default true).
    public var footerEnabled = true
    /// `isNavigationTripProgressBarEnabled` (default false).
    public var tripProgressBarEnabled = false
    /// `isNavigationReportIncidentButtonEnabled` (default assumed true).
    public var reportIncidentButtonEnabled = true
    /// `settings.compassButton` (default false); not legacy, but it decides
    /// whether the built-in layout showed a compass.
    public var compassEnabled = false
    /// `setHeaderAccessoryView(_:)` with the height its
    /// `heightForAccessoryViewConstrained(to:on:)` returns.
    public var headerAccessory: Accessory?
    /// `GMSMapView.padding`.
    public var padding = EdgeInsets.zero
    public var paddingAdjustmentBehavior = PaddingAdjustmentBehavior.always
    /// Views and guides the app hung on the legacy guides, in creation order.
    public var customItems: [CustomItem] = []
    /// The name of a custom guide assigned to `bottomTrailingButtonsLayoutGuide`;
    /// `nil` keeps the default, the footer guide.
    public var buttonsLayoutGuide: String?
    /// The name of a custom guide assigned to
    /// `bottomTrailingButtonsAlternateLayoutGuide`, which holds the buttons in
    /// wide mode; `nil` keeps the SDK's own.
    public var alternateButtonsLayoutGuide: String?

    public init() {}

    /// A header accessory view: its name (a custom view in both worlds) and height.
    public struct Accessory: Hashable, Codable, Sendable {
        public var name: String
        public var height: Double

        public init(name: String, height: Double) {
            self.name = name
            self.height = height
        }
    }

    /// `GMSMapViewPaddingAdjustmentBehavior`.
    public enum PaddingAdjustmentBehavior: String, Hashable, Codable, Sendable {
        /// Padding is added to the safe-area insets.
        case always
        /// Per edge, the larger of padding and safe-area inset.
        case automatic
        /// Padding alone; the safe area is ignored.
        case never
    }

    /// A custom view (or layout guide) and the constraints the app gave it.
    public struct CustomItem: Hashable, Codable, Sendable {
        public var name: String
        public var isGuide: Bool
        public var intrinsicSize: IntrinsicSize
        public var constraints: [CustomConstraint]
        /// A view the app keeps positioning itself (with `constraints`, against
        /// the map) that items on the legacy guides are constrained to: a
        /// delegate reads it but does not constrain it.
        public var placedByApp: Bool

        public init(
            name: String, isGuide: Bool = false, intrinsicSize: IntrinsicSize = .none,
            constraints: [CustomConstraint], placedByApp: Bool = false
        ) {
            self.name = name
            self.isGuide = isGuide
            self.intrinsicSize = intrinsicSize
            self.constraints = constraints
            self.placedByApp = placedByApp
        }

        enum CodingKeys: String, CodingKey {
            case name, isGuide, intrinsicSize, constraints, placedByApp
        }
    }

    /// `item.attribute RELATION multiplier * target.targetAttribute + constant`.
    /// Targets are `LegacyLayout.TargetName`s or other custom items' names;
    /// without a target attribute the constraint is against the constant.
    public struct CustomConstraint: Hashable, Codable, Sendable {
        public var attribute: LayoutAttribute
        public var relation: LayoutRelation
        public var target: String?
        public var targetAttribute: LayoutAttribute?
        public var multiplier: Double
        public var constant: Double
        public var priority: Double

        public init(
            _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal, to target: String? = nil,
            _ targetAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
            priority: Double = 1000
        ) {
            self.attribute = attribute
            self.relation = relation
            self.target = target
            self.targetAttribute = targetAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
        }
    }
}

// MARK: - Decoding with defaults

extension LegacyConfiguration {
    /// Absent keys keep the SDK defaults, so a recorded configuration only
    /// needs what differs; unknown keys are errors.
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = LegacyConfiguration()
        headerEnabled = try values.decode(.headerEnabled, default: defaults.headerEnabled)
        footerEnabled = try values.decode(.footerEnabled, default: defaults.footerEnabled)
        tripProgressBarEnabled = try values.decode(.tripProgressBarEnabled, default: defaults.tripProgressBarEnabled)
        reportIncidentButtonEnabled = try values.decode(
            .reportIncidentButtonEnabled, default: defaults.reportIncidentButtonEnabled)
        compassEnabled = try values.decode(.compassEnabled, default: defaults.compassEnabled)
        headerAccessory = try values.decodeIfPresent(Accessory.self, forKey: .headerAccessory)
        padding = try values.decode(.padding, default: defaults.padding)
        paddingAdjustmentBehavior = try values.decode(
            .paddingAdjustmentBehavior, default: defaults.paddingAdjustmentBehavior)
        customItems = try values.decode(.customItems, default: defaults.customItems)
        buttonsLayoutGuide = try values.decodeIfPresent(String.self, forKey: .buttonsLayoutGuide)
        alternateButtonsLayoutGuide = try values.decodeIfPresent(String.self, forKey: .alternateButtonsLayoutGuide)
    }
}

extension LegacyConfiguration.CustomItem {
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try values.decode(String.self, forKey: .name),
            isGuide: try values.decode(.isGuide, default: false),
            intrinsicSize: try values.decode(.intrinsicSize, default: IntrinsicSize.none),
            constraints: try values.decode(.constraints, default: []),
            placedByApp: try values.decode(.placedByApp, default: false))
    }

    /// `placedByApp` only when set, so configurations without such views read as before.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(name, forKey: .name)
        try values.encode(isGuide, forKey: .isGuide)
        try values.encode(intrinsicSize, forKey: .intrinsicSize)
        try values.encode(constraints, forKey: .constraints)
        if placedByApp { try values.encode(placedByApp, forKey: .placedByApp) }
    }
}

extension LegacyConfiguration.CustomConstraint {
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try values.decode(LayoutAttribute.self, forKey: .attribute),
            try values.decode(.relation, default: LayoutRelation.equal),
            to: try values.decodeIfPresent(String.self, forKey: .target),
            try values.decodeIfPresent(LayoutAttribute.self, forKey: .targetAttribute),
            multiplier: try values.decode(.multiplier, default: 1),
            constant: try values.decode(.constant, default: 0),
            priority: try values.decode(.priority, default: 1000))
    }
}
