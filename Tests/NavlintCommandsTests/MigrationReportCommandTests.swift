import Foundation
import NavlintReporters
import Testing

@testable import NavlintCommands

/// `generate`'s migration report, and `fix --dry-run`'s (the shared
/// `fix Examples` run's report is checked in MigrationTests).
@Suite struct MigrationReportCommandTests {
    @Test func generateReportsEveryScreenEachDelegateAndItsPictures() throws {
        let sandbox = try Sandbox()
        let examples = repositoryRoot.appendingPathComponent("Examples").path
        let run = sandbox.run(["generate", examples, "--output", "out", "--quiet", "--reporter", "html:r.html", "--reporter", "json:r.json"])
        #expect(run.code == 0, "\(run.error)")
        let report = try JSONDecoder().decode(MigrationReport.self, from: Data((sandbox.read("r.json") ?? "").utf8))
        #expect(report.command == .generate)
        #expect(report.screens.filter { $0.status == .generated }.count == 5)
        let carPlay = try #require(report.screens.first { $0.name == "CarPlaySceneDelegate" })
        #expect(carPlay.status == .skipped && carPlay.reasons.count == 1)
        for screen in report.screens where screen.status == .generated {
            let delegate = "out/\(screen.name)LayoutDelegate.swift"
            #expect(screen.delegate == delegate)
            #expect(report.files.contains { $0.path == delegate && $0.created && $0.written && $0.diff.hasPrefix("--- ") })
            #expect(screen.pictures.count == MigrationPictures.moments().count)
        }
        let html = try #require(sandbox.read("r.html"))
        #expect(html.contains("<title>navlint generate: migration report</title>"))
        #expect(html.components(separatedBy: "<svg ").count - 1 == 5 * 2 * MigrationPictures.moments().count)
        #expect(html.contains("CarPlaySceneDelegate <span class=\"status skipped\">skipped</span>"))
    }

    @Test func aDryRunReportsWhatWouldChangeAndWritesNothingElse() throws {
        let sandbox = try OneCLITests.project()
        let before = sandbox.read("App/DeliveryViewController.swift")
        let run = sandbox.run(["fix", "App", "--dry-run", "--reporter", "json:r.json", "--reporter", "html:r.html"])
        #expect(run.code == 0, "\(run.error)")
        #expect(sandbox.read("App/DeliveryViewController.swift") == before)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("App/DeliveryViewControllerLayoutDelegate.swift")))
        let report = try JSONDecoder().decode(MigrationReport.self, from: Data((sandbox.read("r.json") ?? "").utf8))
        #expect(report.dryRun && report.files.allSatisfy { !$0.written } && !report.files.isEmpty)
        #expect(report.screens.map(\.status) == [.migrated])
        #expect(sandbox.read("r.html")?.contains("(a dry run, nothing written)") == true)
        // The diff on standard output is the report's, file for file.
        for file in report.files { #expect(run.output.contains(file.diff)) }
    }

    /// A screen: a fixed trip progress bar, then `line` in `viewDidLoad`.
    static func screen(_ name: String, _ line: String) -> String {
        """
        import GoogleNavigation
        import UIKit

        final class \(name): UIViewController {
            private var mapView: GMSMapView?

            override func viewDidLoad() {
                super.viewDidLoad()
                let map = GMSMapView(frame: view.bounds)
                view.addSubview(map)
                mapView = map
                map.settings.isNavigationTripProgressBarEnabled = true
                \(line)
            }
        }

        """
    }

    static func fixReport(_ files: [String: String]) throws -> (code: Int32, report: MigrationReport) {
        let sandbox = try Sandbox(files)
        let run = sandbox.run(["fix", ".", "--dry-run", "--reporter", "json:r.json"])
        return (run.code, try JSONDecoder().decode(MigrationReport.self, from: Data((sandbox.read("r.json") ?? "").utf8)))
    }

    /// A helper two screens call keeps its use (one delegate cannot go along): both are partly migrated, with the reason.
    @Test func aUseLeftMakesItsScreensPartlyMigrated() throws {
        let (code, report) = try Self.fixReport([
            "North.swift": Self.screen("NorthScreen", "MapChrome.hideFooter(on: map)"),
            "South.swift": Self.screen("SouthScreen", "MapChrome.hideFooter(on: map)"),
            "MapChrome.swift": "import GoogleNavigation\n\nenum MapChrome {\n    static func hideFooter(on map: GMSMapView) {\n        map.settings.isNavigationFooterEnabled = false\n    }\n}\n",
        ])
        #expect(code == 1)
        #expect(report.screens.map(\.status) == [.partlyMigrated, .partlyMigrated])
        for screen in report.screens {
            #expect(screen.fixedUses == 1)
            #expect(screen.left.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" } == ["MapChrome.swift:5 legacy_navigation_footer_enabled"])
            #expect(screen.left.first?.reason.contains("one delegate cannot be threaded through it") == true)
        }
        #expect(report.outsideScreens.isEmpty)
    }

    /// A screen whose run-time setting cannot be rewritten is refused with the reason, its uses left because of it.
    @Test func aRefusedScreenHasItsReasonsAndItsUses() throws {
        let line = "let toggle: ReferenceWritableKeyPath<GMSUISettings, Bool> = \\.isNavigationHeaderEnabled; map.settings[keyPath: toggle] = false"
        let (code, report) = try Self.fixReport(["Screen.swift": Self.screen("MapScreen", line)])
        #expect(code == 1)
        let screen = try #require(report.screens.first)
        #expect(screen.status == .refused && screen.delegate == nil && report.files.isEmpty)
        #expect(screen.reasons.count == 1 && screen.reasons[0].contains("migrating would freeze it"), "\(screen.reasons)")
        #expect(screen.left.map(\.ruleID) == ["legacy_trip_progress_bar_enabled", "legacy_navigation_header_enabled"])
    }

    /// A use in a helper no screen calls is outside every screen.
    @Test func aUseNoScreenReachesIsOutsideEveryScreen() throws {
        let (_, report) = try Self.fixReport([
            "Screen.swift": Self.screen("MapScreen", ""),
            "MapChrome.swift": "import GoogleNavigation\n\nenum MapChrome {\n    static func hideFooter(on map: GMSMapView) {\n        map.settings.isNavigationFooterEnabled = false\n    }\n}\n",
        ])
        #expect(report.screens.map(\.status) == [.migrated])
        #expect(report.outsideScreens.map { "\($0.location.file):\($0.location.line)" } == ["MapChrome.swift:5"])
        #expect(report.outsideScreens.first?.reason.contains("no screen calls") == true)
    }

    /// The moments drawn, and why: active guidance and a prompt in portrait, wide mode in landscape.
    @Test func theMomentsArePortraitGuidanceAPromptAndLandscape() {
        let moments = MigrationPictures.moments().map { "\($0.moment.scenario) \($0.moment.event)" }
        #expect(
            moments == [
                "phonePortrait-ltr-speed.both-prompt startGuidance", "phonePortrait-ltr-speed.both-prompt showPrompt",
                "phoneLandscape-ltr-speed.both startGuidance",
            ])
    }
}
