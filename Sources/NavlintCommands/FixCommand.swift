import Foundation
import Migration
import NavlintCore
import NavlintReporters
import NavlintScanner
import NavlintWorkspace

/// `navlint fix [PATH ...]` (also `navlint lint --fix`): migrates each screen
/// onto its generated, verified layout delegate, in place; see `Migrator`.
enum FixCommand {
    struct Options: Sendable {
        var paths: [String] = []
        /// `--reporter` (the migration report), `--config`, `--quiet`, `--jobs`.
        var common = CommonOptions()
        var delegateDirectory: String?
        var dryRun = false
        /// Custom conditions (`-D NAME`) every build of the app defines.
        var conditions: Set<String> = []
    }

    private static let commonHelp = CommonOptions.help(
        reporter: "the migration report: html (one page: every screen's status, the reasons, the diffs, "
            + "before/after pictures) or json (the same data); repeat for both (default: none)",
        quiet: "what was left, refused or not written still prints",
        jobs: "scanning, verifying each delegate, drawing the pictures")

    static let usage = """
        USAGE: navlint fix [PATH ...] [OPTIONS]
               navlint lint --fix [PATH ...] [OPTIONS]

        Migrates every screen below PATH (default: the current directory) from the
        legacy slot layout APIs to a NavigationLayoutDelegate: writes the generated
        <Screen>LayoutDelegate.swift next to the screen (once it passes
        verify --against-legacy), installs it before navigation is enabled and
        rewrites each legacy use into the delegate's API. A screen is changed all
        or nothing; files are written atomically and never over a change made
        since navlint read them. Screens navlint cannot migrate are reported with
        the reasons and left untouched. Code under #if is migrated for every build
        the conditions around legacy uses select, with one delegate per build
        when the screen's layout differs between them. Objective-C files are never
        rewritten: each legacy use in one is printed as left, with what to do.

        OPTIONS:
          --dry-run                print a unified diff of the changes; write nothing
          --delegate-dir DIR       write the delegates into DIR instead
          --define NAME            a custom condition every build of the app defines
                                   (-D NAME), for #if (repeatable)
        \(commonHelp)

        EXIT CODES: 0 everything migrated, 1 legacy uses remain (unfixable or
        left), 2 usage, configuration or input errors.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var list = ArgumentList(arguments)
        var options = Options()
        options.common = try CommonOptions(&list)
        options.dryRun = list.flag("--dry-run")
        options.delegateDirectory = try list.value("--delegate-dir")
        options.conditions = Set(try list.values("--define", "-D"))
        options.paths = try list.positionals()
        return options
    }

    static func run(_ options: Options, console: Console, workingDirectory: String) -> ExitCode {
        guard case let (environment, specs)? = MigrationReports.setUp(options.common, workingDirectory: workingDirectory, console: console)
        else { return .usage }
        var found = environment.discover(commandLinePaths: options.paths)
        let journals = FixJournals(environment: environment, commandLinePaths: options.paths, stateFolders: found.stateFolders)
        if !journals.pending.isEmpty {
            // A dry run writes nothing, so it cannot roll back: it must not diff half-written files either.
            guard !options.dryRun else {
                console.printProblems(journals.problems)
                return .usage
            }
            guard journals.recover(console: console) else { return .usage }
            found = environment.discover(commandLinePaths: options.paths)
        }
        // A screen is migrated whole or not at all, and one of its files may be
        // one that cannot be read (the migration's own scans would skip it).
        let problems = found.problems + found.files.compactMap { file -> InputProblem? in
            guard case .failure(let problem) = SourceInput(path: file.path, displayPath: file.displayPath).text() else { return nil }
            return problem
        }
        console.printProblems(problems)
        if !problems.isEmpty {
            if !options.common.quiet { console.printError("Nothing migrated: \(problems.summary).") }
            return .usage
        }
        var migratorOptions = Migrator.Options(rules: environment.rules)
        migratorOptions.delegateDirectory = options.delegateDirectory.map { SourceDiscovery.absolute($0, in: workingDirectory) }
        migratorOptions.conditions = options.conditions
        migratorOptions.jobs = options.common.jobs
        let progress = ProgressLine(console: console, label: "fix", unit: "screens", quiet: options.common.quiet)
        migratorOptions.progress = progress?.callback
        var plan: MigrationPlan
        do {
            defer { progress?.finish() }
            plan = try Migrator(options: migratorOptions).migrate(found.files.map { .init(path: $0.path, displayPath: $0.displayPath) })
        } catch {
            console.printError("error: \(error)")
            if !options.common.quiet { console.printError("Nothing migrated: a file of the project could not be read.") }
            return .usage
        }
        if options.dryRun {
            console.write(plan.diff())
        } else {
            plan.write(journalFolder: journals.folder, beforeEachStep: StepHook.fromEnvironment(console: console))
        }
        let objectiveC = ObjectiveCLeftovers.report(environment: environment, commandLinePaths: options.paths, console: console)
        plan.summary.lines(quiet: options.common.quiet).forEach(console.printError)
        if !specs.isEmpty {
            let report = MigrationReports.fix(
                plan, dryRun: options.dryRun, drawing: MigrationReports.wantsPictures(specs), jobs: options.common.jobs)
            guard MigrationReports.write(report, to: specs, console: console) else { return .usage }
        }
        return plan.summary.isComplete && objectiveC == 0 ? .success : .findings
    }
}

/// A test hook of the executable, for the fault-injection tests that kill a
/// real process: `NAVLINT_TEST_STEPS=log` prints every change on disk
/// before it is made (`navlint: step N: ...`), `NAVLINT_TEST_STEPS=kill:N`
/// sends the process SIGKILL just before the Nth, as `kill -9` would.
private final class StepHook: @unchecked Sendable {
    private var count = 0
    private let killAt: Int?
    private let console: Console

    private init(killAt: Int?, console: Console) {
        self.killAt = killAt
        self.console = console
    }

    static func fromEnvironment(console: Console) -> (@Sendable (String) throws -> Void)? {
        guard let setting = ProcessInfo.processInfo.environment["NAVLINT_TEST_STEPS"] else { return nil }
        let hook = StepHook(killAt: setting.hasPrefix("kill:") ? Int(setting.dropFirst(5)) : nil, console: console)
        return { step in hook.before(step) }
    }

    private func before(_ step: String) {
        count += 1
        if count == killAt { kill(getpid(), SIGKILL) }
        if killAt == nil { console.printError("navlint: step \(count): \(step)") }
    }
}
