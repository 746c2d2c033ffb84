import AppBuild
import Foundation
import LayoutModel
import NavlintCore
import SwiftSyntax

/// `navlint verify` for one file: runs the interpreted delegate through every
/// scenario (and, against legacy, every recorded variant), checks each solved
/// step, and returns deduplicated, sorted findings and optional pictures.
public enum DelegateVerifier {
    /// What to run and how; the defaults run every standard scenario once.
    public struct Options: Sendable {
        /// Compare with `LegacyLayout.run` for each `navlint-legacy-variant`.
        public var againstLegacy = false
        /// Which runs to draw (`nil`: none).
        public var pictures: PictureSelection?
        /// Scenarios drawn whole with `.findingsAndOverviews`, found or not, by name.
        public var picturedScenarios: Set<String> = []
        public var metrics: MetricsProfile = .standard
        /// The user's text size every run reads (`navlint verify --content-size-category`).
        public var contentSizeCategory: ContentSizeCategory = .large
        /// The scenarios to run; `nil` runs `ScenarioCatalog.standard(metrics:)`.
        public var scenarios: [Scenario]?
        /// Rule descriptions (severities come from here).
        public var rules: [RuleDescription] = VerifierRule.descriptions(preferring: [])
        /// Worker threads for the scenario runs.
        public var jobs = ProcessInfo.processInfo.activeProcessorCount
        /// Whether one run serves the scenarios the code cannot tell apart
        /// (`WorldBundle`); off, every scenario runs alone (same findings, slower).
        public var bundlesScenarios = true
        /// Told (from any thread) how many of the scenario runs are done, and of how many.
        public var progress: ProgressCounter.Callback?

        public init() {}
    }

    /// An SVG picture of one scenario run, every step.
    public struct Picture: Sendable {
        /// A deterministic file name, `<Delegate>[-<variant>]-<scenario>.svg`.
        public let fileName: String
        public let title: String
        public let svg: String
    }

    /// The findings of one file (sorted, one per rule and location) and its pictures.
    public struct Verification: Sendable {
        public let findings: [Finding]
        /// `PictureSelection.findingsAndOverviews`'s pictures, in run order.
        public let pictures: [Picture]
        /// `PictureSelection.moments`' pictures, in the order of the runs and steps.
        public let beforeAfter: [BeforeAfter]
        /// Scenario runs (scenarios × legacy variants), and how many of them
        /// ran every step: a run cut short by code the interpreter could not
        /// run is not fully checked.
        public let runs: Int
        public let fullyCheckedRuns: Int
        /// The classes verified, each through every scenario: the delegate,
        /// or a base class and its subclasses (`DelegateSource.delegates`).
        public let delegateNames: [String]

        /// Whether every scenario ran to its end.
        public var isFullyVerified: Bool { fullyCheckedRuns == runs }

        /// The verifications of several delegate files of one folder as one
        /// (each file's findings, pictures and runs, in the order given).
        public static func combined(_ parts: [Verification]) -> Verification {
            Verification(
                findings: parts.flatMap(\.findings), pictures: parts.flatMap(\.pictures), beforeAfter: parts.flatMap(\.beforeAfter),
                runs: parts.map(\.runs).reduce(0, +), fullyCheckedRuns: parts.map(\.fullyCheckedRuns).reduce(0, +),
                delegateNames: parts.flatMap(\.delegateNames))
        }
    }

