import Foundation
import NavlintCore
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Tunables of a scan.
public struct ScannerOptions: Sendable {
    /// Worker threads for reading, parsing and detection.
    public var jobs: Int
    /// Larger files are reported and skipped.
    public var maxFileSize: Int

    /// Told how many of the files are scanned (passed by the prefilter, or parsed).
    public var progress: ProgressCounter.Callback?

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, maxFileSize: Int = 16 << 20) {
        self.jobs = max(1, jobs)
        self.maxFileSize = maxFileSize
    }
}

/// What one scan found, with counters that say how much work it did.
public struct ScanResult: Sendable {
    public var findings: [Finding]
    public var problems: [InputProblem]
    public var statistics: ScanStatistics

    public init(findings: [Finding], problems: [InputProblem], statistics: ScanStatistics) {
        self.findings = findings
        self.problems = problems
        self.statistics = statistics
    }
}

/// How much a scan read and parsed; the benchmark prints these.
public struct ScanStatistics: Sendable {
    public init() {}

    public var filesRead = 0
    public var bytesRead = 0
    public var filesParsed = 0
    public var bytesParsed = 0
    /// Prefilter rounds until the set of relevant type names stopped growing.
    public var rounds = 0
    public var secondsReading = 0.0
    public var secondsParsing = 0.0
    public var secondsDetecting = 0.0
}

/// Scans Swift sources for uses of the legacy slot APIs, and runs the
/// code rules (`CodeRules`: the layout delegate rules) over the same files.
///
/// A scan runs in rounds. The prefilter first selects files that mention a
/// legacy name or an SDK type; these are parsed and indexed. The index then
/// says which project types and members relate to the SDK (subclasses of
/// `GMSMapView`, properties holding one, types with look-alike members), and
/// files mentioning those are parsed in the next round, until nothing new
/// turns up. So a subclass declared in a file without any legacy name is
/// still seen, while files that cannot matter are never parsed. Files naming
/// a code rule's needle are parsed too, and checked by the code rules.
public final class LegacyScanner: Sendable {
    private let symbols: LegacySymbolTable
    private let codeRules: [any CodeRule]
    private let rules: [String: RuleDescription]
    private let options: ScannerOptions

    public init(rules: [RuleDescription], options: ScannerOptions = ScannerOptions()) {
        self.symbols = LegacySymbolTable(rules: rules)
        self.codeRules = CodeRules.implementations(of: rules)
        self.rules = Dictionary(uniqueKeysWithValues: rules.map { ($0.id, $0) })
        self.options = options
    }

    /// Scans one in-memory source (tests, examples, editors).
    public func scan(source: String, path: String = "example.swift") -> ScanResult {
        scan([SourceInput(path: path, contents: Array(source.utf8))])
    }

