import Foundation
import NavlintCore
import NavlintReporters
import Testing

/// `--write-baseline`, `--baseline` and `--strict-baseline`.
@Suite struct BaselineTests {
    static func finding(
        _ file: String = "App/Map.swift", line: Int, source: String, rule: String = "legacy_map_padding"
    )
        -> Finding
    {
        Finding(
            ruleID: rule, severity: .warning, message: "Map padding is legacy",
            location: SourceLocation(file: file, line: line, column: 9), sourceLine: source)
    }

    @Test func lineShiftsAndIndentationChangesAreNotNew() {
        let baseline = Baseline(findings: [Self.finding(line: 10, source: "    map.padding = .zero")])
        let shifted = LintReport(findings: [Self.finding(line: 42, source: "\t\tmap.padding = .zero  ")])
        let result = baseline.filter(shifted)
        #expect(result.report.findings.isEmpty)
        #expect(result.baselinedCount == 1)
        #expect(result.disappeared.isEmpty)
    }

    @Test func duplicatedLinesAreCounted() {
        let baseline = Baseline(findings: [
            Self.finding(line: 3, source: "map.padding = .zero"), Self.finding(line: 8, source: "map.padding = .zero"),
        ])
        #expect(baseline.entries.map(\.count) == [2])
        let three = LintReport(findings: [
            Self.finding(line: 3, source: "map.padding = .zero"), Self.finding(line: 8, source: "map.padding = .zero"),
            Self.finding(line: 20, source: "map.padding = .zero"),
        ])
        let result = baseline.filter(three)
        #expect(result.report.findings.map(\.location.line) == [20])
        #expect(result.baselinedCount == 2)
    }

    @Test func removedFindingsAreReportedAsDisappeared() {
        let baseline = Baseline(findings: [
            Self.finding(line: 3, source: "map.padding = .zero"), Self.finding(line: 8, source: "map.padding = .zero"),
            Self.finding("App/Old.swift", line: 1, source: "m.padding = x"),
        ])
        let result = baseline.filter(LintReport(findings: [Self.finding(line: 5, source: "map.padding = .zero")]))
        #expect(result.report.findings.isEmpty)
        #expect(
            result.disappeared
                == [
                    Baseline.Entry(
                        key: .init(
                            ruleID: "legacy_map_padding", file: "App/Map.swift", sourceLine: "map.padding = .zero",
                            message: "Map padding is legacy"), count: 1),
                    Baseline.Entry(
                        key: .init(
                            ruleID: "legacy_map_padding", file: "App/Old.swift", sourceLine: "m.padding = x",
                            message: "Map padding is legacy"), count: 1),
                ].sorted { $0.key < $1.key })
    }

    @Test func disappearedEntriesDescribeThemselves() {
        let entry = Baseline(findings: [Self.finding(line: 3, source: " map.padding = .zero ")]).entries[0]
        #expect(entry.description == "App/Map.swift: 1 × legacy_map_padding: map.padding = .zero")
    }

    @Test func changedLinesOtherFilesAndOtherRulesAreNew() {
        let baseline = Baseline(findings: [Self.finding(line: 3, source: "map.padding = .zero")])
        let report = LintReport(findings: [
            Self.finding(line: 3, source: "map.padding = insets"),
            Self.finding("App/Other.swift", line: 3, source: "map.padding = .zero"),
            Self.finding(line: 3, source: "map.padding = .zero", rule: "legacy_map_padding_behavior"),
        ])
        let result = baseline.filter(report)
        #expect(result.report.findings.count == 3)
        #expect(result.disappeared.count == 1)
    }

    @Test func filteringKeepsTheRestOfTheReport() {
        let result = Baseline(findings: Fixtures.report.findings).filter(Fixtures.report)
        #expect(result.report.findings.isEmpty)
        #expect(result.report.problems == Fixtures.report.problems)
        #expect(result.report.files == Fixtures.report.files)
        #expect(result.report.rules == Fixtures.report.rules)
        #expect(result.report.duration == Fixtures.report.duration)
    }

    @Test func writesSortedDeterministicJSONThatLoadsBack() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("baseline/navlint-baseline.json").path
        let baseline = Baseline(findings: Fixtures.report.findings + Fixtures.hostileReport.findings)
        try baseline.write(to: path)
        #expect(try Baseline.load(from: path) == baseline)
        #expect(
            try Baseline(findings: (Fixtures.report.findings + Fixtures.hostileReport.findings).reversed()).encoded()
                == String(contentsOfFile: path, encoding: .utf8))
        let small = try Baseline(findings: [Self.finding(line: 3, source: " a ")]).encoded()
        #expect(
            small == """
                {
                  "findings" : [
                    {
                      "count" : 1,
                      "file" : "App/Map.swift",
                      "message" : "Map padding is legacy",
                      "rule_id" : "legacy_map_padding",
                      "source_line" : "a"
                    }
                  ],
                  "version" : 1
                }

                """)
    }

    @Test(arguments: [
        ("{", "not valid JSON"),
        ("[]", "the top level must be an object"),
        ("{\"version\": 1}", "missing key 'findings'"),
        ("{\"version\": 2, \"findings\": []}", "unsupported version 2 (this navlint writes 1)"),
        (
            "{\"version\": 1, \"findings\": [{\"rule_id\": \"r\", \"file\": \"f\", \"message\": \"m\", \"count\": 1}]}",
            "missing key 'source_line' in findings[0]"
        ),
        (
            "{\"version\": 1, \"findings\": [{\"rule_id\": \"r\", \"file\": \"f\", \"message\": \"m\", \"source_line\": \"s\", \"count\": \"2\"}]}",
            "findings[0].count must be a number"
        ),
        (
            "{\"version\": 1, \"findings\": [{\"rule_id\": \"r\", \"file\": \"f\", \"message\": \"m\", \"source_line\": \"s\", \"count\": 0}]}",
            "findings[0].count must be at least 1"
        ),
    ])
    func badFilesAreClearErrorsNamingTheFile(_ content: String, _ reason: String) {
        #expect(throws: ReportError.badBaseline(path: "base.json", reason: reason)) {
            try Baseline(json: Data(content.utf8), path: "base.json")
        }
    }

    @Test func missingFileIsAnErrorNamingIt() {
        #expect(throws: ReportError.badBaseline(path: "/nonexistent/navlint-baseline.json", reason: "no such file")) {
            try Baseline.load(from: "/nonexistent/navlint-baseline.json")
        }
        #expect(
            ReportError.badBaseline(path: "b.json", reason: "no such file").description
                == "b.json: not a valid navlint baseline: no such file")
    }
}
