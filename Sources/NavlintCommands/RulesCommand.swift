import NavlintCore
import RuleCatalog

/// `navlint rules [ID]`: the catalog, as a table or one rule in full.
enum RulesCommand {
    static let usage = """
        USAGE: navlint rules [ID]

        Lists every rule (id, default severity, summary), or prints one rule
        with its description, replacement advice and examples.
        """

    static func run(_ arguments: [String], console: Console) -> ExitCode {
        var list = ArgumentList(arguments)
        let catalog: RuleCatalog
        let ids: [String]
        do {
            ids = try list.positionals()
            catalog = try RuleCatalog.builtIn()
        } catch {
            console.printError("error: \(error); run 'navlint help rules' for its options")
            return .usage
        }
        switch ids.count {
        case 0:
            let width = catalog.ids.map(\.count).max() ?? 0
            for rule in catalog.rules {
                let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let severity = rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                console.print("\(id)  \(severity)  \(rule.summary)")
            }
            return .success
        case 1:
            guard let rule = catalog.rule(ids[0]) else {
                console.printError("error: no rule '\(ids[0])'; `navlint rules` lists them")
                return .usage
            }
            console.print(describe(rule))
            return .success
        default:
            console.printError("error: `navlint rules` takes at most one rule id")
            return .usage
        }
    }

    static func describe(_ rule: RuleDescription) -> String {
        var text = """
            \(rule.id) (\(rule.defaultSeverity.rawValue)): \(rule.name)

            \(rule.description)

            Replacement: \(rule.replacement)

            """
        if !rule.symbols.isEmpty {
            text += "\nLegacy symbols:\n"
            for symbol in rule.symbols {
                text += "  \(symbol.owner).\(symbol.swift)  (Objective-C: \(symbol.objectiveC))\n"
            }
        }
        func section(_ title: String, _ examples: [String]) {
            guard !examples.isEmpty else { return }
            text += "\n\(title):\n"
            for example in examples {
                text += example.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "    " + $0 }.joined(separator: "\n") + "\n"
            }
        }
        section("Triggering examples (↓ marks each finding)", rule.examples.triggering)
        section("Non-triggering examples", rule.examples.nonTriggering)
        section("Objective-C triggering examples (↓ marks each finding)", rule.examples.objectiveCTriggering)
        section("Objective-C non-triggering examples", rule.examples.objectiveCNonTriggering)
        return text
    }
}
