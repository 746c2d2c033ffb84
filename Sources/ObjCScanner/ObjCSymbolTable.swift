import NavlintCore

/// The legacy symbols of the enabled rules in their Objective-C spellings,
/// keyed by what clang names a use: a property, an accessor or method
/// selector, a listener selector, or a protocol.
///
/// A property rule covers its dot syntax (`settings.navigationHeaderEnabled`)
/// and its accessor messages: the getter, which the Swift spelling names when
/// the SDK declares `getter=is...` (`[settings isNavigationHeaderEnabled]`),
/// and the setter (`[settings setNavigationHeaderEnabled:NO]`).
struct ObjCSymbolTable: Sendable {
    struct Entry: Sendable {
        var ruleID: String
        var symbol: RuleDescription.Symbol
    }

    /// Property names and member selectors, for dot syntax and messages.
    private(set) var members: [String: [Entry]] = [:]
    /// Selectors of methods the app implements for a listener protocol.
    private(set) var listenerSelectors: [String: [Entry]] = [:]
    /// Protocols whose adoption is a use.
    private(set) var protocols: [String: [Entry]] = [:]

    init(rules: [RuleDescription]) {
        for rule in rules {
            for symbol in rule.symbols {
                let entry = Entry(ruleID: rule.id, symbol: symbol)
                switch symbol.kind {
                case .property:
                    for name in Self.propertySpellings(symbol) { members[name, default: []].append(entry) }
                case .method:
                    members[symbol.objectiveC, default: []].append(entry)
                case .listenerMethod:
                    listenerSelectors[symbol.objectiveC, default: []].append(entry)
                case .protocolConformance:
                    protocols[symbol.objectiveC, default: []].append(entry)
                }
            }
        }
    }

    /// The property, its getter and its setter.
    static func propertySpellings(_ symbol: RuleDescription.Symbol) -> Set<String> {
        let name = symbol.objectiveC
        return [name, symbol.swift.hasPrefix("is") ? symbol.swift : name, "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"]
    }

    /// Words a file must contain to be worth parsing: the first piece of
    /// each selector and every property and protocol name, split into names
    /// that are distinctive on their own and common ones (`padding`) that
    /// matter only next to a type tied to the SDK.
    var prefilterWords: (distinctive: [String], common: [String]) {
        var distinctive: Set<String> = []
        var common: Set<String> = []
        for (name, entries) in members.merging(listenerSelectors, uniquingKeysWith: +).merging(protocols, uniquingKeysWith: +) {
            let word = String(name.prefix { $0 != ":" })
            if entries.allSatisfy(\.symbol.requiresResolvedReceiver) {
                common.insert(word)
            } else {
                distinctive.insert(word)
            }
        }
        return (distinctive.sorted(), common.subtracting(distinctive).sorted())
    }
}
