/// How serious a finding is. `error` findings fail a run; `warning` findings
/// fail it only under `--strict`.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A place in a source file. Lines and columns are 1-based; columns count
/// UTF-8 bytes, as the Swift compiler does.
public struct SourceLocation: Hashable, Codable, Sendable, Comparable {
    /// The file's path as reports show it: relative to the working directory
    /// when the file lies below it, absolute otherwise.
    public var file: String
    public var line: Int
    /// `nil` when only the line is known.
    public var column: Int?

    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column ?? 0) < (rhs.file, rhs.line, rhs.column ?? 0)
    }
}

/// One thing a rule found at one place.
public struct Finding: Hashable, Codable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// The whole source line the finding is on, without its line break.
    /// Baselines match on it (trimmed) and the HTML report shows it.
    public var sourceLine: String?

    public init(
        ruleID: String, severity: Severity, message: String,
        location: SourceLocation, sourceLine: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
    }
}

extension Finding: Comparable {
    /// Report order: file, line, column, then rule id and message so that
    /// two findings at one place still sort the same way every run.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        return (lhs.ruleID, lhs.message) < (rhs.ruleID, rhs.message)
    }
}

/// An input that could not be checked (unreadable, not UTF-8, binary, ...)
/// or was checked only in part (syntax errors). Reports show these apart
/// from rule findings; an input left unchecked makes a run exit with code 2.
public struct InputProblem: Error, Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public enum Kind: String, Codable, Sendable {
        /// The file could not be read or is not Swift text (missing,
        /// permission denied, binary, invalid UTF-8, too large).
        case unreadable
        /// The file was checked, but the parser had to recover from errors.
        case syntaxError
        /// The file was read but `verify` cannot check it: syntax errors, no
        /// layout delegate, no legacy variants to compare with.
        case unverifiable
    }

    public var kind: Kind
    public var location: SourceLocation
    public var message: String

    public init(kind: Kind, location: SourceLocation, message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    public static func < (lhs: InputProblem, rhs: InputProblem) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }

    /// Whether the input went unchecked rather than checked in part: the run
    /// cannot vouch for it, so it exits with code 2.
    public var leftUnchecked: Bool { kind != .syntaxError }

    /// `file:line[:col]: message`, for messages that quote a problem in a sentence.
    public var description: String {
        "\(location.file):\(location.line)\(location.column.map { ":\($0)" } ?? ""): \(message)"
    }
}

extension Collection<InputProblem> {
    /// "2 input problems (not checked)", "1 input problem (checked in part)",
    /// "3 input problems (2 not checked)": what summary lines add when a run
    /// had problems, so that no count there hides a file it could not check.
    public var summary: String {
        let unchecked = count { $0.leftUnchecked }
        let detail = unchecked == count ? "not checked" : unchecked == 0 ? "checked in part" : "\(unchecked) not checked"
        return "\(count.counting("input problem")) (\(detail))"
    }

    /// "; " and `summary` to end a summary line with, or nothing when there were no problems.
    public var summaryClause: String { isEmpty ? "" : "; \(summary)" }
}
