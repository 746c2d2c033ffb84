import Cassowary
import Foundation
import NavlintWorkspace

/// `navlint solve FILE.json`: solves the constraint system in the file (see ``SolveDocument``).
enum SolveCommand {
    static let usage = """
        USAGE: navlint solve FILE.json

        Solves a linear constraint system with navlint's Auto Layout (Cassowary)
        solver and prints the values as JSON. Input:
          {"variables": ["a", ...],
           "constraints": [{"terms": {"a": 1.0, "b": -1.0}, "constant": -8.0,
                            "op": "==" | "<=" | ">=",
                            "strength": 1...1000 | "required" | "strong" | "medium" | "weak"}],
           "edits": [{"variable": "w", "strength": ...}],
           "steps": [{"suggest": {"w": 390.0}}]}
        meaning sum(coefficient * variable) + constant OP 0. Output:
          {"steps": [{"values": {...}}, ...]}  or  {"error": {"kind", "constraint", "message"}}
        Exit codes: 0 solved; 1 solver error (unsatisfiable, duplicate, ...; nonFinite or
        nonFiniteSuggestion when the numbers overflow a Double while solving: no value is ever
        printed as inf or nan); 2 unreadable or malformed input (numbers beyond a Double's range too).
        """

    static func run(_ arguments: [String], console: Console, workingDirectory: String) -> ExitCode {
        var list = ArgumentList(arguments)
        let paths: [String]
        do {
            paths = try list.positionals()
        } catch {
            console.printError("error: \(error); run 'navlint help solve' for its options")
            return .usage
        }
        guard paths.count == 1 else {
            console.printError("error: `navlint solve` takes one FILE.json; run 'navlint help solve' for its options")
            return .usage
        }
        let path = paths[0] == "-" ? "/dev/stdin" : SourceDiscovery.absolute(paths[0], in: workingDirectory)
        guard let data = FileManager.default.contents(atPath: path) else {
            console.printError("error: cannot read \(paths[0])")
            return .usage
        }
        let (output, code) = SolveDocument.run(data)
        if code == 2 {
            console.printError("error: \(paths[0]): \(output)")
        } else {
            console.print(output)
        }
        return ExitCode(rawValue: code) ?? .usage
    }
}
