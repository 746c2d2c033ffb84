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
        public var reporters: [String] = []
        public var picturesDirectory: String?
        public var againstLegacy = false
        public var strict = false
        public var quiet = false
        public var metricsPath: String?
        public var configurationPath: String?
        /// Custom conditions (`-D NAME`) of the build to check, for `#if`.
        public var conditions: Set<String> = []

        public init() {}
    }

    static let usage = """
        USAGE: navlint verify FILE ... [OPTIONS]

        Interprets each file's NavigationLayoutDelegate, runs it through every
        scenario of the layout model (devices, wide mode, right-to-left, speed
        widget states, prompts, resizing), solves each step and checks it.

        OPTIONS:
          --against-legacy         compare with the legacy layout recorded in the
                                   file's navlint-legacy-variant lines (from navlint generate)
          --pictures DIR           write one SVG per scenario into DIR (legacy and delegate
                                   side by side with --against-legacy); HTML reports show them
          --metrics FILE           use FILE's metrics profile (JSON) instead of the built-in one
          --config FILE            use FILE instead of the nearest .navlint.json (its
                                   disabled_rules, only_rules and severity apply)
          --define NAME            a custom condition of the build to check (-D NAME), for
                                   #if (repeatable): a delegate file generated for several
                                   builds is checked in the one they select
          --reporter NAME[:FILE]   text, json, junit, checkstyle, sarif, github or html;
                                   repeat for several reports (default: text)
          --strict                 warnings fail the run too (exit code 1)
          --quiet                  no summary line on standard error

        EXIT CODES: 0 no failing findings, 1 failing findings, 2 usage or configuration
        errors, or a file that could not be verified (unreadable, syntax errors, no
        delegate); the other files are still verified.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var list = ArgumentList(arguments)
        var options = Options()
        options.reporters = try list.values("--reporter")
        options.againstLegacy = list.flag("--against-legacy")
        options.strict = list.flag("--strict")
        options.quiet = list.flag("--quiet")
        options.picturesDirectory = try list.value("--pictures")
        options.metricsPath = try list.value("--metrics")
        options.conditions = Set(try list.values("--define", "-D"))
        options.configurationPath = try list.value("--config")
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
                configurationPath: options.configurationPath, workingDirectory: workingDirectory, console: console)
        else { return .usage }
        do {
            specs = try ReportDelivery.specs(options.reporters, workingDirectory: workingDirectory)
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
        verifierOptions.pictures = options.picturesDirectory != nil

        let discovery = SourceDiscovery(globBase: workingDirectory, workingDirectory: workingDirectory)
        var findings: [Finding] = []
        var problems: [InputProblem] = []
        var pictures: [DelegateVerifier.Picture] = []
        var files: [String] = []
        // A file that cannot be verified is an input problem, as in lint: it
        // is reported with the findings and the other files are still verified.
        for file in options.files {
            let path = resolved(file)
            let input = SourceInput(path: path, displayPath: discovery.displayPath(path))
            files.append(input.displayPath)
            do throws(InputProblem) {
                let source = try DelegateSource(
                    text: input.text().get(), displayPath: input.displayPath,
                    build: AppBuildConfiguration(customConditions: options.conditions))
                let result = try DelegateVerifier.verify(source, options: verifierOptions)
                findings += environment.configured(result.findings)
                pictures += result.pictures
            } catch {
                problems.append(error)
            }
        }
        let report = LintReport(
            findings: findings, problems: problems, files: files, rules: verifierOptions.rules,
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
        if !options.quiet { ReportDelivery.summarize(report, verb: "verifying", console: console) }
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
