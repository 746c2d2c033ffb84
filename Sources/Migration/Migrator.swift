import DelegateGenerator
import DelegateVerifier
import Foundation
import NavlintCore
import NavlintScanner
import SourceEditing

/// `navlint fix`'s engine: migrates screens in memory, screen by screen, and
/// returns the new contents; `MigrationPlan` writes them (or diffs them).
///
/// A screen is migrated only if everything about it holds: its delegate
/// verifies against the legacy layout, it can be installed, every edit of
/// every file applies without overlap, each changed file parses with no new
/// errors, and a new scan of the project finds no legacy use the fix claimed
/// to remove. Otherwise none of its files change. Passes repeat (a screen
/// whose files an earlier screen of the pass changed waits for a fresh scan)
/// until one changes nothing.
public struct Migrator: Sendable {
    /// Seams for tests: the failure paths the fix must survive.
    public struct TestHooks: Sendable {
        /// An extra edit for a file (by display path), applied with the fix's own.
        public var extraEdit: (@Sendable (String) -> TextEdit?)?
        /// Rewrites a generated delegate before it is verified.
        public var delegateSource: (@Sendable (String) -> String)?
        /// Runs just before a file (absolute path) is written.
        public var beforeWrite: (@Sendable (String) -> Void)?
        /// Skips `verify --against-legacy`, for tests of the rewrites alone
        /// (the verifier has its own tests, and it is slow).
        public var skipsVerification = false

        public init() {}
    }

    public struct Options: Sendable {
        public var rules: [RuleDescription]
        /// Where delegates go; `nil`: next to each screen's main file.
        public var delegateDirectory: String?
        public var maxPasses = 3
        public var hooks = TestHooks()

        public init(rules: [RuleDescription]) { self.rules = rules }
    }

    /// A Swift file of the project.
    public struct ProjectFile: Sendable {
        public var path: String
        public var displayPath: String

        public init(path: String, displayPath: String) {
            self.path = path
            self.displayPath = displayPath
        }
    }

    public let options: Options

    public init(options: Options) { self.options = options }

    public func migrate(_ files: [ProjectFile]) throws(AtomicFile.Failure) -> MigrationPlan {
        var project = ProjectState(files: [])
        for file in files {
            project.files.append(.init(file: file, snapshot: try AtomicFile.read(file.path)))
        }
        var plan = MigrationPlan(current: project)
        var handled: Set<String> = []
        for _ in 0..<options.maxPasses {
            guard pass(&plan, handled: &handled) else { break }
        }
        let final = scan(plan.current)
        plan.summary.remainingUses = final.findings.count(where: Self.isLegacyUse)
        plan.summary.refused.sort { $0.screen < $1.screen }
        plan.summary.left = Array(Set(plan.summary.left))
        return plan
    }

    /// One scan and one attempt per new screen; true when something changed.
    private func pass(_ plan: inout MigrationPlan, handled: inout Set<String>) -> Bool {
        let start = plan.current
        // Only legacy uses are the generator's to translate; a delegate rule's
        // warning on an already migrated screen is not a reason to refuse it.
        let findings = scan(start).findings.filter(Self.isLegacyUse)
        let result = DelegateGenerator().generate(inputs: start.generatorInputs, findings: findings)
        var touched: Set<String> = []
        var changed = false
        for refused in result.notGenerated where handled.insert(refused.screen.name).inserted {
            plan.summary.refused.append(.init(screen: refused.screen.name, reasons: refused.issues.map(\.description)))
            plan.summary.left += refused.screen.findings.map { .init(location: $0.location, ruleID: $0.ruleID, reason: "its screen \(refused.screen.name) is not fixable") }
        }
        for skipped in result.skipped where handled.insert(skipped.typeName).inserted {
            plan.summary.refused.append(
                .init(screen: skipped.typeName, reasons: ["\(skipped.location.file):\(skipped.location.line): \(skipped.reason)"]))
        }
        for generated in result.generated {
            let screen = generated.plan.screen
            guard !handled.contains(screen.name) else { continue }
            let files = Set(screen.findings.map(\.location.file) + [screen.mainFile])
            guard touched.isDisjoint(with: files) else { continue }  // stale offsets: next pass
            handled.insert(screen.name)
            let attempt = ScreenMigration(generated: generated, project: start, options: options, scan: scan).run()
            switch attempt {
            case .failure(let refusal):
                plan.summary.refused.append(refusal)
                plan.summary.left += screen.findings.map { .init(location: $0.location, ruleID: $0.ruleID, reason: "its screen \(screen.name) is not fixable") }
            case .success(let migrated):
                for (displayPath, bytes) in migrated.contents { plan.current.replace(displayPath, with: bytes) }
                plan.newFiles.append(migrated.delegate)
                plan.screenFiles[migrated.delegate.displayPath] = Set(migrated.contents.keys)
                plan.summary.migrated.append(screen.name)
                plan.summary.fixedUses += migrated.fixed
                plan.summary.left += migrated.left
                touched.formUnion(files)
                changed = true
            }
        }
        return changed
    }

    /// A use of a legacy slot API (not `legacy_api_with_delegate`, which
    /// reports a leftover use again because a delegate is now set).
    static func isLegacyUse(_ finding: Finding) -> Bool {
        finding.ruleID.hasPrefix("legacy_") && finding.ruleID != "legacy_api_with_delegate"
    }

    func scan(_ project: ProjectState) -> ScanResult {
        LegacyScanner(rules: options.rules, options: ScannerOptions(jobs: 1)).scan(project.scannerInputs)
    }
}

/// The project's files as the fix sees them: read once, then edited in memory.
struct ProjectState: Sendable {
    struct File: Sendable {
        var file: Migrator.ProjectFile
        var snapshot: AtomicFile.Snapshot
        var bytes: [UInt8]

        init(file: Migrator.ProjectFile, snapshot: AtomicFile.Snapshot) {
            self.file = file
            self.snapshot = snapshot
            self.bytes = snapshot.bytes
        }
    }

    var files: [File]

    func bytes(of displayPath: String) -> [UInt8]? { files.first { $0.file.displayPath == displayPath }?.bytes }
    func path(of displayPath: String) -> String? { files.first { $0.file.displayPath == displayPath }?.file.path }

    mutating func replace(_ displayPath: String, with bytes: [UInt8]) {
        guard let index = files.firstIndex(where: { $0.file.displayPath == displayPath }) else { return }
        files[index].bytes = bytes
    }

    var scannerInputs: [SourceInput] {
        files.map { SourceInput(path: $0.file.path, displayPath: $0.file.displayPath, contents: $0.bytes) }
    }

    var generatorInputs: [DelegateGenerator.Input] {
        files.map { .init(path: $0.file.path, displayPath: $0.file.displayPath, source: String(decoding: $0.bytes, as: UTF8.self)) }
    }
}
