import Foundation
import NavlintCore
import NavlintReporters
import Testing

/// One reporter output compared byte for byte with a file in `Golden/`.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    var reporter: String
    var options = ReporterOptions()
    var fixture: String
    var file: String

    var testDescription: String { file }

    var report: LintReport {
        switch fixture {
        case "clean": Fixtures.cleanReport
        case "hostile": Fixtures.hostileReport
        default: Fixtures.report
        }
    }

    static let all: [GoldenCase] = [
        GoldenCase(reporter: "text", fixture: "report", file: "report.txt"),
        GoldenCase(reporter: "json", fixture: "report", file: "report.json"),
        GoldenCase(reporter: "junit", fixture: "report", file: "report.junit.xml"),
        GoldenCase(
            reporter: "junit", options: ReporterOptions(junitFileAttributes: true), fixture: "report",
            file: "report.junit-file-attributes.xml"),
        GoldenCase(reporter: "junit", fixture: "clean", file: "clean.junit.xml"),
        GoldenCase(reporter: "checkstyle", fixture: "report", file: "report.checkstyle.xml"),
        GoldenCase(reporter: "checkstyle", fixture: "clean", file: "clean.checkstyle.xml"),
        GoldenCase(reporter: "sarif", fixture: "report", file: "report.sarif"),
        GoldenCase(reporter: "sarif", fixture: "clean", file: "clean.sarif"),
        GoldenCase(reporter: "github", fixture: "report", file: "report.github.txt"),
        GoldenCase(reporter: "html", fixture: "report", file: "report.html"),
        // Hostile text, so that the CI script checks it with xmllint and jsonschema too.
        GoldenCase(reporter: "junit", fixture: "hostile", file: "hostile.junit.xml"),
        GoldenCase(reporter: "checkstyle", fixture: "hostile", file: "hostile.checkstyle.xml"),
        GoldenCase(reporter: "sarif", fixture: "hostile", file: "hostile.sarif"),
    ]
}

/// Golden files pin every format byte for byte (the CI script also validates
/// them against the report schemas). After an intended change, regenerate
/// them with `NAVLINT_UPDATE_GOLDEN=1 swift test --filter NavlintReportersTests`
/// and review the diff.
@Suite struct GoldenTests {
    @Test(arguments: GoldenCase.all)
    func outputMatchesGoldenFile(_ golden: GoldenCase) throws {
        let output = try ReporterRegistry.reporter(named: golden.reporter, options: golden.options)
            .render(golden.report)
        let url = TestPaths.golden.appendingPathComponent(golden.file)
        if ProcessInfo.processInfo.environment["NAVLINT_UPDATE_GOLDEN"] != nil {
            try output.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(output == expected, "\(golden.file) differs; see the golden test's doc comment")
    }

    @Test(arguments: ReporterRegistry.names)
    func outputIsDeterministic(_ name: String) throws {
        let reporter = try ReporterRegistry.reporter(named: name)
        let shuffled = LintReport(
            findings: Fixtures.report.findings.reversed(), problems: Fixtures.report.problems.reversed(),
            files: Fixtures.report.files.reversed(), rules: Fixtures.report.rules.reversed(),
            duration: Fixtures.report.duration)
        #expect(try reporter.render(Fixtures.report) == reporter.render(shuffled))
    }
}
