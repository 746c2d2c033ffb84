import Foundation
import Migration
import RuleCatalog
import SourceEditing
import TestSupport
import Testing

/// A migration unit reaches the disk whole or not at all, whatever fails and
/// wherever the process dies. The unit here is the largest kind: two screens
/// sharing a map view class (three sources edited, two delegates created),
/// so every step of a multi-file write is exercised.
@Suite(.serialized) struct FaultInjectionTests {
    private static let fixture = repositoryRoot.appendingPathComponent("Tests/MigrationTests/Fixtures/shared-map-class")

    /// The fixture's `before` tree in a fresh project.
    private func project() throws -> Project {
        let project = try Project()
        let before = Self.fixture.appendingPathComponent("before")
        for relative in try FileManager.default.subpathsOfDirectory(atPath: before.path) where relative.hasSuffix(".swift") {
            try project.write(relative, try String(contentsOf: before.appendingPathComponent(relative), encoding: .utf8))
        }
        return project
    }

    /// The verifier has its own tests and is slow; these are about the writes.
    private var hooks: Migrator.TestHooks {
        var hooks = Migrator.TestHooks()
        hooks.skipsVerification = true
        return hooks
    }

    /// The steps of a complete write, and the tree it leaves.
    private func completeRun() throws -> (steps: [String], tree: [String: Data]) {
        let project = try project()
        let steps = StepLog()
        var hooks = hooks
        hooks.beforeEachStep = { steps.append($0) }
        let plan = try project.migrate(hooks: hooks)
        #expect(plan.summary.migrated == ["DropOffViewController", "PickupViewController"])
        #expect(plan.summary.writeFailures == [])
        return (steps.all, project.tree())
    }

    /// Migrates a fresh project whose steps fail where `fails` says (by
    /// index); returns it, its tree before, and the plan.
    private func migrate(failingWhere fails: @escaping @Sendable (Int) -> Bool) throws -> (Project, [String: Data], MigrationPlan) {
        let project = try project()
        let before = project.tree()
        let count = StepLog()
        var hooks = hooks
        hooks.beforeEachStep = { step in
            if fails(count.append(step)) { throw InjectedFault() }
        }
        return (project, before, try project.migrate(hooks: hooks))
    }

    @Test func aCompleteRunWritesTheWholeUnitAndLeavesNothingBehind() throws {
        let (steps, tree) = try completeRun()
        // Journal, 5 stagings, 2 creations, 3 replacements, journal removed.
        #expect(steps.count == 12, "\(steps)")
        #expect(steps.firstIndex { $0.hasPrefix("create ") }! < steps.firstIndex { $0.hasPrefix("replace ") }!, "delegates before the sources naming them")
        let after = Self.fixture.appendingPathComponent("after")
        for relative in try FileManager.default.subpathsOfDirectory(atPath: after.path) where relative.hasSuffix(".swift") {
            #expect(tree[relative] == FileManager.default.contents(atPath: after.appendingPathComponent(relative).path), "\(relative)")
        }
        #expect(tree.keys.sorted() == ["App/DropOffViewController.swift", "App/DropOffViewControllerLayoutDelegate.swift", "App/PickupViewController.swift", "App/PickupViewControllerLayoutDelegate.swift", "App/SheetMapView.swift"])
    }

    /// A failure at any one step (a full disk, a permission, an I/O error)
    /// rolls the unit back at once: every file byte-identical, no journal, no
    /// temporary file, the summary counts nothing as migrated or written; a
    /// second run then migrates the unit completely.
    @Test func aFailureAtAnyStepLeavesEveryFileAsItWas() throws {
        let (steps, complete) = try completeRun()
        for failing in steps.indices {
            let (project, before, plan) = try migrate { $0 == failing }
            #expect(project.tree() == before, "failure at step \(failing): \(steps[failing])")
            #expect(plan.summary.migrated == [], "step \(failing)")
            #expect(plan.summary.writtenFiles == [], "step \(failing)")
            #expect(plan.summary.writeFailures.count == 1, "step \(failing)")
            #expect(!plan.summary.isComplete)
            _ = try project.migrate(hooks: self.hooks)
            #expect(project.tree() == complete, "the run after a failure at step \(failing)")
        }
    }

