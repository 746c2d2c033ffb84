import DelegateVerifier
import Foundation
import NavlintCore
import NavlintReporters
import NavlintScanner
import NavlintWorkspace
import ObjCScanner
import RuleCatalog

/// `navlint lint [PATH ...]`: find every use of a legacy slot API.
public struct LintCommand {
    public struct Options: Sendable {
        public var paths: [String] = []
        /// `--reporter`, `--config`, `--quiet`, `--jobs`.
        public var common = CommonOptions()
        public var strict = false
        public var baselinePath: String?
        public var writeBaselinePath: String?
        public var strictBaseline = false
        public var junitFileAttributes = false
        /// Extra clang arguments for Objective-C files (`--objc-flags`).
        public var objcFlags: [String] = []
        public var compileCommandsPath: String?

        public init() {}
    }

    private static let commonHelp = CommonOptions.help(
        reporter: "text, json, junit, checkstyle, sarif, github or html; repeat for several reports "
            + "(default: text, or the configuration's reporter list)",
        quiet: "findings and input problems still print", jobs: "reading, parsing and detection")

    static let usage = """
        USAGE: navlint lint [PATH ...] [OPTIONS]

        Reports every use of the Navigation SDK's legacy slot layout APIs in
        the Swift, Objective-C and Objective-C++ files (.swift, .m, .mm, .h)
        below PATH (default: the current directory).

        OPTIONS:
        \(commonHelp)
          --strict                 warnings fail the run too (exit code 1)
          --baseline FILE          report only findings not recorded in FILE
          --write-baseline FILE    record the current findings in FILE
          --strict-baseline        also fail when baselined findings have disappeared
          --junit-file-attributes  add file/line attributes to JUnit test cases
          --objc-flags "FLAGS"     clang arguments for Objective-C files,
                                   e.g. "-F /path/to/SDK -DDEBUG=1"
          --compile-commands FILE  clang arguments per file from a compilation database
                                   (default: compile_commands.json in the working
                                   directory, if any)
          --fix                    migrate instead of reporting: see navlint fix --help
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var list = ArgumentList(arguments)
        var options = Options()
        options.common = try CommonOptions(&list)
        options.strict = list.flag("--strict")
        options.strictBaseline = list.flag("--strict-baseline")
        options.junitFileAttributes = list.flag("--junit-file-attributes")
        options.baselinePath = try list.value("--baseline")
        options.writeBaselinePath = try list.value("--write-baseline")
        options.objcFlags = try list.values("--objc-flags").flatMap { $0.split(separator: " ").map(String.init) }
        options.compileCommandsPath = try list.value("--compile-commands")
        options.paths = try list.positionals()
        if options.strictBaseline && options.baselinePath == nil {
            throw UsageError("--strict-baseline needs --baseline FILE")
        }
        return options
    }

    /// Runs a lint and writes its reports; returns the exit code.
    public static func run(_ options: Options, console: Console, workingDirectory: String) -> ExitCode {
        let started = DispatchTime.now()
        guard
            let environment = LintEnvironment.load(
                configurationPath: options.common.configurationPath, workingDirectory: workingDirectory, console: console)
        else { return .usage }
        let specs: [ReporterSpec]
        do {
            specs = try ReportDelivery.specs(
                options.common.reporters, fallback: environment.configuration?.reporters ?? [],
                workingDirectory: workingDirectory)
        } catch {
            console.printError("error: \(error)")
            return .usage
        }

        let found = environment.discover(commandLinePaths: options.paths, extensions: LintCommand.extensions)
        let objcOptions: ObjCOptions
        do {
            objcOptions = try objectiveCOptions(
                flags: options.objcFlags, compileCommandsPath: options.compileCommandsPath, jobs: options.common.jobs,
                workingDirectory: workingDirectory)
        } catch {
            console.printError("error: \(error)")
            return .usage
        }
        let progress = ProgressLine(console: console, label: "lint", unit: "files", quiet: options.common.quiet)
        let result = scan(found.files, rules: environment.rules, jobs: options.common.jobs, objc: objcOptions, progress: progress?.callback)
        progress?.finish()
        let journals = FixJournals(environment: environment, commandLinePaths: options.paths, stateFolders: found.stateFolders)
        var report = LintReport(
            findings: result.findings, problems: found.problems + result.problems + journals.problems,
            files: found.files.map(\.displayPath), rules: environment.rules,
            duration: Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9)

        // File paths on the command line are relative to the working directory.
        func resolved(_ path: String) -> String { SourceDiscovery.absolute(path, in: workingDirectory) }
        var disappeared = 0
        do {
            if let path = options.writeBaselinePath {
                try Baseline(findings: report.findings).write(to: SourceDiscovery.destination(path, in: workingDirectory))
            }
            if let path = options.baselinePath {
                let filtered = try Baseline.load(from: resolved(path)).filter(report)
                report = filtered.report
                disappeared = filtered.disappeared.reduce(0) { $0 + $1.count }
                if !options.common.quiet && filtered.baselinedCount > 0 {
                    console.printError("\(filtered.baselinedCount) finding(s) matched the baseline and are not reported.")
                }
            }
            try ReportWriter.write(
                report, to: specs,
                options: ReporterOptions(junitFileAttributes: options.junitFileAttributes),
                standardOutput: console.write)
        } catch {
            console.printError("error: \(error)")
            return .usage
        }

        ReportDelivery.echoProblems(of: report, specs: specs, console: console)
        if !options.common.quiet { ReportDelivery.summarize(report, verb: "linting", console: console) }
        if options.strictBaseline && disappeared > 0 {
            console.printError("error: \(disappeared) baselined finding(s) have disappeared; update the baseline with --write-baseline")
        }
        let code = ReportDelivery.exitCode(for: report, strict: options.strict)
        if code == .success && options.strictBaseline && disappeared > 0 { return .findings }
        return code
    }
}

extension LintCommand {
    /// What lint reads: Swift, and Objective-C / Objective-C++ sources and headers.
    static let extensions = Set(["swift"]).union(ObjCScanner.fileExtensions)

    /// One run over Swift and Objective-C files: each language's scanner gets its files, and the
    /// findings come back together, in report order. `progress` hears of both as one count of files.
    static func scan(
        _ files: [SourceDiscovery.File], rules: [RuleDescription], jobs: Int, objc: ObjCOptions,
        progress: ProgressCounter.Callback? = nil
    ) -> ScanResult {
        let inputs = files.map { SourceInput(path: $0.path, displayPath: $0.displayPath) }
        let swiftInputs = inputs.filter { !ObjCScanner.reads($0.path) }
        var swiftOptions = ScannerOptions(jobs: jobs)
        var objc = objc
        if let progress {
            swiftOptions.progress = { done, _ in progress(done, inputs.count) }
            objc.progress = { done, _ in progress(swiftInputs.count + done, inputs.count) }
        }
        let swift = LegacyScanner(rules: rules, options: swiftOptions).scan(swiftInputs)
        let objectiveC = ObjCScanner(rules: rules, options: objc).scan(inputs.filter { ObjCScanner.reads($0.path) })
        return ScanResult(
            findings: (swift.findings + objectiveC.findings).sorted(),
            problems: (swift.problems + objectiveC.problems).sorted(), statistics: swift.statistics)
    }

    /// `--objc-flags`, and the compilation database named or found in the working directory.
    static func objectiveCOptions(
        flags: [String] = [], compileCommandsPath: String? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        workingDirectory: String
    ) throws -> ObjCOptions {
        let named = compileCommandsPath.map { SourceDiscovery.absolute($0, in: workingDirectory) }
        let found = SourceDiscovery.absolute("compile_commands.json", in: workingDirectory)
        var database: CompilationDatabase?
        if let named {
            database = try CompilationDatabase.load(path: named)
        } else if FileManager.default.fileExists(atPath: found) {
            database = try CompilationDatabase.load(path: found)
        }
        return ObjCOptions(jobs: jobs, extraArguments: flags, fileArguments: database?.arguments ?? [:])
    }
}

/// What every command that reads a project needs: the configuration in
/// force and the rules it enables, with severities already applied.
struct LintEnvironment {
    var configuration: Configuration?
    var catalog: RuleCatalog
    var rules: [RuleDescription]
    var workingDirectory: String

    init(configurationPath: String?, workingDirectory: String) throws(EnvironmentError) {
        self.workingDirectory = workingDirectory
        do {
            catalog = try RuleCatalog.builtIn()
        } catch {
            throw EnvironmentError(description: error.description)
        }
        let path = configurationPath.map { SourceDiscovery.absolute($0, in: workingDirectory) }
            ?? Configuration.find(from: workingDirectory)
        if let path {
            do {
                // One file configures lint and verify: the verifier's rules are known too.
                let known = Set(catalog.ids).union(VerifierRule.allCases.map(\.rawValue))
                configuration = try Configuration.load(path: path, knownRules: known)
            } catch {
                throw EnvironmentError(description: error.description)
            }
        }
        rules = catalog.rules.compactMap { [configuration] rule in
            guard configuration?.isEnabled(rule.id) ?? true else { return nil }
            var rule = rule
            rule.defaultSeverity = configuration?.severities[rule.id] ?? rule.defaultSeverity
            return rule
        }
    }

    /// `findings` as the configuration has them: disabled rules dropped,
    /// severities overridden (for rules outside the catalog, like the verifier's).
    func configured(_ findings: [Finding]) -> [Finding] {
        guard let configuration else { return findings }
        return findings.compactMap { finding in
            guard configuration.isEnabled(finding.ruleID) else { return nil }
            var finding = finding
            finding.severity = configuration.severities[finding.ruleID] ?? finding.severity
            return finding
        }
    }

    /// The environment, or `nil` once the reason it cannot be loaded is
    /// printed (a usage error for every command).
    static func load(configurationPath: String?, workingDirectory: String, console: Console) -> LintEnvironment? {
        do {
            return try LintEnvironment(configurationPath: configurationPath, workingDirectory: workingDirectory)
        } catch {
            console.printError(error.description)
            return nil
        }
    }

    /// Where to look when the command line names no path: the folders the
    /// configuration's `included` entries start from, or the working directory.
    var defaultPaths: [String] {
        guard let configuration, !configuration.included.isEmpty else { return ["."] }
        return configuration.included.map {
            SourceDiscovery.absolute(Glob($0).literalPrefix, in: configuration.baseDirectory)
        }
    }

    /// The files below the command line's paths (or the default ones): Swift, unless `extensions` says more.
    func discover(
        commandLinePaths paths: [String], extensions: Set<String> = ["swift"]
    ) -> (files: [SourceDiscovery.File], problems: [InputProblem], stateFolders: [String]) {
        discovery(commandLinePaths: paths, extensions: extensions).discover(paths.isEmpty ? defaultPaths : paths)
    }

    /// File discovery under the configuration; `included` globs filter only
    /// when the command line names no path.
    func discovery(commandLinePaths: [String], extensions: Set<String> = ["swift"]) -> SourceDiscovery {
        SourceDiscovery(
            excluded: (configuration?.excluded ?? []).map(Glob.init),
            included: commandLinePaths.isEmpty ? (configuration?.included ?? []).map(Glob.init) : [],
            globBase: configuration?.baseDirectory ?? workingDirectory,
            workingDirectory: workingDirectory, extensions: extensions)
    }
}

struct EnvironmentError: Error, CustomStringConvertible {
    var description: String
}
