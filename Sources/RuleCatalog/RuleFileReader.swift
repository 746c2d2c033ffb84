import NavlintCore
import NavlintXML

/// Turns one schema-valid rule file into a `RuleDescription`.
enum RuleFileReader {
    static func read(_ bytes: [UInt8], path: String) throws(RuleCatalogError) -> RuleDescription {
        let root: XMLElement
        do {
            root = try XMLReader.parse(bytes, path: path)
        } catch {
            let first = error.diagnostics.first
            throw RuleCatalogError(file: path, line: first?.line ?? 0, message: first?.message ?? "not well-formed")
        }
        func text(_ name: String) -> String { normalizeProse(root.child(name)?.text ?? "") }
        let symbols = (root.child("symbols")?.children(named: "symbol") ?? []).map { element in
            RuleDescription.Symbol(
                kind: RuleDescription.Symbol.Kind(rawValue: element.attribute("kind") ?? "") ?? .property,
                owner: element.attribute("owner") ?? "",
                swift: element.attribute("swift") ?? "",
                objectiveC: element.attribute("objc") ?? "",
                requiresResolvedReceiver: element.attribute("receiver") == "resolved")
        }
        let examples = root.child("examples")
        return RuleDescription(
            id: root.attribute("id") ?? "",
            name: text("name"),
            defaultSeverity: Severity(rawValue: root.attribute("severity") ?? "") ?? .warning,
            summary: text("summary"),
            description: text("description"),
            message: text("message"),
            replacement: text("replacement"),
            symbols: symbols,
            examples: RuleDescription.Examples(
                triggering: examples?.children(named: "triggering").map { trimCode($0.text) } ?? [],
                nonTriggering: examples?.children(named: "non-triggering").map { trimCode($0.text) } ?? [],
                corrections: examples?.children(named: "correction").map {
                    RuleDescription.Correction(
                        before: trimCode($0.child("before")?.text ?? ""),
                        after: trimCode($0.child("after")?.text ?? ""))
                } ?? [],
                objectiveCTriggering: examples?.children(named: "objc-triggering").map { trimCode($0.text) } ?? [],
                objectiveCNonTriggering: examples?.children(named: "objc-non-triggering").map { trimCode($0.text) } ?? []))
    }

    /// Prose in the XML may be wrapped over several indented lines; fold
    /// runs of white space into single spaces.
    static func normalizeProse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Code examples keep their lines; only the blank first and last lines
    /// that CDATA sections bring along are dropped.
    static func trimCode(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