    /// A process killed at any step writes nothing more: simulated by failing
    /// that step and every later one (so its own roll-back cannot run). The
    /// next run's recovery puts the tree back as it was, with no journal or
    /// temporary file left, and a fix then completes it.
    @Test func aRunKilledAtAnyStepIsRolledBackByTheNextRun() throws {
        let (steps, complete) = try completeRun()
        for killed in steps.indices {
            let (project, before, _) = try migrate { $0 >= killed }
            let journal = FileTransaction(folder: project.path(".navlint"))
            if killed > 0 {
                #expect(journal.pendingDescription == "navlint fix: DropOffViewController, PickupViewController", "step \(killed)")
            }
            let recovery = try journal.recover()
            #expect(recovery?.conflicts ?? [] == [], "step \(killed)")
            // Even a run killed just before removing its journal is rolled back: all or nothing, the same way every time.
            #expect(project.tree() == before, "killed at step \(killed): \(steps[killed])")
            _ = try project.migrate(hooks: self.hooks)
            #expect(project.tree() == complete, "the run after a kill at step \(killed)")
        }
    }

    /// The trees a killed run leaves after the next run (rolled back, then
    /// migrated) parse and type-check against the stubs.
    @Test func theTreesAKilledRunCanLeaveTypeCheck() throws {
        let (steps, _) = try completeRun()
        // Killed after the first source was replaced.
        let killed = steps.firstIndex { $0.hasPrefix("replace ") }! + 1
        let (project, _, _) = try migrate { $0 >= killed }
        _ = try FileTransaction(folder: project.path(".navlint")).recover()
        #expect(try typeChecks(project.root.path))
        _ = try project.migrate(hooks: self.hooks)
        #expect(try typeChecks(project.root.path))
    }

    /// One read-only or immutable file refuses the whole unit before anything is written.
    @Test func anUnwritableFileRefusesTheWholeUnit() throws {
        for lock in [Lock.readOnly, .immutable] {
            let project = try project()
            let locked = project.path("App/SheetMapView.swift")
            guard lock.apply(to: locked) else {
                print("skipped: cannot make a file \(lock) here (chattr +i needs root on a file system that has it)")
                continue
            }
            defer { lock.remove(from: locked) }
            let before = project.tree()
            let plan = try project.migrate(hooks: hooks)
            #expect(project.tree() == before, "\(lock)")
            #expect(plan.summary.migrated == [], "\(lock)")
            let failure = try #require(plan.summary.writeFailures.first, "\(lock)")
            #expect(failure.contains("SheetMapView.swift: cannot write: \(lock.reason)"), "\(failure)")
            #expect(failure.contains("none of its files were changed"), "\(failure)")
            #expect(!FileManager.default.fileExists(atPath: project.path(".navlint")))
        }
    }

    /// Another process edits one file of the unit while navlint stages the
    /// others: nothing of the unit is written, and that edit is kept.
    @Test func aFileChangedDuringTheRunKeepsTheWholeUnitUnwritten() throws {
        let project = try project()
        let before = project.tree()
        let edited = project.path("App/PickupViewController.swift")
        var hooks = hooks
        hooks.beforeEachStep = { step in
            if step.hasSuffix("App/SheetMapView.swift"), step.hasPrefix("stage ") {
                let handle = FileHandle(forWritingAtPath: edited)
                handle?.seekToEndOfFile()
                handle?.write(Data("// edited meanwhile\n".utf8))
                try? handle?.close()
            }
        }
        let plan = try project.migrate(hooks: hooks)
        var expected = before
        expected["App/PickupViewController.swift"]!.append(Data("// edited meanwhile\n".utf8))
        #expect(project.tree() == expected)
        #expect(plan.summary.migrated == [])
        #expect(plan.summary.writeFailures.first?.contains("changed on disk since it was read") == true, "\(plan.summary.writeFailures)")
    }

