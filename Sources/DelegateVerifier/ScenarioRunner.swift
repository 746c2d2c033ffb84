import LayoutModel

/// One scenario (in one legacy variant): a fresh interpreted delegate, the
/// app's custom views, the lifecycle driven event by event, every check on
/// every step, and the panels for a picture.
struct ScenarioRunner {
    let source: DelegateSource
    let scenario: Scenario
    let variant: DelegateSource.LegacyVariant?
    let metrics: MetricsProfile
    /// What the runs of one verification share: systems solved and legacy layouts.
    let solveCache: SolveCache
    let legacyMemo: LegacyLayout.Memo

    private var placePrefix: String { variant.map { "\($0.name)/" } ?? "" }

    /// Runs and checks the scenario; returns picture panels (legacy and
    /// delegate side by side against legacy) and whether every step was run.
    func run(into findings: inout FindingCollector) -> (panels: [SVGRenderer.Panel], complete: Bool) {
        let delegate: InterpretedDelegate
        do {
            delegate = try InterpretedDelegate(source: source, metrics: metrics)
        } catch {
            reportUninterpretable(error, at: nil, into: &findings)
            return ([], false)
        }
        defer { reportAssumptions(of: delegate.interpreter, into: &findings) }
        let driver = ScenarioDriver(
            delegate: delegate, device: scenario.device, direction: scenario.direction,
            speedWidgetState: scenario.speedWidgetState, metrics: metrics, solveCache: solveCache)
        var legacySteps: [ScenarioStep]?
        var customNames: [String] = []
        var appOwned: Set<ObjectIdentifier> = []
        if let variant {
            do {
                (customNames, appOwned) = try AppViews.install(variant, in: driver.map, delegate: delegate)
                legacySteps = try LegacyLayout.run(variant.configuration, scenario: scenario, metrics: metrics, memo: legacyMemo).steps
            } catch {
                reportUninterpretable(error, at: nil, into: &findings)
                return ([], false)
            }
        }

        var panels: [SVGRenderer.Panel] = []
        var phaseEntry = "enableNavigationUI"
        var complete = true
        for (index, event) in scenario.events.enumerated() {
            delegate.lastCallback = nil
            guard let step = try? driver.perform(event) else {
                complete = false
                break
            }
            let place = "\(placePrefix)\(scenario.name) step \(index + 1) (\(event))"
            if let failure = step.delegateFailure, failure.error is Unsupported || failure.error is Thrown {
                reportUninterpretable(failure.error, at: place, into: &findings)
                complete = false
                break
            }
            if [.enableNavigationUI, .startGuidance, .stopGuidance, .disableNavigationUI].contains(event) {
                phaseEntry = event.description
            }
            let observation = StepObservation(
                step: step, place: place, components: driver.components, callback: delegate.lastCallback,
                phaseEntry: phaseEntry, source: source, appOwned: appOwned,
                leftovers: Leftovers(step: step, map: driver.map, journal: delegate.interpreter.journal, appOwned: appOwned),
                legacy: legacySteps?[index].snapshot)
            for check in StepChecks.all { check.check(observation, into: &findings) }
            let title = "\(index + 1). \(event)"
            if let legacy = observation.legacy {
                EquivalenceCheck.check(observation, legacy: legacy, customNames: customNames, into: &findings)
                panels.append(SVGRenderer.Panel(title: "legacy \(title)", snapshot: legacy))
                panels.append(SVGRenderer.Panel(title: "delegate \(title)", snapshot: step.snapshot))
            } else {
                panels.append(SVGRenderer.Panel(title: "\(scenario.name) \(title)", snapshot: step.snapshot))
            }
        }
        return (panels, complete)
    }

    /// What the run assumed about code no given file declares.
    private func reportAssumptions(of interpreter: Interpreter, into findings: inout FindingCollector) {
        for assumption in interpreter.assumptions {
            findings.add(.assumption, at: assumption.tag, "assumed: \(assumption.text)", place: "\(placePrefix)\(scenario.name)")
        }
    }

    /// Code the interpreter could not run: "not verified here", and the rest
    /// of the scenario is not checked (its layout would be a guess).
    private func reportUninterpretable(_ error: any Error, at place: String?, into findings: inout FindingCollector) {
        let placeText = place ?? "\(placePrefix)\(scenario.name) setup"
        if let unsupported = error as? Unsupported {
            findings.add(
                .notVerified, at: unsupported.tag,
                "not verified: \(unsupported.reason) is not interpreted; the rest of the scenario is not checked", place: placeText)
        } else {
            let text = (error as? Thrown).map { "an error thrown and not caught (\($0.value.kind))" } ?? "\(error)"
            findings.add(
                .notVerified, at: source.classTag, "not verified: \(text); the rest of the scenario is not checked", place: placeText)
        }
    }
}
