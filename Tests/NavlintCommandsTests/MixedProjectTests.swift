import Foundation
import Testing

/// A project of Swift and Objective-C files: one `navlint lint` run reports
/// both languages' findings together, in every reporter.
@Suite struct MixedProjectTests {
    static let files = [
        "App/RideViewController.swift": mapPaddingUse,
        "App/LegacyScreen.m": """
            #import <GoogleNavigation/GoogleNavigation.h>
            void hide(GMSMapView *map) { [map.settings setNavigationHeaderEnabled:NO]; }

            """,
        "App/Bridge.h": "@class GMSMapView;\n",
    ]

    @Test func jsonAndSARIFCarryBothLanguages() throws {
        let sandbox = try Sandbox(Self.files)
        let run = sandbox.run(["lint", "App", "--quiet", "--reporter", "json:out.json", "--reporter", "sarif:out.sarif"])
        #expect(run.code == 0, "\(run.error)")

        let json = try #require(sandbox.read("out.json"))
        let violations = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let found = violations.map { "\($0["file"]!):\($0["line"]!):\($0["character"]!) \($0["rule_id"]!)" }
        #expect(found == [
            "App/LegacyScreen.m:2:44 legacy_navigation_header_enabled",
            "App/RideViewController.swift:1:29 legacy_map_padding",
        ])

        let sarif = try #require(sandbox.read("out.sarif"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let uris = results.compactMap {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])?["uri"] as? String
        }
        #expect(uris == ["App/LegacyScreen.m", "App/RideViewController.swift"])
    }

    @Test func theTextReportNamesObjectiveCLinesLikeClang() throws {
        let sandbox = try Sandbox(Self.files)
        let run = sandbox.run(["lint", "App", "--quiet"])
        #expect(run.output.contains("App/LegacyScreen.m:2:44: warning:"), "\(run.output)")
        #expect(run.output.contains("App/RideViewController.swift:1:29: warning:"), "\(run.output)")
    }
}

/// `generate` and `fix` migrate Swift only: an Objective-C use is listed as left, and the run is not complete.
@Suite struct ObjectiveCMigrationTests {
    static let screen = """
        #import <GoogleNavigation/GoogleNavigation.h>
        void hide(GMSMapView *map) { map.settings.navigationFooterEnabled = NO; }

        """

    @Test(arguments: [["generate", "--output", "out"], ["fix", "--dry-run"]])
    func eachObjectiveCUseIsLeftWithTheReason(_ command: [String]) throws {
        let sandbox = try Sandbox(["Legacy.m": Self.screen])
        let run = sandbox.run(command + ["."])
        #expect(run.code == 1, "\(run.error)")
        #expect(run.error.contains("Legacy.m:2:43: legacy_navigation_footer_enabled: left as is: navlint does not rewrite Objective-C"), "\(run.error)")
        #expect(run.error.contains("1 Objective-C legacy use left"), "\(run.error)")
        #expect(sandbox.read("Legacy.m") == Self.screen)
    }
}

@Suite struct ObjectiveCRulePageTests {
    @Test func aLegacyRulePageShowsTheObjectiveCSpellingAndExamples() throws {
        let run = try Sandbox().run(["rules", "legacy_navigation_header_enabled"])
        #expect(run.code == 0)
        #expect(run.output.contains("GMSUISettings.isNavigationHeaderEnabled  (Objective-C: navigationHeaderEnabled)"), "\(run.output)")
        #expect(run.output.contains("Objective-C triggering examples (↓ marks each finding):"), "\(run.output)")
        #expect(run.output.contains("[_mapView.settings ↓setNavigationHeaderEnabled:YES];"), "\(run.output)")
        #expect(run.output.contains("Objective-C non-triggering examples:"), "\(run.output)")
    }
}
