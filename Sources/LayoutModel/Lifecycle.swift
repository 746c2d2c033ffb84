// The states the SDK hands to a layout delegate, the delegate protocol, and
// the lifecycle rules between them.

/// `NavigationUIState`: the layout flags every callback gets.
public class NavigationUIState {
    /// The map is wide enough for side-by-side UI (`MetricsProfile.wideModeMinimumWidth`).
    public let wideMode: Bool

    public init(wideMode: Bool) {
        self.wideMode = wideMode
    }
}

/// `NavigationReadyUIState`: the minimal UI before guidance starts.
public final class NavigationReadyUIState: NavigationUIState {
    public let googleLogo: GoogleView
    public let viewport: GoogleView
    /// Usually only the compass.
    public let buttons: [NavigationUIButton]

    public init(wideMode: Bool, components: GoogleComponents) {
        googleLogo = components.googleLogo
        viewport = components.viewport
        buttons = [components.compassButton]
        super.init(wideMode: wideMode)
    }
}

/// `ActiveGuidanceUIState`: the full set of guidance views.
public final class ActiveGuidanceUIState: NavigationUIState {
    public let turnCard: GoogleView
    public let etaCard: GoogleView
    public let tripProgressBar: GoogleView
    public let speedWidget: SpeedWidgetView
    /// Compass and reporting; find them by `type`, never by index.
    public let buttons: [NavigationUIButton]
    public let googleLogo: GoogleView
    public let viewport: GoogleView

    public init(wideMode: Bool, components: GoogleComponents) {
        turnCard = components.turnCard
        etaCard = components.etaCard
        tripProgressBar = components.tripProgressBar
        speedWidget = components.speedWidget
        buttons = [components.compassButton, components.reportingButton]
        googleLogo = components.googleLogo
        viewport = components.viewport
        super.init(wideMode: wideMode)
    }
}

/// `NavigationLayoutDelegate` in the model's types: what a Swift-side delegate
/// implements so the driver can run it through scenarios.
///
/// The verifier implements it by interpreting the callbacks of a real
/// delegate's source; tests implement it directly (the SDK sample, translated
/// line by line). Callbacks throw so interpreted code can surface a
/// `LayoutError` (UIKit would crash) without stopping the run.
public protocol ModelLayoutDelegate: AnyObject {
    func enableNavigationUI(navMap: MapView, newState: NavigationReadyUIState) throws
    func disableNavigationUI(navMap: MapView, oldState: NavigationReadyUIState) throws
    func startGuidance(navMap: MapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) throws
    func stopGuidance(navMap: MapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) throws
    func sizeChanged(navMap: MapView, newState: NavigationUIState) throws
    func showPrompt(navMap: MapView, newPrompt: NavigationPromptView) throws
    func hidePrompt(navMap: MapView, oldPrompt: NavigationPromptView) throws
    func changePrompt(navMap: MapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) throws
}

/// Where the navigation lifecycle is.
public enum NavigationPhase: String, Hashable, Codable, Sendable {
    case noNavigation, navigationReady, activeGuidance
}

/// An event the SDK (or the world) delivers; the driver turns each into a
/// delegate callback or a change of the map.
public enum ScenarioEvent: Hashable, Sendable, CustomStringConvertible {
    case enableNavigationUI
    case startGuidance
    case stopGuidance
    case disableNavigationUI
    /// The map changes size (rotation, split view): `sizeChanged`.
    case resize(DeviceProfile)
    case showPrompt
    case changePrompt
    case hidePrompt
    /// The speed widget changes state on its own; no callback.
    case speedWidget(SpeedWidgetState)

    public var description: String {
        switch self {
        case .enableNavigationUI: "enableNavigationUI"
        case .startGuidance: "startGuidance"
        case .stopGuidance: "stopGuidance"
        case .disableNavigationUI: "disableNavigationUI"
        case .resize(let device): "sizeChanged(\(device.name))"
        case .showPrompt: "showPrompt"
        case .changePrompt: "changePrompt"
        case .hidePrompt: "hidePrompt"
        case .speedWidget(let state): "speedWidget(\(state.rawValue))"
        }
    }
}

/// An event the lifecycle does not allow in its current state.
public struct LifecycleError: Error, Hashable, CustomStringConvertible {
    public let event: String
    public let phase: NavigationPhase
    public let promptShown: Bool

    public var description: String {
        "\(event) is not allowed in \(phase.rawValue)\(promptShown ? " with a prompt shown" : "")"
    }
}

/// The SDK's lifecycle rules: no navigation -> navigation ready -> active
/// guidance and back, one step at a time; prompts come and go only during
/// active guidance. Guidance may stop with a prompt on screen: the SDK sends
/// no `hidePrompt` for it then, and the delegate removes it by
/// `disableNavigationUI` ("including any prompt on screen", principle 6).
/// Size and speed-widget changes may happen at any time.
public struct NavigationLifecycle: Hashable, Sendable {
    public private(set) var phase: NavigationPhase = .noNavigation
    public private(set) var promptShown = false

    public init() {}

    /// Applies `event`, or throws when the SDK would never send it now.
    public mutating func apply(_ event: ScenarioEvent) throws(LifecycleError) {
        let allowed: Bool
        switch event {
        case .enableNavigationUI: allowed = phase == .noNavigation
        case .startGuidance: allowed = phase == .navigationReady
        case .stopGuidance: allowed = phase == .activeGuidance
        case .disableNavigationUI: allowed = phase == .navigationReady
        case .showPrompt: allowed = phase == .activeGuidance && !promptShown
        case .changePrompt, .hidePrompt: allowed = phase == .activeGuidance && promptShown
        case .resize, .speedWidget: allowed = true
        }
        guard allowed else {
            throw LifecycleError(event: event.description, phase: phase, promptShown: promptShown)
        }
        switch event {
        case .enableNavigationUI: phase = .navigationReady
        case .stopGuidance: (phase, promptShown) = (.navigationReady, false)
        case .startGuidance: phase = .activeGuidance
        case .disableNavigationUI: phase = .noNavigation
        case .showPrompt: promptShown = true
        case .hidePrompt: promptShown = false
        case .changePrompt, .resize, .speedWidget: break
        }
    }
}
