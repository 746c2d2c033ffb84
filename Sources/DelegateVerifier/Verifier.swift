import Foundation
import LayoutModel
import NavlintCore

/// `navlint verify` for one file: runs the interpreted delegate through every
/// scenario (and, against legacy, every recorded variant), checks each solved
/// step, and returns deduplicated, sorted findings and optional pictures.
public enum DelegateVerifier {
    /// What to run and how; the defaults run every standard scenario once.
    public struct Options: Sendable {
        /// Compare with `LegacyLayout.run` for each `navlint-legacy-variant`.
        public var againstLegacy = false
        /// Render one SVG per scenario (and variant).
        public var pictures = false
        public var metrics: MetricsProfile = .standard
        /// The scenarios to run; `nil` runs `ScenarioCatalog.standard(metrics:)`.
        public var scenarios: [Scenario]?
        /// Rule descriptions (severities come from here).
        public var rules: [RuleDescription] = VerifierRule.descriptions(preferring: [])
        /// Worker threads for the scenario runs.
        public var jobs = ProcessInfo.processInfo.activeProcessorCount

        public init() {}
    }

    /// An SVG picture of one scenario run.
    public struct Picture: Sendable {
        /// A deterministic file name, `<Delegate>[-<variant>]-<scenario>.svg`.
        public let fileName: String
        public let title: String
        public let svg: String
    }

    /// The findings of one file (sorted, one per rule and location) and its pictures.
    public struct Verification: Sendable {
        public let findings: [Finding]
        public let pictures: [Picture]
        /// Scenario runs (scenarios × legacy variants), and how many of them
        /// ran every step: a run cut short by code the interpreter could not
        /// run is not fully checked.
        public let runs: Int
        public let fullyCheckedRuns: Int

        /// Whether every scenario ran to its end.
        public var isFullyVerified: Bool { fullyCheckedRuns == runs }
    }

    /// One scenario in one legacy variant (or none).
    private struct Run: Sendable {
        let variant: DelegateSource.LegacyVariant?
        let scenario: Scenario
    }

    /// Verifies one parsed file; throws only when `--against-legacy` has no variants to compare.
    public static func verify(_ source: DelegateSource, options: Options) throws(InputProblem) -> Verification {
        if options.againstLegacy && source.variants.isEmpty {
            throw InputProblem(
                kind: .unverifiable, location: SourceLocation(file: source.displayPath, line: 1),
                message: "--against-legacy needs '\(DelegateSource.variantPrefix)' header lines (written by navlint generate)")
        }
        let scenarios = options.scenarios ?? ScenarioCatalog.standard(metrics: options.metrics)
        let variants: [DelegateSource.LegacyVariant?] = options.againstLegacy ? source.variants : [nil]
        let runs = variants.flatMap { variant in scenarios.map { Run(variant: variant, scenario: $0) } }
        // Runs are independent (a fresh delegate and map each): spread them over
        // the cores, then combine in run order so the output stays deterministic.
        // They share only what is the same whichever run gets it first: solved
        // systems and legacy layouts.
        let solveCache = SolveCache()
        let legacyMemo = LegacyLayout.Memo()
        let results = runs.parallelMap(jobs: options.jobs) { run -> (FindingCollector, Picture?, Bool) in
            let (variant, scenario) = (run.variant, run.scenario)
            var collector = FindingCollector()
            let (panels, complete) = ScenarioRunner(
                source: source, scenario: scenario, variant: variant, metrics: options.metrics, solveCache: solveCache,
                legacyMemo: legacyMemo
            ).run(into: &collector)
            guard options.pictures, !panels.isEmpty else { return (collector, nil, complete) }
            let name = [source.delegateName, variant?.name, scenario.name].compactMap { $0 }.joined(separator: "-")
            return (collector, Picture(fileName: name + ".svg", title: name, svg: SVGRenderer.render(panels)), complete)
        }
        var collector = FindingCollector()
        results.forEach { collector.append($0.0) }
        return Verification(
            findings: collector.findings(rules: options.rules, source: source), pictures: results.compactMap(\.1),
            runs: runs.count, fullyCheckedRuns: results.filter(\.2).count)
    }
}
