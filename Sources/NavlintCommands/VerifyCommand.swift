import AppBuild
import DelegateVerifier
import Foundation
import LayoutModel
import NavlintCore
import NavlintReporters
import NavlintScanner
import NavlintWorkspace
import SourceEditing

/// `navlint verify FILE ...`: interprets each layout delegate and checks it in
/// every scenario of the model, optionally against the legacy layout it replaces.
public struct VerifyCommand {
    public struct Options: Sendable {
        public var files: [String] = []
        /// `--reporter`, `--config`, `--quiet`, `--jobs` (the scenario runs' threads).
        public var common = CommonOptions()
        public var picturesDirectory: String?
        /// Scenarios drawn whole besides (`--picture-scenario`), by name.
        public var picturedScenarios: [String] = []
        public var againstLegacy = false
        public var strict = false
        public var metricsPath: String?
        /// Custom conditions (`-D NAME`) of the build to check, for `#if`.
        public var conditions: Set<String> = []
        /// `--content-size-category NAME`: the user's text size the runs read.
        public var contentSizeCategory: ContentSizeCategory = .large

        public init() {}
    }

    private static let commonHelp = CommonOptions.help(
        reporter: "text, json, junit, checkstyle, sarif, github or html; repeat for several reports (default: text)",
        quiet: "findings and input problems still print", jobs: "the scenario runs",
        config: " (its disabled_rules, only_rules and severity apply)")

