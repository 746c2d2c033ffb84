import Foundation
import Migration
import Testing

/// A debug table of settings key paths is rewritten to closures setting the
/// delegate only when navlint understands every use of it; otherwise the
/// screen is refused, naming the use, and none of its files change.
@Suite struct KeyPathTableTests {
    static let path = "App/DebugViewController.swift"
    static let screen = """
        import GoogleNavigation
        import UIKit

        final class DebugViewController: UIViewController {
            let mapView = GMSMapView(frame: .zero)
            var showsFooter = true

            static let debugToggles: [(title: String, keyPath: ReferenceWritableKeyPath<GMSUISettings, Bool>)] = [
                ("Turn-by-turn footer", \\GMSUISettings.isNavigationFooterEnabled),
                ("Compass", \\GMSUISettings.compassButton),
            ]

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(mapView)
                mapView.settings.isNavigationFooterEnabled = showsFooter
            }

            func setDebugToggle(at index: Int, to isOn: Bool) {
                let keyPath = Self.debugToggles[index].keyPath
                mapView.settings[keyPath: keyPath] = isOn
            }
        // MORE
        }

        """

    /// Fixes the screen, with `more` at the end of its class, and `files`, without the verifier.
    private func fix(
        screen: String = Self.screen, more: String = "", _ files: [String: String] = [:]
    ) throws -> (Project, MigrationPlan, before: [String: Data]) {
        let project = try Project(files.merging([Self.path: screen.replacingOccurrences(of: "// MORE\n", with: more)]) { $1 })
        let before = project.tree()
        var hooks = Migrator.TestHooks()
        hooks.skipsVerification = true
        return (project, try project.migrate(hooks: hooks), before)
    }

    /// The screen was refused for a reason naming `place`, and nothing changed.
    private func expectRefused(_ result: (Project, MigrationPlan, before: [String: Data]), naming place: String, _ words: String) {
        let (project, plan, before) = result
        #expect(plan.summary.migrated == [])
        #expect(project.tree() == before)
        let reasons = plan.summary.refused.flatMap(\.reasons)
        #expect(reasons.contains { $0.contains("(\(place): ") && $0.contains(words) }, "\(reasons)")
    }

    @Test func aTableUsedOnlyToWriteSettingsBecomesClosuresSettingTheDelegate() throws {
        let (project, plan, _) = try fix()
        #expect(plan.summary.migrated == ["DebugViewController"], "\(plan.summary.lines())")
        let text = try #require(project.read(Self.path))
        #expect(text.contains("static let debugToggles: [(title: String, set: @MainActor (DebugViewController, Bool) -> Void)] = ["))
        #expect(text.contains(#"("Turn-by-turn footer", { screen, isOn in screen.layoutDelegate.showsETACard = isOn }),"#))
        #expect(text.contains("screen.mapView.settings.compassButton = isOn"))
        #expect(text.contains("screen.layoutDelegate.showsCompass = isOn"))
        #expect(text.contains("    func setDebugToggle(at index: Int, to isOn: Bool) {\n        Self.debugToggles[index].set(self, isOn)\n    }\n"))
        #expect(!text.contains("keyPath"))
    }

    @Test func aUseInAnotherEditedFileIsRewrittenAndSharesTheDelegate() throws {
        let extensionPath = "App/DebugViewController+Menu.swift"
        let (project, plan, _) = try fix([
            extensionPath: """
                import GoogleNavigation

                extension DebugViewController {
                    func hideFooter() {
                        mapView.settings.isNavigationFooterEnabled = false
                    }

                    func resetDebugToggles() {
                        for index in Self.debugToggles.indices where Self.debugToggles[index].title != "Compass" {
                            mapView.settings[keyPath: Self.debugToggles[index].keyPath] = false
                        }
                    }
                }

                """
        ])
        #expect(plan.summary.migrated == ["DebugViewController"], "\(plan.summary.lines())")
        let text = try #require(project.read(extensionPath))
        #expect(text.contains("            Self.debugToggles[index].set(self, false)\n"), "\(text)")
        #expect(try #require(project.read(Self.path)).contains("    let layoutDelegate = DebugViewControllerLayoutDelegate()"))
    }

    @Test func aKeyPathReadForAnotherPurposeLeavesTheScreen() throws {
        let result = try fix(more: "    func logToggle() {\n        let path = Self.debugToggles[0].keyPath\n        print(path)\n    }\n")
        expectRefused(result, naming: "\(Self.path):24", "`debugToggles` is used in a way navlint cannot rewrite")
    }

    @Test func aRowThatIsNotALegacyFlagLeavesTheScreen() throws {
        let result = try fix(
            screen: Self.screen.replacingOccurrences(
                of: "        (\"Compass\"", with: "        (\"Rotate\", \\GMSUISettings.rotateGestures),\n        (\"Compass\""))
        expectRefused(result, naming: "\(Self.path):10", "not a key path to a legacy flag")
    }

    @Test func theRowTypeInASignatureLeavesTheScreen() throws {
        let result = try fix(more: "    func apply(_ row: (title: String, keyPath: ReferenceWritableKeyPath<GMSUISettings, Bool>), to isOn: Bool) {}\n")
        expectRefused(result, naming: "\(Self.path):23", "`keyPath` may carry a row of `debugToggles`")
    }

    @Test func aUseInAFileTheFixDoesNotEditLeavesTheScreen() throws {
        let result = try fix(["App/DebugMenu.swift": "let debugTitles = DebugViewController.debugToggles.map(\\.title)\n"])
        expectRefused(result, naming: "App/DebugMenu.swift:1", "in a file the fix does not edit")
    }

    @Test func aSuppressedRowLeavesTheScreen() throws {
        let result = try fix(
            screen: Self.screen.replacingOccurrences(
                of: "        (\"Turn-by-turn", with: "        // navlint:disable:next legacy_navigation_footer_enabled\n        (\"Turn-by-turn"))
        expectRefused(result, naming: "\(Self.path):10", "does not decide the delegate's `showsETACard`")
    }
}
