import NavlintCore

/// The legacy symbols of the enabled rules, keyed by the name that appears
/// in source: a member's base name, or the protocol of a conformance.
struct LegacySymbolTable: Sendable {
    struct Entry: Sendable {
        var ruleID: String
        var symbol: RuleDescription.Symbol
    }

    private(set) var entriesByName: [String: [Entry]] = [:]

    init(rules: [RuleDescription]) {
        for rule in rules {
            for symbol in rule.symbols {
                let name = symbol.kind == .protocolConformance ? symbol.swift : symbol.swiftBaseName
                entriesByName[name, default: []].append(Entry(ruleID: rule.id, symbol: symbol))
            }
        }
    }

    func entries(for name: String) -> [Entry]? { entriesByName[name] }

    /// Names specific enough that a file mentioning one must be parsed.
    var distinctiveNames: [String] {
        entriesByName.filter { !$0.value.allSatisfy(\.symbol.requiresResolvedReceiver) }.keys.sorted()
    }

    /// Common names (`padding`) that matter only in files that also mention
    /// something tied to the SDK types.
    var commonNames: [String] {
        entriesByName.filter { $0.value.allSatisfy(\.symbol.requiresResolvedReceiver) }.keys.sorted()
    }

    var allSymbols: [RuleDescription.Symbol] {
        entriesByName.keys.sorted().flatMap { entriesByName[$0]!.map(\.symbol) }
    }
}