    /// A source that is a symbolic link: its target is migrated, the link stays a link.
    @Test func aSymlinkedSourceIsMigratedThroughItsLink() throws {
        let project = try project()
        let elsewhere = project.path("Shared/SheetMapView.swift")
        try FileManager.default.createDirectory(atPath: project.path("Shared"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: project.path("App/SheetMapView.swift"), toPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: project.path("App/SheetMapView.swift"), withDestinationPath: "../Shared/SheetMapView.swift")
        // The walk would find the target too; the app's build has the link only.
        let files = project.swiftFiles().filter { !$0.displayPath.hasPrefix("Shared/") }
        var options = Migrator.Options(rules: try RuleCatalog.builtIn().rules)
        options.hooks = hooks
        var plan = try Migrator(options: options).migrate(files)
        plan.write(journalFolder: project.path(".navlint"))
        #expect(plan.summary.migrated == ["DropOffViewController", "PickupViewController"], "\(plan.summary.lines())")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: project.path("App/SheetMapView.swift"))
        #expect(link == "../Shared/SheetMapView.swift")
        let expected = Self.fixture.appendingPathComponent("after/App/SheetMapView.swift")
        #expect(FileManager.default.contents(atPath: elsewhere) == FileManager.default.contents(atPath: expected.path))
    }

    /// A real `kill -9` of the executable in the middle of the unit's
    /// renames: `lint` then refuses to call the tree clean, and the next
    /// `fix` rolls back, says so, and migrates the unit whole.
    @Test func aRealKillOfTheExecutableIsRecoveredByTheNextFix() throws {
        let executable = try #require(NavlintProcess.executable, "the navlint executable is built beside the tests")
        let (steps, complete) = try completeRun()
        let project = try project()
        // The first source replaced, after both delegates were created.
        let killAt = steps.firstIndex { $0.hasPrefix("replace ") }! + 2
        let killed = try NavlintProcess.run(executable, ["fix", "."], in: project.root, environment: ["NAVLINT_TEST_STEPS": "kill:\(killAt)"])
        #expect(killed.status == SIGKILL && killed.reason == .uncaughtSignal, "\(killed)")
        #expect(project.tree().keys.contains { $0.hasPrefix(".navlint/") })

        let lint = try NavlintProcess.run(executable, ["lint", "."], in: project.root)
        #expect(lint.status == 2, "\(lint)")
        #expect(lint.output.contains(".navlint/fix-journal.json:1: error: an interrupted `navlint fix`"), "\(lint)")

        let rerun = try NavlintProcess.run(executable, ["fix", "."], in: project.root)
        #expect(rerun.error.contains("rolled back an interrupted run (navlint fix: DropOffViewController, PickupViewController)"), "\(rerun.error)")
        #expect(rerun.status == 0, "\(rerun)")
        // The real run verifies the delegates: the same files as the fixture's after tree.
        #expect(project.tree() == complete)
    }

    // MARK: - Helpers

    private struct InjectedFault: Error, CustomStringConvertible {
        var description: String { "injected fault" }
    }

    private enum Lock: CustomStringConvertible {
        case readOnly, immutable

        var description: String { self == .readOnly ? "read-only" : "immutable" }
        var reason: String { self == .readOnly ? "the file is read-only; not replaced" : "the file is immutable or append-only; not replaced" }

        func apply(to path: String) -> Bool {
            self == .readOnly ? chmod(path, 0o444) == 0 : shell("chattr", "+i", path)
        }

        func remove(from path: String) {
            if self == .immutable { _ = shell("chattr", "-i", path) }
        }

        private func shell(_ arguments: String...) -> Bool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
    }
}

/// The steps a hook saw, from any thread.
final class StepLog: @unchecked Sendable {
    private let lock = NSLock()
    private var steps: [String] = []

    var all: [String] { lock.withLock { steps } }

    /// Records a step; returns its index.
    @discardableResult
    func append(_ step: String) -> Int {
        lock.withLock {
            steps.append(step)
            return steps.count - 1
        }
    }
}
