import Foundation
import Migration
import NavlintCommands
import SwiftParser
import Testing

/// One fix run on a copy of `Examples/`, shared by the tests below (a run verifies delegates, which is slow).
private let examples: (project: Project, first: (code: Int32, output: String, error: String), before: [String: Data]) = {
    let project = try! Project.examples()
    let before = project.tree()
    return (project, project.run(["fix", "Examples"]), before)
}()

private let supported = ["Delivery", "RideHailing", "TruckRoute"]

@Suite(.serialized) struct ExamplesMigrationTests {
    @Test func theSupportedScreensAreMigratedAsTheFixturesShow() throws {
        #expect(examples.first.code == 1, "legacy uses of the unsupported screens remain")
        #expect(
            examples.first.error.contains("3 screen(s) migrated (DeliveryViewController, DriverViewController, TruckRouteViewController)"),
            "\(examples.first.error)")
        let fixtures = repositoryRoot.appendingPathComponent("Tests/MigrationTests/Fixtures/examples-after")
        for relative in try FileManager.default.subpathsOfDirectory(atPath: fixtures.path) where relative.hasSuffix(".swift") {
            let expected = try String(contentsOf: fixtures.appendingPathComponent(relative), encoding: .utf8)
            #expect(examples.project.read("Examples/LegacyNavApp/\(relative)") == expected, "\(relative)")
        }
        for delegate in [
            "Delivery/DeliveryViewControllerLayoutDelegate.swift", "RideHailing/DriverViewControllerLayoutDelegate.swift",
            "TruckRoute/TruckRouteViewControllerLayoutDelegate.swift",
        ] {
            #expect(examples.project.read("Examples/LegacyNavApp/\(delegate)") != nil, "\(delegate)")
        }
    }

    @Test func unsupportedScreensAreReportedWithReasonsAndTheirFilesAreUntouched() {
        let error = examples.first.error
        #expect(error.contains("not fixable: FleetViewController"), "\(error)")
        #expect(error.contains("not fixable: ConvoyViewController"), "\(error)")
        #expect(error.contains("is decided here, in code navlint cannot rewrite"), "\(error)")
        // The input the convoy delegate would freeze is named: the shared map view's padding. Its key-path
        // debug toggles are not: navlint rewrites them onto the delegate.
        #expect(error.contains("Core/NavigationMapView.swift:37: "), "\(error)")
        for place in ["Convoy/ConvoyViewController.swift:15: ", "Convoy/ConvoyViewController.swift:16: "] {
            #expect(!error.contains(place), "\(place): \(error)")
        }
        #expect(error.contains("not fixable: CarPlaySceneDelegate"), "\(error)")
        let after = examples.project.tree()
        for (path, data) in examples.before where !supported.contains(where: { path.contains("/\($0)/") }) {
            #expect(after[path] == data, "\(path) changed")
        }
    }

    @Test func afterwardsLintFindsNoLegacyUseInTheMigratedScreensAndEveryChangedFileParses() {
        let lint = examples.project.run(["lint", "Examples"])
        // Delegate rules may still warn (`settings.compassButton` kept for the map outside navigation).
        let legacy = lint.output.split(separator: "\n").filter { $0.contains("(legacy_") }
        for screen in supported {
            #expect(!legacy.contains { $0.contains("/\(screen)/") }, "\(lint.output)")
        }
        let after = examples.project.tree()
        for (path, data) in after where examples.before[path] != data {
            #expect(!(Parser.parse(source: String(decoding: data, as: UTF8.self)).hasError), "\(path)")
        }
    }

    @Test func everyWrittenDelegatePassesVerifyAgainstLegacy() {
        let delegates = examples.project.tree().keys.filter { $0.hasSuffix("LayoutDelegate.swift") }.sorted()
        #expect(delegates.count == supported.count, "\(delegates)")
        let verify = examples.project.run(["verify", "--against-legacy"] + delegates)
        #expect(verify.code == 0, "\(verify.output)\(verify.error)")
    }

    @Test func theChangedFilesAndTheDelegatesTypeCheckAgainstTheStubs() throws {
        let process = Process()
        process.executableURL = repositoryRoot.appendingPathComponent("scripts/typecheck-examples.sh")
        process.arguments = [examples.project.path("Examples")]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func aSecondRunChangesNothing() {
        let before = examples.project.tree()
        let second = examples.project.run(["lint", "--fix", "Examples"])
        #expect(second.code == 1)
        #expect(examples.project.tree() == before)
        #expect(second.error.contains("0 screen(s) migrated"), "\(second.error)")
    }
}
