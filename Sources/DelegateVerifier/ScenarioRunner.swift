import LayoutModel
import SwiftSyntax

/// One run of the interpreted delegate serving one scenario, or several at
/// once (a `WorldBundle`: same device and events, other directions and
/// speed-widget states): a fresh delegate, the app's custom views, the
/// lifecycle driven event by event, every check on every step in every
/// world, and the layouts of each step for pictures.
struct ScenarioRunner {
    let source: DelegateSource
    /// One scenario, or a bundle's in order.
    let scenarios: [Scenario]
    let variant: DelegateSource.LegacyVariant?
    let metrics: MetricsProfile
    /// The user's text size the delegate reads.
    var contentSizeCategory: ContentSizeCategory = .large
    /// What the runs of one verification share: systems solved and legacy layouts.
    let solveCache: SolveCache
    let legacyMemo: LegacyLayout.Memo
    /// The values of the flags among the delegate's stand-in arguments (`nil`: each its first).
    var standIns: StandInConfiguration? = nil

    /// What one scenario of the run found.
    struct Outcome {
        var findings = FindingCollector()
        /// Each step's layouts, for pictures (with the legacy one against legacy).
        var steps: [PictureStep] = []
        /// Whether every step was run.
        var complete = true
        /// What code of the files ran, and the delegate properties read as only code of the files sets them (`UnrunCode`).
        var ran: Set<SyntaxIdentifier> = []
        var handed: Set<SyntaxIdentifier> = []
        var appSetReads: [Interpreter.AppSetRead] = []
        /// The flags of the stand-in arguments the delegate was made with, for runs with their other values.
        var standInFlags: [StandInFlag] = []
    }

    /// The class (`DelegateSource.namesDelegates`), the stand-ins' flags not at
    /// their first value and the variant: `FleetLayout/flags.compact=true/legacy-a/`.
    private var placePrefix: String {
        [source.namesDelegates ? source.delegateName : nil, standIns?.name, variant?.name].compactMap { $0.map { "\($0)/" } }.joined()
    }

    /// What a run gives: the outcome of each scenario (by index) it served to
    /// the end, and, when the code read a value a bundle's worlds disagree on,
    /// the scenarios it gave up (by index), grouped by that value, to run
    /// again group by group.
    struct Result {
        var outcomes: [(index: Int, outcome: Outcome)]
        var dropped: [[Int]]
    }

    /// Runs and checks the scenarios; what a scenario with a caveat finds is a warning, and says so.
    func run() -> Result {
        let ledger = RunLedger()
        defer { ledger.release() }
        var result = RunLedger.$current.withValue(ledger) { runRecorded() }
        for position in result.outcomes.indices {
            let scenario = scenarios[result.outcomes[position].index]
            if let note = scenario.note { result.outcomes[position].outcome.findings.note(note, softening: false) }
            if let caveat = scenario.caveat { result.outcomes[position].outcome.findings.note(caveat, softening: true) }
        }
        return result
    }

