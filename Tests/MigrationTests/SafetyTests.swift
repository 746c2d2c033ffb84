import Foundation
import Migration
import NavlintReporters
import SourceEditing
import Testing

@testable import NavlintCommands

/// The fix may never lose or corrupt a byte: each failure path leaves the files as they were.
@Suite(.serialized) struct SafetyTests {
    /// The courier screen alone: one variant, so its delegate verifies quickly.
    private func deliveryProject() throws -> Project {
        let project = try Project()
        for name in ["DeliveryViewController.swift", "DeliveryRoute.swift"] {
            let source = repositoryRoot.appendingPathComponent("Examples/LegacyNavApp/Delivery/\(name)")
            try project.write("Delivery/\(name)", try String(contentsOf: source, encoding: .utf8))
        }
        return project
    }

    @Test func anEditThatBreaksTheParseRollsTheScreenBack() throws {
        let project = try deliveryProject()
        let before = project.tree()
        var hooks = Migrator.TestHooks()
        hooks.extraEdit = { path in path.hasSuffix("DeliveryViewController.swift") ? .insert("}}} (", at: 0) : nil }
        let plan = try project.migrate(hooks: hooks)
        #expect(project.tree() == before)
        #expect(plan.summary.migrated == [])
        #expect(plan.summary.refused.contains { $0.reasons.contains { $0.contains("would not parse") } }, "\(plan.summary.refused)")
    }

    @Test func anOverlappingEditRollsTheScreenBack() throws {
        let project = try deliveryProject()
        let before = project.tree()
        var hooks = Migrator.TestHooks()
        // Line 41 (`settings.isNavigationReportIncidentButtonEnabled = false`) is removed by the fix too.
        let offset = try #require(project.read("Delivery/DeliveryViewController.swift")?.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).prefix(40).reduce(0) { $0 + $1.count + 1 })
        hooks.extraEdit = { path in path.hasSuffix("DeliveryViewController.swift") ? TextEdit(range: offset + 4..<offset + 10, replacement: "x") : nil }
        let plan = try project.migrate(hooks: hooks)
        #expect(project.tree() == before)
        #expect(plan.summary.refused.contains { $0.reasons.contains { $0.contains("overlap") } }, "\(plan.summary.refused)")
    }

    @Test func aFailedVerificationLeavesTheScreenUntouched() throws {
        let project = try deliveryProject()
        let before = project.tree()
        var hooks = Migrator.TestHooks()
        // A delegate that never adds the logo breaks `delegate_missing_required_view`.
        hooks.delegateSource = { $0.replacingOccurrences(of: "views = [viewport, logo]", with: "views = [viewport]") }
        let plan = try project.migrate(hooks: hooks)
        #expect(project.tree() == before)
        #expect(plan.summary.refused.contains { $0.reasons.contains { $0.contains("verify --against-legacy") } }, "\(plan.summary.refused)")
    }

