import Foundation
import NavlintCommands
import Testing

/// `navlint generate` end to end: files written, reasons printed, exit codes.
@Suite struct GenerateCommandTests {
    @Test func writesTheDelegatesAndExplainsTheRest() throws {
        let output = try ExamplesFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let (console, captured) = Console.capturing()
        let code = Navlint.main(
            ["generate", "Examples", "--output", output.path], console: console,
            workingDirectory: ExamplesFixture.repositoryRoot.path)
        #expect(code == .success, "\(captured.error)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(
            written == [
                "ConvoyViewControllerLayoutDelegate.swift", "DeliveryViewControllerLayoutDelegate.swift",
                "DriverViewControllerLayoutDelegate.swift", "FleetViewControllerLayoutDelegate.swift",
                "TruckRouteViewControllerLayoutDelegate.swift",
            ])
        #expect(captured.output.contains("DeliveryViewControllerLayoutDelegate.swift: DeliveryViewController, 4 legacy use(s), 1 variant"))
        #expect(captured.output.contains("FleetViewControllerLayoutDelegate.swift: FleetViewController, 14 legacy use(s), 4 variants"))
        #expect(captured.output.contains("skipped CarPlaySceneDelegate"))
        #expect(!captured.error.contains("not generated"), "\(captured.error)")
    }

    @Test func aScreenItRefusesIsExplainedWithTheExitCode() throws {
        let output = try ExamplesFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let screen = ExamplesFixture.repositoryRoot.appendingPathComponent("Examples/LegacyNavApp/Delivery").path
        let fixture = output.appendingPathComponent("Refused.swift")
        try Data(DockFixtureTests.screen(secondPanel: "other").utf8).write(to: fixture)
        let (console, captured) = Console.capturing()
        let code = Navlint.main(
            ["generate", screen, fixture.path, "--output", output.appendingPathComponent("out").path], console: console)
        #expect(code == .findings)
        #expect(captured.error.contains("not generated: DockScreen"), "\(captured.error)")
        #expect(captured.error.contains("whose calls do not all pass the same view"), "\(captured.error)")
    }

    @Test func definedConditionsChooseTheIfClauses() throws {
        let output = try ExamplesFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let fixture = output.appendingPathComponent("SplitScreen.swift")
        try Data(ActiveCodeTests.splitScreen.utf8).write(to: fixture)
        for (arguments, footer) in [([String](), true), (["--define", "SPLIT_VIEW"], false)] {
            let folder = output.appendingPathComponent("out\(arguments.count)")
            let (console, captured) = Console.capturing()
            let code = Navlint.main(["generate", fixture.path, "--output", folder.path] + arguments, console: console)
            #expect(code == .success, "\(captured.error)")
            let text = try String(contentsOf: folder.appendingPathComponent("SplitScreenLayoutDelegate.swift"), encoding: .utf8)
            #expect(text.contains("let etaCard = guidance.etaCard") == footer, "\(arguments)")
        }
    }

    @Test func writesIntoNavlintGeneratedByDefault() throws {
        let workingDirectory = try ExamplesFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: workingDirectory) }
        let examples = ExamplesFixture.repositoryRoot.appendingPathComponent("Examples/LegacyNavApp/Delivery").path
        let (console, captured) = Console.capturing()
        let code = Navlint.main(["generate", examples, "--quiet"], console: console, workingDirectory: workingDirectory.path)
        #expect(code == .success, "\(captured.error)")
        #expect(captured.output.isEmpty)
        let file = workingDirectory.appendingPathComponent("NavlintGenerated/DeliveryViewControllerLayoutDelegate.swift")
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func helpAndUsageErrors() {
        let (console, captured) = Console.capturing()
        #expect(Navlint.main(["help", "generate"], console: console) == .success)
        #expect(captured.output.contains("USAGE: navlint generate [PATH ...] [OPTIONS]"))
        #expect(captured.output.contains("NavlintGenerated/"))
        let (other, otherCaptured) = Console.capturing()
        #expect(Navlint.main(["generate", "--bogus"], console: other) == .usage)
        #expect(otherCaptured.error.contains("unknown option '--bogus'"))
    }
}
