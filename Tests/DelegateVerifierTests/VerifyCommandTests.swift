import Foundation
import NavlintCommands
import Testing

/// `navlint verify` end to end: exit codes, reporters, pictures.
@Suite struct VerifyCommandTests {
    static let samplePath = Fixture.directory.appendingPathComponent("BasicLayoutDelegate.swift").path
    static let legacyPath = Fixture.directory.appendingPathComponent("LegacyDefaultLayoutDelegate.swift").path

    /// The smallest delegate: its scenarios run fast, and each reports the missing logo.
    static let emptyDelegate = """
        final class EmptyLayoutDelegate: NSObject, NavigationLayoutDelegate {
          func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {}
        }

        """

    func run(_ arguments: [String], in directory: URL? = nil) -> (code: Int32, output: String, error: String) {
        let (console, captured) = Console.capturing()
        let code = Navlint.main(
            ["verify"] + arguments, console: console, workingDirectory: directory?.path ?? NSTemporaryDirectory())
        return (code.rawValue, captured.output, captured.error)
    }

    /// A fresh folder holding `files` (name: text); the caller removes it.
    func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-verify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test func warningsPassUnlessStrict() {
        #expect(run([Self.samplePath, "--quiet"]).code == 0)
        #expect(run([Self.samplePath, "--quiet", "--strict"]).code == 1)
        // One worker thread finds the same.
        #expect(run([Self.samplePath, "--quiet", "--strict", "--jobs", "1"]).code == 1)
        #expect(run([Self.samplePath, "--jobs", "0"]).code == 2)
    }

