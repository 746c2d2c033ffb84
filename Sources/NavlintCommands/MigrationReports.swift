import DelegateGenerator
import Foundation
import LayoutModel
import Migration
import NavlintCore
import NavlintReporters
import SourceEditing

/// `fix`'s and `generate`'s `--reporter html:FILE` / `json:FILE`: the
/// migration report of the run, built from what the run did (the fix's plan
/// and summary, or the generator's result) and written with the other reports.
enum MigrationReports {
    /// What `fix` and `generate` start from: the configuration's environment
    /// and the report specs of `--reporter` (none by default; `html` and `json`
    /// only); `nil` once why they cannot be used is printed (a usage error).
    static func setUp(
        _ common: CommonOptions, workingDirectory: String, console: Console
    ) -> (environment: LintEnvironment, specs: [ReporterSpec])? {
        guard
            let environment = LintEnvironment.load(
                configurationPath: common.configurationPath, workingDirectory: workingDirectory, console: console)
        else { return nil }
        do {
            let specs = try ReportDelivery.specs(
                common.reporters, defaultReporter: nil, formats: MigrationReport.formats, workingDirectory: workingDirectory)
            return (environment, specs)
        } catch {
            console.printError("error: \(error)")
            return nil
        }
    }

    /// Whether the specs ask for the page (the pictures are only for it).
    static func wantsPictures(_ specs: [ReporterSpec]) -> Bool {
        specs.contains { $0.name == "html" }
    }

    /// `fix`: every screen with its status, reasons, uses left, files and pictures; every file's diff.
    static func fix(_ plan: MigrationPlan, dryRun: Bool, drawing: Bool, jobs: Int) -> MigrationReport {
        let summary = plan.summary
        let changes = Dictionary(plan.screenChanges.map { ($0.screen, $0) }, uniquingKeysWith: { first, _ in first })
        let pictures = drawing
            ? MigrationPictures.draw(changes.values.map { .init(screen: $0.screen, text: $0.delegate.contents, displayPath: $0.delegate.displayPath) }, jobs: jobs)
            : [:]
        func screen(_ name: String, _ status: MigrationReport.Status, reasons: [String] = []) -> MigrationReport.Screen {
            let change = changes[name]
            return MigrationReport.Screen(
                name: name, status: status, reasons: reasons, left: (summary.leftByScreen[name] ?? []).map(leftUse),
                fixedUses: summary.fixedByScreen[name] ?? 0, delegate: change?.delegate.displayPath,
                editedFiles: change?.editedFiles ?? [], pictureVariant: pictures[name]?.variant, pictures: pictures[name]?.pictures ?? [])
        }
        let migrated = summary.migrated.map { name in
            screen(name, summary.leftByScreen[name, default: []].isEmpty ? .migrated : .partlyMigrated)
        }
        let refused = summary.refused.map { screen($0.screen, .refused, reasons: $0.reasons) }
        let unwritten = summary.notWritten.map { screen($0.key, .notWritten, reasons: [$0.value]) }
        let written = Set(summary.writtenFiles)
        let files = plan.fileDiffs().map {
            MigrationReport.FileChange(path: $0.displayPath, created: $0.created, written: written.contains($0.displayPath), diff: $0.diff)
        }
        let byScreen = Set(summary.leftByScreen.values.joined())
        return MigrationReport(
            command: .fix, dryRun: dryRun, screens: migrated + refused + unwritten, files: files,
            outsideScreens: Set(summary.left).subtracting(byScreen).map(leftUse), moments: MigrationPictures.reportMoments,
            pictureStyles: SVGRenderer.styleSheet)
    }

    /// `generate`: every screen generated, not generated or skipped, each delegate as a new file's diff.
    static func generate(
        _ result: DelegateGenerator.Result, findings: [Finding], delegatePath: (DelegateGenerator.GeneratedFile) -> String,
        written: Set<String>, drawing: Bool, jobs: Int
    ) -> MigrationReport {
        let pictures = drawing
            ? MigrationPictures.draw(result.generated.map { .init(screen: $0.plan.screen.name, text: $0.contents, displayPath: delegatePath($0)) }, jobs: jobs)
            : [:]
        let generated = result.generated.map { file in
            let name = file.plan.screen.name
            return MigrationReport.Screen(
                name: name, status: .generated, fixedUses: file.plan.screen.findings.count, delegate: delegatePath(file),
                pictureVariant: pictures[name]?.variant, pictures: pictures[name]?.pictures ?? [])
        }
        let refused = result.notGenerated.map { plan in
            MigrationReport.Screen(
                name: plan.screen.name, status: .notGenerated, reasons: plan.issues.map(\.description),
                left: plan.screen.findings.map { .init(location: $0.location, ruleID: $0.ruleID, reason: "its screen is not generated") })
        }
        let skipped = result.skipped.map {
            MigrationReport.Screen(name: $0.typeName, status: .skipped, reasons: ["\($0.location.file):\($0.location.line): \($0.reason)"])
        }
        let files = result.generated.map { file in
            let path = delegatePath(file)
            return MigrationReport.FileChange(
                path: path, created: true, written: written.contains(path), diff: UnifiedDiff.make(old: "", new: file.contents, path: path))
        }
        let outside = result.unassigned.map { issue in
            MigrationReport.LeftUse(
                location: issue.location, ruleID: findings.first { $0.location == issue.location }?.ruleID ?? "", reason: issue.reason)
        }
        return MigrationReport(
            command: .generate, screens: generated + refused + skipped, files: files, outsideScreens: outside,
            moments: MigrationPictures.reportMoments, pictureStyles: SVGRenderer.styleSheet)
    }

    /// Writes the reports; `false` once why one could not be written is printed (exit code 2).
    static func write(_ report: MigrationReport, to specs: [ReporterSpec], console: Console) -> Bool {
        do {
            try ReportWriter.write(report, to: specs, standardOutput: console.write)
            return true
        } catch {
            console.printError("error: \(error)")
            return false
        }
    }

    private static func leftUse(_ use: MigrationSummary.LeftUse) -> MigrationReport.LeftUse {
        .init(location: use.location, ruleID: use.ruleID, reason: use.reason)
    }
}
