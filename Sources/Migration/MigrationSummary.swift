import NavlintCore

/// What a fix run did and did not do: the end of its output, and its exit code.
public struct MigrationSummary: Sendable {
    /// A legacy use still in the code, and why.
    public struct LeftUse: Hashable, Sendable {
        public var location: SourceLocation
        public var ruleID: String
        public var reason: String
    }

    /// A screen navlint did not migrate, with every reason.
    public struct Refusal: Error, Hashable, Sendable {
        public var screen: String
        public var reasons: [String]
    }

    public var migrated: [String] = []
    public var fixedUses = 0
    public var left: [LeftUse] = []
    /// The uses in `left` that belong to a screen, by screen: what a migrated
    /// screen left, or every use of a refused one (the migration report's).
    public var leftByScreen: [String: [LeftUse]] = [:]
    /// The legacy uses each migrated screen's rewrite fixed.
    public var fixedByScreen: [String: Int] = [:]
    public var refused: [Refusal] = []
    /// Legacy uses the final scan still finds (what the exit code follows).
    public var remainingUses = 0
    /// Units that could not be written, with why (their files are unchanged).
    public var writeFailures: [String] = []
    /// The same by screen: each screen of such a unit, and why.
    public var notWritten: [String: String] = [:]
    /// Every file written (display paths, sorted): edited sources and new delegates.
    public var writtenFiles: [String] = []

    /// Records `uses` as left, by `screen`.
    mutating func leave(_ uses: [LeftUse], by screen: String) {
        left += uses
        leftByScreen[screen, default: []] += uses
    }

    /// Everything was migrated and written.
    public var isComplete: Bool { remainingUses == 0 && writeFailures.isEmpty }

    /// What was left or refused, then (unless `quiet`) every file written
    /// and the closing count.
    public func lines(quiet: Bool = false) -> [String] {
        var lines: [String] = []
        for refusal in refused {
            lines.append("not fixable: \(refusal.screen)")
            lines += refusal.reasons.map { "  \($0)" }
        }
        for use in left.sorted(by: { ($0.location, $0.reason) < ($1.location, $1.reason) }) {
            lines.append("left: \(use.location.file):\(use.location.line):\(use.location.column ?? 1): \(use.ruleID): \(use.reason)")
        }
        lines += writeFailures.map { "not written: \($0)" }
        guard !quiet else { return lines }
        lines += writtenFiles.map { "written: \($0)" }
        let screens = migrated.isEmpty ? "none" : migrated.joined(separator: ", ")
        lines.append(
            "\(migrated.count) screen(s) migrated (\(screens)), \(fixedUses) legacy use(s) fixed, "
                + "\(remainingUses) left, \(refused.count) screen(s) not fixable, \(writtenFiles.count) file(s) written"
                + (writeFailures.isEmpty ? "" : ", \(writeFailures.count) unit(s) not written"))
        return lines
    }
}
