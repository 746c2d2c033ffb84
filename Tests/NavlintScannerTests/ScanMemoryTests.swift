import Foundation
import NavlintCore
@testable import NavlintScanner
import Testing

/// A scan keeps syntax trees only within `ScannerOptions.treeBudget` and reads files again when it
/// needs them (issue 14): the findings must not depend on what was kept, and a file that changes
/// between two reads is reported instead of being read half-old, half-new.
@Suite struct ScanMemoryTests {
    /// Every Swift file of the bundled app, the delegate corpus and the migration fixtures, on disk.
    static let inputs: [SourceInput] = {
        var inputs: [SourceInput] = []
        for folder in ["Examples", "Tests/DelegateCorpus", "Tests/MigrationTests/Fixtures"] {
            let base = repositoryRoot.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for file in files.sorted() where file.hasSuffix(".swift") {
                inputs.append(SourceInput(path: base.appendingPathComponent(file).path, displayPath: "\(folder)/\(file)"))
            }
        }
        return inputs
    }()

    static func scan(budget: Int) -> ScanResult {
        LegacyScanner(rules: catalog.rules, options: ScannerOptions(jobs: 2, treeBudget: budget)).scan(inputs)
    }

    @Test func findingsDoNotDependOnTheTreesKept() {
        let everything = Self.scan(budget: .max)
        let nothing = Self.scan(budget: 0)
        let some = Self.scan(budget: 64 << 10)
        #expect(everything.statistics.filesParsed > 50)
        #expect(everything.findings.count > 100)
        #expect(everything.statistics.filesParsedAgain == 0)
        #expect(nothing.statistics.filesParsedAgain == nothing.statistics.filesParsed)
        #expect(some.statistics.filesParsedAgain > 0 && some.statistics.filesParsedAgain < some.statistics.filesParsed)
        for other in [nothing, some] {
            #expect(other.findings == everything.findings)
            #expect(other.problems == everything.problems)
            #expect(other.statistics.filesParsed == everything.statistics.filesParsed)
        }
    }

    @Test func aFileChangedBetweenReadsIsReportedNotMixed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = folder.appendingPathComponent("Same.swift")
        let edited = folder.appendingPathComponent("Edited.swift")
        let removed = folder.appendingPathComponent("Removed.swift")
        for file in [same, edited, removed] { try Data("let a = 1\n".utf8).write(to: file) }
        var statistics = ScanStatistics()
        let (store, looks, problems) = SourceStore.read(
            [same, edited, removed].map { SourceInput(path: $0.path, displayPath: $0.lastPathComponent) },
            jobs: 1, maxFileSize: 1 << 20, counting: &statistics
        ) { $0.count }
        #expect(problems.isEmpty && looks == [10, 10, 10])
        #expect(store.entries.map(\.input.displayPath) == ["Edited.swift", "Removed.swift", "Same.swift"])
        try Data("let a = 2\n".utf8).write(to: edited)
        try FileManager.default.removeItem(at: removed)
        #expect(store.bytes(at: 0) == nil)
        #expect(store.bytes(at: 1) == nil)
        #expect(store.bytes(at: 2) == Array("let a = 1\n".utf8))
        let problem = store.changedProblem(at: 0)
        #expect(problem.location.file == "Edited.swift" && problem.kind == .unreadable)
        #expect(problem.message.contains("changed or disappeared"))
    }

    @Test func linesAndColumnsCountUTF8BytesLikeSwiftSyntax() {
        let lines = SourceLines(Array("ab\nçd\r\n\nx".utf8))
        #expect(lines.location(ofOffset: 0) == (1, 1))
        #expect(lines.location(ofOffset: 3) == (2, 1))
        #expect(lines.location(ofOffset: 5) == (2, 3))
        #expect(lines.location(ofOffset: 8) == (3, 1))
        #expect(lines.location(ofOffset: 9) == (4, 1))
        #expect(lines.line(2) == "çd")
    }
}
