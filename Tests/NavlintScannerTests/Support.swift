import Foundation
import NavlintCore
import NavlintScanner
import RuleCatalog

/// The repository's root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The catalog as the tests see it: loaded from `Rules/` on disk.
let catalog: RuleCatalog = {
    do {
        return try RuleCatalog.load(directory: repositoryRoot.appendingPathComponent("Rules").path)
    } catch {
        fatalError("cannot load Rules/: \(error)")
    }
}()

/// Scans in-memory files with every catalog rule, on one thread so failures are easy to read.
func scan(_ files: [String: String]) -> ScanResult {
    LegacyScanner(rules: catalog.rules, options: ScannerOptions(jobs: 1))
        .scan(files.map { SourceInput(path: $0.key, contents: Array($0.value.utf8)) })
}

func scan(_ source: String) -> ScanResult { scan(["example.swift": source]) }

/// `rule@line:column` for each finding, for compact expectations.
func positions(_ result: ScanResult, rule: String? = nil) -> [String] {
    result.findings.filter { rule == nil || $0.ruleID == rule }
        .map { "\($0.ruleID)@\($0.location.line):\($0.location.column ?? 0)" }
}

/// A triggering example without its `↓` markers, and the marked positions
/// (1-based line and UTF-8 column of the character after each marker).
func stripMarkers(_ example: String) -> (source: String, marks: [(line: Int, column: Int)]) {
    var source = ""
    var marks: [(Int, Int)] = []
    var line = 1
    var column = 1
    for character in example {
        if character == "↓" {
            marks.append((line, column))
            continue
        }
        source.append(character)
        if character == "\n" {
            line += 1
            column = 1
        } else {
            column += character.utf8.count
        }
    }
    return (source, marks)
}
