import Foundation
import NavlintCore
import NavlintScanner

/// How clang is told to read the project's Objective-C.
public struct ObjCOptions: Sendable {
    /// Worker threads; each parses with an index of its own.
    public var jobs: Int
    public var maxFileSize: Int
    /// Extra clang arguments for every file (`--objc-flags`): include paths
    /// (`-I`, `-F`, `-isystem`) to the real SDK, macros (`-D`).
    public var extraArguments: [String]
    /// Clang arguments per file, by absolute path (from `compile_commands.json`).
    public var fileArguments: [String: [String]]
    /// Told how many of the files are scanned (passed by the prefilter, or parsed).
    public var progress: ProgressCounter.Callback?

    public init(
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, maxFileSize: Int = 16 << 20,
        extraArguments: [String] = [], fileArguments: [String: [String]] = [:]
    ) {
        self.jobs = max(1, jobs)
        self.maxFileSize = maxFileSize
        self.extraArguments = extraArguments
        self.fileArguments = fileArguments
    }
}

/// Scans Objective-C (`.m`), Objective-C++ (`.mm`) and header (`.h`) files
/// for uses of the legacy slot APIs, with clang's parser through libclang,
/// and reports them as the same findings as the Swift scanner (rule ids,
/// messages, `navlint:` comments).
///
/// The prefilter picks the files to parse: those naming a distinctive legacy
/// Objective-C spelling, and headers naming an SDK type; a file naming only
/// a common legacy name (`padding`) is parsed when it also names an SDK type,
/// or a class or property that a parsed file shows is tied to the SDK (a
/// `GMSMapView` subclass, a property holding one), found in rounds. A file clang could parse only with errors (a
/// missing third-party header, an unknown macro) is still analyzed, and an
/// input problem says its results may be incomplete.
public final class ObjCScanner: Sendable {
    private let symbols: ObjCSymbolTable
    private let rules: [String: RuleDescription]
    private let options: ObjCOptions

    /// Extensions of the files this scanner reads.
    public static let fileExtensions: Set<String> = ["m", "mm", "h"]

    /// Types whose mention makes a file worth parsing: the Swift scanner's.
    static let sdkTypeNames = SDKModel.typeNames

    public init(rules: [RuleDescription], options: ObjCOptions = ObjCOptions()) {
        self.symbols = ObjCSymbolTable(rules: rules)
        self.rules = Dictionary(uniqueKeysWithValues: rules.map { ($0.id, $0) })
        self.options = options
    }

    public static func reads(_ path: String) -> Bool {
        fileExtensions.contains((path as NSString).pathExtension)
    }

    public func scan(_ inputs: [SourceInput]) -> ScanResult {
        var statistics = ScanStatistics()
        var clock = Clock()
        // Progress: a file is done once the prefilter passes it by, or once it is first parsed.
        let progress = ProgressCounter(total: inputs.count, callback: options.progress)
        defer { progress.finish() }
        let (sources, unreadable) = SourceLoader.loadAll(inputs, jobs: options.jobs, maxFileSize: options.maxFileSize, counting: &statistics)
        var problems = unreadable
        guard !sources.isEmpty else { return ScanResult(findings: [], problems: problems.sorted(), statistics: statistics) }

        let stubs: URL
        do {
            stubs = try SDKStubHeaders.write()
        } catch {
            let unchecked = sources.map {
                InputProblem(
                    kind: .unreadable, location: SourceLocation(file: $0.input.displayPath, line: 1),
                    message: "cannot write navlint's SDK declarations for clang: \(error.localizedDescription); skipped")
            }
            return ScanResult(findings: [], problems: (problems + unchecked).sorted(), statistics: statistics)
        }
        defer { try? FileManager.default.removeItem(at: stubs) }
        let arguments = ClangArguments(stubs: stubs.path, sources: sources.map(\.input.path), options: options)

        let headers = Set(sources.indices.filter { sources[$0].input.path.hasSuffix(".h") })
        let words = symbols.prefilterWords
        let prefilter = IdentifierPrefilter(
            words.distinctive.map { ($0, .distinctive) } + words.common.map { ($0, .common) }
                + Self.sdkTypeNames.map { ($0, .context) })
        var groups = Array(sources.indices).parallelMap(jobs: options.jobs) { [sources, headers] position in
            let groups = prefilter.groups(in: sources[position].bytes)
            if !Self.needsParsing(groups, header: headers.contains(position)) { progress.add() }
            return groups
        }
        statistics.secondsReading = clock.lap()

        // Rounds: what parsed files declare (subclasses, properties holding SDK objects) selects more files.
        var parsed: [Int: ParsedFile] = [:]
        var searched = Set(Self.sdkTypeNames)
        while true {
            statistics.rounds += 1
            let wanted = groups.indices.filter { parsed[$0] == nil && Self.needsParsing(groups[$0], header: headers.contains($0)) }
            let firstRound = statistics.rounds == 1
            let files = wanted.parallelMap(jobs: options.jobs) { [sources, symbols] position in
                defer { if firstRound { progress.add() } }
                return ParsedFile.parse(sources[position], arguments: arguments, symbols: symbols)
            }
            for (position, file) in zip(wanted, files) { parsed[position] = file }
            let related = Self.relatedNames(parsed.keys.sorted().map { parsed[$0]! }).subtracting(searched)
            let unparsed = groups.indices.filter { parsed[$0] == nil }
            guard !related.isEmpty, !unparsed.isEmpty, statistics.rounds < 8 else { break }
            searched.formUnion(related)
            let more = IdentifierPrefilter(related.sorted().map { ($0, .context) })
            let found = unparsed.parallelMap(jobs: options.jobs) { [sources] in more.groups(in: sources[$0].bytes) }
            var grew = false
            for (position, extra) in zip(unparsed, found) where !extra.isEmpty {
                groups[position].formUnion(extra)
                grew = grew || Self.needsParsing(groups[position], header: headers.contains(position))
            }
            if !grew { break }
        }
        statistics.filesParsed = parsed.count
        statistics.bytesParsed = parsed.keys.reduce(0) { $0 + sources[$1].bytes.count }
        statistics.secondsParsing = clock.lap()

        var findings: [Finding] = []
        for position in parsed.keys.sorted() {
            let file = parsed[position]!
            let maker = FindingMaker(source: sources[position], rules: rules, suppressions: Suppressions(comments: file.comments))
            findings += file.uses.compactMap { maker.finding($0.ruleID, line: $0.line, column: $0.column) }
            problems += file.problems
        }
        statistics.secondsDetecting = clock.lap()
        return ScanResult(findings: findings.sorted(), problems: problems.sorted(), statistics: statistics)
    }

