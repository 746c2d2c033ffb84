import NavlintCore

/// Writes every report a run asked for, so one lint run can feed the
/// terminal, a JUnit file and a SARIF file at once (and one fix run its
/// HTML and JSON migration reports).
public enum ReportWriter {
    /// Renders `report` once per spec and writes it to standard output (via
    /// `standardOutput`, in the order given) or atomically to its file.
    /// Every spec is attempted even when one fails; the failures are thrown
    /// together afterwards.
    public static func write(
        _ report: LintReport, to specs: [ReporterSpec], options: ReporterOptions = ReporterOptions(),
        standardOutput: (String) -> Void = { print($0, terminator: "") }
    ) throws(ReportError) {
        try write(to: specs, standardOutput: standardOutput) { spec throws(ReportError) in
            try ReporterRegistry.reporter(named: spec.name, options: options).render(report)
        }
    }

    /// The same for a migration report (`html` and `json` only).
    public static func write(
        _ report: MigrationReport, to specs: [ReporterSpec], standardOutput: (String) -> Void = { print($0, terminator: "") }
    ) throws(ReportError) {
        try write(to: specs, standardOutput: standardOutput) { spec throws(ReportError) in try report.render(format: spec.name) }
    }

    private static func write(
        to specs: [ReporterSpec], standardOutput: (String) -> Void, render: (ReporterSpec) throws(ReportError) -> String
    ) throws(ReportError) {
        var failures: [ReportError] = []
        for spec in specs {
            do throws(ReportError) {
                let output = try render(spec)
                switch spec.destination {
                case .standardOutput: standardOutput(output)
                case .file(let path): try ReportFiles.writeAtomically(output, to: path)
                }
            } catch {
                failures.append(error)
            }
        }
        switch failures.count {
        case 0: return
        case 1: throw failures[0]
        default: throw .several(failures)
        }
    }
}
