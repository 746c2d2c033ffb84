import Cassowary

/// The views the Navigation SDK hands to a layout delegate.
public enum GoogleComponentKind: String, Hashable, Codable, Sendable, CaseIterable {
    case turnCard, etaCard, tripProgressBar, speedWidget, compassButton, reportingButton
    case googleLogo, viewport, prompt
    public func hash(into hasher: inout Hasher) { hashCase(of: self, into: &hasher) }

    /// Edge-to-edge cards lay their content inside their safe area and grow by
    /// the unsafe area they cover (assumed; the SDK sample pins the turn card to
    /// the map's top and the ETA card to its bottom, under the notch and the
    /// home indicator).
    var extendsUnderUnsafeArea: Bool {
        self == .turnCard || self == .etaCard || self == .prompt
    }
}

/// A view made by the SDK: sized by it (intrinsic size from the metrics
/// profile, which the delegate must not override), with built-in margins and
/// `translatesAutoresizingMaskIntoConstraints` already off.
public class GoogleView: LayoutView {
    public let component: GoogleComponentKind

    init(_ component: GoogleComponentKind, name: String, context: LayoutContext) {
        self.component = component
        super.init(name: name)
        translatesAutoresizingMaskIntoConstraints = false
        directionalLayoutMargins = context.metrics.googleViewLayoutMargins
        let sizePriority = Priority(context.metrics.googleViewSizePriority)
        contentHuggingPriority = AxisPriorities(horizontal: sizePriority, vertical: sizePriority)
        compressionResistancePriority = AxisPriorities(horizontal: sizePriority, vertical: sizePriority)
        // Like the SDK's views, a fresh view already has its size (the SDK
        // sample reads `newPrompt.bounds.height` before the first layout).
        let size = intrinsicContentSize(in: context)
        currentFrame = Rect(x: 0, y: 0, width: size.width ?? 0, height: size.height ?? 0)
    }

    override func intrinsicContentSize(in context: LayoutContext) -> IntrinsicSize {
        sdkSize(in: context, safeAreaInsets: safeAreaInsets)
    }

    /// The size the SDK gives the view under `context` where its safe-area
    /// insets are `insets` (a laid-out world's, not the view's latest): what
    /// its content hugs and resists compression to (a `nil` side is not fixed).
    public func sdkSize(in context: LayoutContext, safeAreaInsets insets: EdgeInsets) -> IntrinsicSize {
        let metrics = context.metrics
        let cardWidth = context.cardWidth
        let content: IntrinsicSize = switch component {
        case .turnCard: IntrinsicSize(width: cardWidth, height: metrics.styleValues.headerNominalHeight)
        case .etaCard: IntrinsicSize(width: cardWidth, height: metrics.etaCardHeight)
        case .prompt: IntrinsicSize(width: cardWidth, height: metrics.promptHeight)
        case .tripProgressBar: IntrinsicSize(width: metrics.tripProgressBarWidth, height: nil)
        case .compassButton, .reportingButton:
            IntrinsicSize(width: metrics.buttonSize.width, height: metrics.buttonSize.height)
        case .googleLogo: IntrinsicSize(width: metrics.googleLogoSize.width, height: metrics.googleLogoSize.height)
        case .viewport: .none
        case .speedWidget: .none  // SpeedWidgetView knows its state
        }
        guard component.extendsUnderUnsafeArea else { return content }
        return IntrinsicSize(
            width: content.width.map { $0 + insets.left + insets.right },
            height: content.height.map { $0 + insets.top + insets.bottom })
    }
}

/// What the speed widget shows, which decides its size; it changes at run
/// time without any delegate callback.
public enum SpeedWidgetState: String, Hashable, Codable, Sendable, CaseIterable {
    case nothing, speedOnly, limitOnly, both
}

/// The `speedWidget`, whose size follows its display state.
public final class SpeedWidgetView: GoogleView {
    public internal(set) var displayState: SpeedWidgetState

    init(state: SpeedWidgetState, context: LayoutContext) {
        displayState = state
        super.init(.speedWidget, name: "speedWidget", context: context)
    }

    override public func sdkSize(in context: LayoutContext, safeAreaInsets insets: EdgeInsets) -> IntrinsicSize {
        let size = context.metrics.speedWidget.size(for: displayState)
        return IntrinsicSize(width: size.width, height: size.height)
    }
}

