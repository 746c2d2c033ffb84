import NavlintCore

/// The one-line `path:line:col: warning: message (rule_id)` format Xcode
/// turns into issues. The text reporter prints it, and the JUnit report uses
/// it as failure text so that a CI log reads the same as a local run.
enum XcodeDiagnostic {
    static func line(for finding: Finding) -> String {
        "\(position(finding.location)): \(finding.severity.rawValue): "
            + "\(singleLine(finding.message)) (\(finding.ruleID))"
    }

    static func line(for problem: InputProblem) -> String {
        "\(position(problem.location)): \(problem.severity.rawValue): \(singleLine(problem.message))"
    }

    /// `path:line:col`, or `path:line` when the column is unknown.
    static func position(_ location: SourceLocation) -> String {
        let prefix = "\(singleLine(location.file)):\(location.line)"
        return location.column.map { "\(prefix):\($0)" } ?? prefix
    }

    /// Line breaks become spaces: one diagnostic must stay one line.
    private static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }
}
