import AppBuild
import DelegateGenerator
import Foundation
import NavlintCore
import NavlintReporters
import NavlintScanner
import NavlintWorkspace
import SourceEditing

/// `navlint generate [PATH ...]`: one `NavigationLayoutDelegate` per screen
/// that uses the legacy slot APIs, reproducing its legacy layout.
///
/// It finds the legacy uses exactly like `lint` (same configuration, rules and
/// file discovery), hands them to `DelegateGenerator`, writes the files and
/// says what it wrote, what it skipped and why a screen was not generated.
enum GenerateCommand {
    struct Options: Sendable {
        var paths: [String] = []
        /// `--reporter` (the migration report), `--config`, `--quiet`, `--jobs`.
        var common = CommonOptions()
        var outputDirectory = defaultOutputDirectory
        /// Custom conditions (`-D NAME`) the app's build defines, for `#if`.
        var conditions: Set<String> = []
    }

    /// Where delegates go without `--output`: a folder of their own, so a run
    /// never writes into the app's sources unasked.
    static let defaultOutputDirectory = "NavlintGenerated"

    private static let commonHelp = CommonOptions.help(
        reporter: "the migration report: html (one page: every screen's status, the reasons, each delegate, "
            + "before/after pictures) or json (the same data); repeat for both (default: none)",
        quiet: "problems and screens not generated still print; the files written do not",
        jobs: "scanning, drawing the pictures")

    static let usage = """
        USAGE: navlint generate [PATH ...] [OPTIONS]

        Writes one layout delegate per screen that uses the Navigation SDK's
        legacy slot layout APIs below PATH (default: the current directory):
        <Screen>LayoutDelegate.swift, a NavigationLayoutDelegate that gives every
        view the frame the legacy layout gave it. A screen whose legacy layout
        cannot be derived exactly (a value computed at run time, a constraint
        against a view the delegate cannot see, ...) is not generated; each reason
        is printed with its location. CarPlay map views are skipped: layout
        delegates do not apply to CarPlay. Screens are read from Swift; each legacy
        use in an Objective-C file is printed as left, with what to do.

        OPTIONS:
          --output DIR             where to write the delegates (default: \(defaultOutputDirectory)/
                                   in the current directory); existing files are replaced
          --define NAME            a custom condition the app's build defines (-D NAME), for
                                   #if (repeatable); only the active clauses are read
        \(commonHelp)

        EXIT CODES: 0 every screen generated, 1 a screen or a legacy use could not
        be generated, 2 usage, configuration or input errors.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var list = ArgumentList(arguments)
        var options = Options()
        options.common = try CommonOptions(&list)
        options.outputDirectory = try list.value("--output", "-o") ?? defaultOutputDirectory
        options.conditions = Set(try list.values("--define", "-D"))
        options.paths = try list.positionals()
        return options
    }

    static func run(_ options: Options, console: Console, workingDirectory: String) -> ExitCode {
        guard case let (environment, specs)? = MigrationReports.setUp(options.common, workingDirectory: workingDirectory, console: console)
        else { return .usage }
        let found = environment.discover(commandLinePaths: options.paths)
        var problems = found.problems
        var inputs: [DelegateGenerator.Input] = []
        for file in found.files {
            switch SourceInput(path: file.path, displayPath: file.displayPath).text() {
            case .success(let text): inputs.append(.init(path: file.path, displayPath: file.displayPath, source: text))
            case .failure(let problem): problems.append(problem)
            }
        }
        var scanOptions = ScannerOptions(jobs: options.common.jobs)
        let progress = ProgressLine(console: console, label: "generate", unit: "files", quiet: options.common.quiet)
        scanOptions.progress = progress?.callback
        let scan = LegacyScanner(rules: environment.rules, options: scanOptions).scan(
            inputs.map { SourceInput(path: $0.path, displayPath: $0.displayPath, contents: Array($0.source.utf8)) })
        progress?.finish()
        problems += scan.problems
        console.printProblems(problems)
        // A screen may have legacy uses in a file that was not read: generating
        // it from the others would drop them silently.
        if problems.contains(where: \.leftUnchecked) {
            if !options.common.quiet { console.printError("Nothing generated: \(problems.summary).") }
            return .usage
        }

        let generator = DelegateGenerator(build: AppBuildConfiguration(customConditions: options.conditions))
        let screens = ProgressLine(console: console, label: "generate", unit: "screens", quiet: options.common.quiet)
        let result = generator.generate(inputs: inputs, findings: scan.findings, progress: screens?.callback)
        screens?.finish()
        let output = SourceDiscovery.absolute(options.outputDirectory, in: workingDirectory)
        func shown(_ file: DelegateGenerator.GeneratedFile) -> String {
            (options.outputDirectory as NSString).appendingPathComponent(file.fileName)
        }
        for file in result.generated {
            do {
                try AtomicFile.write(file.contents, to: (output as NSString).appendingPathComponent(file.fileName))
            } catch {
                console.printError("error: \(error)")
                return .usage
            }
            if !options.common.quiet {
                let variants = file.plan.variants.count
                console.print(
                    "wrote \(shown(file)): \(file.plan.screen.name), \(file.plan.screen.findings.count) legacy use(s), "
                        + "\(variants) variant\(variants == 1 ? "" : "s")")
            }
        }
        if !specs.isEmpty {
            let report = MigrationReports.generate(
                result, findings: scan.findings, delegatePath: shown, written: Set(result.generated.map(shown)),
                drawing: MigrationReports.wantsPictures(specs), jobs: options.common.jobs)
            guard MigrationReports.write(report, to: specs, console: console) else { return .usage }
        }
        for skipped in result.skipped where !options.common.quiet {
            console.print("skipped \(skipped.typeName) (\(skipped.location.file):\(skipped.location.line)): \(skipped.reason)")
        }
        for plan in result.notGenerated {
            console.printError("not generated: \(plan.screen.name) (\(plan.screen.mainFile))")
            for issue in plan.issues { console.printError("  \(issue)") }
        }
        for issue in result.unassigned { console.printError("not generated: \(issue)") }
        let objectiveC = ObjectiveCLeftovers.report(environment: environment, commandLinePaths: options.paths, console: console)
        if !options.common.quiet {
            let refused = result.notGenerated.isEmpty ? "" : ", \(result.notGenerated.count.counting("screen")) not generated"
            let outside = result.unassigned.isEmpty ? "" : ", \(result.unassigned.count.counting("legacy use")) outside any screen"
            console.printError(
                "Done generating! \(result.generated.count.counting("delegate")) written"
                    + "\(refused)\(outside)\(problems.summaryClause).")
        }
        return result.notGenerated.isEmpty && result.unassigned.isEmpty && objectiveC == 0 ? .success : .findings
    }
}