    private func runRecorded() -> Result {
        let first = scenarios[0]
        let map = MapView(device: first.device, direction: first.direction, metrics: metrics)
        let components = GoogleComponents(for: map, speedWidgetState: first.speedWidgetState)
        // Before the delegate is made: what its initializer reads of the layout (the speed widget's size), the worlds must agree on.
        let worlds = scenarios.count > 1 ? WorldBundle(scenarios, map: map, components: components) : nil
        var outcomes = scenarios.map { _ in Outcome() }
        /// The scenarios the run still serves (a bundle drops those the code tells apart from the first).
        var members: [Int] { worlds?.members ?? Array(scenarios.indices) }
        func result() -> Result { Result(outcomes: members.map { ($0, outcomes[$0]) }, dropped: worlds?.dropped ?? []) }
        /// The run ends here in every world: one finding each, and the rest is not run.
        func stop(_ error: any Error, at step: String?, callback: InterpretedDelegate.CallbackRecord? = nil) {
            for index in members {
                // What the callback misused before it stopped is known all the same.
                if let step, let callback {
                    MisuseCheck.report(callback.misuses, place: place(index, step), into: &outcomes[index].findings)
                }
                reportStop(
                    error, at: step.map { place(index, $0) }, callback: callback?.name, scenario: index,
                    into: &outcomes[index].findings)
                outcomes[index].complete = false
            }
        }
        let delegate: InterpretedDelegate
        do {
            delegate = try InterpretedDelegate(
                source: source, metrics: metrics, contentSizeCategory: contentSizeCategory, device: first.device, map: map,
                worlds: worlds, standIns: standIns)
        } catch {
            stop(error, at: nil)
            return result()
        }
        defer { delegate.interpreter.endTasks() }
        let driver = ScenarioDriver(
            delegate: delegate, device: first.device, direction: first.direction,
            speedWidgetState: first.speedWidgetState, metrics: metrics, solveCache: solveCache, map: map, components: components)
        func finish() -> Result {
            delegate.interpreter.stateUnrunLifecycleOverrides()
            delegate.interpreter.stateWaitingWork()
            for index in members {
                reportAssumptions(of: delegate.interpreter, scenario: index, into: &outcomes[index].findings)
                let interpreter = delegate.interpreter
                (outcomes[index].ran, outcomes[index].handed, outcomes[index].appSetReads, outcomes[index].standInFlags) =
                    (interpreter.ranBodies, interpreter.handedClosures, interpreter.appSetReads, interpreter.standInFlags)
            }
            return result()
        }

        do {
            try delegate.present(on: driver.map)
        } catch {
            stop(error, at: "setup", callback: delegate.lastCallback)
            return finish()
        }
        // What the view controller misused as it loaded (a legacy flag in `viewDidLoad`) is the app's from the start.
        if let presented = delegate.lastCallback {
            for index in members {
                MisuseCheck.report(presented.misuses, place: place(index, "setup"), into: &outcomes[index].findings)
            }
        }
        var legacySteps: [[ScenarioStep]]?
        var customNames: [String] = []
        var appOwned: Set<ObjectIdentifier> = []
        if let variant {
            do {
                (customNames, appOwned) = try AppViews.install(variant, in: driver.map, delegate: delegate)
                legacySteps = try scenarios.map {
                    try LegacyLayout.run(variant.configuration, scenario: $0, metrics: metrics, memo: legacyMemo).steps
                }
            } catch {
                stop(error, at: nil)
                return finish()
            }
        }
        // A delegate keeping state per map view serves a second map, which takes each event after the first
        // (`TwoMaps.swift`; such a delegate runs one scenario at a time, so `worlds` is nil then).
        let second = source.keepsStatePerMap
            ? ScenarioDriver(
                delegate: delegate, device: first.device, direction: first.direction,
                speedWidgetState: first.speedWidgetState, metrics: metrics, solveCache: solveCache)
            : nil
        // After the variant's settings, as the app has set them by the time
        // navigation starts (a padding set later re-lays the resting guides).
        var standIns: [StandInGuideCheck.StandIn] = []
        do {
            standIns = try delegate.addStandInGuides(to: driver.map)
            if let second { _ = try delegate.addStandInGuides(to: second.map) }
        } catch {
            stop(error, at: nil)
            return finish()
        }

        var phaseEntries: [ObjectIdentifier: String] = [:]
        var reportedLeftovers: [String: [LayoutView]] = [:]  // by world and map
        let schedule = first.events.enumerated().flatMap { index, event in
            [(driver, index, event)] + (second.map { [($0, index, event)] } ?? [])
        }
        for (current, index, event) in schedule {
            let onSecond = current !== driver
            let stepName = "step \(index + 1) (\(event))" + (onSecond ? " on a second map" : "")
            delegate.lastCallback = nil
            delegate.interpreter.mainQueue.nextEventGap = first.gap(after: index)
            guard var steps = try? current.perform(event, layingOut: { worlds?.layOut() ?? [current.map.layoutIfNeeded()] })
            else {
                for index in members { outcomes[index].complete = false }
                break
            }
            do {
                try delegate.interpreter.checkLayoutDirections(steps.map(\.snapshot))
            } catch {
                stop(error, at: stepName, callback: delegate.lastCallback)
                break
            }
            // The steps of the worlds still served (the code or the layout may have told some apart).
            if let worlds { steps = worlds.served(steps) }
            // Code not run, a crash or a raise: what follows would be the layout of an app that is gone.
            if let failure = steps[0].delegateFailure {
                stop(failure.error, at: stepName, callback: delegate.lastCallback)
                break
            }
            if [.enableNavigationUI, .startGuidance, .stopGuidance, .disableNavigationUI].contains(event) {
                phaseEntries[ObjectIdentifier(current)] = event.description
            }
            let repeatedObservers = delegate.interpreter.takeRepeatedObservers()
            // A step the next event cuts short is a moment in between (a prompt part way out): not checked.
            let interrupted = first.isInterrupted(at: index)
            for (world, step) in zip(members, steps) {
                let legacy = onSecond ? nil : legacySteps?[world][index].snapshot
                if !onSecond {
                    outcomes[world].steps.append(PictureStep(event: event, title: "\(index + 1). \(event)", legacy: legacy, delegate: step.snapshot))
                }
                if interrupted { continue }
                var leftovers = Leftovers(step: step, map: current.map, journal: delegate.interpreter.journal, appOwned: appOwned)
                let leftoversKey = "\(world)\(onSecond ? "+" : "")"
                leftovers.earlierViews = reportedLeftovers[leftoversKey, default: []].filter { earlier in
                    earlier.superview != nil && !leftovers.views.contains { $0 === earlier }
                }
                for view in leftovers.views where !reportedLeftovers[leftoversKey, default: []].contains(where: { $0 === view }) {
                    reportedLeftovers[leftoversKey, default: []].append(view)
                }
                let observation = StepObservation(
                    step: step, place: place(world, stepName), components: current.components,
                    currentPrompt: current.currentPrompt,
                    callback: delegate.lastCallback, phaseEntry: phaseEntries[ObjectIdentifier(current)] ?? "enableNavigationUI",
                    source: source, appOwned: appOwned,
                    leftovers: leftovers,
                    repeatedObservers: repeatedObservers,
                    journal: delegate.interpreter.journal,
                    legacy: legacy,
                    speedWidgetState: worlds == nil ? current.components.speedWidget.displayState : scenarios[world].speedWidgetState)
                for check in StepChecks.all { check.check(observation, into: &outcomes[world].findings) }
                if let legacy {
                    EquivalenceCheck.check(observation, legacy: legacy, customNames: customNames, into: &outcomes[world].findings)
                    StandInGuideCheck.check(observation, legacy: legacy, standIns: standIns, into: &outcomes[world].findings)
                }
            }
            if steps[0].phase == .navigationReady && !interrupted {
                delegate.interpreter.journal.notedReadyLayout(steps[0].snapshot.activeConstraints, on: current.map.device.name)
            }
        }
        return finish()
    }

