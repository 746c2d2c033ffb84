import NavlintCore

/// SwiftLint's JSON format (an array of violations), so dashboards and
/// scripts written for SwiftLint read navlint's findings unchanged.
/// Input problems are not violations and are left out, as SwiftLint does.
public struct JSONReporter: Reporter {
    public static let name = "json"

    public init() {}

    /// One SwiftLint violation; property names are SwiftLint's keys.
    struct Violation: Encodable {
        var file: String
        var line: Int
        /// `null` when the column is unknown, as in SwiftLint.
        var character: Int?
        /// Capitalised like SwiftLint: `Warning`, `Error`.
        var severity: String
        /// The rule's name (SwiftLint puts its rule description name here).
        var type: String
        var ruleID: String
        var reason: String

        enum CodingKeys: String, CodingKey {
            case file, line, character, severity, type, reason
            case ruleID = "rule_id"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(character, forKey: .character)
            try container.encode(severity, forKey: .severity)
            try container.encode(type, forKey: .type)
            try container.encode(ruleID, forKey: .ruleID)
            try container.encode(reason, forKey: .reason)
        }
    }

    public func render(_ report: LintReport) throws(ReportError) -> String {
        let rules = report.rulesByID
        let violations = report.findings.map { finding in
            Violation(
                file: finding.location.file, line: finding.location.line,
                character: finding.location.column,
                severity: finding.severity.rawValue.prefix(1).uppercased() + finding.severity.rawValue.dropFirst(),
                type: rules[finding.ruleID]?.name ?? finding.ruleID,
                ruleID: finding.ruleID, reason: finding.message)
        }
        return try JSONOutput.encode(violations, reporter: Self.name)
    }
}
