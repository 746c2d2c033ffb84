import Foundation
import NavlintCore
import NavlintXML
import Testing

@testable import NavlintReporters

/// What each format must say, checked structurally (the golden tests pin the bytes).
@Suite struct ReporterContentTests {
    @Test func textIsXcodeFormatInFileOrder() throws {
        let lines = try TextReporter().render(Fixtures.report).split(separator: "\n")
        #expect(lines.first == "App/Broken.swift:1: error: not valid UTF-8")
        #expect(
            lines.contains(
                "App/MapViewController.swift:12:26: error: isNavigationHeaderEnabled is legacy (legacy_navigation_header_enabled)"
            ))
        #expect(
            lines.contains(
                "App/Sub Dir/Näv #1.swift:4: warning: Map padding is legacy; use the navigation layout guides (legacy_map_padding)"
            ))
        #expect(lines.count == Fixtures.report.findings.count + Fixtures.report.problems.count)
    }

    @Test func jsonIsSwiftLintCompatible() throws {
        let output = try JSONReporter().render(Fixtures.report)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(array.count == Fixtures.report.findings.count)
        let first = array[0]
        #expect(Set(first.keys) == ["file", "line", "character", "severity", "type", "rule_id", "reason"])
        #expect(first["severity"] as? String == "Error")
        #expect(first["type"] as? String == "Legacy navigation header switch")
        #expect(first["character"] as? Int == 26)
        #expect(array.contains { $0["character"] is NSNull })
        #expect(array.map { $0["line"] as? Int ?? 0 } == [12, 30, 30, 4, 9])
    }

    @Test func junitHasOneSuitePerFileWithCounts() throws {
        let root = try XMLReader.parse(Array(try JUnitReporter().render(Fixtures.report).utf8), path: "junit")
        #expect(root.name == "testsuites")
        #expect(root.attribute("tests") == "8")
        #expect(root.attribute("failures") == "5")
        #expect(root.attribute("errors") == "2")
        #expect(root.attribute("time") == "1.235")
        let suites = root.children(named: "testsuite")
        #expect(suites.map { $0.attribute("name") } == Fixtures.report.files)
        let clean = try #require(suites.first { $0.attribute("name") == "App/Clean.swift" })
        #expect(clean.attribute("tests") == "1")
        #expect(clean.children(named: "testcase").first?.children.isEmpty == true)
        let broken = try #require(suites.first { $0.attribute("name") == "App/Broken.swift" })
        #expect(broken.child("testcase")?.child("error")?.attribute("type") == "unreadable")
        let controller = try #require(suites.first { $0.attribute("name") == "App/MapViewController.swift" })
        let names = controller.children(named: "testcase").compactMap { $0.attribute("name") }
        #expect(
            names == [
                "App/MapViewController.swift:12:26", "App/MapViewController.swift:30:17",
                "App/MapViewController.swift:30:17 #2",
            ])
        let failure = try #require(controller.child("testcase")?.child("failure"))
        #expect(failure.attribute("type") == "error")
        #expect(failure.attribute("message") == "isNavigationHeaderEnabled is legacy")
        #expect(
            failure.text
                == "App/MapViewController.swift:12:26: error: isNavigationHeaderEnabled is legacy (legacy_navigation_header_enabled)"
        )
    }

    @Test func durationsHaveThreeDecimals() {
        let durations: [(Double, String)] = [
            (0, "0.000"), (0.0004, "0.000"), (0.0005, "0.001"), (1.23456, "1.235"), (61.5, "61.500"),
            (-1, "0.000"), (.nan, "0.000"), (.infinity, "0.000"),
        ]
        for (seconds, text) in durations {
            #expect(LintReport(findings: [], duration: seconds).formattedDuration == text)
        }
    }

    @Test func checkstyleNamesSourcesAndOmitsUnknownColumns() throws {
        let root = try XMLReader.parse(Array(try CheckstyleReporter().render(Fixtures.report).utf8), path: "cs")
        #expect(root.attribute("version") == "4.3")
        #expect(root.children(named: "file").count == 4)
        let errors = root.children.flatMap { $0.children(named: "error") }
        #expect(errors.count == 7)
        #expect(
            errors.contains {
                $0.attribute("source") == "navlint.rules.legacy_map_padding" && $0.attribute("column") == nil
            })
        #expect(
            errors.contains {
                $0.attribute("source") == "navlint.input.unreadable" && $0.attribute("severity") == "error"
            })
    }

    @Test func sarifCarriesTheRequiredFields() throws {
        let output = try SARIFReporter().render(Fixtures.report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(log["$schema"] as? String != nil)
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "navlint")
        #expect(driver["semanticVersion"] as? String == NavlintVersion.version)
        #expect(driver["informationUri"] as? String == NavlintVersion.informationURI)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["legacy_map_padding", "legacy_navigation_header_enabled"])
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
            let help = try #require(rule["help"] as? [String: String])
            #expect(help["text"]?.contains("Replacement: ") == true)
            #expect(help["markdown"]?.contains("**Replacement:**") == true)
            #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] is String)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Fixtures.report.findings.count)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            #expect(["warning", "error"].contains(result["level"] as? String))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let physical = try #require(
                ((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(!uri.contains(" ") && !uri.hasPrefix("/"))
            let region = try #require(physical["region"] as? [String: Int])
            #expect(region["startLine"] == region["endLine"])
        }
        let emoji = try #require(results.last?["locations"] as? [[String: Any]])
        let physical = try #require(emoji.first?["physicalLocation"] as? [String: Any])
        #expect(
            (physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Sub%20Dir/N%C3%A4v%20%231.swift"
        )
        // `padding` starts at UTF-8 column 19 but UTF-16 column 17 (🚗 is 4 bytes, 2 code units).
        #expect(
            physical["region"] as? [String: Int] == ["startLine": 9, "startColumn": 17, "endLine": 9, "endColumn": 24])
    }

    @Test func sarifUsesFileURIsWithoutABaseForAbsolutePaths() throws {
        let report = LintReport(findings: [
            Finding(
                ruleID: "r", severity: .warning, message: "m", location: SourceLocation(file: "/src/a b.swift", line: 2)
            )
        ])
        let output = try SARIFReporter().render(report)
        #expect(output.contains("\"uri\" : \"file:///src/a%20b.swift\""))
        #expect(!output.contains("uriBaseId"))
    }

    @Test func sarifDescribesRulesTheReportDoesNot() throws {
        let report = LintReport(findings: [
            Finding(
                ruleID: "custom_rule", severity: .error, message: "m",
                location: SourceLocation(file: "a.swift", line: 1))
        ])
        let output = try SARIFReporter().render(report)
        #expect(output.contains("\"id\" : \"custom_rule\""))
        #expect(output.contains("\"ruleIndex\" : 0"))
    }

    @Test func githubAnnotatesAndSummarises() throws {
        let lines = try GitHubReporter().render(Fixtures.report).split(separator: "\n")
        #expect(lines.first == "::error file=App/Broken.swift,line=1,title=navlint unreadable::not valid UTF-8")
        #expect(
            lines.contains(
                "::error file=App/MapViewController.swift,line=12,col=26,title=legacy_navigation_header_enabled::isNavigationHeaderEnabled is legacy"
            ))
        #expect(
            lines.contains(
                "::warning file=App/Sub Dir/Näv #1.swift,line=4,title=legacy_map_padding::Map padding is legacy; use the navigation layout guides"
            ))
        #expect(
            lines.last
                == "::notice title=navlint::navlint: 4 warnings and 1 error in 2 files (4 files checked); 2 input problems"
        )
    }

    @Test func githubSummarisesACleanRun() throws {
        #expect(
            try GitHubReporter().render(Fixtures.cleanReport)
                == "::notice title=navlint::navlint: no findings (2 files checked)\n")
    }

    @Test func githubSummaryWarnsAboutTheAnnotationLimit() throws {
        let findings = (1...11).map {
            Finding(ruleID: "r", severity: .warning, message: "m", location: SourceLocation(file: "a.swift", line: $0))
        }
        let output = try GitHubReporter().render(LintReport(findings: findings))
        #expect(output.contains("GitHub shows only the first 10 annotations of each level"))
    }

    @Test func htmlShowsSummariesSourceLinesAdviceAndPictures() throws {
        var report = Fixtures.report
        report.pictures = [.init(title: "Header & footer", svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>")]
        let output = try HTMLReporter().render(report)
        #expect(output.hasPrefix("<!DOCTYPE html>"))
        #expect(!output.contains("<script") && !output.contains("<link") && !output.contains("src="))
        #expect(output.contains("<h2>By rule</h2>"))
        #expect(output.contains("<h2>By file</h2>"))
        #expect(output.contains("<pre><code>        mapView.settings.isNavigationHeaderEnabled = false</code></pre>"))
        #expect(output.contains("Replacement: Use navigationUIComponents.header and set &lt;isHidden&gt; on it."))
        #expect(
            output.contains(
                "<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>\n<figcaption>Header &amp; footer</figcaption>"
            ))
    }

    /// Rule texts are written with Markdown code spans; HTML shows them as code, escaped.
    @Test func markdownCodeSpansInRuleTextsRenderAsCode() {
        #expect("Set `padding` on the `<viewport>`.".markdownInlineHTML
            == "Set <code>padding</code> on the <code>&lt;viewport&gt;</code>.")
        #expect("no spans & one ` alone".markdownInlineHTML == "no spans &amp; one ` alone")
        #expect("`a` then `b".markdownInlineHTML == "<code>a</code> then `b")
    }

    @Test func uriHelperEncodesEverythingButUnreservedAndSlash() {
        #expect(SourceURI.reference(for: "App/Sub Dir/Näv #1.swift") == "App/Sub%20Dir/N%C3%A4v%20%231.swift")
        #expect(SourceURI.reference(for: "a:b/100%.swift") == "a%3Ab/100%25.swift")
        #expect(SourceURI.reference(for: "/tmp/x y.swift") == "file:///tmp/x%20y.swift")
        #expect(SourceURI.reference(for: "a\u{1}b") == "a%01b")
    }

    @Test func spansCoverTheNameInUTF16() {
        #expect(SourceSpan(utf8Column: 5, sourceLine: "m = padding") == SourceSpan(startColumn: 5, endColumn: 12))
        #expect(SourceSpan(utf8Column: 4, sourceLine: "é padding") == SourceSpan(startColumn: 3, endColumn: 10))
        #expect(SourceSpan(utf8Column: 2, sourceLine: "x = 1") == SourceSpan(startColumn: 2, endColumn: 3))
        #expect(SourceSpan(utf8Column: 40, sourceLine: "short") == SourceSpan(startColumn: 40, endColumn: 41))
        #expect(SourceSpan(utf8Column: 7, sourceLine: nil) == SourceSpan(startColumn: 7, endColumn: 8))
    }
}
