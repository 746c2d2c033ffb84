import LayoutModel

extension DelegateVerifier {
    /// Which scenario runs are drawn. Drawing every run of every variant
    /// (748 for a generated delegate with 11 variants) buries the few that
    /// matter, so a selection says which.
    public enum PictureSelection: Hashable, Sendable {
        /// What `verify --pictures` draws: for each finding the scenario its
        /// message names (the first where it happened), and one overview per
        /// variant (`overview(in:)`), and the scenarios `Options.picturedScenarios`
        /// names, each run every step side by side (legacy beside delegate,
        /// against legacy), styles embedded.
        case findingsAndOverviews
        /// A before/after of chosen moments (the migration report's): in the
        /// first recorded variant only, which alone is run, each moment's
        /// legacy layout and the delegate's, a picture each, styled by the
        /// page that shows them (`SVGRenderer.styleSheet`).
        case moments([Moment])
    }

    /// A step of a scenario: the `event` of the scenario named `scenario`
    /// (its first occurrence), laid out.
    public struct Moment: Hashable, Sendable {
        public var scenario: String
        public var event: ScenarioEvent

        public init(scenario: String, event: ScenarioEvent) {
            self.scenario = scenario
            self.event = event
        }
    }

    /// A moment drawn both ways: what the legacy layout showed and what the
    /// delegate lays out (`nil` legacy when the file records no variant).
    public struct BeforeAfter: Sendable {
        public let moment: Moment
        /// The variant drawn (its name from the file's header).
        public let variant: String?
        public let legacySVG: String?
        public let delegateSVG: String
    }

    /// The run that stands for a whole variant: the fullest lifecycle (every
    /// callback, a prompt included) with the speed widget showing both, on
    /// the first device the catalog lists (a phone in portrait, left to right).
    static func overview(in scenarios: [Scenario]) -> Int {
        scenarios.firstIndex { $0.events.contains(.showPrompt) && $0.speedWidgetState == .both } ?? 0
    }
}

/// One step of a run, kept for pictures: the delegate's layout and, against
/// legacy, the legacy layout of the same moment.
struct PictureStep {
    var event: ScenarioEvent
    /// "N. event".
    var title: String
    var legacy: LayoutSnapshot?
    var delegate: LayoutSnapshot

    /// Legacy beside delegate, or the delegate alone titled with its scenario.
    func panels(scenario: String) -> [SVGRenderer.Panel] {
        guard let legacy else { return [SVGRenderer.Panel(title: "\(scenario) \(title)", snapshot: delegate)] }
        return [SVGRenderer.Panel(title: "legacy \(title)", snapshot: legacy), SVGRenderer.Panel(title: "delegate \(title)", snapshot: delegate)]
    }
}

/// What one run contributes to the pictures, drawn on the worker thread
/// that ran it (snapshots hold the run's whole view tree; SVG text does not).
struct DrawnRun {
    var picture: DelegateVerifier.Picture?
    var beforeAfter: [DelegateVerifier.BeforeAfter] = []

    init(
        _ selection: DelegateVerifier.PictureSelection?, steps: [PictureStep], findings: FindingCollector, drawnWhole: Bool,
        scenario: String, variant: String?, delegateName: String
    ) {
        switch selection {
        case nil: break
        case .findingsAndOverviews:
            // A run with a finding may be the first to show it; which ones are is decided once all are in.
            guard drawnWhole || !findings.isEmpty, !steps.isEmpty else { return }
            let name = [delegateName, variant, scenario].compactMap { $0 }.joined(separator: "-")
            picture = .init(fileName: name + ".svg", title: name, svg: SVGRenderer.render(steps.flatMap { $0.panels(scenario: scenario) }))
        case .moments(let moments):
            beforeAfter = moments.filter { $0.scenario == scenario }.compactMap { moment in
                guard let step = steps.first(where: { $0.event == moment.event }) else { return nil }
                return .init(
                    moment: moment, variant: variant,
                    legacySVG: step.legacy.map { SVGRenderer.render($0, title: "legacy \(step.title)", styling: .page) },
                    delegateSVG: SVGRenderer.render(step.delegate, title: "delegate \(step.title)", styling: .page))
            }
        }
    }

    /// The pictures `verify --pictures` keeps, in run order: each overview
    /// and chosen scenario, and each run with a finding (rule and place) no earlier run had.
    static func selected(_ runs: [(drawn: DrawnRun, findings: FindingCollector, drawnWhole: Bool)]) -> [DelegateVerifier.Picture] {
        var seen: Set<FindingCollector.Key> = []
        return runs.compactMap { run in
            let new = run.findings.keys.subtracting(seen)
            seen.formUnion(new)
            return run.drawnWhole || !new.isEmpty ? run.drawn.picture : nil
        }
    }
}
