import Foundation
import NavlintCore
import NavlintReporters
import Testing

/// The migration report of `fix` and `generate`: the JSON form pinned byte for
/// byte (its keys are the schema), sorted whatever the order given, and the
/// HTML page escaping what it shows and marking each part.
@Suite struct MigrationReportTests {
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" class="layout"><rect class="map"/></svg>"#

    static func report(reversed: Bool = false) -> MigrationReport {
        var screens: [MigrationReport.Screen] = [
            .init(
                name: "DriverViewController", status: .partlyMigrated,
                left: [.init(location: .init(file: "App/Driver.swift", line: 9, column: 5), ruleID: "legacy_map_padding", reason: "a `padding` read <here>")],
                fixedUses: 4, delegate: "App/DriverViewControllerLayoutDelegate.swift", editedFiles: ["App/Driver.swift", "App/Core.swift"],
                pictureVariant: "default",
                pictures: [.init(scenario: "phonePortrait-ltr-speed.both-prompt", step: "startGuidance", legacySVG: svg, delegateSVG: svg)]),
            .init(name: "CarPlaySceneDelegate", status: .refused, reasons: ["App/CarPlay.swift:3: layout customization does not apply to CarPlay"]),
            .init(name: "ConvoyViewController", status: .migrated, fixedUses: 2, delegate: "App/ConvoyViewControllerLayoutDelegate.swift"),
        ]
        var files: [MigrationReport.FileChange] = [
            .init(path: "App/Driver.swift", created: false, written: true, diff: "--- a/App/Driver.swift\n+++ b/App/Driver.swift\n@@ -1,2 +1,2 @@\n-map.padding = x & y\n+layoutDelegate.paddingTop = x\n ctx\n"),
            .init(path: "App/DriverViewControllerLayoutDelegate.swift", created: true, written: true, diff: "@@ -0,0 +1 @@\n+final class D {}\n"),
        ]
        var outside: [MigrationReport.LeftUse] = [
            .init(location: .init(file: "B.swift", line: 2), ruleID: "legacy_map_padding", reason: "no screen calls it"),
            .init(location: .init(file: "A.swift", line: 7), ruleID: "legacy_header_layout_guide", reason: "held by two screens"),
        ]
        if reversed {
            screens.reverse()
            files.reverse()
            outside.reverse()
        }
        return MigrationReport(
            command: .fix, screens: screens, files: files, outsideScreens: outside,
            moments: [.init(scenario: "phonePortrait-ltr-speed.both-prompt", step: "startGuidance", why: "active guidance")],
            pictureStyles: "svg.layout .map{fill:#e8eef3}")
    }

    /// `NAVLINT_UPDATE_GOLDEN=1` rewrites it, as for the other golden files.
    @Test func jsonMatchesItsGoldenFileAndLeavesThePicturesOut() throws {
        let json = try Self.report().render(format: "json")
        let url = TestPaths.golden.appendingPathComponent("migration.json")
        if ProcessInfo.processInfo.environment["NAVLINT_UPDATE_GOLDEN"] != nil {
            try json.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(json == (try String(contentsOf: url, encoding: .utf8)))
        #expect(!json.contains("<svg") && !json.contains("svg.layout"))
        let decoded = try JSONDecoder().decode(MigrationReport.self, from: Data(json.utf8))
        #expect(decoded.screens.map(\.name) == Self.report().screens.map(\.name))
        #expect(decoded.version == MigrationReport.currentVersion)
    }

    @Test func everythingIsSortedWhateverTheOrderGiven() throws {
        let report = Self.report(reversed: true)
        #expect(report.screens.map(\.name) == ["CarPlaySceneDelegate", "ConvoyViewController", "DriverViewController"])
        #expect(report.files.map(\.path) == ["App/Driver.swift", "App/DriverViewControllerLayoutDelegate.swift"])
        #expect(report.outsideScreens.map(\.location.file) == ["A.swift", "B.swift"])
        #expect(report.screens[2].editedFiles == ["App/Core.swift", "App/Driver.swift"])
        for format in MigrationReport.formats {
            #expect(try report.render(format: format) == Self.report().render(format: format))
        }
    }

    @Test func onlyHTMLAndJSON() {
        #expect(throws: ReportError.unknownReporter(name: "sarif", validNames: ["html", "json"])) {
            try Self.report().render(format: "sarif")
        }
    }

    @Test func thePageHasEveryScreenItsStatusReasonsDiffAndPictures() throws {
        let html = try Self.report().render(format: "html")
        #expect(html.contains("<title>navlint fix: migration report</title>"))
        #expect(html.contains("3 screens: 1 migrated, 1 partly migrated, 1 refused; 2 files changed (2 written); 2 legacy uses outside any screen."))
        for (index, name) in ["CarPlaySceneDelegate", "ConvoyViewController", "DriverViewController"].enumerated() {
            #expect(html.contains("<section id=\"screen-\(index + 1)\">\n<h2>\(name) <span class=\"status "))
        }
        #expect(html.contains("<span class=\"status partly-migrated\">partly migrated</span>"))
        #expect(html.contains("<li>App/CarPlay.swift:3: layout customization does not apply to CarPlay</li>"))
        // Markdown code spans as code, everything else escaped.
        #expect(html.contains("<code>legacy_map_padding</code>: a <code>padding</code> read &lt;here&gt;</li>"))
        // The diff once, lines marked, linked from the screen.
        #expect(html.contains("<del>-map.padding = x &amp; y</del>\n<ins>+layoutDelegate.paddingTop = x</ins>\n ctx"))
        #expect(html.contains("<span class=\"h\">@@ -1,2 +1,2 @@</span>"))
        #expect(html.contains("<a href=\"#file-1\"><code>App/Driver.swift</code></a>"))
        #expect(html.components(separatedBy: "-map.padding").count == 2)
        // Before and after, inline, the picture styles once in the head.
        #expect(html.components(separatedBy: "<svg ").count == 3)
        #expect(html.contains("<figcaption>before: the legacy layout</figcaption>"))
        #expect(html.contains("<figcaption>after: the delegate</figcaption>"))
        #expect(html.components(separatedBy: "svg.layout .map{fill:#e8eef3}").count == 2)
        #expect(html.contains("<h2>Legacy uses outside any screen</h2>"))
    }

    @Test func aDryRunSaysNothingWasWritten() throws {
        var report = Self.report()
        report.dryRun = true
        #expect(try report.render(format: "html").contains("2 files changed (a dry run, nothing written)"))
    }
}
