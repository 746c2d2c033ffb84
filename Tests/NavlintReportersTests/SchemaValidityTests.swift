import Foundation
import NavlintCore
import NavlintReporters
import NavlintXML
import Testing

/// JUnit and Checkstyle output validated with libxml2 against the schemas CI
/// uses (the repository's copy in `Tests/Schemas`), for ordinary, clean and hostile runs.
@Suite struct SchemaValidityTests {
    static let reports: [(String, LintReport)] = [
        ("report", Fixtures.report), ("clean", Fixtures.cleanReport), ("hostile", Fixtures.hostileReport),
        ("empty", LintReport(findings: [])),
    ]

    @Test(arguments: ["report", "clean", "hostile", "empty"])
    func junitIsValidAgainstJUnit10(_ fixture: String) throws {
        let schema = try XMLSchema(path: TestPaths.schema("junit-10.xsd"))
        let output = try JUnitReporter().render(Self.report(fixture))
        #expect(schema.validate(output, documentPath: "\(fixture).junit.xml") == [])
    }

    @Test(arguments: ["report", "clean", "hostile", "empty"])
    func checkstyleIsValidAgainstCheckstyleSchema(_ fixture: String) throws {
        let schema = try XMLSchema(path: TestPaths.schema("checkstyle-lint.xsd"))
        let output = try CheckstyleReporter().render(Self.report(fixture))
        #expect(schema.validate(output, documentPath: "\(fixture).checkstyle.xml") == [])
    }

    @Test func junitFileAttributesAreWellFormedAndOnTestCases() throws {
        let output = try JUnitReporter(fileAttributes: true).render(Fixtures.report)
        let root = try XMLReader.parse(Array(output.utf8), path: "junit.xml")
        let cases = root.children(named: "testsuite").flatMap { $0.children(named: "testcase") }
        #expect(!cases.isEmpty)
        for testCase in cases {
            #expect(testCase.attribute("file") != nil)
        }
        let finding = cases.first { $0.attribute("classname") == "legacy_navigation_header_enabled" }
        #expect(finding?.attribute("file") == "App/MapViewController.swift")
        #expect(finding?.attribute("line") == "12")
    }

    private static func report(_ fixture: String) -> LintReport {
        reports.first { $0.0 == fixture }!.1
    }
}
