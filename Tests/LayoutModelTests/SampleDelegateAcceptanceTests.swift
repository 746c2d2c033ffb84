import LayoutModel
import Testing

/// Issue 3's acceptance test: the SDK's own sample delegate, expressed through
/// the model, solves in every scenario with the logo and viewport on screen and
/// without overlaps between the turn card, ETA card, buttons and prompt.
@Suite struct SampleDelegateAcceptanceTests {
    static let scenarios = ScenarioCatalog.standard()

    @Test(arguments: scenarios)
    func sampleDelegateLaysOutCleanly(_ scenario: Scenario) throws {
        let run = try ScenarioDriver.run(scenario, delegate: BasicLayoutDelegate())
        for step in run.steps {
            let label = "\(scenario.name) after \(step.event)"
            let snapshot = step.snapshot
            #expect(step.delegateFailure == nil, "\(label): \(step.delegateFailure.map(String.init(describing:)) ?? "")")
            #expect(snapshot.conflicts.isEmpty, "\(label): \(snapshot.conflicts.map { "\($0.dropped)" })")
            #expect(snapshot.solverErrors.isEmpty, "\(label)")
            #expect(snapshot.converged, "\(label)")
            let ambiguousViews = snapshot.ambiguousViews.map(\.item.name)
            #expect(ambiguousViews.isEmpty, "\(label): ambiguous \(ambiguousViews)")

            guard step.phase != .noNavigation else {
                #expect(snapshot.views.count == 1, "\(label): only the map view is left")
                continue
            }
            #expect(snapshot.isShownInsideMap("googleLogo"), "\(label): logo")
            #expect(snapshot.isShownInsideMap("viewport"), "\(label): viewport")

            let buttons = ["compassButton", "reportingButton"]
            let cards = ["turnCard", "etaCard"]
            #expect(snapshot.overlappingPairs(cards + buttons).isEmpty, "\(label)")
            // The prompt slides over the footer by design (the sample pins both to
            // the map's bottom); it must keep clear of everything else.
            for prompt in snapshot.promptNames {
                let covered = snapshot.overlaps(of: prompt, with: ["turnCard", "googleLogo", "viewport"] + buttons)
                #expect(covered.isEmpty, "\(label): \(prompt) covers \(covered)")
            }
        }
    }

    @Test func portraitGuidanceFramesAreTheHandDerivedOnes() throws {
        let metrics = MetricsProfile.standard
        let phone = try #require(metrics.device(named: "phonePortrait"))
        let driver = ScenarioDriver(delegate: BasicLayoutDelegate(), device: phone)
        _ = try driver.perform(.enableNavigationUI)
        let snapshot = try driver.perform(.startGuidance).snapshot
        // Turn card: under the 47 pt notch, 112 pt of content, full width.
        #expect(snapshot.frame(named: "turnCard") == Rect(x: 0, y: 0, width: 390, height: 159))
        // ETA card: 72 pt of content plus the 34 pt home-indicator strip.
        #expect(snapshot.frame(named: "etaCard") == Rect(x: 0, y: 738, width: 390, height: 106))
        #expect(snapshot.frame(named: "viewport") == Rect(x: 0, y: 159, width: 390, height: 579))
        #expect(snapshot.frame(named: "googleLogo") == Rect(x: 0, y: 712, width: 66, height: 26))
        // Buttons stack from the bottom: compass first, reporting above it.
        #expect(snapshot.frame(named: "compassButton") == Rect(x: 342, y: 690, width: 48, height: 48))
        #expect(snapshot.frame(named: "reportingButton") == Rect(x: 342, y: 630, width: 48, height: 48))
    }

    @Test func promptCoversTheFooterAndLiftsTheMapContents() throws {
        let phone = try #require(MetricsProfile.standard.device(named: "phonePortrait"))
        let driver = ScenarioDriver(delegate: BasicLayoutDelegate(), device: phone)
        _ = try driver.perform(.enableNavigationUI)
        _ = try driver.perform(.startGuidance)
        let snapshot = try driver.perform(.showPrompt).snapshot
        // 96 pt of content plus the 34 pt home-indicator strip.
        #expect(snapshot.frame(named: "prompt1") == Rect(x: 0, y: 714, width: 390, height: 130))
        #expect(snapshot.frame(named: "viewport")?.maxY == 714)
        #expect(snapshot.frame(named: "googleLogo")?.maxY == 714)
        #expect(snapshot.overlappingPairs(["prompt1", "etaCard"]) == ["prompt1/etaCard"])
    }
}

extension SampleDelegateAcceptanceTests {
    @Test func runsAreDeterministic() throws {
        // Every device, direction, prompt and resize, with one speed-widget state.
        let sample = Self.scenarios.filter { $0.speedWidgetState == .both }
        func listings() throws -> [String] {
            try sample.flatMap { scenario in
                try ScenarioDriver.run(scenario, delegate: BasicLayoutDelegate()).steps.map(\.snapshot.listing)
            }
        }
        #expect(try listings() == (try listings()))
    }
}
