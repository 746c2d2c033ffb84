import AppBuild
import DelegateVerifier
import Foundation
import LayoutModel
import NavlintCore
import NavlintReporters
import NavlintWorkspace

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
            do {
                verifierOptions.metrics = try MetricsProfile.load(contentsOf: URL(fileURLWithPath: resolved(path)))
            } catch {
                console.printError("error: cannot load the metrics profile \(path): \(error.localizedDescription)")
                return .usage
            }
        }
        verifierOptions.againstLegacy = options.againstLegacy
        verifierOptions.pictures = options.picturesDirectory != nil

        let discovery = SourceDiscovery(globBase: workingDirectory, workingDirectory: workingDirectory)
        var findings: [Finding] = []
        var problems: [InputProblem] = []
        var pictures: [DelegateVerifier.Picture] = []
        var files: [String] = []
        for file in options.files {
            let path = resolved(file)
            let displayPath = discovery.displayPath(path)
            files.append(displayPath)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                problems.append(
                    InputProblem(kind: .unreadable, location: SourceLocation(file: displayPath, line: 1), message: "cannot read \(file)"))
                continue
            }
            do {
                let source = try DelegateSource(
                    text: text, displayPath: displayPath, build: AppBuildConfiguration(customConditions: options.conditions))
                let result = try DelegateVerifier.verify(source, options: verifierOptions)
                findings += environment.configured(result.findings)
                pictures += result.pictures
            } catch {
                console.printError("error: \(error)")
                return .usage
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

    private static func write(_ pictures: [DelegateVerifier.Picture], to directory: String) throws {
        let folder = URL(fileURLWithPath: directory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for picture in pictures {
            try Data(picture.svg.utf8).write(to: folder.appendingPathComponent(picture.fileName), options: .atomic)
        }
    }
}
