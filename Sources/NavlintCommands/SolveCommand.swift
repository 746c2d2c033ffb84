import Cassowary
import Foundation

/// `navlint solve FILE.json`: solves the constraint system in the file (see ``SolveDocument``).
///
/// Pure: returns the JSON text (or, for exit code 2, the message) and the exit code for the CLI to
/// print and return; 0 solved, 1 solver error, 2 unreadable or malformed input.
public func runSolve(path: String) -> (output: String, exitCode: Int32) {
    guard let data = FileManager.default.contents(atPath: path) else {
        return ("cannot read \(path)", 2)
    }
    return SolveDocument.run(data)
}