    public func scan(_ inputs: [SourceInput]) -> ScanResult {
        var statistics = ScanStatistics()
        var clock = Clock()
        // Progress: a file is done once the prefilter passes it by, or once it is first parsed.
        let progress = ProgressCounter(total: inputs.count, callback: options.progress)
        defer { progress.finish() }
        let (sources, unreadable) = SourceLoader.loadAll(inputs, jobs: options.jobs, maxFileSize: options.maxFileSize, counting: &statistics)
        var problems = unreadable

        let initial = IdentifierPrefilter(
            symbols.distinctiveNames.map { ($0, .distinctive) } + symbols.commonNames.map { ($0, .common) }
                + SDKModel.typeNames.map { ($0, .context) } + codeRules.flatMap(\.needles).map { ($0, .codeRules) })
        var groups = sources.parallelMap(jobs: options.jobs) { source in
            let groups = initial.groups(in: source.bytes)
            if !Self.needsParsing(groups) { progress.add() }
            return groups
        }
        statistics.secondsReading = clock.lap()

        var trees: [Int: SourceFileSyntax] = [:]
        var summaries: [Int: DeclarationSummary] = [:]
        let packages = SourcePackages(sources)
        // Names already matched against each package's files.
        var searched = Array(repeating: Set(SDKModel.typeNames), count: packages.count)
        let sdk = SDKModel.types(adding: symbols.allSymbols)
        while true {
            statistics.rounds += 1
            let wanted = groups.indices.filter { trees[$0] == nil && Self.needsParsing(groups[$0]) }
            let firstRound = statistics.rounds == 1
            let parsed = wanted.parallelMap(jobs: options.jobs) { [sources] position in
                let tree = sources[position].bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
                if firstRound { progress.add() }
                return ParsedFile(tree: tree, summary: DeclarationSummary(tree))
            }
            for (position, file) in zip(wanted, parsed) {
                trees[position] = file.tree
                summaries[position] = file.summary
            }
            guard statistics.rounds < 32 else { break }
            let unparsed = groups.indices.filter { trees[$0] == nil }
            let unparsedPackages = Set(unparsed.map { packages.packageOfSource[$0] })
            // What each package's own code and the code it imports tie to the SDK selects its files.
            var needles: [Int: IdentifierPrefilter] = [:]
            for package in unparsedPackages.sorted() {
                let visible = Set(packages.visible[package])
                let index = ProjectIndex.build(
                    summaries: summaries.keys.sorted().filter { visible.contains(packages.packageOfSource[$0]) }.map { summaries[$0]! },
                    sdk: sdk)
                let names = index.relevantNames(lookAlikes: Set(symbols.distinctiveNames))
                let types = names.types.subtracting(searched[package])
                let members = names.members.subtracting(searched[package]).subtracting(types)
                guard !types.isEmpty || !members.isEmpty else { continue }
                searched[package].formUnion(types.union(members))
                needles[package] = IdentifierPrefilter(
                    types.sorted().map { ($0, .context) } + members.sorted().map { ($0, .member) })
            }
            guard !needles.isEmpty else { break }
            let candidates = unparsed.filter { needles[packages.packageOfSource[$0]] != nil }
            let found = candidates.parallelMap(jobs: options.jobs) { [sources, packages, needles] in
                needles[packages.packageOfSource[$0]]!.groups(in: sources[$0].bytes)
            }
            var grew = false
            for (position, extra) in zip(candidates, found) where !extra.isEmpty {
                groups[position].formUnion(extra)
                grew = grew || Self.needsParsing(groups[position])
            }
            if !grew { break }
        }
        var index = ProjectIndex.build(summaries: summaries.keys.sorted().map { summaries[$0]! }, sdk: sdk)
        index.mergeSDK(SDKModel.delegateTypes)
        statistics.filesParsed = trees.count
        statistics.bytesParsed = trees.keys.reduce(0) { $0 + sources[$1].bytes.count }
        statistics.secondsParsing = clock.lap()

        // Legacy uses are looked for where a legacy name occurs; the code rules
        // see every parsed file (a project rule may need one parsed only for
        // the index, e.g. the initializer calling the method that sets a delegate).
        let detector = LegacyUseDetector(symbols: symbols, index: index)
        let parsed = trees.keys.sorted()
        let files = parsed.parallelMap(jobs: options.jobs) { [trees, groups, index] position in
            let mentionsLegacyName = !groups[position].isDisjoint(with: [.distinctive, .common])
            let uses = mentionsLegacyName ? detector.uses(in: trees[position]!) : []
            return RuleFile(
                tree: trees[position]!, index: index, legacyUses: uses.map { RuleHit(ruleID: $0.ruleID, position: $0.position) },
                mentionsRuleNeedles: groups[position].contains(.codeRules))
        }
        var hits = files.map(\.legacyUses)
        for rule in codeRules {
            for (file, found) in rule.hits(in: files, jobs: options.jobs).enumerated() { hits[file] += found }
        }
        // Files parsed only for the index can still have syntax errors worth knowing about.
        let reports = Array(zip(parsed, hits)).parallelMap(jobs: options.jobs) { [sources, trees, rules] position, hits in
            Self.report(source: sources[position], tree: trees[position]!, hits: hits, rules: rules)
        }
        var findings: [Finding] = []
        for report in reports {
            findings += report.findings
            problems += report.problems
        }
        statistics.secondsDetecting = clock.lap()
        return ScanResult(findings: findings.sorted(), problems: problems.sorted(), statistics: statistics)
    }

    private struct ParsedFile: @unchecked Sendable {
        var tree: SourceFileSyntax
        var summary: DeclarationSummary
    }

