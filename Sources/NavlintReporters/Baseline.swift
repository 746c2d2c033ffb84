import Foundation
import NavlintCore

/// The findings a project has accepted for now, so that CI fails only on new
/// ones while the legacy code is migrated step by step.
///
/// A finding is identified by its rule, file, trimmed source line and message,
/// not its line number: code added above a finding shifts it without making
/// it new. Each identity carries a count, so a line that appears twice in a
/// file (two identical `padding` assignments) is accounted for twice.
/// Written as sorted, pretty-printed JSON, so a baseline diffs well in review.
public struct Baseline: Hashable, Sendable {
    /// What identifies a finding across runs.
    public struct Key: Hashable, Comparable, Sendable {
        public var ruleID: String
        /// The path as the report spells it (relative to the working directory).
        public var file: String
        /// The source line without leading and trailing whitespace; empty when unknown.
        public var sourceLine: String
        public var message: String

        public init(ruleID: String, file: String, sourceLine: String, message: String) {
            self.ruleID = ruleID
            self.file = file
            self.sourceLine = sourceLine
            self.message = message
        }

        public init(_ finding: Finding) {
            self.init(
                ruleID: finding.ruleID, file: finding.location.file,
                sourceLine: finding.sourceLine?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "",
                message: finding.message)
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.file, lhs.ruleID, lhs.sourceLine, lhs.message) < (rhs.file, rhs.ruleID, rhs.sourceLine, rhs.message)
        }
    }

    /// A key and how many findings have it.
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        public var key: Key
        public var count: Int

        public init(key: Key, count: Int) {
            self.key = key
            self.count = count
        }

        /// `App/Map.swift: 2 × legacy_map_padding: map.padding = .zero`, for
        /// listing the entries `--strict-baseline` complains about.
        public var description: String {
            "\(key.file): \(count) × \(key.ruleID): \(key.sourceLine.isEmpty ? key.message : key.sourceLine)"
        }
    }

    /// How many findings each key accounts for (every count is at least 1).
    public private(set) var counts: [Key: Int]

    /// The baseline that accepts exactly `findings`.
    public init(findings: [Finding]) {
        counts = Dictionary(findings.map { (Key($0), 1) }, uniquingKeysWith: +)
    }

    /// The entries, sorted by file, rule, source line and message.
    public var entries: [Entry] {
        counts.map { Entry(key: $0.key, count: $0.value) }.sorted { $0.key < $1.key }
    }

    /// Splits `report` into what the baseline accounts for and what is new.
    ///
    /// When a key occurs more often than the baseline allows, the first
    /// occurrences in report order count as baselined and the rest as new.
    public func filter(_ report: LintReport) -> BaselineResult {
        var remaining = counts
        var newFindings: [Finding] = []
        for finding in report.findings {
            let key = Key(finding)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                newFindings.append(finding)
            }
        }
        let disappeared = remaining.filter { $0.value > 0 }.map { Entry(key: $0.key, count: $0.value) }
        return BaselineResult(
            report: LintReport(
                findings: newFindings, problems: report.problems, files: report.files, rules: report.rules,
                duration: report.duration, pictures: report.pictures),
            baselinedCount: report.findings.count - newFindings.count,
            disappeared: disappeared.sorted { $0.key < $1.key })
    }
}

/// What applying a baseline to a run left: the report to print (new findings
/// only) and the baselined findings that no longer occur, which
/// `--strict-baseline` treats as a failure so the baseline is kept tidy.
public struct BaselineResult: Sendable {
    /// The run's report with only the findings the baseline does not account for.
    public var report: LintReport
    /// How many findings the baseline accounted for.
    public var baselinedCount: Int
    /// Baseline entries with the number of their findings that were not found, sorted.
    public var disappeared: [Baseline.Entry]
}

extension Baseline {
    /// The file format: `{"findings": [{"count", "file", "message", "rule_id", "source_line"}], "version": 1}`.
    private struct File: Codable {
        static let currentVersion = 1
        var version: Int
        var findings: [Record]

        struct Record: Codable {
            var ruleID: String
            var file: String
            var sourceLine: String
            var message: String
            var count: Int

            enum CodingKeys: String, CodingKey {
                case ruleID = "rule_id"
                case file
                case sourceLine = "source_line"
                case message, count
            }
        }
    }

    /// The baseline as its file holds it: deterministic JSON ending with a newline.
    public func encoded() throws(ReportError) -> String {
        let records = entries.map { entry in
            File.Record(
                ruleID: entry.key.ruleID, file: entry.key.file, sourceLine: entry.key.sourceLine,
                message: entry.key.message, count: entry.count)
        }
        return try JSONOutput.encode(File(version: File.currentVersion, findings: records), reporter: "baseline")
    }

    /// Writes the baseline to `path` atomically (`--write-baseline`).
    public func write(to path: String) throws(ReportError) {
        try ReportFiles.writeAtomically(encoded(), to: path)
    }

    /// Reads the baseline file at `path` (`--baseline`).
    public static func load(from path: String) throws(ReportError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
            throw .badBaseline(path: path, reason: reason)
        }
        return try Baseline(json: data, path: path)
    }

    /// Parses a baseline file's content; `path` names it in errors.
    public init(json: Data, path: String) throws(ReportError) {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: json)
        } catch {
            throw .badBaseline(path: path, reason: DecodingError.plainDescription(of: error))
        }
        guard file.version == File.currentVersion else {
            throw .badBaseline(
                path: path, reason: "unsupported version \(file.version) (this navlint writes \(File.currentVersion))")
        }
        counts = [:]
        for (index, record) in file.findings.enumerated() {
            guard record.count >= 1 else {
                throw .badBaseline(path: path, reason: "findings[\(index)].count must be at least 1")
            }
            let key = Key(
                ruleID: record.ruleID, file: record.file, sourceLine: record.sourceLine, message: record.message)
            counts[key, default: 0] += record.count
        }
    }
}
