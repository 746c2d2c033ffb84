import AppBuild
import Foundation
import LayoutModel
import NavlintCore
import NavlintScanner
import SwiftParser
import SwiftSyntax

/// `navlint generate`'s engine: from the scanner's findings and the project's
/// Swift files to one layout delegate per screen, or the reasons a screen
/// could not be generated. Pure: it reads the given sources and returns text;
/// writing files is the command's job.
public struct DelegateGenerator {
    /// A Swift file of the project: where it is, how findings name it, its text.
    public struct Input: Sendable {
        public var path: String
        public var displayPath: String
        public var source: String

        public init(path: String, displayPath: String, source: String) {
            self.path = path
            self.displayPath = displayPath
            self.source = source
        }
    }

    /// A generated delegate.
    public struct GeneratedFile: Sendable {
        /// `<Screen>LayoutDelegate.swift`.
        public var fileName: String
        public var contents: String
        public var plan: ScreenPlan
    }

    /// Everything one run produced or refused.
    public struct Result: Sendable {
        public var generated: [GeneratedFile] = []
        /// Screens not generated, with every reason.
        public var notGenerated: [ScreenPlan] = []
        public var skipped: [SkippedMap] = []
        /// Findings outside any screen.
        public var unassigned: [GenerationIssue] = []
    }

    public let metrics: MetricsProfile
    public let toolVersion: String
    /// The build `#if` is evaluated in: only active clauses are read.
    public let build: AppBuildConfiguration

    /// Trees other passes over the same files already parsed (`fix`), if any.
    public let trees: SyntaxTreeCache?

    public init(
        metrics: MetricsProfile = .standard, toolVersion: String = NavlintVersion.version,
        build: AppBuildConfiguration = AppBuildConfiguration(), trees: SyntaxTreeCache? = nil
    ) {
        self.metrics = metrics
        self.toolVersion = toolVersion
        self.build = build
        self.trees = trees
    }

    /// The plans of every screen with findings (extraction only).
    public func plans(inputs: [Input], findings: [Finding]) -> (plans: [ScreenPlan], skipped: [SkippedMap], unassigned: [GenerationIssue]) {
        let files = inputs.map { ParsedFile(displayPath: $0.displayPath, source: $0.source, build: build, trees: trees) }
        let byPath = Dictionary(files.map { ($0.displayPath, $0) }, uniquingKeysWith: { first, _ in first })
        let index = TypeIndex(files: files)
        let found = ScreenFinder(index: index).find(findings: findings.sorted(), files: byPath)
        let extractor = ConfigurationExtractor(index: index, files: byPath, metrics: metrics)
        return (found.screens.map(extractor.plan(for:)), found.skipped, found.unassigned)
    }

    /// Every screen's delegate, or why it has none; `progress` hears of each screen done.
    public func generate(inputs: [Input], findings: [Finding], progress: ProgressCounter.Callback? = nil) -> Result {
        let (plans, skipped, unassigned) = plans(inputs: inputs, findings: findings)
        var result = Result(skipped: skipped, unassigned: unassigned)
        let sources = Dictionary(inputs.map { ($0.displayPath, $0.source) }, uniquingKeysWith: { first, _ in first })
        let counter = ProgressCounter(total: plans.count, callback: progress)
        for var plan in plans {
            defer { counter.add() }
            guard plan.issues.isEmpty else {
                result.notGenerated.append(plan)
                continue
            }
            do {
                let style = IndentationStyle.detect(in: [sources[plan.screen.mainFile] ?? ""])
                let contents = try emit(plan, style: style)
                result.generated.append(
                    GeneratedFile(fileName: "\(plan.screen.name)LayoutDelegate.swift", contents: contents, plan: plan))
            } catch {
                plan.issues.append(
                    GenerationIssue(
                        location: NavlintCore.SourceLocation(file: plan.screen.mainFile, line: 1, column: 1),
                        reason: "the generated delegate did not come out right: \(error)"))
                result.notGenerated.append(plan)
            }
        }
        return result
    }

    /// The delegate's source, checked by parsing it again.
    func emit(_ plan: ScreenPlan, style: IndentationStyle) throws -> String {
        let variantLines = try plan.variants.map(VariantExpander.headerLine)
        let text = DelegateEmitter(plan: plan, metrics: metrics, toolVersion: toolVersion).source(variantLines: variantLines)
        let indented = style.reindent(text)
        if Parser.parse(source: indented).hasError {
            throw EmitError(description: "it does not parse")
        }
        return indented
    }

    struct EmitError: Error, CustomStringConvertible {
        var description: String
    }
}