    static let usage = """
        USAGE: navlint verify FILE ... [OPTIONS]

        Interprets each file's NavigationLayoutDelegate, runs it through every
        scenario of the layout model (devices, wide mode, right-to-left, speed
        widget states, prompts, resizing), solves each step and checks it.
        FILE may be a folder (its Swift files); every file given is context for
        the others: the types, constants, helpers and extensions a delegate
        names are read from them. Code that cannot be run is an error
        (delegate_not_verified); names no file declares are assumed opaque and
        the assumption is reported (delegate_assumption).

        OPTIONS:
          --against-legacy         compare with the legacy layout recorded in the
                                   file's navlint-legacy-variant lines (from navlint generate)
          --pictures DIR           write SVG pictures of what matters into DIR: for each finding
                                   the scenario it names, and one overview per variant (the
                                   phone portrait lifecycle with a prompt), every step (legacy
                                   and delegate side by side with --against-legacy); HTML
                                   reports show them
          --picture-scenario NAME  also draw the scenario NAME (as finding messages name it,
                                   e.g. phoneLandscape-rtl-speed.both-prompt) whole, found
                                   or not (repeatable; with --pictures)
          --metrics FILE           use FILE's metrics profile (JSON) instead of the built-in one
          --define NAME            a custom condition of the build to check (-D NAME), for
                                   #if (repeatable): a delegate file generated for several
                                   builds is checked in the one they select
          --content-size-category NAME
                                   the user's text size every run reads, by UIKit's name
                                   (extraSmall ... extraExtraExtraLarge, accessibilityMedium
                                   ... accessibilityExtraExtraExtraLarge; default large): text
                                   styles' fonts, UIFontMetrics and labels follow it; run CI
                                   at an accessibility size too
          --strict                 warnings fail the run too (exit code 1)
        \(commonHelp)

        EXIT CODES: 0 no failing findings, 1 failing findings, 2 usage or configuration
        errors, or a file that could not be verified (unreadable, syntax errors, no
        delegate); the other files are still verified.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var list = ArgumentList(arguments)
        var options = Options()
        options.common = try CommonOptions(&list)
        options.againstLegacy = list.flag("--against-legacy")
        options.strict = list.flag("--strict")
        options.picturesDirectory = try list.value("--pictures")
        options.picturedScenarios = try list.values("--picture-scenario")
        if !options.picturedScenarios.isEmpty && options.picturesDirectory == nil {
            throw UsageError("--picture-scenario draws into the --pictures folder: give --pictures DIR too")
        }
        options.metricsPath = try list.value("--metrics")
        options.conditions = Set(try list.values("--define", "-D"))
        if let name = try list.value("--content-size-category") {
            guard let category = ContentSizeCategory(rawValue: name) else {
                throw UsageError(
                    "--content-size-category takes one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")), not \(name)")
            }
            options.contentSizeCategory = category
        }
        options.files = try list.positionals()
        if options.files.isEmpty { throw UsageError("verify needs at least one Swift file") }
        return options
    }

    public static func run(_ options: Options, console: Console, workingDirectory: String) -> ExitCode {
        let started = DispatchTime.now()
        func resolved(_ path: String) -> String { SourceDiscovery.absolute(path, in: workingDirectory) }
        let specs: [ReporterSpec]
        var verifierOptions = DelegateVerifier.Options()
        guard
            let environment = LintEnvironment.load(
                configurationPath: options.common.configurationPath, workingDirectory: workingDirectory, console: console)
        else { return .usage }
        do {
            specs = try ReportDelivery.specs(options.common.reporters, workingDirectory: workingDirectory)
            verifierOptions.rules = VerifierRule.descriptions(preferring: environment.catalog.rules)
        } catch {
            console.printError("error: \(error)")
            return .usage
        }
        if let path = options.metricsPath {
            guard let metrics = loadMetrics(resolved(path), shownAs: path, console: console) else { return .usage }
            verifierOptions.metrics = metrics
        }
        verifierOptions.againstLegacy = options.againstLegacy
        verifierOptions.contentSizeCategory = options.contentSizeCategory
        verifierOptions.jobs = options.common.jobs
        verifierOptions.pictures = options.picturesDirectory == nil ? nil : .findingsAndOverviews
        let scenarioNames = ScenarioCatalog.standard(metrics: verifierOptions.metrics).map(\.name)
        if let unknown = options.picturedScenarios.first(where: { !scenarioNames.contains($0) }) {
            console.printError("error: --picture-scenario \(unknown): no such scenario; the scenarios are \(scenarioNames.joined(separator: ", "))")
            return .usage
        }
        verifierOptions.picturedScenarios = Set(options.picturedScenarios)

        let discovery = SourceDiscovery(globBase: workingDirectory, workingDirectory: workingDirectory)
        var findings: [Finding] = []
        var problems: [InputProblem] = []
        var pictures: [DelegateVerifier.Picture] = []
        var files: [String] = []
        var (runs, fullyChecked) = (0, 0)
        // The classes of the files that hold several or a subclass, named in the summary.
        var namedClasses: [String] = []
        // Folders give their Swift files; each file declaring a delegate is
        // verified with the files that declare none as its context (their
        // types, constants, helpers, extensions). A file that cannot be
        // verified is an input problem, as in lint: it is reported with the
        // findings and the other files are still verified.
        var inputs: [(input: SourceInput, text: String, parsed: DelegateSource.Input)] = []
        for path in options.files {
            let found = discovery.discover([path])
            problems += found.problems
            for file in found.files where !inputs.contains(where: { $0.input.path == file.path }) {
                let input = SourceInput(path: file.path, displayPath: file.displayPath)
                switch input.text() {
                case .success(let text):
                    let parsed = DelegateSource.Input(
                        text: text, displayPath: input.displayPath, build: AppBuildConfiguration(customConditions: options.conditions))
                    inputs.append((input, text, parsed))
                case .failure(let problem):
                    files.append(input.displayPath)
                    problems.append(problem)
                }
            }
        }
        let mentionsDelegate = inputs.map(\.parsed.declaresConformance)
        let parsedInputs = inputs.map(\.parsed)
        for (index, entry) in inputs.enumerated() {
            files.append(entry.input.displayPath)
            // Without any delegate among the files, each is reported as having none.
            guard mentionsDelegate[index] || !mentionsDelegate.contains(true) else { continue }
            let context = DelegateSource.context(of: index, among: parsedInputs, delegates: mentionsDelegate)
            do throws(InputProblem) {
                let source = try DelegateSource(entry.parsed, context: context)
                var fileOptions = verifierOptions
                let progress = ProgressLine(
                    console: console, label: "verify \(entry.input.displayPath)", unit: "scenarios", quiet: options.common.quiet)
                fileOptions.progress = progress?.callback
                defer { progress?.finish() }
                let result = try DelegateVerifier.verify(source, options: fileOptions)
                findings += environment.configured(result.findings)
                pictures += result.pictures
                runs += result.runs
                fullyChecked += result.fullyCheckedRuns
                if source.namesDelegates { namedClasses += result.delegateNames }
            } catch where !problems.contains(error) {
                problems.append(error)  // a context file's syntax error, once
            } catch {}
        }
        // As lint's, a verifier finding a `// navlint:disable` comment names is silenced; a stop is not:
        // what was not run stays said.
        findings = Suppressions.unsilenced(
            findings, in: inputs.map { ($0.parsed.displayPath, $0.parsed.text, $0.parsed.tree) }, keeping: ["delegate_not_verified"])
        findings += VerifyStaticRules.findings(
            in: inputs.map { SourceInput(path: $0.input.path, displayPath: $0.input.displayPath, contents: Array($0.text.utf8)) }, rules: environment.rules, jobs: options.common.jobs, besides: findings)
        let report = LintReport(
            findings: findings.sorted(), problems: problems, files: files,
            rules: verifierOptions.rules + VerifyStaticRules.descriptions(from: environment.rules, besides: verifierOptions.rules),
            duration: Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9,
            pictures: pictures.map { LintReport.Picture(title: $0.title, svg: $0.svg) })
        do {
            if let directory = options.picturesDirectory {
                try write(pictures, to: resolved(directory))
            }
            try ReportWriter.write(report, to: specs, options: ReporterOptions(), standardOutput: console.write)
        } catch {
            console.printError("error: \(error)")
            return .usage
        }
        ReportDelivery.echoProblems(of: report, specs: specs, console: console)
        if !options.common.quiet {
            // Never a silent pass: how much was actually run, before the counts.
            let classes = namedClasses.isEmpty ? "" : " (classes checked: \(namedClasses.joined(separator: ", ")))"
            // The text size read, when it is not the default.
            let textSize = options.contentSizeCategory == .large ? "" : " at the text size \(options.contentSizeCategory.rawValue)"
            console.printError("Verified \(fullyChecked) of \(runs.counting("scenario")) fully\(textSize)\(classes)\(fullyChecked < runs ? "; the rest stopped at code that is not interpreted or where the app would crash (delegate_not_verified, delegate_unsatisfiable)" : "").")
            ReportDelivery.summarize(report, verb: "verifying", console: console)
        }
        return ReportDelivery.exitCode(for: report, strict: options.strict)
    }

    /// Through the project's one file writer, which also creates the folder.
    private static func write(_ pictures: [DelegateVerifier.Picture], to directory: String) throws {
        for picture in pictures {
            try AtomicFile.write(picture.svg, to: (directory as NSString).appendingPathComponent(picture.fileName))
        }
    }

    /// The `--metrics` profile, or `nil` once what is wrong with it, and
    /// where, is printed (a usage error: no file would be verified as asked).
    private static func loadMetrics(_ path: String, shownAs shown: String, console: Console) -> MetricsProfile? {
        let reason: String
        if let data = FileManager.default.contents(atPath: path) {
            do {
                return try MetricsProfile.load(json: data)
            } catch {
                reason = DecodingError.plainDescription(of: error)
            }
        } else {
            reason = "the file cannot be read"
        }
        console.printError(ConfigurationError(file: shown, line: nil, message: "cannot use the metrics profile: \(reason)").description)
        return nil
    }
}
