/// Runs a `ModelLayoutDelegate` through a scenario: checks each event against
/// the lifecycle, calls the delegate like the SDK would, lays out, and records
/// a snapshot per step.
public final class ScenarioDriver {
    public let map: MapView
    public let components: GoogleComponents
    public let delegate: any ModelLayoutDelegate
    public private(set) var lifecycle = NavigationLifecycle()
    /// The prompt on screen, if any.
    public private(set) var currentPrompt: NavigationPromptView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?

    public init(
        delegate: any ModelLayoutDelegate, device: DeviceProfile, direction: LayoutDirection = .leftToRight,
        speedWidgetState: SpeedWidgetState = .both, metrics: MetricsProfile = .standard, solveCache: SolveCache? = nil,
        map: MapView? = nil, components: GoogleComponents? = nil
    ) {
        self.delegate = delegate
        // A map made for the run beforehand (the app's view controller makes it as the delegate loads), with its components.
        self.map = map ?? MapView(device: device, direction: direction, metrics: metrics)
        self.map.solveCache = solveCache
        self.components = components ?? GoogleComponents(for: self.map, speedWidgetState: speedWidgetState)
    }

    /// Runs the whole scenario with a fresh map; throws only when the scenario
    /// itself breaks the lifecycle rules.
    public static func run(
        _ scenario: Scenario, delegate: any ModelLayoutDelegate, metrics: MetricsProfile = .standard,
        solveCache: SolveCache? = nil
    ) throws(LifecycleError) -> ScenarioRun {
        let driver = ScenarioDriver(
            delegate: delegate, device: scenario.device, direction: scenario.direction,
            speedWidgetState: scenario.speedWidgetState, metrics: metrics, solveCache: solveCache)
        var steps: [ScenarioStep] = []
        for event in scenario.events {
            steps.append(try driver.perform(event))
        }
        return ScenarioRun(scenario: scenario, steps: steps)
    }

    /// Delivers one event and lays out.
    public func perform(_ event: ScenarioEvent) throws(LifecycleError) -> ScenarioStep {
        try perform(event) { [map.layoutIfNeeded()] }[0]
    }

    /// Delivers one event, then lays out with `layOut`: one snapshot per
    /// layout world the run serves (see the verifier's world bundles).
    public func perform(
        _ event: ScenarioEvent, layingOut layOut: () -> [LayoutSnapshot]
    ) throws(LifecycleError) -> [ScenarioStep] {
        try lifecycle.apply(event)
        var failure: DelegateFailure?
        do {
            try deliver(event)
        } catch {
            failure = DelegateFailure(error)
        }
        let (phase, wideMode) = (lifecycle.phase, map.wideMode)
        return layOut().map {
            ScenarioStep(event: event, phase: phase, wideMode: wideMode, delegateFailure: failure, snapshot: $0)
        }
    }

    private func deliver(_ event: ScenarioEvent) throws {
        let wide = map.wideMode
        switch event {
        case .enableNavigationUI:
            let state = NavigationReadyUIState(wideMode: wide, components: components)
            readyState = state
            try delegate.enableNavigationUI(navMap: map, newState: state)
        case .startGuidance:
            let state = ActiveGuidanceUIState(wideMode: wide, components: components)
            let old = readyState ?? NavigationReadyUIState(wideMode: wide, components: components)
            guidanceState = state
            try delegate.startGuidance(navMap: map, newState: state, oldState: old)
        case .stopGuidance:
            let state = NavigationReadyUIState(wideMode: wide, components: components)
            let old = guidanceState ?? ActiveGuidanceUIState(wideMode: wide, components: components)
            readyState = state
            guidanceState = nil
            // A prompt still up is left to the delegate, to remove by `disableNavigationUI` at the latest.
            currentPrompt?.retiredBy = .stopGuidance
            currentPrompt = nil
            try delegate.stopGuidance(navMap: map, newState: state, oldState: old)
        case .disableNavigationUI:
            let old = readyState ?? NavigationReadyUIState(wideMode: wide, components: components)
            readyState = nil
            try delegate.disableNavigationUI(navMap: map, oldState: old)
        case .resize(let device):
            map.resize(to: device)
            try delegate.sizeChanged(navMap: map, newState: currentState())
        case .showPrompt:
            let prompt = components.makePrompt()
            prompt.handedOverBy = .showPrompt
            currentPrompt = prompt
            try delegate.showPrompt(navMap: map, newPrompt: prompt)
        case .changePrompt:
            let prompt = components.makePrompt()
            prompt.handedOverBy = .changePrompt
            let old = currentPrompt ?? prompt
            currentPrompt?.retiredBy = .changePrompt
            currentPrompt = prompt
            try delegate.changePrompt(navMap: map, newPrompt: prompt, oldPrompt: old)
        case .hidePrompt:
            guard let old = currentPrompt else { return }
            old.retiredBy = .hidePrompt
            currentPrompt = nil
            try delegate.hidePrompt(navMap: map, oldPrompt: old)
        case .speedWidget(let state):
            components.setSpeedWidgetState(state)
        }
    }

    /// A fresh state object for the current phase, with the current wide mode.
    private func currentState() -> NavigationUIState {
        let wide = map.wideMode
        switch lifecycle.phase {
        case .noNavigation: return NavigationUIState(wideMode: wide)
        case .navigationReady:
            let state = NavigationReadyUIState(wideMode: wide, components: components)
            readyState = state
            return state
        case .activeGuidance:
            let state = ActiveGuidanceUIState(wideMode: wide, components: components)
            guidanceState = state
            return state
        }
    }
}

/// An error the delegate threw (for an interpreted delegate, usually a
/// `LayoutError`: what would have crashed the app).
public struct DelegateFailure: CustomStringConvertible {
    public let error: any Error

    init(_ error: any Error) {
        self.error = error
    }

    /// Where the failing operation was, when the error knows.
    public var tag: SourceTag? { (error as? LayoutError)?.tag }
    public var description: String { "\(error)" }
}

/// The state after one event.
public struct ScenarioStep {
    public let event: ScenarioEvent
    public let phase: NavigationPhase
    public let wideMode: Bool
    public let delegateFailure: DelegateFailure?
    public let snapshot: LayoutSnapshot
}

/// A scenario and what happened at each of its steps.
public struct ScenarioRun {
    public let scenario: Scenario
    public let steps: [ScenarioStep]
}