    /// The sample's only findings are two `delegate_wide_mode_unchecked` warnings.
    @Test func theConfigurationDisablesAndRaisesVerifierRules() throws {
        let folder = try folder([
            "raised.json": #"{"severity": {"delegate_wide_mode_unchecked": "error"}}"#,
            "disabled.json": #"{"disabled_rules": ["delegate_wide_mode_unchecked"]}"#,
            "unknown.json": #"{"disabled_rules": ["delegate_no_such_rule"]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run([Self.samplePath, "--quiet", "--config", "raised.json"], in: folder).code == 1)
        let quiet = run([Self.samplePath, "--quiet", "--strict", "--config", "disabled.json"], in: folder)
        #expect(quiet.code == 0)
        #expect(!quiet.output.contains("delegate_wide_mode_unchecked"), "\(quiet.output)")
        #expect(run([Self.samplePath, "--quiet", "--config", "unknown.json"], in: folder).code == 2)
    }

    /// As in lint, `// navlint:disable:next` silences a verifier finding on the next line; a stop stays.
    @Test func aDisableCommentSilencesAVerifierFindingButNotAStop() throws {
        let sample = try String(contentsOfFile: Self.samplePath, encoding: .utf8)
        var silenced = sample
        for callback in ["enableNavigationUI", "startGuidance"] {
            silenced = silenced.replacingOccurrences(
                of: "  func \(callback)(\n", with: "  // navlint:disable:next delegate_wide_mode_unchecked\n  func \(callback)(\n")
        }
        let stopped = silenced + "\nprivate struct C {}\n// navlint:disable:next delegate_not_verified\nprivate struct C {}\n"
        let folder = try folder(["Silenced.swift": silenced, "Stopped.swift": stopped])
        defer { try? FileManager.default.removeItem(at: folder) }
        let quiet = run(["Silenced.swift", "--strict"], in: folder)
        #expect(quiet.code == 0 && !quiet.output.contains("delegate_wide_mode_unchecked"), "\(quiet.output)")
        let stop = run(["Stopped.swift", "--quiet"], in: folder)
        #expect(stop.code == 1 && stop.output.contains("two types are named C"), "\(stop.output)")
    }

    @Test func againstLegacyWithoutVariantsIsAnInputProblem() {
        let result = run([Self.samplePath, "--against-legacy"])
        #expect(result.code == 2)
        #expect(result.output.contains("BasicLayoutDelegate.swift:1: error: --against-legacy needs '// navlint-legacy-variant:'"))
    }

    /// The parser's recovery (a missing expression) is never interpreted as
    /// if it were code: the file is an input problem, the others are verified.
    @Test func aDelegateWithSyntaxErrorsIsAnInputProblemAndTheOthersAreStillVerified() throws {
        let broken = "final class BrokenLayoutDelegate: NSObject, NavigationLayoutDelegate {\n  let inset = 8 +\n}\n"
        let folder = try folder(["Broken.swift": broken, "Empty.swift": Self.emptyDelegate])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["Broken.swift", "Empty.swift"], in: folder)
        #expect(result.code == 2)
        #expect(
            result.output.hasPrefix(
                "Broken.swift:2:18: error: syntax error: expected expression after operator; the delegate is not verified\n"),
            "\(result.output)")
        #expect(result.output.contains("Empty.swift:2:8: error: googleLogo is not in the view hierarchy"), "\(result.output)")
        #expect(result.output.contains("Empty.swift:1:13: error: prompt1, which the SDK handed to showPrompt to show, is not in the view hierarchy"), "\(result.output)")
        #expect(!result.output.contains("missingExpr"))
        #expect(
            result.error
                == "Verified 92 of 92 scenarios fully.\nDone verifying! Found 4 violations, 3 serious in 2 files; 1 input problem (not checked).\n")
    }

    /// Files without a delegate given with one are its context; given alone, each is named.
    @Test func filesWithoutADelegateAreContextAndAloneAreNamed() throws {
        let folder = try folder(["A.swift": "struct Helpers {}\n", "B.swift": Self.emptyDelegate, "C.swift": "let c = 1\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let together = run(["A.swift", "B.swift", "C.swift", "--reporter", "json"], in: folder)
        #expect(together.code == 1)
        #expect(together.output.contains(#""file" : "B.swift""#), "\(together.output)")
        #expect(together.error.hasSuffix("in 3 files.\n"), "\(together.error)")
        let alone = run(["A.swift", "C.swift", "--reporter", "json"], in: folder)
        #expect(alone.code == 2)
        let problem = ": error: no class conforms to NavigationLayoutDelegate; nothing to verify"
        #expect(alone.error.hasPrefix("A.swift:1\(problem)\nC.swift:1\(problem)\nVerified 0 of 0 scenarios fully.\n"), "\(alone.error)")
        #expect(alone.error.hasSuffix("in 2 files; 2 input problems (not checked).\n"), "\(alone.error)")
    }

    /// `verify Delegate.swift Theme/`: the folder's types and constants are
    /// resolved; a name no file declares is an assumption, not a stop.
    @Test func typesFromOtherFilesAreResolvedAndUnknownNamesAssumed() throws {
        let delegate = """
            final class ThemedLayoutDelegate: NSObject, NavigationLayoutDelegate {
              func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
                let safe = navMap.safeAreaLayoutGuide
                let logo = newState.googleLogo
                let viewport = newState.viewport
                navMap.addSubview(viewport)
                navMap.addSubview(logo)
                viewport.backgroundColor = Palette.mapTint
                NSLayoutConstraint.activate(viewport.pinned(to: safe) + [
                  logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Theme.Spacing.standard.rawValue),
                  logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Theme.margin(.compact)),
                ])
              }
              func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
                oldState.googleLogo.removeFromSuperview()
                oldState.viewport.removeFromSuperview()
              }
            }

            """
        let theme = """
            import UIKit
            enum Theme {
              enum Spacing: CGFloat { case compact = 8, standard = 16 }
              static func margin(_ spacing: Spacing) -> CGFloat { spacing.rawValue * 2 }
            }
            extension UIView {
              func pinned(to guide: UILayoutGuide) -> [NSLayoutConstraint] {
                [topAnchor.constraint(equalTo: guide.topAnchor), bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                 leadingAnchor.constraint(equalTo: guide.leadingAnchor), trailingAnchor.constraint(equalTo: guide.trailingAnchor)]
              }
            }

            """
        // The app turns prompts off (`shouldDisplayPrompts = false`): the delegate shows none.
        let config = #"{ "disabled_rules": ["delegate_prompt_not_shown"] }"#
        let folder = try folder(["Delegate.swift": delegate, ".navlint.json": config])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Theme"), withIntermediateDirectories: true)
        try Data(theme.utf8).write(to: folder.appendingPathComponent("Theme/Theme.swift"))
        let alone = run(["Delegate.swift"], in: folder)
        #expect(alone.code == 1, "\(alone.output)")
        #expect(alone.output.contains("delegate_not_verified") || alone.output.contains("Delegate.swift:9"), "\(alone.output)")
        let together = run(["Delegate.swift", "Theme"], in: folder)
        #expect(together.code == 0, "\(together.output)\(together.error)")
        #expect(together.error.hasPrefix("Verified 92 of 92 scenarios fully.\n"), "\(together.error)")
        // `Palette` is declared nowhere: an opaque value, stated, and only cosmetic here.
        #expect(together.output.contains("Delegate.swift:8:"), "\(together.output)")
        #expect(together.output.contains("delegate_assumption"), "\(together.output)")
    }

    @Test func aMalformedMetricsProfileNamesTheFileAndTheKey() throws {
        let folder = try folder([
            "type.json": #"{"styleValues": {"headerNominalHeight": "tall"}}"#,
            "unknown.json": #"{"styleValues": {"headerHeight": 10}}"#,
            "syntax.json": #"{"styleValues": "#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, reason) in [
            ("type.json", "styleValues.headerNominalHeight must be a number"),
            ("unknown.json", #"styleValues.headerHeight: unknown key "headerHeight""#),
            ("syntax.json", "not valid JSON"),
            ("missing.json", "the file cannot be read"),
        ] {
            let result = run([Self.samplePath, "--metrics", file], in: folder)
            #expect(result.code == 2)
            #expect(result.error == "\(file): error: cannot use the metrics profile: \(reason)\n")
        }
    }

    @Test func missingFileAndNoFileAreErrors() {
        #expect(run(["/nonexistent/Delegate.swift", "--quiet"]).code == 2)
        #expect(run([]).code == 2)
    }

    @Test func picturesAndHTMLAndSARIF() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-verify-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = folder.appendingPathComponent("report.sarif").path
        let html = folder.appendingPathComponent("report.html").path
        let result = run([
            Self.legacyPath, "--against-legacy", "--quiet", "--pictures", folder.appendingPathComponent("pictures").path,
            "--reporter", "sarif:\(sarif)", "--reporter", "html:\(html)",
        ])
        #expect(result.code == 0, "\(result.error)")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pictures").path)
        // A clean delegate: one overview per variant, not 2 x 68 pictures.
        #expect(
            pictures.sorted() == [
                "LegacyDefaultLayoutDelegate-default-phonePortrait-ltr-speed.both-prompt.svg",
                "LegacyDefaultLayoutDelegate-noReportButton-phonePortrait-ltr-speed.both-prompt.svg",
            ])
        let sarifText = try String(contentsOfFile: sarif, encoding: .utf8)
        for rule in ["delegate_not_equivalent", "delegate_wide_mode_unchecked", "delegate_overlap", "delegate_not_verified", "delegate_assumption"] {
            #expect(sarifText.contains(rule), "\(rule) in SARIF rules")
        }
        #expect(try String(contentsOfFile: html, encoding: .utf8).contains("<svg"))
    }

    /// Lint's delegate rules that only the source shows come with the run's
    /// findings: a button picked by index, a legacy flag in code no callback
    /// runs; a legacy use the run saw too is reported once.
    @Test func lintsStaticDelegateRulesComeAlong() throws {
        let sample = try String(contentsOfFile: Self.samplePath, encoding: .utf8)
        let mutant = Fixture.mutate(
            Fixture.mutate(
                sample, "  private let mapContentsBottomGuide = UILayoutGuide()\n",
                "  private let mapContentsBottomGuide = UILayoutGuide()\n\n  func configure(_ map: GMSMapView) {\n    map.settings.isNavigationFooterEnabled = false\n  }\n"),
            "    let bottomGuide = mapContentsBottomGuide\n    navMap.addLayoutGuide(bottomGuide)\n",
            "    let bottomGuide = mapContentsBottomGuide\n    navMap.addLayoutGuide(bottomGuide)\n    navMap.settings.isNavigationHeaderEnabled = false\n    _ = newState.buttons.first\n")
        let folder = try folder(["Layout.swift": mutant])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["Layout.swift"], in: folder)
        #expect(result.code == 1, "\(result.output)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.filter { $0.contains("(delegate_button_index)") }.count == 1, "\(result.output)")
        let legacy = lines.filter { $0.contains("(legacy_api_with_delegate)") }
        #expect(legacy.count == 2, "\(result.output)")
        #expect(legacy.contains { $0.contains("isNavigationFooterEnabled") }, "\(result.output)")
        #expect(legacy.contains { $0.contains("isNavigationHeaderEnabled") }, "\(result.output)")
    }

    /// `--pictures` draws what matters: the scenario each finding names, and one overview.
    @Test func picturesShowEachFindingsScenarioAndAnOverview() throws {
        let folder = try folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run([Self.samplePath, "--quiet", "--pictures", "pictures", "--reporter", "json:report.json"], in: folder)
        #expect(result.code == 0, "\(result.error)")
        let pictures = Set(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pictures").path))
        let report = try String(contentsOf: folder.appendingPathComponent("report.json"), encoding: .utf8)
        let named = try Regex(#"\(in ([^ ;)]+)"#)
        let scenarios = Set(report.matches(of: named).map { "BasicLayoutDelegate-\($0.output[1].substring ?? "").svg" })
        #expect(!scenarios.isEmpty, "\(report)")
        #expect(pictures == scenarios.union(["BasicLayoutDelegate-phonePortrait-ltr-speed.both-prompt.svg"]))
        #expect(pictures.count < 10)
        let overview = try String(contentsOf: folder.appendingPathComponent("pictures/BasicLayoutDelegate-phonePortrait-ltr-speed.both-prompt.svg"), encoding: .utf8)
        #expect(overview.contains("<style>") && overview.contains(">phonePortrait-ltr-speed.both-prompt 3. showPrompt</text>"))
    }

    /// `--picture-scenario` draws a clean scenario whole too (trial 61a: a clean
    /// landscape layout could not be seen); an unknown name, or one without
    /// `--pictures`, is a usage error naming the scenarios.
    @Test func aChosenScenarioIsDrawnToo() throws {
        let folder = try folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let chosen = "phoneLandscape-rtl-speed.limitOnly"
        let result = run([Self.samplePath, "--quiet", "--pictures", "pictures", "--picture-scenario", chosen], in: folder)
        #expect(result.code == 0, "\(result.error)")
        let pictures = Set(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pictures").path))
        #expect(pictures.contains("BasicLayoutDelegate-\(chosen).svg") && pictures.contains("BasicLayoutDelegate-phonePortrait-ltr-speed.both-prompt.svg"), "\(pictures)")
        let unknown = run([Self.samplePath, "--quiet", "--pictures", "pictures", "--picture-scenario", "phoneSideways"], in: folder)
        #expect(unknown.code == 2 && unknown.error.contains("--picture-scenario phoneSideways: no such scenario") && unknown.error.contains(chosen), "\(unknown.error)")
        let alone = run([Self.samplePath, "--quiet", "--picture-scenario", chosen], in: folder)
        #expect(alone.code == 2 && alone.error.contains("give --pictures DIR too"), "\(alone.error)")
    }

    /// A folder of a base delegate and the subclass the app installs (a file
    /// without the protocol's name): the subclass is verified, and the base
    /// alone only when a file creates it; the summary names them.
    @Test func aSubclassInAContextFileIsVerifiedAndNamed() throws {
        let folder = try folder([
            "Base.swift": ClassHierarchyTests.base,
            "Fleet.swift": ClassHierarchyTests.subclass("newState.etaCard.widthAnchor.constraint(equalToConstant: 200).isActive = true"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["."], in: folder)
        #expect(result.code == 1, "\(result.output)")
        #expect(result.output.contains("Fleet.swift:") && result.output.contains("(in FleetLayout/"), "\(result.output)")
        #expect(result.error.hasPrefix("Verified 92 of 92 scenarios fully (classes checked: FleetLayout).\n"), "\(result.error)")
        #expect(result.output.contains("BasicLayoutDelegate is verified only through its subclass FleetLayout"), "\(result.output)")
    }

    /// A raise crashes the app: its scenarios stop there, and the summary says why.
    @Test func scenariosStoppedByARaiseAreNotFullyVerified() throws {
        let folder = try folder(["Raising.swift": RaiseAndCollapseTests.leftToLeading(wide: false)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["Raising.swift"], in: folder)
        #expect(result.code == 1)
        #expect(result.output.contains("UIKit would raise here (the app would crash)"), "\(result.output)")
        #expect(
            result.error.hasPrefix(
                "Verified 0 of 92 scenarios fully; the rest stopped at code that is not interpreted or where the app would crash (delegate_not_verified, delegate_unsatisfiable).\n"),
            "\(result.error)")
    }
}
