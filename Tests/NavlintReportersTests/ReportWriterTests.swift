import Foundation
import NavlintCore
import NavlintReporters
import NavlintXML
import Testing

/// `--reporter NAME[:PATH]` parsing and writing several reports from one run.
@Suite struct ReportWriterTests {
    @Test func bareNameGoesToStandardOutput() throws {
        #expect(try ReporterSpec(parsing: "text") == ReporterSpec(name: "text", destination: .standardOutput))
    }

    @Test func pathIsEverythingAfterTheFirstColon() throws {
        #expect(try ReporterSpec(parsing: "junit:build/navlint.xml").destination == .file("build/navlint.xml"))
        #expect(try ReporterSpec(parsing: "sarif:C:/reports/a:b.sarif").destination == .file("C:/reports/a:b.sarif"))
    }

    @Test func unknownNameListsTheValidNames() {
        #expect(throws: ReportError.unknownReporter(name: "xml", validNames: ReporterRegistry.names)) {
            try ReporterSpec(parsing: "xml:out.xml")
        }
        let message = ReportError.unknownReporter(name: "xml", validNames: ReporterRegistry.names).description
        #expect(
            message == "unknown reporter 'xml'; valid reporters: text, json, junit, checkstyle, sarif, github, html")
    }

    @Test func emptyPathAndDuplicatePathsAreErrors() {
        #expect(throws: ReportError.emptyPath(spec: "junit:")) { try ReporterSpec(parsing: "junit:") }
        #expect(throws: ReportError.duplicatePath("out.xml")) {
            try ReporterSpec.parseAll(["junit:out.xml", "text", "checkstyle:out.xml"])
        }
        #expect(throws: ReportError.unknownReporter(name: "", validNames: ReporterRegistry.names)) {
            try ReporterSpec(parsing: "")
        }
    }

    @Test func everyRegisteredNameMakesItsReporter() throws {
        for name in ReporterRegistry.names {
            #expect(type(of: try ReporterRegistry.reporter(named: name)).name == name)
        }
    }

    @Test func writesSeveralReportsInOneRun() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let junit = directory.appendingPathComponent("build/reports/navlint.xml").path
        let sarif = directory.appendingPathComponent("navlint.sarif").path
        let specs = try ReporterSpec.parseAll(["text", "junit:\(junit)", "sarif:\(sarif)", "github"])
        var standardOutput = ""
        try ReportWriter.write(
            Fixtures.report, to: specs, options: ReporterOptions(junitFileAttributes: true),
            standardOutput: { standardOutput += $0 })
        #expect(
            standardOutput == (try TextReporter().render(Fixtures.report))
                + (try GitHubReporter().render(Fixtures.report)))
        #expect(
            try String(contentsOfFile: junit, encoding: .utf8)
                == JUnitReporter(fileAttributes: true).render(Fixtures.report))
        #expect(try String(contentsOfFile: sarif, encoding: .utf8) == SARIFReporter().render(Fixtures.report))
        // No temporary files are left next to the reports, and reports are readable by others.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["build", "navlint.sarif"])
        let permissions = try FileManager.default.attributesOfItem(atPath: sarif)[.posixPermissions] as? Int
        #expect(permissions == 0o644)
    }

    @Test func replacesAnExistingReport() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("report.xml").path
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        try ReportWriter.write(Fixtures.cleanReport, to: [ReporterSpec(parsing: "checkstyle:\(path)")])
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<?xml"))
    }

    @Test func writesTheOtherReportsWhenOneFails() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let blocked = directory.appendingPathComponent("a-directory").path
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: true)
        let good = directory.appendingPathComponent("good.json").path
        let specs = try ReporterSpec.parseAll(["junit:\(blocked)", "json:\(good)"])
        do {
            try ReportWriter.write(Fixtures.report, to: specs, standardOutput: { _ in })
            Issue.record("writing over a directory must fail")
        } catch {
            guard case .cannotWrite(let path, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == blocked)
            #expect(error.description.hasPrefix("cannot write '\(blocked)': "))
        }
        #expect(FileManager.default.fileExists(atPath: good))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "a-directory", "good.json",
            ])
    }
}

/// The libxml2 writer wrapper itself.
@Suite struct XMLWriterTests {
    @Test func writesIndentedEscapedDocuments() throws {
        let xml = try XMLWriter.document { writer in
            writer.element("root", ["a": "x<y&\"z\"\n", "skipped": nil]) {
                writer.element("empty")
                writer.element("text") { writer.text("1 < 2 && ]]> \r 🚗") }
            }
        }
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <root a="x&lt;y&amp;&quot;z&quot;&#10;">
                  <empty/>
                  <text>1 &lt; 2 &amp;&amp; ]]&gt; &#13; 🚗</text>
                </root>

                """)
    }

    @Test func replacesForbiddenCharacters() throws {
        let xml = try XMLWriter.document { writer in
            writer.element("r", ["a": "\u{0}\u{FFFF}"]) { writer.text("\u{1B}\u{FFFE}") }
        }
        #expect(xml.contains("<r a=\"\u{FFFD}\u{FFFD}\">\u{FFFD}\u{FFFD}</r>"))
        #expect(throws: Never.self) { try XMLReader.parse(Array(xml.utf8), path: "r.xml") }
    }
}
