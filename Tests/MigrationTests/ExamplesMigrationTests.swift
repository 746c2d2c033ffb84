import Foundation
import Migration
import NavlintCommands
import SwiftParser
import Testing

/// One fix run on a copy of `Examples/`, shared by the tests below and the
/// migration report's (a run verifies delegates, which is slow); it writes
/// its migration reports, `fix.html` and `fix.json`, into `reports`, a folder
/// beside the project.
let examples: (project: Project, first: (code: Int32, output: String, error: String), before: [String: Data], reports: URL) = {
    let project = try! Project.examples()
    let before = project.tree()
    let reports = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-fix-reports-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    let specs = ["fix.html", "fix.json"].flatMap { ["--reporter", "\($0.dropFirst(4)):\(reports.appendingPathComponent($0).path)"] }
    // A global lives until the process exits, past any `deinit`: its folders go then.
    foldersToRemoveAtExit = [project.root, reports]
    atexit { for folder in foldersToRemoveAtExit { try? FileManager.default.removeItem(at: folder) } }
    return (project, project.run(["fix", "Examples"] + specs), before, reports)
}()

/// The shared fix run's folders (see `examples`).
nonisolated(unsafe) private var foldersToRemoveAtExit: [URL] = []

/// The screens and their delegates, by folder.
let migrated = [
    "Convoy": "ConvoyViewController", "Delivery": "DeliveryViewController", "Fleet": "FleetViewController",
    "RideHailing": "DriverViewController", "TruckRoute": "TruckRouteViewController",
]

@Suite(.serialized) struct ExamplesMigrationTests {
    @Test func everyScreenIsMigratedAsTheFixturesShow() throws {
        #expect(examples.first.code == 0, "\(examples.first.error)")
        let names = migrated.values.sorted().joined(separator: ", ")
        #expect(examples.first.error.contains("5 screen(s) migrated (\(names)), "), "\(examples.first.error)")
        #expect(examples.first.error.contains(", 0 left, "), "\(examples.first.error)")
        let fixtures = repositoryRoot.appendingPathComponent("Tests/MigrationTests/Fixtures/examples-after")
        for relative in try FileManager.default.subpathsOfDirectory(atPath: fixtures.path) where relative.hasSuffix(".swift") {
            let expected = try String(contentsOf: fixtures.appendingPathComponent(relative), encoding: .utf8)
            #expect(examples.project.read("Examples/LegacyNavApp/\(relative)") == expected, "\(relative)")
        }
        // Every changed file is one of the fixtures.
        let changed = examples.project.tree().filter { path, data in examples.before[path] != nil && examples.before[path] != data }.keys
        for path in changed {
            let relative = path.replacingOccurrences(of: "Examples/LegacyNavApp/", with: "")
            #expect(FileManager.default.fileExists(atPath: fixtures.appendingPathComponent(relative).path), "\(path) changed")
        }
    }

    @Test func carPlayIsReportedAndLeftAlone() {
        let error = examples.first.error
        #expect(error.contains("not fixable: CarPlaySceneDelegate"), "\(error)")
        #expect(error.contains("layout customization does not apply to CarPlay"), "\(error)")
        let path = "Examples/LegacyNavApp/App/CarPlaySceneDelegate.swift"
        #expect(examples.project.tree()[path] == examples.before[path])
    }

    @Test func afterwardsLintFindsNoLegacyUseAndEveryChangedFileParses() {
        let lint = examples.project.run(["lint", "Examples"])
        // Delegate rules may still warn (`settings.compassButton` kept for the map outside navigation).
        let legacy = lint.output.split(separator: "\n").filter { $0.contains("(legacy_") }
        #expect(legacy.isEmpty, "\(lint.output)")
        let after = examples.project.tree()
        for (path, data) in after where examples.before[path] != data {
            #expect(!(Parser.parse(source: String(decoding: data, as: UTF8.self)).hasError), "\(path)")
        }
    }

    @Test func everyWrittenDelegatePassesVerifyAgainstLegacyInEveryBuild() {
        let delegates = examples.project.tree().keys.filter { $0.hasSuffix("LayoutDelegate.swift") }.sorted()
        #expect(delegates == migrated.map { "Examples/LegacyNavApp/\($0.key)/\($0.value)LayoutDelegate.swift" }.sorted())
        let verify = examples.project.run(["verify", "--against-legacy"] + delegates)
        #expect(verify.code == 0, "\(verify.output)\(verify.error)")
        // Fleet's iPad split-view build has a delegate of its own.
        let fleet = "Examples/LegacyNavApp/Fleet/FleetViewControllerLayoutDelegate.swift"
        #expect(examples.project.read(fleet)?.contains("#if FLEET_SPLIT_VIEW") == true)
        let split = examples.project.run(["verify", "--against-legacy", "--define", "FLEET_SPLIT_VIEW", fleet])
        #expect(split.code == 0, "\(split.output)\(split.error)")
    }

    @Test func theChangedFilesAndTheDelegatesTypeCheckAgainstTheStubsInEveryBuild() throws {
        #expect(try typeChecks(examples.project.path("Examples")))
        #expect(try typeChecks(examples.project.path("Examples"), define: "FLEET_SPLIT_VIEW"))
    }

    @Test func aSecondRunChangesNothing() {
        let before = examples.project.tree()
        let second = examples.project.run(["lint", "--fix", "Examples"])
        #expect(second.code == 0, "\(second.error)")
        #expect(examples.project.tree() == before)
        #expect(second.error.contains("0 screen(s) migrated"), "\(second.error)")
    }
}