    /// Verifies one parsed file; throws only when `--against-legacy` has no variants to compare.
    public static func verify(_ source: DelegateSource, options: Options) throws(InputProblem) -> Verification {
        if options.againstLegacy && source.variants.isEmpty {
            throw InputProblem(
                kind: .unverifiable, location: SourceLocation(file: source.displayPath, line: 1),
                message: "--against-legacy needs '\(DelegateSource.variantPrefix)' header lines (written by navlint generate)")
        }
        let scenarios = options.scenarios ?? ScenarioCatalog.standard(metrics: options.metrics)
        let recorded: [DelegateSource.LegacyVariant?] = options.againstLegacy ? source.variants : [nil]
        let variants = if case .moments = options.pictures { Array(recorded.prefix(1)) } else { recorded }
        let overviewRun = Self.overview(in: scenarios)
        // Runs are independent (a fresh delegate and map each): spread them over
        // the cores, then combine in run order (class, stand-in configuration,
        // variant, scenario) so the output stays deterministic. A run serves a bundle of scenarios the
        // code cannot tell apart (`WorldBundle`), or each alone when it can.
        // Runs share only what is the same whichever gets it first: solved
        // systems and legacy layouts.
        // Every class to verify (a base and its subclasses) runs each scenario.
        let solveCache = SolveCache()
        let legacyMemo = LegacyLayout.Memo()
        let delegates = source.delegates
        // Runs with a second map (`TwoMaps.swift`) serve one scenario each.
        let groups = options.bundlesScenarios && !source.keepsStatePerMap ? WorldBundle.group(scenarios) : scenarios.indices.map { [$0] }
        typealias Bundle = (delegate: Int, standIns: Int, variant: Int, scenarios: [Int])
        func bundles(_ delegate: Int, standIns: Int) -> [Bundle] {
            variants.indices.flatMap { variant in groups.map { (delegate, standIns, variant, $0) } }
        }
        var total = delegates.count * variants.count * scenarios.count
        let progress = ProgressCounter(total: total, callback: options.progress)
        // A run's steps go with its picture; what code ran stays for `UnrunCode`.
        typealias RunResult = (
            run: [Int], collector: FindingCollector, drawn: DrawnRun, drawnWhole: Bool, complete: Bool, ran: Set<SyntaxIdentifier>,
            handed: Set<SyntaxIdentifier>, reads: [Interpreter.AppSetRead], standInFlags: [StandInFlag]
        )
        // The configurations of each delegate's stand-in flags (`StandInConfigurations.swift`): the
        // first runs with each flag's first value and finds the flags; the others run after it.
        var configurations = delegates.map { _ in [StandInConfiguration?.none] }
        func run(_ bundles: [Bundle], _ configurations: [[StandInConfiguration?]]) -> [RunResult] {
            bundles.parallelMap(jobs: options.jobs) { bundle -> [RunResult] in
                // The worlds are checked and drawn within their run; then their cycles go, so a
                // verification holds one bundle's worlds per job, not all of them.
                let ledger = ConstraintLedger()
                defer { ledger.release() }
                return ConstraintLedger.$current.withValue(ledger) {
                    defer { progress.add(bundle.scenarios.count) }
                    let variant = variants[bundle.variant]
                    let delegate = delegates[bundle.delegate]
                    let standIns = configurations[bundle.delegate][bundle.standIns]
                    func runner(_ indices: [Int]) -> ScenarioRunner {
                        ScenarioRunner(
                            source: delegate, scenarios: indices.map { scenarios[$0] }, variant: variant, metrics: options.metrics,
                            contentSizeCategory: options.contentSizeCategory, solveCache: solveCache, legacyMemo: legacyMemo, standIns: standIns)
                    }
                    // What a bundle's run dropped (the code told it apart) runs again in groups that agree on what it read.
                    func outcomes(_ indices: [Int]) -> [(Int, ScenarioRunner.Outcome)] {
                        let result = runner(indices).run()
                        let again = result.dropped.flatMap { outcomes($0.map { indices[$0] }) }
                        return (result.outcomes.map { (indices[$0.index], $0.outcome) } + again).sorted { $0.0 < $1.0 }
                    }
                    return outcomes(bundle.scenarios).map { index, outcome in
                        let named = [standIns?.name, variant?.name].compactMap { $0 }
                        let whole = (index == overviewRun || options.picturedScenarios.contains(scenarios[index].name)) && bundle.standIns == 0
                        let drawn = DrawnRun(
                            options.pictures, steps: outcome.steps, findings: outcome.findings,
                            drawnWhole: whole, scenario: scenarios[index].name,
                            variant: named.isEmpty ? nil : named.joined(separator: "/"), delegateName: delegate.delegateName)
                        return (
                            [bundle.delegate, bundle.standIns, bundle.variant, index], outcome.findings, drawn, whole,
                            outcome.complete, outcome.ran, outcome.handed, outcome.appSetReads, outcome.standInFlags)
                    }
                }
            }.flatMap { $0 }
        }
        var results = run(delegates.indices.flatMap { bundles($0, standIns: 0) }, configurations)
        for delegate in delegates.indices {
            let flags = results.first { $0.run[0] == delegate && !$0.standInFlags.isEmpty }?.standInFlags ?? []
            configurations[delegate] += StandInConfiguration.all(flags).dropFirst().map { $0 }
        }
        let others = delegates.indices.flatMap { delegate in configurations[delegate].indices.dropFirst().flatMap { bundles(delegate, standIns: $0) } }
        if !others.isEmpty {
            let more = others.reduce(0) { $0 + $1.scenarios.count }
            total += more
            progress.grow(by: more)
            results += run(others, configurations)
        }
        results.sort { $0.run.lexicographicallyPrecedes($1.run) }
        var collector = FindingCollector()
        results.forEach { collector.append($0.collector) }
        for (tag, directive) in source.inactiveCode {
            // `os(...)`, `canImport(...)`, `compiler(...)`: the platform's conditions, which `--define` does not set.
            let advice = directive.contains("(")
                ? "the build checked is \(AppBuildConfiguration.description); --define sets custom conditions only"
                : "check that build with --define"
            collector.add(
                .assumption, at: tag,
                "the code under `\(directive)` is not in the build checked, so it is not verified (\(advice))",
                place: "every scenario")
        }
        source.noteBasesThroughSubclasses(into: &collector)
        // Over the whole catalog only: a caller's subset leaves the callbacks it does not send unrun by design.
        // Only when every scenario ran to its end: code after a stop is unrun because of the stop, which says so.
        if options.scenarios == nil, !results.isEmpty, results.allSatisfy(\.complete) {
            UnrunCode(source: source).state(
                ran: results.reduce(into: []) { $0.formUnion($1.ran) }, handed: results.reduce(into: []) { $0.formUnion($1.handed) },
                reads: results.flatMap(\.reads), into: &collector)
        }
        return Verification(
            findings: collector.findings(rules: options.rules, source: source),
            pictures: DrawnRun.selected(results.map { ($0.drawn, $0.collector, $0.drawnWhole) }),
            beforeAfter: results.flatMap(\.drawn.beforeAfter),
            runs: total, fullyCheckedRuns: results.filter(\.complete).count, delegateNames: delegates.map(\.delegateName))
    }
}
