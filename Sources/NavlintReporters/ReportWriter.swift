import NavlintCore

/// Writes every report a run asked for, so one lint run can feed the
/// terminal, a JUnit file and a SARIF file at once.
public enum ReportWriter {
    /// Renders `report` once per spec and writes it to standard output (via
    /// `standardOutput`, in the order given) or atomically to its file.
    /// Every spec is attempted even when one fails; the failures are thrown
    /// together afterwards.
    public static func write(
        _ report: LintReport, to specs: [ReporterSpec], options: ReporterOptions = ReporterOptions(),
        standardOutput: (String) -> Void = { print($0, terminator: "") }
    ) throws(ReportError) {
        var failures: [ReportError] = []
        for spec in specs {
            do throws(ReportError) {
                let output = try ReporterRegistry.reporter(named: spec.name, options: options).render(report)
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
