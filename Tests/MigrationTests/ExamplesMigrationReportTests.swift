import Foundation
import NavlintReporters
import Testing

/// The migration report of the shared `fix Examples` run
/// (`--reporter html:.../fix.html --reporter json:.../fix.json`):
/// small, every screen with its status, the diffs, and before/after pictures.
@Suite(.serialized) struct ExamplesMigrationReportTests {
    private var html: String { read("fix.html") }

    private func read(_ name: String) -> String {
        (try? String(contentsOf: examples.reports.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    @Test func thePageStaysUnderTwoMegabytes() throws {
        let size = try FileManager.default.attributesOfItem(atPath: examples.reports.appendingPathComponent("fix.html").path)[.size] as? Int ?? 0
        #expect(size > 0 && size < 2_000_000, "\(size) bytes")
    }

    @Test func everyScreenIsThereWithItsStatus() throws {
        let report = try JSONDecoder().decode(MigrationReport.self, from: Data(read("fix.json").utf8))
        let statuses = Dictionary(uniqueKeysWithValues: report.screens.map { ($0.name, $0.status) })
        #expect(statuses == Dictionary(uniqueKeysWithValues: migrated.values.map { ($0, .migrated) } + [("CarPlaySceneDelegate", .refused)]))
        for name in migrated.values {
            #expect(html.contains("\(name) <span class=\"status migrated\">migrated</span></h2>"), "\(name)")
        }
        #expect(html.contains("CarPlaySceneDelegate <span class=\"status refused\">refused</span></h2>"))
        #expect(html.contains("layout customization does not apply to CarPlay"))
        #expect(html.contains("5 migrated, 1 refused;"))
        // Each migrated screen's delegate and edited files, written, with their diffs.
        for screen in report.screens where screen.status == .migrated {
            let delegate = try #require(screen.delegate)
            #expect(report.files.contains { $0.path == delegate && $0.created && $0.written })
            #expect(!screen.editedFiles.isEmpty && screen.editedFiles.allSatisfy { path in report.files.contains { $0.path == path } })
        }
    }

    @Test func eachFileHasItsDiffOnce() {
        #expect(html.contains("<h3><code>Examples/LegacyNavApp/RideHailing/DriverViewController.swift</code> (edited)</h3>"))
        #expect(html.contains("<span class=\"h\">@@ -"))
        #expect(html.contains(".setLayoutDelegate(layoutDelegate)</ins>"))
        #expect(html.contains("<del>-"))
        // The map view class the convoy and fleet screens share: one diff, linked from both.
        let shared = "Examples/LegacyNavApp/Core/NavigationMapView.swift"
        #expect(html.components(separatedBy: "<h3><code>\(shared)</code>").count == 2)
        #expect(html.components(separatedBy: "<code>\(shared)</code></a>").count == 3)
    }

    /// Two pictures (legacy, delegate) for each moment shown, for every migrated screen; the styles once.
    @Test func beforeAndAfterPicturesPerMoment() throws {
        let report = try JSONDecoder().decode(MigrationReport.self, from: Data(read("fix.json").utf8))
        #expect(report.moments.map(\.step) == ["startGuidance", "showPrompt", "startGuidance"])
        for screen in report.screens where screen.status == .migrated {
            #expect(screen.pictures.map(\.step) == report.moments.map(\.step), "\(screen.name)")
        }
        let sections = html.components(separatedBy: "<section id=\"screen-").dropFirst()
        for section in sections where section.contains("status migrated") {
            let pairs = section.components(separatedBy: "<div class=\"pair\">").dropFirst()
            #expect(pairs.count == report.moments.count)
            for pair in pairs {
                #expect(pair.components(separatedBy: "<svg ").count - 1 == 2)
                #expect(pair.contains("before: the legacy layout") && pair.contains("after: the delegate"))
            }
        }
        #expect(html.components(separatedBy: "<style>").count == 2)
        #expect(html.contains(">turnCard</text>") && html.contains(">navigationHeaderLayoutGuide</text>"))
    }
}
