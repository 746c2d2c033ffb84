import Foundation
import NavlintCommands
import Testing

/// Issue 4's acceptance, end to end through `Navlint.main`: every Examples
/// screen is generated, verified against its legacy layout in every variant
/// and scenario (Fleet also in its split-view build), and type-checked
/// against the stubs.
///
/// Slow in debug builds (the verifier solves every step of every scenario for
/// every variant): the verification runs one screen per test case, so the
/// cases share the cores.
@Suite struct GenerateThenVerifyTests {
    /// Every Examples screen (the CarPlay map is skipped, not a screen).
    static let screens = [
        "ConvoyViewController", "DeliveryViewController", "DriverViewController", "FleetViewController",
        "TruckRouteViewController",
    ]

    /// The screens verified, each with the custom conditions of the app build
    /// it is generated in: every screen in the default build, and Fleet's iPad
    /// split view, which assigns its own alternate buttons guide.
    static let builds: [(String, [String])] = screens.map { ($0, []) } + [("FleetViewController", ["FLEET_SPLIT_VIEW"])]

    /// `navlint generate Examples` into a fresh folder, with `--define` for
    /// each of `conditions`; the folder and what the command said.
    static func generate(defining conditions: [String] = []) throws -> (folder: URL, error: String) {
        let folder = try ExamplesFixture.temporaryDirectory()
        let (console, captured) = Console.capturing()
        let code = Navlint.main(
            ["generate", "Examples", "--output", folder.path] + conditions.flatMap { ["--define", $0] }, console: console,
            workingDirectory: ExamplesFixture.repositoryRoot.path)
        #expect(code == .success, "\(captured.error)")
        return (folder, captured.error)
    }

    @Test func everyScreenIsGeneratedAndTypeChecks() throws {
        let (folder, error) = try Self.generate()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(written == Self.screens.map { "\($0)LayoutDelegate.swift" })
        #expect(!error.contains("not generated"), "\(error)")
        guard let (status, output) = try ExamplesFixture.typecheck(written.map { folder.appendingPathComponent($0) }) else {
            print("skipped: no swiftc on PATH to type-check the generated delegates")
            return
        }
        #expect(status == 0, "\(output)")
    }

    @Test(arguments: builds)
    func theGeneratedDelegateVerifiesAgainstTheLegacyLayout(_ screen: String, _ conditions: [String]) throws {
        let (folder, _) = try Self.generate(defining: conditions)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\(screen)LayoutDelegate.swift")
        let (console, captured) = Console.capturing()
        let code = Navlint.main(["verify", file.path, "--against-legacy"], console: console)
        #expect(code == .success, "\(captured.output)\n\(captured.error)")
    }
}
