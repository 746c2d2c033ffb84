import Foundation
import LayoutModel
import NavlintCore

/// Gathers findings across scenarios and variants: one finding per rule and
/// location, whose message names the first scenario where it happened and how
/// many others, and how many of those said something else there (another
/// view left over; numbers alone, frames and sizes, do not count).
/// Scenario runs record into their own collectors (possibly in
/// parallel); appending them in scenario order keeps the result deterministic.
struct FindingCollector {
    private struct Event {
        let rule: VerifierRule
        let tag: SourceTag
        let message: String
        /// "scenario step N (event)"; the scenario is the part before the first space.
        let place: String
        /// Set when this occurrence is milder than the rule's severity.
        let severity: Severity?
        /// Whether the run stopped here (code not run, a crash): the rest of the scenario is not checked.
        var endsRun = false
        var scenario: Substring { place.split(separator: " ", maxSplits: 1).first ?? Substring(place) }
    }

    /// A finding before deduplication: one rule at one place in the source.
    struct Key: Hashable {
        let rule: VerifierRule
        let tag: SourceTag
    }

    private var events: [Event] = []

    var isEmpty: Bool { events.isEmpty }
    /// The findings recorded, as rule and place (for choosing pictures).
    var keys: Set<Key> { Set(events.map { Key(rule: $0.rule, tag: $0.tag) }) }

    /// Records `message` for `rule` at `tag`, seen at `place` (scenario, step);
    /// `severity` makes this occurrence milder than the rule's own.
    mutating func add(
        _ rule: VerifierRule, at tag: SourceTag, _ message: String, place: String, severity: Severity? = nil,
        endsRun: Bool = false
    ) {
        events.append(Event(rule: rule, tag: tag, message: message, place: place, severity: severity, endsRun: endsRun))
    }

    /// Adds `text` to what was recorded: a scenario's note, or its caveat
    /// (what it rests on that the SDK does not document), which `softening`
    /// makes a warning too; where the run stopped (code not run, a crash) is
    /// left as it is, as the rest of the scenario was not checked.
    mutating func note(_ text: String, softening: Bool) {
        events = events.map { event in
            event.endsRun
                ? event
                : Event(rule: event.rule, tag: event.tag, message: "\(event.message); \(text)", place: event.place, severity: softening ? .warning : event.severity)
        }
    }

    /// Appends what another collector recorded, after this one's events.
    mutating func append(_ other: FindingCollector) {
        events += other.events
    }

    /// The findings, sorted, with severities from `rules` and source lines from `source`.
    func findings(rules: [RuleDescription], source: DelegateSource) -> [Finding] {
        var first: [Key: Event] = [:]
        var scenarios: [Key: Set<Substring>] = [:]
        for event in events {
            let key = Key(rule: event.rule, tag: event.tag)
            // One occurrence at the rule's own severity makes the finding that severe.
            if first[key] == nil || (first[key]!.severity != nil && event.severity == nil) { first[key] = event }
            scenarios[key, default: []].insert(event.scenario)
        }
        // Scenarios where the message at the place says something else than the one shown, in order.
        var otherwise: [Key: [Substring]] = [:]
        let shownGists = first.mapValues { Self.gist($0.message) }
        for event in events {
            let key = Key(rule: event.rule, tag: event.tag)
            guard let shown = shownGists[key], Self.gist(event.message) != shown,
                otherwise[key]?.contains(event.scenario) != true
            else { continue }
            otherwise[key, default: []].append(event.scenario)
        }
        let severities = Dictionary(rules.map { ($0.id, $0.defaultSeverity) }, uniquingKeysWith: { first, _ in first })
        return first.map { key, event in
            let others = (scenarios[key]?.count ?? 1) - 1
            let different = (otherwise[key] ?? []).filter { $0 != event.scenario }
            let differing = different.first.map { "; \(different.count) of them with another message, first in \($0)" } ?? ""
            let also = others == 0 ? "" : "; also in \(others) other scenario\(others == 1 ? "" : "s")\(differing)"
            let caller = key.tag.caller.map { " (in \($0.function), called at \($0.file):\($0.line))" } ?? ""
            return Finding(
                ruleID: key.rule.rawValue,
                severity: event.severity ?? severities[key.rule.rawValue] ?? key.rule.ownDescription.defaultSeverity,
                message: "\(event.message)\(caller) (in \(event.place)\(also))",
                location: SourceLocation(file: key.tag.file, line: key.tag.line, column: key.tag.column),
                sourceLine: source.sourceLine(key.tag.line, in: key.tag.file))
        }.sorted()
    }

    /// A message without its numbers: the same finding on another device or step.
    private static func gist(_ message: String) -> String {
        String(message.unicodeScalars.filter { !CharacterSet.decimalDigits.contains($0) })
    }
}