    /// A file is parsed when it names a legacy symbol that is distinctive on
    /// its own, a code rule's needle, a type tied to the SDK (it may declare
    /// what the index needs), or a common legacy name next to a member that
    /// returns something tied to the SDK (`session.navigator.padding`).
    private static func needsParsing(_ groups: IdentifierPrefilter.Groups) -> Bool {
        !groups.isDisjoint(with: [.distinctive, .context, .codeRules]) || groups.isSuperset(of: [.member, .common])
    }

    private static func report(
        source: LoadedSource, tree: SourceFileSyntax, hits: [RuleHit], rules: [String: RuleDescription]
    ) -> (findings: [Finding], problems: [InputProblem]) {
        let problems = tree.hasError ? syntaxProblems(source: source, tree: tree) : []
        guard !hits.isEmpty else { return ([], problems) }
        let converter = SourceLocationConverter(fileName: source.input.displayPath, tree: tree)
        let maker = FindingMaker(source: source, rules: rules, suppressions: Suppressions(tree: tree, converter: converter))
        let findings = Set(hits).compactMap { hit in
            let location = converter.location(for: hit.position)
            return maker.finding(
                hit.ruleID, line: location.line, column: location.column, severity: hit.severity, message: hit.message)
        }
        return (findings, problems)
    }

    /// The parser recovers from errors, so the file is still scanned; the
    /// first error is reported so the user knows results may be partial.
    private static func syntaxProblems(source: LoadedSource, tree: SourceFileSyntax) -> [InputProblem] {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.first else { return [] }
        let converter = SourceLocationConverter(fileName: source.input.displayPath, tree: tree)
        let location = first.location(converter: converter)
        let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
        return [InputProblem(
            kind: .syntaxError,
            location: SourceLocation(file: source.input.displayPath, line: location.line, column: location.column),
            message: "syntax error: \(first.message)\(more); results for this file may be incomplete")]
    }
}

/// Turns a rule's hit at a place in one file into a finding, or nothing
/// when a `navlint:` comment silences it; every language's scanner uses it,
/// so findings read the same whatever the file's language.
package struct FindingMaker {
    private let file: String
    private let lines: SourceLines
    private let rules: [String: RuleDescription]
    private let suppressions: Suppressions

    package init(source: LoadedSource, rules: [String: RuleDescription], suppressions: Suppressions) {
        file = source.input.displayPath
        lines = SourceLines(source.bytes)
        self.rules = rules
        self.suppressions = suppressions
    }

    /// A hit may lower the rule's severity and say more than the rule's message.
    package func finding(
        _ ruleID: String, line: Int, column: Int, severity: Severity? = nil, message: String? = nil
    ) -> Finding? {
        guard let rule = rules[ruleID], !suppressions.isSuppressed(ruleID, line: line, column: column) else { return nil }
        return Finding(
            ruleID: rule.id, severity: min(severity ?? rule.defaultSeverity, rule.defaultSeverity),
            message: message ?? rule.message, location: SourceLocation(file: file, line: line, column: column),
            sourceLine: lines.line(line))
    }
}

/// The text of a file's lines, for findings' `sourceLine`.
package struct SourceLines {
    private let bytes: [UInt8]
    private var starts: [Int] = [0]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    }

    package func line(_ number: Int) -> String? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        var end = number < starts.count ? starts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Wall-clock laps for the statistics.
package struct Clock {
    package init() {}

    private var last = DispatchTime.now()

    package mutating func lap() -> Double {
        let now = DispatchTime.now()
        defer { last = now }
        return Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9
    }
}

extension LegacyScanner {
    /// Parses every readable input, with no prefilter; returns how many
    /// parsed. Only the benchmark calls it, to price what the prefilter saves.
    public func parseEverything(_ inputs: [SourceInput]) -> Int {
        inputs.parallelMap(jobs: options.jobs) { [options] input -> Int in
            guard case .success(let source) = SourceLoader.load(input, maxFileSize: options.maxFileSize) else { return 0 }
            let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            return tree.statements.isEmpty && source.bytes.count > 0 ? 0 : 1
        }.reduce(0, +)
    }
}