    /// "variant/scenario step N (event)".
    private func place(_ scenario: Int, _ step: String) -> String {
        "\(placePrefix)\(scenarios[scenario].name) \(step)"
    }

    /// What the run assumed about code no given file declares.
    private func reportAssumptions(of interpreter: Interpreter, scenario: Int, into findings: inout FindingCollector) {
        for assumption in interpreter.assumptions {
            findings.add(
                .assumption, at: assumption.tag, "assumed: \(assumption.text)",
                place: "\(placePrefix)\(scenarios[scenario].name)")
        }
    }

    /// Why a run stopped, as its one finding: code the interpreter could not
    /// run ("not verified here"; the layout after it would be a guess), code
    /// that crashes the app, or an operation UIKit raises on (an uncaught
    /// NSInvalidArgumentException is a crash too: `delegate_unsatisfiable` at
    /// the operation, or at `callback` when it has no place). The rest of the
    /// scenario is not checked: its findings would be consequences.
    private func reportStop(
        _ error: any Error, at place: String?, callback: String?, scenario: Int, into findings: inout FindingCollector
    ) {
        let placeText = place ?? "\(placePrefix)\(scenarios[scenario].name) setup"
        let rest = "the rest of the scenario is not checked"
        if let raised = error as? LayoutError {
            findings.add(
                .unsatisfiable, at: raised.tag ?? callback.map(source.callbackTag) ?? source.classTag,
                "UIKit would raise here (the app would crash): \(raised); \(rest)", place: placeText, endsRun: true)
        } else if let unsupported = error as? Unsupported {
            let what =
                unsupported.crashes
                ? "the app would crash: \(unsupported.reason)"
                : "not verified: \(unsupported.reason)\(unsupported.explains ? "" : " is not interpreted")"
            findings.add(.notVerified, at: unsupported.tag, "\(what); \(rest)", place: placeText, endsRun: true)
        } else {
            let thrown = error as? Thrown
            let text = thrown.map { "an error thrown and not caught (\($0.value.kind))" } ?? "\(error)"
            findings.add(
                .notVerified, at: thrown?.tag ?? callback.map(source.callbackTag) ?? source.classTag, "not verified: \(text); \(rest)", place: placeText,
                endsRun: true)
        }
    }
}
