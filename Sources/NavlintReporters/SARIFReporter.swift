import NavlintCore

/// SARIF 2.1.0, the format GitHub code scanning (and Azure DevOps, VS Code's
/// SARIF viewer, ...) imports: findings become code-scanning alerts with the
/// rule's description and replacement advice shown next to the code.
///
/// One run; `tool.driver.rules` describes every enabled rule (plus any rule a
/// finding names that the report does not describe), each result points at
/// its rule by id and index, and locations are relative, percent-encoded URIs
/// with a region in UTF-16 columns. Input problems are tool execution
/// notifications of the invocation.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"

    public init() {}

    public func render(_ report: LintReport) throws(ReportError) -> String {
        let rules = describedRules(report)
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results = report.findings.map { finding in
            Log.Result(
                ruleId: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID] ?? 0,
                level: level(finding.severity), message: Log.Message(text: finding.message),
                locations: [location(finding.location, sourceLine: finding.sourceLine)])
        }
        let notifications = report.problems.map { problem in
            Log.Notification(
                level: level(problem.severity), message: Log.Message(text: problem.message),
                descriptor: Log.Descriptor(id: problem.kind.rawValue),
                locations: [location(problem.location, sourceLine: nil)])
        }
        let log = Log(runs: [
            Log.Run(
                tool: Log.Tool(
                    driver: Log.Driver(
                        name: NavlintVersion.name, semanticVersion: NavlintVersion.version,
                        informationUri: NavlintVersion.informationURI, rules: rules.map(rule))),
                invocations: [Log.Invocation(executionSuccessful: true, toolExecutionNotifications: notifications)],
                results: results)
        ])
        return try JSONOutput.encode(log, reporter: Self.name)
    }

    /// The report's rules, plus a bare description for any rule id a finding
    /// uses that the report does not describe, so every result has a `ruleIndex`.
    private func describedRules(_ report: LintReport) -> [RuleDescription] {
        let described = Set(report.rules.map(\.id))
        let undescribed = Set(report.findings.map(\.ruleID)).subtracting(described).map { id in
            let severity = report.findings.first { $0.ruleID == id }?.severity ?? .warning
            return RuleDescription(
                id: id, name: id, defaultSeverity: severity, summary: id, description: id, message: id,
                replacement: "", symbols: [], examples: RuleDescription.Examples())
        }
        return (report.rules + undescribed).sorted { $0.id < $1.id }
    }

    private func rule(_ rule: RuleDescription) -> Log.Rule {
        var text = rule.description
        // Catalog text is plain text: what would start HTML in GitHub's Markdown becomes entities.
        var markdown = "**\(rule.name.htmlEscaped)**: \(rule.summary.htmlEscaped)\n\n\(rule.description.htmlEscaped)"
        if !rule.replacement.isEmpty {
            text += "\n\nReplacement: \(rule.replacement)"
            markdown += "\n\n**Replacement:** \(rule.replacement.htmlEscaped)"
        }
        if !rule.symbols.isEmpty {
            markdown +=
                "\n\n**Legacy symbols:**\n"
                + rule.symbols.map { "\n- `\($0.owner).\($0.swift)` (Objective-C `\($0.objectiveC)`)" }.joined()
        }
        return Log.Rule(
            id: rule.id, name: rule.name,
            shortDescription: Log.Message(text: rule.summary),
            fullDescription: Log.Message(text: rule.description),
            help: Log.Help(text: text, markdown: markdown),
            defaultConfiguration: Log.Configuration(level: level(rule.defaultSeverity)),
            properties: Log.RuleProperties(tags: ["google-navigation-sdk", "migration"]))
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .warning: "warning"
        case .error: "error"
        }
    }

    private func location(_ location: SourceLocation, sourceLine: String?) -> Log.Location {
        var region: Log.Region?
        if location.line >= 1 {
            let span = location.column.map { SourceSpan(utf8Column: $0, sourceLine: sourceLine) }
            region = Log.Region(
                startLine: location.line, startColumn: span?.startColumn,
                endLine: location.line, endColumn: span?.endColumn)
        }
        return Log.Location(
            physicalLocation: Log.PhysicalLocation(
                artifactLocation: Log.ArtifactLocation(
                    uri: SourceURI.reference(for: location.file),
                    uriBaseId: location.file.hasPrefix("/") ? nil : "%SRCROOT%"),
                region: region))
    }

    /// The subset of the SARIF object model navlint writes; property names are SARIF's.
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }

        struct Run: Encodable {
            var tool: Tool
            var invocations: [Invocation]
            var results: [Result]
            var columnKind = "utf16CodeUnits"
        }

        struct Tool: Encodable { var driver: Driver }

        struct Driver: Encodable {
            var name: String
            var semanticVersion: String
            var informationUri: String
            var rules: [Rule]
        }

        struct Rule: Encodable {
            var id: String
            var name: String
            var shortDescription: Message
            var fullDescription: Message
            var help: Help
            var defaultConfiguration: Configuration
            var properties: RuleProperties
        }

        struct Message: Encodable { var text: String }

        struct Help: Encodable {
            var text: String
            var markdown: String
        }

        struct Configuration: Encodable { var level: String }

        struct RuleProperties: Encodable { var tags: [String] }

        struct Result: Encodable {
            var ruleId: String
            var ruleIndex: Int
            var level: String
            var message: Message
            var locations: [Location]
        }

        struct Location: Encodable { var physicalLocation: PhysicalLocation }

        struct PhysicalLocation: Encodable {
            var artifactLocation: ArtifactLocation
            var region: Region?
        }

        struct ArtifactLocation: Encodable {
            var uri: String
            /// `%SRCROOT%` for relative URIs: GitHub resolves it against the checkout.
            var uriBaseId: String?
        }

        struct Region: Encodable {
            var startLine: Int
            var startColumn: Int?
            var endLine: Int
            var endColumn: Int?
        }

        struct Invocation: Encodable {
            var executionSuccessful: Bool
            var toolExecutionNotifications: [Notification]
        }

        struct Notification: Encodable {
            var level: String
            var message: Message
            var descriptor: Descriptor
            var locations: [Location]
        }

        struct Descriptor: Encodable { var id: String }
    }
}
