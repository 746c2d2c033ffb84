import LayoutModel
import NavlintCore

/// Gathers findings across scenarios and variants: one finding per rule and
/// location, whose message names the first scenario where it happened and how
/// many others, in the deterministic order the scenarios run.
struct FindingCollector {
    private struct Entry {
        var message: String
        var firstPlace: String
        var otherPlaces: Set<String> = []
        /// Set when every occurrence was milder than the rule's severity.
        var severity: Severity?
    }

    private struct Key: Hashable {
        let rule: VerifierRule
        let tag: SourceTag
    }

    private var entries: [Key: Entry] = [:]
    private let severities: [String: Severity]

    init(rules: [RuleDescription]) {
        severities = Dictionary(rules.map { ($0.id, $0.defaultSeverity) }, uniquingKeysWith: { first, _ in first })
    }

    /// Records `message` for `rule` at `tag`, seen at `place` (scenario, step);
    /// `severity` makes this occurrence milder than the rule's own.
    mutating func add(_ rule: VerifierRule, at tag: SourceTag, _ message: String, place: String, severity: Severity? = nil) {
        let key = Key(rule: rule, tag: tag)
        if entries[key] == nil {
            entries[key] = Entry(message: message, firstPlace: place, severity: severity)
        } else {
            if entries[key]!.firstPlace != place {
                entries[key]!.otherPlaces.insert(place.split(separator: " ").first.map(String.init) ?? place)
            }
            // One occurrence at the rule's own severity makes the finding that severe.
            if severity == nil || entries[key]!.severity == nil {
                if entries[key]!.severity != nil { entries[key]!.message = message }
                entries[key]!.severity = nil
            }
        }
    }

    /// The findings, sorted, with source lines from `source`.
    func findings(source: DelegateSource) -> [Finding] {
        entries.map { key, entry in
            let first = entry.firstPlace.split(separator: " ").first.map(String.init) ?? entry.firstPlace
            let others = entry.otherPlaces.subtracting([first]).count
            let also = others == 0 ? "" : "; also in \(others) other scenario\(others == 1 ? "" : "s")"
            return Finding(
                ruleID: key.rule.rawValue,
                severity: entry.severity ?? severities[key.rule.rawValue] ?? key.rule.ownDescription.defaultSeverity,
                message: "\(entry.message) (in \(entry.firstPlace)\(also))",
                location: SourceLocation(file: key.tag.file, line: key.tag.line, column: key.tag.column),
                sourceLine: source.sourceLine(key.tag.line))
        }.sorted()
    }
}
