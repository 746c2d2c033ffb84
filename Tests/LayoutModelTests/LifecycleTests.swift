import LayoutModel
import Testing

/// The navigation lifecycle and what the driver hands the delegate.
@Suite struct LifecycleTests {
    static let metrics = MetricsProfile.standard

    @Test(arguments: [
        ([ScenarioEvent.startGuidance], "startGuidance is not allowed in noNavigation"),
        ([.enableNavigationUI, .enableNavigationUI], "enableNavigationUI is not allowed in navigationReady"),
        ([.enableNavigationUI, .showPrompt], "showPrompt is not allowed in navigationReady"),
        ([.enableNavigationUI, .startGuidance, .disableNavigationUI],
         "disableNavigationUI is not allowed in activeGuidance"),
        ([.enableNavigationUI, .startGuidance, .hidePrompt], "hidePrompt is not allowed in activeGuidance"),
        ([.enableNavigationUI, .startGuidance, .showPrompt, .showPrompt],
         "showPrompt is not allowed in activeGuidance with a prompt shown"),
        ([.enableNavigationUI, .startGuidance, .showPrompt, .stopGuidance, .hidePrompt],
         "hidePrompt is not allowed in navigationReady"),
        ([.stopGuidance], "stopGuidance is not allowed in noNavigation"),
    ])
    func illegalTransitionsAreErrors(_ events: [ScenarioEvent], _ message: String) {
        var lifecycle = NavigationLifecycle()
        let error = #expect(throws: LifecycleError.self) {
            for event in events { try lifecycle.apply(event) }
        }
        #expect(error?.description == message)
    }

    @Test func twoSessionsInARowFollowTheLifecycle() throws {
        var lifecycle = NavigationLifecycle()
        for event in Scenario.twoSessions { try lifecycle.apply(event) }
        #expect(lifecycle.phase == .noNavigation && !lifecycle.promptShown)
        #expect(Scenario.twoSessions.filter { $0 == .enableNavigationUI }.count == 2)
    }

    /// Guidance may stop with a prompt up; the SDK is done with it then.
    @Test func guidanceStopsWithAPromptUp() throws {
        var lifecycle = NavigationLifecycle()
        for event in Scenario.promptAtStop.dropLast() { try lifecycle.apply(event) }
        #expect(lifecycle.phase == .navigationReady && !lifecycle.promptShown)
    }

    @Test func sizeAndSpeedChangesAreAllowedAnywhere() throws {
        var lifecycle = NavigationLifecycle()
        let device = Self.metrics.devices[1]
        for event in [ScenarioEvent.resize(device), .enableNavigationUI, .speedWidget(.nothing), .resize(device)] {
            try lifecycle.apply(event)
        }
        #expect(lifecycle.phase == .navigationReady)
    }

    @Test func theDriverHandsTheDelegateTheSDKsStates() throws {
        let delegate = RecordingDelegate()
        let portrait = Self.metrics.devices[0]
        let landscape = Self.metrics.devices[1]
        let scenario = Scenario(
            name: "recorded", device: portrait, direction: .leftToRight, speedWidgetState: .both,
            events: Scenario.resizing(from: portrait, to: landscape))
        let run = try ScenarioDriver.run(scenario, delegate: delegate)
        #expect(delegate.calls == [
            "enable wide=false buttons=[\"compass\"]",
            "size ready wide=true",
            "size ready wide=false",
            "start wide=false buttons=[\"compass\", \"reporting\"]",
            "size active wide=true",
            "show prompt1",
            "size active wide=false",
            "hide prompt1",
            "size active wide=true",
            "stop",
            "size ready wide=false",
            "disable",
        ])
        #expect(run.steps.map(\.phase) == [
            .navigationReady, .navigationReady, .navigationReady, .activeGuidance, .activeGuidance,
            .activeGuidance, .activeGuidance, .activeGuidance, .activeGuidance, .navigationReady,
            .navigationReady, .noNavigation,
        ])
        #expect(run.steps.map(\.wideMode) == [false, true, false, false, true, true, false, false, true, true, false, false])
    }

    @Test func changingThePromptHandsOverANewView() throws {
        let delegate = RecordingDelegate()
        let scenario = Scenario(
            name: "prompts", device: Self.metrics.devices[0], direction: .leftToRight, speedWidgetState: .both,
            events: Scenario.lifecycle(withPrompt: true))
        _ = try ScenarioDriver.run(scenario, delegate: delegate)
        #expect(delegate.calls.filter { !$0.hasPrefix("enable") && !$0.hasPrefix("start") } == [
            "show prompt1", "change prompt1->prompt2", "hide prompt2", "stop", "disable",
        ])
    }

    @Test func delegateErrorsAreRecordedNotFatal() throws {
        final class CrashingDelegate: ModelLayoutDelegate {
            func enableNavigationUI(navMap: MapView, newState: NavigationReadyUIState) throws {
                let loose = LayoutView(name: "loose")
                try newState.googleLogo.topAnchor.constraint(equalTo: loose.topAnchor)
                    .activate(tag: SourceTag(file: "Crash.swift", line: 3))
            }
            func disableNavigationUI(navMap: MapView, oldState: NavigationReadyUIState) throws {}
            func startGuidance(navMap: MapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) throws {}
            func stopGuidance(navMap: MapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) throws {}
            func sizeChanged(navMap: MapView, newState: NavigationUIState) throws {}
            func showPrompt(navMap: MapView, newPrompt: NavigationPromptView) throws {}
            func hidePrompt(navMap: MapView, oldPrompt: NavigationPromptView) throws {}
            func changePrompt(navMap: MapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) throws {}
        }
        let driver = ScenarioDriver(delegate: CrashingDelegate(), device: Self.metrics.devices[0])
        let step = try driver.perform(.enableNavigationUI)
        #expect(step.delegateFailure?.tag == SourceTag(file: "Crash.swift", line: 3))
        #expect(step.phase == .navigationReady)
        // The screen starts empty: nothing the delegate did not add is there.
        #expect(step.snapshot.views.map(\.name) == ["navMap"])
    }

    @Test func theCatalogCoversDevicesDirectionsSpeedStatesPromptsAndResizing() {
        let scenarios = ScenarioCatalog.standard()
        #expect(scenarios.count == 4 * 2 * 4 * 2 + 20 + 2 + 2 + 2 + 2)
        #expect(Set(scenarios.map(\.name)).count == scenarios.count)
        #expect(scenarios.contains { $0.name == "phoneLandscape-rtl-speed.limitOnly-prompt" })
        #expect(scenarios.contains { $0.name == "resize-phonePortrait-phoneLandscape-ltr" })
        // A tablet window narrowed to a third and widened back: size classes and wide mode change.
        #expect(scenarios.contains { $0.name == "resize-tabletPortrait-splitViewThird-rtl" })
        #expect(scenarios.contains { $0.name == "resize-splitViewThird-tabletPortrait-ltr" })
        #expect(scenarios.contains { $0.name == "prompt-at-stop-phonePortrait-rtl" })
        #expect(scenarios.contains { $0.name == "quick-events-phonePortrait-ltr" && !$0.quickEvents.isEmpty })
        // A split-view half widened to the whole screen: wide mode flips between the phone's width and the third's.
        #expect(scenarios.contains { $0.name == "resize-splitViewHalf-tabletPortrait-rtl" })
        // The speed widget grows from nothing during guidance, with no callback.
        let speed = scenarios.first { $0.name == "speed-changes-phonePortrait-ltr" }
        #expect(speed?.speedWidgetState == .nothing && speed?.events.contains(.speedWidget(.both)) == true)
    }
}