    /// Two screens share `SheetMapView`, whose legacy uses both delegates take
    /// over: when one screen cannot be migrated, neither is, and the shared
    /// class stays as it was.
    @Test func screensSharingAMapViewClassMigrateTogetherOrNotAtAll() throws {
        let project = try Project()
        let fixture = repositoryRoot.appendingPathComponent("Tests/MigrationTests/Fixtures/shared-map-class/before/App")
        for name in ["SheetMapView.swift", "PickupViewController.swift", "DropOffViewController.swift"] {
            try project.write("App/\(name)", try String(contentsOf: fixture.appendingPathComponent(name), encoding: .utf8))
        }
        let before = project.tree()
        var hooks = Migrator.TestHooks()
        hooks.skipsVerification = true
        hooks.extraEdit = { path in path.hasSuffix("DropOffViewController.swift") ? .insert("}}} (", at: 0) : nil }
        let plan = try project.migrate(hooks: hooks)
        #expect(project.tree() == before)
        #expect(plan.summary.migrated == [])
        let pickup = try #require(plan.summary.refused.first { $0.screen == "PickupViewController" })
        #expect(pickup.reasons.contains { $0.contains("DropOffViewController.swift: the fixed file would not parse") }, "\(pickup)")
        #expect(pickup.reasons.contains { $0.contains("they migrate together or not at all") }, "\(pickup)")
    }

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let project = try deliveryProject()
        let before = project.tree()
        let run = project.run(["fix", "--dry-run", "."])
        #expect(project.tree() == before)
        #expect(run.output.contains("+++ b/Delivery/DeliveryViewController.swift"), "\(run.output)")
        #expect(run.output.contains("+    private let layoutDelegate = DeliveryViewControllerLayoutDelegate()"), "\(run.output)")
        #expect(run.output.contains("+++ b/Delivery/DeliveryViewControllerLayoutDelegate.swift"), "\(run.output)")
    }

    @Test func aFileChangedOnDiskAfterItWasReadIsNotOverwritten() throws {
        let project = try deliveryProject()
        var hooks = Migrator.TestHooks()
        hooks.beforeEachStep = { step in
            guard step.hasPrefix("stage "), step.hasSuffix("DeliveryViewController.swift") else { return }
            let path = String(step.dropFirst("stage ".count))
            let handle = FileHandle(forWritingAtPath: path)
            handle?.seekToEndOfFile()
            handle?.write(Data("// edited meanwhile\n".utf8))
            try? handle?.close()
        }
        let plan = try project.migrate(hooks: hooks)
        let text = try #require(project.read("Delivery/DeliveryViewController.swift"))
        #expect(text.hasSuffix("// edited meanwhile\n"))
        #expect(text.contains("isNavigationReportIncidentButtonEnabled = false"), "the fix must not be written over the change")
        #expect(!(plan.summary.writeFailures.isEmpty))
        #expect(project.read("Delivery/DeliveryViewControllerLayoutDelegate.swift") == nil, "no delegate for a screen not written")
    }

    /// The migration report says so: the screen is not written, with why, and none of its files is.
    @Test func theMigrationReportNamesAScreenNotWritten() throws {
        let project = try deliveryProject()
        var hooks = Migrator.TestHooks()
        hooks.beforeEachStep = { step in
            if step.hasPrefix("stage ") { throw CocoaError(.fileWriteNoPermission) }
        }
        let plan = try project.migrate(hooks: hooks)
        let report = MigrationReports.fix(plan, dryRun: false, drawing: false, jobs: 1)
        #expect(report.screens.map(\.name) == ["DeliveryViewController"])
        #expect(report.screens.map(\.status) == [.notWritten])
        #expect(report.screens.first?.reasons.first?.hasSuffix("none of its files were changed") == true, "\(report.screens)")
        #expect(!report.files.isEmpty && report.files.allSatisfy { !$0.written })
    }

    @Test func aSuppressedUseIsNotRewritten() throws {
        let project = try deliveryProject()
        let path = "Delivery/DeliveryViewController.swift"
        let original = try #require(project.read(path))
        try project.write(
            path,
            original.replacingOccurrences(
                of: "        mapView?.settings.isNavigationTripProgressBarEnabled = true\n",
                with: "        // navlint:disable:next legacy_trip_progress_bar_enabled\n        mapView?.settings.isNavigationTripProgressBarEnabled = true\n"))
        let plan = try project.migrate()
        #expect(plan.summary.migrated == ["DeliveryViewController"])
        let text = try #require(project.read(path))
        #expect(text.contains("mapView?.settings.isNavigationTripProgressBarEnabled = true"))
        #expect(!(text.contains("isNavigationReportIncidentButtonEnabled")))
    }

    @Test func fileModeIsKept() throws {
        let project = try deliveryProject()
        let path = project.path("Delivery/DeliveryViewController.swift")
        chmod(path, 0o640)
        _ = try project.migrate()
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(try #require(project.read("Delivery/DeliveryViewController.swift")).contains("setLayoutDelegate"))
    }

    @Test func delegatesGoIntoTheDelegateDirectoryWhenOneIsGiven() throws {
        let project = try deliveryProject()
        var hooks = Migrator.TestHooks()
        hooks.skipsVerification = true
        let plan = try project.migrate(hooks: hooks, delegateDirectory: "Generated")
        #expect(plan.summary.migrated == ["DeliveryViewController"])
        #expect(project.read("Generated/DeliveryViewControllerLayoutDelegate.swift") != nil)
        #expect(project.read("Delivery/DeliveryViewControllerLayoutDelegate.swift") == nil)
    }
}
