import Foundation
import NavlintCore
import NavlintScanner
import ObjCScanner
import Testing

/// The Objective-C corpus in `Tests/ObjCCorpus`: an app written the ways
/// real ones are (a manual-reference-counting view controller, categories, a
/// coordinator, a React Native `.mm` view manager with a missing React
/// header, a Flutter platform-view plugin) with look-alike traps, and the
/// findings it must give, stated by hand in `expected-findings.txt`.
@Suite struct ObjCCorpusTests {
    static let corpus = repositoryRoot.appendingPathComponent("Tests/ObjCCorpus")

    /// `file:line:column rule` lines, and the files expected to be reported as checked in part.
    static func expectations() throws -> (findings: [String], incomplete: [String]) {
        let text = try String(contentsOf: corpus.appendingPathComponent("expected-findings.txt"), encoding: .utf8)
        var findings: [String] = []
        var incomplete: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            if line.hasPrefix("incomplete ") {
                incomplete.append(String(line.dropFirst("incomplete ".count)))
            } else {
                findings.append(String(line))
            }
        }
        return (findings, incomplete)
    }

    static func scanCorpus(jobs: Int) throws -> ScanResult {
        let files = try FileManager.default.subpathsOfDirectory(atPath: corpus.path)
            .filter { ObjCScanner.reads($0) }.sorted()
        let inputs = files.map { SourceInput(path: corpus.appendingPathComponent($0).path, displayPath: $0) }
        return ObjCScanner(rules: catalog.rules, options: ObjCOptions(jobs: jobs)).scan(inputs)
    }

    /// One scan serves the tests that only read it.
    static let scanned = Result { try scanCorpus(jobs: 2) }

    @Test func precisionAndRecallAreOne() throws {
        let expected = try Self.expectations().findings
        let result = try Self.scanned.get()
        let reported = result.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column ?? 0) \($0.ruleID)" }
        let missed = Set(expected).subtracting(reported)
        let extra = Set(reported).subtracting(expected)
        #expect(missed.isEmpty, "recall below 1: missed \(missed.sorted())")
        #expect(extra.isEmpty, "precision below 1: unexpected \(extra.sorted())")
        #expect(reported.count == expected.count, "a use reported twice: \(reported)")
    }

    @Test func filesClangCouldNotFullyReadSaySo() throws {
        let expected = try Self.expectations().incomplete
        let result = try Self.scanned.get()
        let incomplete = result.problems.filter { $0.message.hasSuffix("results for this file may be incomplete") }
        #expect(incomplete.map(\.location.file) == expected, "\(result.problems)")
        #expect(result.problems.count == incomplete.count, "\(result.problems)")
    }

    @Test func oneThreadFindsWhatTwoFind() throws {
        #expect(try Self.scanCorpus(jobs: 1).findings == Self.scanned.get().findings)
    }
}
