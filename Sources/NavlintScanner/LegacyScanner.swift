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
    /// Bytes of source whose syntax trees are kept from the index rounds until detection; files
    /// beyond it are parsed again then. A tree takes about 90 bytes of memory per byte of source,
    /// so this bounds a scan's memory whatever the size of the codebase (1 MB: about 90 MB).
    public var treeBudget: Int

    /// Told how many of the files are scanned (passed by the prefilter, or parsed).
    public var progress: ProgressCounter.Callback?
    /// Trees shared with other scans of the same files, if any.
    public var treeCache: SyntaxTreeCache?

    public init(
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, maxFileSize: Int = 16 << 20, treeBudget: Int = 1 << 20
    ) {
        self.jobs = max(1, jobs)
        self.maxFileSize = maxFileSize
        self.treeBudget = treeBudget
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
    /// Parsed files whose trees did not fit `ScannerOptions.treeBudget` and were parsed again for detection.
    public var filesParsedAgain = 0
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
        let initial = IdentifierPrefilter(
            symbols.distinctiveNames.map { ($0, .distinctive) } + symbols.commonNames.map { ($0, .common) }
                + SDKModel.typeNames.map { ($0, .context) } + codeRules.flatMap(\.needles).map { ($0, .codeRules) })
        let (store, looks, unreadable) = SourceStore.read(
            inputs, jobs: options.jobs, maxFileSize: options.maxFileSize, counting: &statistics
        ) { bytes in
            let look = FirstLook(bytes: bytes, prefilter: initial)
            if !Self.needsParsing(look.groups) { progress.add() }
            return look
        }
        var problems = unreadable
        var groups = looks.map(\.groups)
        statistics.secondsReading = clock.lap()

        // Trees are kept for detection while they fit the budget; the others are parsed again then.
        let budget = TreeBudget(bytes: options.treeBudget)
        var kept: [Int: SourceFileSyntax] = [:]
        var summaries: [Int: DeclarationSummary] = [:]
        var changed: Set<Int> = []
        let packages = SourcePackages(store.entries.map(\.input), imports: looks.map(\.imports))
        // Names already matched against each package's files.
        var searched = Array(repeating: Set(SDKModel.typeNames), count: packages.count)
        let sdk = SDKModel.types(adding: symbols.allSymbols)
        while true {
            statistics.rounds += 1
            let wanted = groups.indices.filter { summaries[$0] == nil && !changed.contains($0) && Self.needsParsing(groups[$0]) }
            let firstRound = statistics.rounds == 1
            let parsed = wanted.parallelMap(jobs: options.jobs) { [store, options] position -> IndexedFile? in
                if firstRound { progress.add() }
                guard let bytes = store.bytes(at: position) else { return nil }
                let tree = Self.parse(bytes, cache: options.treeCache)
                return IndexedFile(summary: DeclarationSummary(tree), tree: budget.reserve(bytes.count) ? tree : nil)
            }
            for (position, file) in zip(wanted, parsed) {
                guard let file else {
                    changed.insert(position)
                    continue
                }
                summaries[position] = file.summary
                kept[position] = file.tree
            }
            guard statistics.rounds < 32 else { break }
            let unparsed = groups.indices.filter { summaries[$0] == nil && !changed.contains($0) }
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
            let found = candidates.parallelMap(jobs: options.jobs) { [store, packages, needles] position in
                store.bytes(at: position).map { needles[packages.packageOfSource[position]]!.groups(in: $0) }
            }
            var grew = false
            for (position, extra) in zip(candidates, found) {
                guard let extra else {
                    changed.insert(position)
                    continue
                }
                groups[position].formUnion(extra)
                grew = grew || Self.needsParsing(groups[position])
            }
            if !grew { break }
        }
        var index = ProjectIndex.build(summaries: summaries.keys.sorted().map { summaries[$0]! }, sdk: sdk)
        index.mergeSDK(SDKModel.delegateTypes)
        statistics.filesParsed = summaries.count
        statistics.bytesParsed = summaries.keys.reduce(0) { $0 + store.entries[$1].size }
        statistics.secondsParsing = clock.lap()

        // Legacy uses are looked for where a legacy name occurs; the code rules
        // see every parsed file (a project rule may need one parsed only for
        // the index, e.g. the initializer calling the method that sets a delegate).
        // Each tree is dropped once what detection needs of it is taken.
        let detector = LegacyUseDetector(symbols: symbols, index: index)
        let detected = summaries.keys.sorted().parallelMap(jobs: options.jobs) {
            [store, kept, groups, looks, index, codeRules, options] position -> DetectedFile? in
            let tree: SourceFileSyntax
            if let held = kept[position] {
                tree = held
            } else if let bytes = store.bytes(at: position) {
                tree = Self.parse(bytes, cache: options.treeCache)
            } else {
                return nil
            }
            let mentionsLegacyName = !groups[position].isDisjoint(with: [.distinctive, .common])
            let uses = mentionsLegacyName ? detector.uses(in: tree) : []
            let file = RuleFile(
                tree: tree, index: index, legacyUses: uses.map { RuleHit(ruleID: $0.ruleID, position: $0.position) },
                mentionsRuleNeedles: groups[position].contains(.codeRules))
            let displayPath = store.entries[position].input.displayPath
            // Files parsed only for the index can still have syntax errors worth knowing about.
            return DetectedFile(
                position: position, legacyUses: file.legacyUses, ruleSummaries: codeRules.map { $0.summarize(file) },
                suppressions: looks[position].mayHaveSuppressions
                    ? Suppressions(tree: tree, converter: SourceLocationConverter(fileName: displayPath, tree: tree)) : Suppressions(),
                problems: tree.hasError ? Self.syntaxProblems(displayPath: displayPath, tree: tree) : [])
        }
        statistics.filesParsedAgain = summaries.count - kept.count
        kept = [:]
        let files = detected.compactMap { $0 }
        changed.formUnion(Set(summaries.keys).subtracting(files.map(\.position)))
        var hits = files.map(\.legacyUses)
        for (number, rule) in codeRules.enumerated() {
            for (file, found) in rule.hits(from: files.map { $0.ruleSummaries[number] }, index: index).enumerated() {
                hits[file] += found
            }
        }
        let reports = Array(zip(files, hits)).parallelMap(jobs: options.jobs) { [store, rules] file, hits in
            Self.report(file, hits: hits, store: store, rules: rules)
        }
        var findings: [Finding] = []
        for report in reports {
            findings += report.findings
            problems += report.problems
        }
        problems += changed.map(store.changedProblem(at:))
        statistics.secondsDetecting = clock.lap()
        return ScanResult(findings: findings.sorted(), problems: problems.sorted(), statistics: statistics)
    }

    private static func parse(_ bytes: [UInt8], cache: SyntaxTreeCache?) -> SourceFileSyntax {
        cache?.tree(of: bytes) ?? SyntaxTreeCache.parse(bytes)
    }

    /// What the scan takes from a file's bytes when it first reads them.
    private struct FirstLook: Sendable {
        var groups: IdentifierPrefilter.Groups
        var imports: [String]
        /// Whether it can hold a `navlint:` comment (no need to walk its comments otherwise).
        var mayHaveSuppressions: Bool

        private static let suppressionPrefix = Array(Suppressions.prefix.utf8)

        init(bytes: [UInt8], prefilter: IdentifierPrefilter) {
            groups = prefilter.groups(in: bytes)
            imports = SourcePackages.importedModules(bytes)
            mayHaveSuppressions = ByteSearch.contains(Self.suppressionPrefix, in: bytes)
        }
    }

    /// A file parsed for the index, with its tree if the budget kept it.
    private struct IndexedFile: @unchecked Sendable {
        var summary: DeclarationSummary
        var tree: SourceFileSyntax?
    }

    /// What detection keeps of a file once its tree is gone.
    private struct DetectedFile: Sendable {
        var position: Int
        var legacyUses: [RuleHit]
        /// Each code rule's `summarize`, in `codeRules` order.
        var ruleSummaries: [any Sendable]
        var suppressions: Suppressions
        var problems: [InputProblem]
    }

    /// A file is parsed when it names a legacy symbol that is distinctive on
    /// its own, a code rule's needle, a type tied to the SDK (it may declare
    /// what the index needs), or a common legacy name next to a member that
    /// returns something tied to the SDK (`session.navigator.padding`).
    private static func needsParsing(_ groups: IdentifierPrefilter.Groups) -> Bool {
        !groups.isDisjoint(with: [.distinctive, .context, .codeRules]) || groups.isSuperset(of: [.member, .common])
    }

    /// The findings of `file` (its bytes read again, for lines and columns and the lines' text).
    private static func report(
        _ file: DetectedFile, hits: [RuleHit], store: SourceStore, rules: [String: RuleDescription]
    ) -> (findings: [Finding], problems: [InputProblem]) {
        guard !hits.isEmpty else { return ([], file.problems) }
        guard let bytes = store.bytes(at: file.position) else { return ([], [store.changedProblem(at: file.position)]) }
        let source = LoadedSource(input: store.entries[file.position].input, bytes: bytes)
        let maker = FindingMaker(source: source, rules: rules, suppressions: file.suppressions)
        let findings = Set(hits).compactMap { hit in
            let location = maker.lines.location(ofOffset: hit.position.utf8Offset)
            return maker.finding(
                hit.ruleID, line: location.line, column: location.column, severity: hit.severity, message: hit.message)
        }
        return (findings, file.problems)
    }

    /// The parser recovers from errors, so the file is still scanned; the
    /// first error is reported so the user knows results may be partial.
    private static func syntaxProblems(displayPath: String, tree: SourceFileSyntax) -> [InputProblem] {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.first else { return [] }
        let converter = SourceLocationConverter(fileName: displayPath, tree: tree)
        let location = first.location(converter: converter)
        let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
        return [InputProblem(
            kind: .syntaxError,
            location: SourceLocation(file: displayPath, line: location.line, column: location.column),
            message: "syntax error: \(first.message)\(more); results for this file may be incomplete")]
    }
}

/// Turns a rule's hit at a place in one file into a finding, or nothing
/// when a `navlint:` comment silences it; every language's scanner uses it,
/// so findings read the same whatever the file's language.
package struct FindingMaker {
    private let file: String
    package let lines: SourceLines
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

    /// The 1-based line and UTF-8 column of a byte offset, as SwiftSyntax counts them.
    package func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return (low + 1, offset - starts[low] + 1)
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
            let tree = SyntaxTreeCache.parse(source.bytes)
            return tree.statements.isEmpty && source.bytes.count > 0 ? 0 : 1
        }.reduce(0, +)
    }
}

/// Bytes of source whose trees may still be kept, taken by parsing threads as they go.
private final class TreeBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int

    init(bytes: Int) { left = bytes }

    /// Whether a tree parsed from `bytes` bytes fits, taking its share if so.
    func reserve(_ bytes: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard bytes <= left else { return false }
        left -= bytes
        return true
    }
}