    /// A distinctive legacy name; a common one only next to a type or member tied to the SDK; a
    /// header naming one of those, since it may declare a subclass or a property the next round needs.
    private static func needsParsing(_ groups: IdentifierPrefilter.Groups, header: Bool) -> Bool {
        groups.contains(.distinctive) || groups.isSuperset(of: [.common, .context]) || (header && groups.contains(.context))
    }

    /// Classes that derive from an SDK type, and properties holding one, as the parsed files declare them.
    private static func relatedNames(_ files: [ParsedFile]) -> Set<String> {
        var superclass: [String: String] = [:]
        for file in files { superclass.merge(file.graph.superclass) { first, _ in first } }
        func isRelated(_ name: String) -> Bool {
            var current: String? = name
            var seen: Set<String> = []
            while let type = current, seen.insert(type).inserted {
                if sdkTypeNames.contains(type) { return true }
                current = superclass[type]
            }
            return false
        }
        var names = Set(superclass.keys.filter(isRelated))
        for file in files {
            for (property, className) in file.graph.propertyClasses where isRelated(className) { names.insert(property) }
        }
        return names
    }
}

/// What the scanner keeps of one parsed file: clang's translation unit is
/// disposed of on the worker thread that made it.
private struct ParsedFile: Sendable {
    var uses: [ObjCUseDetector.Use]
    var comments: [Suppressions.Comment]
    var graph: ObjCClassGraph
    var problems: [InputProblem]

    static func parse(_ source: LoadedSource, arguments: ClangArguments, symbols: ObjCSymbolTable) -> ParsedFile {
        let path = source.input.path
        let display = source.input.displayPath
        func parse(automaticReferenceCounting: Bool) -> ClangTranslationUnit? {
            ClangTranslationUnit(
                path: path, contents: source.bytes, language: arguments.language(of: path),
                arguments: arguments.for(path, automaticReferenceCounting: automaticReferenceCounting))
        }
        var parsed = parse(automaticReferenceCounting: true)
        if let first = parsed, first.errors.contains(where: \.isAboutManualMemoryManagement) {
            parsed = parse(automaticReferenceCounting: false)
        }
        guard let unit = parsed else {
            let problem = InputProblem(
                kind: .unreadable, location: SourceLocation(file: display, line: 1),
                message: "clang could not parse the file (libclang gave no translation unit); skipped")
            return ParsedFile(uses: [], comments: [], graph: ObjCClassGraph(), problems: [problem])
        }
        let graph = ObjCClassGraph(unit)
        return ParsedFile(
            uses: ObjCUseDetector(symbols: symbols).uses(in: unit, graph: graph), comments: unit.comments(), graph: graph,
            problems: incompleteness(unit.errors, file: display))
    }

    /// Clang recovered from errors: the first one, and how many more, say why results may be incomplete.
    private static func incompleteness(_ errors: [ClangTranslationUnit.Diagnostic], file: String) -> [InputProblem] {
        guard let first = errors.first else { return [] }
        let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
        let location = first.inMainFile
            ? SourceLocation(file: file, line: first.line, column: first.column) : SourceLocation(file: file, line: 1)
        let place = first.inMainFile ? "" : " in \(first.file ?? "an included file"):\(first.line):\(first.column)"
        return [InputProblem(
            kind: .syntaxError, location: location,
            message: "clang: \(first.message)\(place)\(more); results for this file may be incomplete")]
    }
}
