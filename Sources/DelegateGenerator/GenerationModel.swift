import LayoutModel
import NavlintCore

/// A screen: the type (with its extensions, across files) that owns and
/// configures a `GMSMapView`. It is the unit `generate` writes one delegate for,
/// because the legacy settings live on that screen's map.
public struct Screen: Hashable, Sendable {
    /// The screen's type name; the delegate is `<name>LayoutDelegate`.
    public var name: String
    /// The file with the type's declaration (not an extension).
    public var mainFile: String
    /// The map view class the screen holds (`GMSMapView` or a project subclass).
    public var mapType: String
    /// The project's classes from `mapType` up to (not including) `GMSMapView`,
    /// nearest first: code in them configures this screen's map too.
    public var mapClasses: [String] = []
    /// The legacy uses that belong to the screen, sorted.
    public var findings: [Finding]
    /// Functions outside the screen that its code hands its map to, and that
    /// use the legacy APIs on it: the fix threads the delegate through them.
    public var helpers: [MapHelper] = []
    /// Objects the screen holds that keep a weak reference to its map and
    /// use the legacy APIs on it (a coordinator, a facade): the fix gives them
    /// a weak reference to the delegate.
    public var holders: [MapHolder] = []

    /// Every file a fix of the screen edits: its main file, its uses' files,
    /// and the files that call its helpers.
    public var touchedFiles: Set<String> {
        Set(findings.map(\.location.file) + [mainFile] + helpers.flatMap { $0.calls.map(\.file) })
    }
}

/// A type that stores a map view it does not own (`weak var mapView:
/// GMSMapView?`, a coordinator or facade wrapping the map's switches), held
/// by exactly one screen in a stored property: the screen's delegate can be
/// handed to it when the screen installs it.
public struct MapHolder: Hashable, Sendable {
    /// The holder's type.
    public var typeName: String
    /// The screen's stored property holding it.
    public var screenProperty: String
    /// The holder's weak map property.
    public var mapProperty: String
}

/// A function outside the screen that receives the screen's map view as a
/// parameter and configures it (`MapChrome.apply(to:compact:)`, a
/// configuration struct's `apply(to:)`). When only the screen calls it, the
/// screen's delegate can go along as one more parameter; when several
/// screens do, no single delegate can, and its uses are left.
public struct MapHelper: Hashable, Sendable {
    /// Where the function's name is.
    public var location: SourceLocation
    /// The parameter holding the map.
    public var mapParameter: String
    /// The screens that call it, sorted.
    public var callers: [String]
    /// Where each call names the function (`apply` in `chrome.apply(to: map)`), in the screen's code.
    public var calls: [SourceLocation]
}

/// Why something was not generated, and where: `generate` never guesses.
public struct GenerationIssue: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var reason: String

    public init(location: SourceLocation, reason: String) {
        self.location = location
        self.reason = reason
    }

    public var description: String {
        "\(location.file):\(location.line):\(location.column ?? 1): \(reason)"
    }
}

/// A legacy on/off setting of the built-in layout.
public enum LegacyFlag: String, CaseIterable, Hashable, Sendable {
    case header, footer, tripProgressBar, reportIncidentButton, compass

    /// The generated delegate's property when the value is decided at run time.
    public var propertyName: String {
        switch self {
        case .header: "showsTurnCard"
        case .footer: "showsETACard"
        case .tripProgressBar: "showsTripProgressBar"
        case .reportIncidentButton: "showsReportingButton"
        case .compass: "showsCompass"
        }
    }

    /// The `GMSUISettings` property the app wrote.
    public var settingName: String {
        switch self {
        case .header: "isNavigationHeaderEnabled"
        case .footer: "isNavigationFooterEnabled"
        case .tripProgressBar: "isNavigationTripProgressBarEnabled"
        case .reportIncidentButton: "isNavigationReportIncidentButtonEnabled"
        case .compass: "compassButton"
        }
    }

    public var keyPath: WritableKeyPath<LegacyConfiguration, Bool> {
        switch self {
        case .header: \.headerEnabled
        case .footer: \.footerEnabled
        case .tripProgressBar: \.tripProgressBarEnabled
        case .reportIncidentButton: \.reportIncidentButtonEnabled
        case .compass: \.compassEnabled
        }
    }
}

/// A setting whose value is only known at run time: a property of the
/// delegate, and one variant per value.
public struct RuntimeFlag: Hashable, Sendable {
    public var flag: LegacyFlag
    /// The value before the screen changes it (the SDK's default, or the
    /// constant the map view configures itself with).
    public var initialValue: Bool
    /// Where the screen decides it.
    public var locations: [SourceLocation]
}

/// A padding edge the screen computes at run time (a sheet height, a server
/// inset, a side panel's width): a `CGFloat` property of the delegate per
/// edge. Its variants are the initial value and one stand-in value, since a
/// number has no list of values.
public struct RuntimePadding: Hashable, Sendable {
    /// The edges generated as properties. Left and right are physical, as the
    /// legacy padding was: the delegate picks the leading or trailing side from
    /// the layout direction.
    public enum Edge: String, CaseIterable, Hashable, Sendable {
        case top, left, bottom, right

