import LayoutModel
import NavlintCore

/// `navlint verify` for one file: runs the interpreted delegate through every
/// scenario (and, against legacy, every recorded variant), checks each solved
/// step, and returns deduplicated, sorted findings and optional pictures.
public enum DelegateVerifier {
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

        public init() {}
    }

    /// An SVG picture of one scenario run.
    public struct Picture: Sendable {
        /// A deterministic file name, `<Delegate>[-<variant>]-<scenario>.svg`.
        public let fileName: String
        public let title: String
        public let svg: String
    }

    public struct Verification: Sendable {
        public let findings: [Finding]
        public let pictures: [Picture]
    }

    /// `--against-legacy` on a file that records no legacy variant.
    public struct NoVariantsError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func verify(_ source: DelegateSource, options: Options) throws(NoVariantsError) -> Verification {
        if options.againstLegacy && source.variants.isEmpty {
            throw NoVariantsError(
                description: "\(source.displayPath): --against-legacy needs '\(DelegateSource.variantPrefix)' header lines (written by navlint generate)")
        }
        var collector = FindingCollector(rules: options.rules)
        var pictures: [Picture] = []
        let scenarios = options.scenarios ?? ScenarioCatalog.standard(metrics: options.metrics)
        let variants: [DelegateSource.LegacyVariant?] = options.againstLegacy ? source.variants : [nil]
        for variant in variants {
            for scenario in scenarios {
                let runner = ScenarioRunner(source: source, scenario: scenario, variant: variant, metrics: options.metrics)
                let panels = runner.run(into: &collector)
                if options.pictures, !panels.isEmpty {
                    let name = [source.delegateName, variant?.name, scenario.name].compactMap { $0 }.joined(separator: "-")
                    pictures.append(Picture(fileName: name + ".svg", title: name, svg: SVGRenderer.render(panels)))
                }
            }
        }
        return Verification(findings: collector.findings(source: source), pictures: pictures)
    }
}
