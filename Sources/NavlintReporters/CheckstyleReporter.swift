import NavlintCore
import NavlintXML

/// Checkstyle 4.3 XML, the lingua franca of lint results: reviewdog, Jenkins
/// Warnings NG and Danger read it. One `file` element per checked file (clean
/// ones included, as Checkstyle does), one `error` per finding with
/// `source="navlint.rules.<id>"`; input problems are `error` elements too,
/// with `source="navlint.input.<kind>"`.
public struct CheckstyleReporter: Reporter {
    public static let name = "checkstyle"

    public init() {}

    public func render(_ report: LintReport) throws(ReportError) -> String {
        try XMLWriter.report(Self.name) { xml in
            xml.element("checkstyle", ["version": "4.3"]) {
                for file in report.resultsByFile {
                    xml.element("file", ["name": file.path]) {
                        for problem in file.problems {
                            writeError(
                                at: problem.location, severity: problem.severity, message: problem.message,
                                source: "\(NavlintVersion.name).input.\(problem.kind.rawValue)", to: xml)
                        }
                        for finding in file.findings {
                            writeError(
                                at: finding.location, severity: finding.severity, message: finding.message,
                                source: "\(NavlintVersion.name).rules.\(finding.ruleID)", to: xml)
                        }
                    }
                }
            }
        }
    }

    private func writeError(
        at location: SourceLocation, severity: Severity, message: String, source: String, to xml: XMLWriter
    ) {
        xml.element(
            "error",
            [
                "line": String(max(0, location.line)),
                "column": location.column.flatMap { $0 > 0 ? String($0) : nil },
                "severity": severity.rawValue,
                "message": message,
                "source": source,
            ])
    }
}
