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
    public var refused: [Refusal] = []
    /// Legacy uses the final scan still finds (what the exit code follows).
    public var remainingUses = 0
    public var writeFailures: [String] = []

    /// Everything was migrated and written.
    public var isComplete: Bool { remainingUses == 0 && writeFailures.isEmpty }

    public var lines: [String] {
        var lines: [String] = []
        for refusal in refused {
            lines.append("not fixable: \(refusal.screen)")
            lines += refusal.reasons.map { "  \($0)" }
        }
        for use in left.sorted(by: { ($0.location, $0.reason) < ($1.location, $1.reason) }) {
            lines.append("left: \(use.location.file):\(use.location.line):\(use.location.column ?? 1): \(use.ruleID): \(use.reason)")
        }
        lines += writeFailures.map { "not written: \($0)" }
        let screens = migrated.isEmpty ? "none" : migrated.joined(separator: ", ")
        lines.append(
            "\(migrated.count) screen(s) migrated (\(screens)), \(fixedUses) legacy use(s) fixed, "
                + "\(remainingUses) left, \(refused.count) screen(s) not fixable"
                + (writeFailures.isEmpty ? "" : ", \(writeFailures.count) file(s) not written"))
        return lines
    }
}
