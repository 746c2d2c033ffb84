import NavlintCore
import NavlintXML

/// JUnit XML, as Jenkins (xunit, `junit-10.xsd`), GitLab and the GitHub
/// JUnit actions read it: CI systems that know nothing of linters still show
/// each finding as a failed test and each clean file as a passed one.
///
/// One `testsuite` per file; one `testcase` per finding (`classname` = rule
/// id, `name` = `path:line:col`, made unique within the file) with a
/// `failure` whose text is the Xcode-style line; an input problem is a test
/// case with an `error`; a file with neither is one passing test case.
public struct JUnitReporter: Reporter {
    public static let name = "junit"

    /// Adds `file` and `line` attributes to test cases (see `ReporterOptions.junitFileAttributes`).
    public var fileAttributes: Bool

    public init(fileAttributes: Bool = false) {
        self.fileAttributes = fileAttributes
    }

    public func render(_ report: LintReport) throws(ReportError) -> String {
        let files = report.resultsByFile
        return try XMLWriter.report(Self.name) { xml in
            xml.element(
                "testsuites",
                [
                    "name": NavlintVersion.name,
                    "tests": String(files.map(testCount).reduce(0, +)),
                    "failures": String(report.findings.count),
                    "errors": String(report.problems.count),
                    "time": report.formattedDuration,
                ]
            ) {
                for file in files { writeSuite(file, to: xml) }
            }
        }
    }

    private func testCount(_ file: FileResults) -> Int {
        max(1, file.findings.count + file.problems.count)
    }

    private func writeSuite(_ file: FileResults, to xml: XMLWriter) {
        let suiteAttributes: KeyValuePairs<String, String?> = [
            "name": file.path,
            "tests": String(testCount(file)),
            "failures": String(file.findings.count),
            "errors": String(file.problems.count),
        ]
        xml.element("testsuite", suiteAttributes) {
            var names = UniqueNames()
            for problem in file.problems {
                writeCase(
                    classname: "\(NavlintVersion.name).input",
                    name: names.claim(XcodeDiagnostic.position(problem.location)),
                    location: problem.location, to: xml
                ) {
                    xml.element("error", ["type": problem.kind.rawValue, "message": problem.message]) {
                        xml.text(XcodeDiagnostic.line(for: problem))
                    }
                }
            }
            for finding in file.findings {
                writeCase(
                    classname: finding.ruleID, name: names.claim(XcodeDiagnostic.position(finding.location)),
                    location: finding.location, to: xml
                ) {
                    xml.element("failure", ["type": finding.severity.rawValue, "message": finding.message]) {
                        xml.text(XcodeDiagnostic.line(for: finding))
                    }
                }
            }
            if file.findings.isEmpty && file.problems.isEmpty {
                xml.element(
                    "testcase",
                    ["classname": NavlintVersion.name, "name": file.path, "file": fileAttributes ? file.path : nil])
            }
        }
    }

    private func writeCase(
        classname: String, name: String, location: SourceLocation, to xml: XMLWriter, _ body: () -> Void
    ) {
        xml.element(
            "testcase",
            [
                "classname": classname, "name": name,
                "file": fileAttributes ? location.file : nil,
                "line": fileAttributes ? String(location.line) : nil,
            ], body)
    }
}

/// Test case names that stay unique within a suite: a repeated name gets
/// ` #2`, ` #3`, ... (two findings can share a position).
struct UniqueNames {
    private var used: Set<String> = []

    mutating func claim(_ name: String) -> String {
        var candidate = name
        var number = 1
        while !used.insert(candidate).inserted {
            number += 1
            candidate = "\(name) #\(number)"
        }
        return candidate
    }
}
