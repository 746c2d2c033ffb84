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
        #expect(code == .findings)
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(
            written == [
                "ConvoyViewControllerLayoutDelegate.swift", "DeliveryViewControllerLayoutDelegate.swift",
                "DriverViewControllerLayoutDelegate.swift", "TruckRouteViewControllerLayoutDelegate.swift",
            ])
        #expect(captured.output.contains("DeliveryViewControllerLayoutDelegate.swift: DeliveryViewController, 4 legacy use(s), 1 variant"))
        #expect(captured.output.contains("skipped CarPlaySceneDelegate"))
        #expect(captured.error.contains("not generated: FleetViewController"))
        #expect(captured.error.contains("Examples/LegacyNavApp/Fleet/FleetViewController.swift:64:18: the right padding is computed at run time"))
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