/// Which corners of a prompt are rounded (`CACornerMask`'s four corners).
public struct RoundedCorners: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = RoundedCorners(rawValue: 1)
    public static let layerMaxXMinYCorner = RoundedCorners(rawValue: 2)
    public static let layerMinXMaxYCorner = RoundedCorners(rawValue: 4)
    public static let layerMaxXMaxYCorner = RoundedCorners(rawValue: 8)
    /// The default: only the top corners, for a prompt at the bottom edge.
    public static let top: RoundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    public static let all: RoundedCorners = [.top, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// `NavigationPromptView`: an incident, traffic or better-route prompt, which
/// conforms to `NavigationRoundedCornerView`.
public final class NavigationPromptView: GoogleView {
    public var roundedCorners: RoundedCorners = .top
    /// The SDK event that took the prompt off screen, once one has:
    /// `hidePrompt`, or `changePrompt` for the prompt it replaced. From then
    /// on the delegate should have animated it out and removed it. Or
    /// `stopGuidance`, which ends guidance with the prompt up: the delegate
    /// may keep it in the navigation-ready state and removes it by `disableNavigationUI`.
    public internal(set) var retiredBy: ScenarioEvent?
    /// The SDK event that handed the prompt to the delegate to show:
    /// `showPrompt`, or `changePrompt` for the new prompt.
    public internal(set) var handedOverBy: ScenarioEvent?

    init(name: String, context: LayoutContext) {
        super.init(.prompt, name: name, context: context)
    }
}

/// `NavigationButtonKnownType`.
public enum NavigationButtonKnownType: String, Hashable, Codable, Sendable {
    case compass, reporting
}

/// `NavigationUIButton`: a button's type and its view. Delegates find buttons
/// by `type`, never by index.
public struct NavigationUIButton {
    public let type: NavigationButtonKnownType
    public let view: GoogleView
}

/// The SDK's views for one map, made once and handed to the delegate in every
/// state, as the SDK hands the same logo and viewport to each callback.
public final class GoogleComponents {
    public let turnCard: GoogleView
    public let etaCard: GoogleView
    public let tripProgressBar: GoogleView
    public let speedWidget: SpeedWidgetView
    public let compassButton: NavigationUIButton
    public let reportingButton: NavigationUIButton
    public let googleLogo: GoogleView
    public let viewport: GoogleView
    private let context: () -> LayoutContext
    private var promptCount = 0

    /// Makes the components for `map`; their sizes follow the map's context.
    public init(for map: MapView, speedWidgetState: SpeedWidgetState = .both) {
        let context = map.context
        turnCard = GoogleView(.turnCard, name: "turnCard", context: context)
        etaCard = GoogleView(.etaCard, name: "etaCard", context: context)
        tripProgressBar = GoogleView(.tripProgressBar, name: "tripProgressBar", context: context)
        speedWidget = SpeedWidgetView(state: speedWidgetState, context: context)
        compassButton = NavigationUIButton(
            type: .compass, view: GoogleView(.compassButton, name: "compassButton", context: context))
        reportingButton = NavigationUIButton(
            type: .reporting, view: GoogleView(.reportingButton, name: "reportingButton", context: context))
        googleLogo = GoogleView(.googleLogo, name: "googleLogo", context: context)
        viewport = GoogleView(.viewport, name: "viewport", context: context)
        self.context = { [unowned map] in map.context }
    }

    /// A new prompt view: "prompt1", "prompt2", ... so a change of prompt shows
    /// two distinct views.
    public func makePrompt() -> NavigationPromptView {
        promptCount += 1
        return makePrompt(named: "prompt\(promptCount)")
    }

    func makePrompt(named name: String) -> NavigationPromptView {
        NavigationPromptView(name: name, context: context())
    }

    /// The speed widget switches state (speed data came or went).
    public func setSpeedWidgetState(_ state: SpeedWidgetState) {
        speedWidget.displayState = state
    }
}

extension GoogleView {
    /// The size the SDK gives the view under `context`, with its latest safe-area insets.
    public func sdkSize(in context: LayoutContext) -> IntrinsicSize { sdkSize(in: context, safeAreaInsets: safeAreaInsets) }
}
