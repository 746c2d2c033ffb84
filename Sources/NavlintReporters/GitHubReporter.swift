import NavlintCore

/// GitHub Actions workflow commands (`::warning file=...,line=...::message`):
/// the runner turns each into an annotation on the pull request's diff, with
/// no upload step. Values are escaped as `@actions/core` does (`%`, CR and
/// LF; in properties also `:` and `,`), so no message can end a command
/// early or inject another one.
///
/// Actions shows only the first ten annotations of each level per step, so a
/// closing `::notice` counts everything and says where the full report is.
public struct GitHubReporter: Reporter {
    public static let name = "github"

    public init() {}

    public func render(_ report: LintReport) throws(ReportError) -> String {
        var lines = report.problems.map { problem in
            command(
                problem.severity.rawValue, at: problem.location,
                title: "\(NavlintVersion.name) \(problem.kind.rawValue)",
                message: problem.message)
        }
        lines += report.findings.map { finding in
            command(finding.severity.rawValue, at: finding.location, title: finding.ruleID, message: finding.message)
        }
        lines.append("::notice title=\(escapeProperty(NavlintVersion.name))::\(escapeData(summary(report)))")
        return lines.map { $0 + "\n" }.joined()
    }

    private func command(_ level: String, at location: SourceLocation, title: String, message: String) -> String {
        var properties = ["file=\(escapeProperty(location.file))"]
        if location.line >= 1 { properties.append("line=\(location.line)") }
        if let column = location.column, column >= 1 { properties.append("col=\(column)") }
        properties.append("title=\(escapeProperty(title))")
        return "::\(level) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    private func summary(_ report: LintReport) -> String {
        let errors = report.errorCount
        let warnings = report.findings.count - errors
        let files = Set(report.findings.map(\.location.file)).count
        let checked = "\(report.files.count.counting("file")) checked"
        var text =
            report.findings.isEmpty
            ? "\(NavlintVersion.name): no findings (\(checked))"
            : "\(NavlintVersion.name): \(warnings.counting("warning")) and \(errors.counting("error")) "
                + "in \(files.counting("file")) (\(checked))"
        if !report.problems.isEmpty { text += "; \(report.problems.count.counting("input problem"))" }
        let levels = report.findings.map(\.severity) + report.problems.map(\.severity)
        if levels.filter({ $0 == .warning }).count > 10 || levels.filter({ $0 == .error }).count > 10 {
            text += "; GitHub shows only the first 10 annotations of each level, see the job log or the full report"
        }
        return text
    }

    /// `@actions/core`'s `escapeData`.
    private func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// `@actions/core`'s `escapeProperty`.
    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Replaces every occurrence of one character, comparing Unicode scalars
    /// (a CR LF pair is two scalars, unlike one `Character`).
    fileprivate func replacingAll(_ scalar: Unicode.Scalar, with replacement: String) -> String {
        var result = ""
        for current in unicodeScalars {
            if current == scalar { result += replacement } else { result.unicodeScalars.append(current) }
        }
        return result
    }
}