        /// The delegate's property (`paddingBottom` predates the others; keep it).
        public var propertyName: String { "padding" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

        /// A value used only to check the delegate follows the property: a
        /// sheet height at the bottom; at the top, less than the header's
        /// height (a taller top padding is not generated); at the sides, a
        /// narrow panel that leaves room for the cards on the smallest phone.
        public var probeValue: Double {
            switch self {
            case .top: 40
            case .bottom: 120
            case .left, .right: 100
            }
        }

        /// Every edge at once, for a padding the screen sets as a whole value:
        /// a sheet at the bottom, a server inset at the top, and sides that
        /// differ, so a swap of left and right in right-to-left shows.
        public var allEdgesProbeValue: Double {
            switch self {
            case .top: 20
            case .left: 30
            case .bottom: 120
            case .right: 60
            }
        }

        /// Whether the edge is a physical side (left or right).
        public var isHorizontal: Bool { self == .left || self == .right }

        var keyPath: WritableKeyPath<EdgeInsets, Double> {
            switch self {
            case .top: \.top
            case .left: \.left
            case .bottom: \.bottom
            case .right: \.right
            }
        }
    }

    public var edge: Edge
    public var initialValue: Double
    /// Where the screen computes it.
    public var locations: [SourceLocation]
}

/// `bottomTrailingButtonsLayoutGuide` set to a custom guide and reset to `nil`
/// (the footer guide) at run time: a Bool property of the delegate, and one
/// variant per value.
public struct RuntimeButtonsGuide: Hashable, Sendable {
    /// The custom guide (a custom item of the configuration).
    public var guide: String
    /// Whether the screen assigns the guide while it is set up.
    public var initialValue: Bool
    /// Where the screen assigns and resets it.
    public var locations: [SourceLocation]

    /// The delegate's property: `usesDockGuide` for `dockGuide`.
    public var propertyName: String { "uses" + guide.prefix(1).uppercased() + guide.dropFirst() }
}

/// The value of a delegate property in a variant (Bool or number, as in the header JSON).
public enum PropertyValue: Hashable, Sendable, Encodable, CustomStringConvertible {
    case bool(Bool)
    case number(Double)

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        }
    }

    public var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .number(let value): DelegateEmitter.number(value)
        }
    }
}

/// The header accessory view the screen installs.
public struct AccessoryPlan: Hashable, Sendable {
    /// The delegate's property for a height computed at run time.
    public static let heightPropertyName = "headerAccessoryHeight"
    /// The stand-in for the height the screen measured, in the variants that
    /// show the accessory (the screen sets both together).
    public static let measuredHeight = 60.0
    /// A second height, to check the delegate follows `headerAccessoryHeight`.
    public static let probeHeight = 100.0

    /// The screen's property holding the view; also the delegate's property.
    public var name: String
    /// The constant height, or with `heightIsProperty` the initial value of
    /// `headerAccessoryHeight` (zero until the screen measures the view).
    public var height: Double
    /// Set and later removed (`setHeaderAccessoryView(nil)`): a variant without it too.
    public var canBeRemoved: Bool
    /// `heightForAccessoryViewConstrained(to:on:)` computes the height: the
    /// screen measures the view and sets `headerAccessoryHeight`.
    public var heightIsProperty: Bool
    /// Where the screen asked for a new height (`invalidateLayout(forAccessoryView:)`):
    /// it sets `headerAccessoryHeight` there instead.
    public var measuredAt: [SourceLocation]
}

/// A former `GMSNavigatorListener` prompt method, now a hook the delegate calls.
public struct PromptHook: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case willPresent, didDismiss

        /// The delegate's closure property.
        public var propertyName: String { self == .willPresent ? "willPresentPrompt" : "didDismissPrompt" }
        public var legacyName: String {
            self == .willPresent ? "navigatorWillPresentPrompt(_:)" : "navigatorDidDismissPrompt(_:)"
        }
    }

    public var kind: Kind
    public var location: SourceLocation
    /// The method's statements, for the fix that moves them into the hook.
    public var body: String
    /// The object the method is in when it is not the screen; `nil` for the screen's own.
    public var listener: PromptListener? = nil
}

/// One legacy configuration the screen can show, as recorded in the header.
public struct LegacyVariant: Hashable, Sendable {
    public var name: String
    public var properties: [String: PropertyValue]
    public var configuration: LegacyConfiguration
}

/// Everything derived from one screen. `issues` empty means it can be generated.
public struct ScreenPlan: Sendable {
    public var screen: Screen
    /// The configuration with every run-time value at its initial value.
    public var base: LegacyConfiguration
    public var runtimeFlags: [RuntimeFlag]
    /// The padding edges only known at run time, in `RuntimePadding.Edge` order.
    public var runtimePaddings: [RuntimePadding]
    /// A custom buttons guide the screen also resets at run time.
    public var runtimeButtonsGuide: RuntimeButtonsGuide?
    public var accessory: AccessoryPlan?
    public var promptHooks: [PromptHook]
    /// Why the screen cannot be generated; empty when it can.
    public var issues: [GenerationIssue]
    /// The legacy guides the screen uses as values, which the delegate offers
    /// stand-ins for, by legacy name.
    public var standInGuides: [StandInGuide] = []
    /// Custom buttons guides assigned from a method's parameter
    /// (`relocateButtons(to guide:)`), by the legacy property's place: the
    /// screen's guide every call passes, whose delegate property the
    /// assignment sets.
    public var guideArguments: [SourceLocation: String] = [:]

    public var variants: [LegacyVariant] { VariantExpander.variants(of: self) }

    /// Whether the screen uses `padding` as a whole value (sets it from any
    /// expression, writes one edge, reads it back): then every edge is
    /// computed at run time, and the delegate's `padding` stands in for it.
    public var paddingIsValue: Bool { runtimePaddings.count == RuntimePadding.Edge.allCases.count }
}

/// A map view that is not a screen's (CarPlay): reported, never generated.
public struct SkippedMap: Hashable, Sendable {
    public var typeName: String
    public var location: SourceLocation
    public var reason: String
}
