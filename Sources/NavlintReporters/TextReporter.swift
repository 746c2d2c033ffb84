import NavlintCore

/// Xcode's diagnostic format, one line per finding or input problem, in
/// file and line order: Xcode, most editors and CI log parsers link each
/// line to its place in the source.
public struct TextReporter: Reporter {
    public static let name = "text"

    public init() {}

    public func render(_ report: LintReport) throws(ReportError) -> String {
        let lines =
            report.findings.map { ($0.location, XcodeDiagnostic.line(for: $0)) }
            + report.problems.map { ($0.location, XcodeDiagnostic.line(for: $0)) }
        // A stable sort: findings stay in report order, ahead of problems at the same place.
        return lines.enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { $0.element.1 + "\n" }
            .joined()
    }
}
