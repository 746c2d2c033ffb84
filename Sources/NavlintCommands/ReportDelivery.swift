import Foundation
import NavlintCore
import NavlintReporters
import NavlintWorkspace
import SourceEditing

/// What the commands share about reports: which reporters, where their files
/// go (`lint` and `verify`: also problems on the terminal, and the exit code).
enum ReportDelivery {
    /// The `--reporter` arguments (or `fallback` when there are none), each one
    /// of `formats`, `defaultReporter` when none is asked for, with file
    /// destinations resolved against the working directory.
    static func specs(
        _ arguments: [String], fallback: [String] = [], defaultReporter: String? = TextReporter.name,
        formats: [String] = ReporterRegistry.names, workingDirectory: String
    ) throws(ReportError) -> [ReporterSpec] {
        var specs = try ReporterSpec.parseAll(arguments.isEmpty ? fallback : arguments)
        if let other = specs.first(where: { !formats.contains($0.name) }) {
            throw .unknownReporter(name: other.name, validNames: formats)
        }
        if specs.isEmpty, let defaultReporter { specs = [try ReporterSpec(name: defaultReporter)] }
        for (position, spec) in specs.enumerated() {
            if case .file(let path) = spec.destination {
                let destination = SourceDiscovery.destination(path, in: workingDirectory)
                // Missing folders are created inside the working directory only: a
                // typo must not scatter folders over the disk (`/tmpp/report.xml`).
                if let outside = AtomicFile.missingFolders(for: (destination as NSString).standardizingPath).first,
                    SourceDiscovery.relative(outside, to: (workingDirectory as NSString).standardizingPath) == nil
                {
                    throw .cannotWrite(
                        path: path, reason: "the folder \(outside) does not exist; navlint creates report folders "
                            + "only inside the working directory, create it first")
                }
                specs[position].destination = .file(destination)
            }
        }
        return specs
    }

    /// Problems always reach the terminal, even when stdout carries JSON or XML.
    static func echoProblems(of report: LintReport, specs: [ReporterSpec], console: Console) {
        if !specs.contains(where: { $0.name == "text" && $0.destination == .standardOutput }) {
            console.printProblems(report.problems)
        }
    }

    /// "Found N violations, M serious in K files." on standard error, with
    /// "; P input problems (not checked)" before the period when there were any.
    static func summarize(_ report: LintReport, verb: String, console: Console) {
        let serious = report.findings.filter { $0.severity == .error }.count
        console.printError(
            "Done \(verb)! Found \(report.findings.count.counting("violation")), "
                + "\(serious) serious in \(report.files.count.counting("file"))\(report.problems.summaryClause).")
    }

    /// 2 for inputs left unchecked, 1 for errors (or any finding under `strict`), else 0.
    static func exitCode(for report: LintReport, strict: Bool) -> ExitCode {
        if report.problems.contains(where: \.leftUnchecked) { return .usage }
        let serious = report.findings.contains { $0.severity == .error }
        return serious || (strict && !report.findings.isEmpty) ? .findings : .success
    }
}
