import AppBuild
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
        /// Runs before every change on disk (see `FileTransaction.beforeEachStep`).
        public var beforeEachStep: (@Sendable (String) throws -> Void)?
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
        /// Custom conditions (`-D NAME`) every build of the app defines.
        public var conditions: Set<String> = []
        public var hooks = TestHooks()
        /// Worker threads for verifying each delegate.
        public var jobs = ProcessInfo.processInfo.activeProcessorCount
        /// Told how many screens are handled (migrated or refused), of how
        /// many known so far (a later pass may find more).
        public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

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
        var unreached: [MigrationSummary.LeftUse] = []
        for _ in 0..<options.maxPasses {
            guard pass(&plan, handled: &handled, unreached: &unreached) else { break }
        }
        plan.summary.left += unreached
        let final = scan(plan.current)
        plan.summary.remainingUses = final.findings.count(where: Self.isLegacyUse)
        plan.summary.migrated.sort()
        plan.summary.refused.sort { $0.screen < $1.screen }
        plan.summary.left = Array(Set(plan.summary.left))
        return plan
    }

    /// One scan and one attempt per new screen; true when something changed.
    /// `unreached`: the uses no screen reaches, as this pass's scan places them.
    private func pass(_ plan: inout MigrationPlan, handled: inout Set<String>, unreached: inout [MigrationSummary.LeftUse]) -> Bool {
        let start = plan.current
        // Only legacy uses are the generator's to translate; a delegate rule's
        // warning on an already migrated screen is not a reason to refuse it.
        let findings = scan(start).findings.filter(Self.isLegacyUse)
        let variants = BuildVariants(findings: findings, project: start, base: options.conditions)
        // Each build's generation; the base build's (the last) decides the screens and their groups.
        let results = variants.builds.map { build in
            (build, DelegateGenerator(build: variants.configuration(build), trees: start.trees).generate(inputs: start.generatorInputs, findings: findings))
        }
        let result = results.last!.1
        var touched: Set<String> = []
        var changed = false
        let known = handled.union(result.notGenerated.map(\.screen.name) + result.skipped.map(\.typeName) + result.generated.map(\.plan.screen.name))
        defer { options.progress?(handled.count, known.count) }
        for refused in result.notGenerated where handled.insert(refused.screen.name).inserted {
            plan.summary.refused.append(.init(screen: refused.screen.name, reasons: refused.issues.map(\.description)))
            plan.summary.leave(Self.uses(of: refused.screen), by: refused.screen.name)
        }
        // Uses no screen reaches (a helper nothing calls): left, with why.
        unreached = result.unassigned.compactMap { issue in
            guard let finding = findings.first(where: { $0.location == issue.location }) else { return nil }
            let reason = issue.reason.hasPrefix(finding.ruleID + " ") ? String(issue.reason.dropFirst(finding.ruleID.count + 1)) : issue.reason
            return .init(location: finding.location, ruleID: finding.ruleID, reason: reason)
        }
        for skipped in result.skipped where handled.insert(skipped.typeName).inserted {
            plan.summary.refused.append(
                .init(screen: skipped.typeName, reasons: ["\(skipped.location.file):\(skipped.location.line): \(skipped.reason)"]))
        }
        for group in Self.groups(of: result.generated.filter { !handled.contains($0.plan.screen.name) }) {
            options.progress?(handled.count, known.count)
            let screens = group.map(\.plan.screen)
            let files = Set(screens.flatMap(\.touchedFiles))
            guard touched.isDisjoint(with: files) else { continue }  // stale offsets: next pass
            handled.formUnion(screens.map(\.name))
            var prepared: [Result<ScreenMigration.Prepared, MigrationSummary.Refusal>] = []
            for (build, buildResult) in results {
                let configuration = variants.configuration(build)
                for screen in screens {
                    if let generated = buildResult.generated.first(where: { $0.plan.screen.name == screen.name }) {
                        prepared.append(
                            ScreenMigration(generated: generated, project: start, options: options, build: build, configuration: configuration).prepare())
                    } else {
                        let issues = buildResult.notGenerated.first { $0.screen.name == screen.name }?.issues.map(\.description) ?? []
                        prepared.append(.failure(.init(screen: screen.name, reasons: ["in \(variants.name(of: build)): not generated"] + issues)))
                    }
                }
            }
            let outcome: Result<GroupMigration.Migrated, MigrationSummary.Refusal>
            if let refusal = prepared.lazy.compactMap(Self.refusal(in:)).first {
                outcome = .failure(refusal)
            } else {
                outcome = GroupMigration(
                    screens: prepared.compactMap { try? $0.get() }, variants: variants, project: start, projectUses: findings,
                    options: options, scan: scan
                ).run()
            }
            switch outcome {
            case .failure(let refusal):
                for screen in screens {
                    plan.summary.refused.append(Self.refusal(of: screen.name, in: screens.map(\.name), because: refusal))
                    plan.summary.leave(Self.uses(of: screen), by: screen.name)
                }
            case .success(let migrated):
                for (displayPath, bytes) in migrated.contents { plan.current.replace(displayPath, with: bytes) }
                for screen in migrated.screens {
                    plan.summary.migrated.append(screen.name)
                    plan.summary.fixedUses += screen.fixed
                    plan.summary.fixedByScreen[screen.name] = screen.fixed
                    plan.summary.leave(screen.left, by: screen.name)
                }
                plan.units.append(
                    .init(
                        screens: migrated.screens.map(\.name), files: Set(migrated.contents.keys),
                        delegates: migrated.screens.map(\.delegate), fixedUses: migrated.screens.reduce(0) { $0 + $1.fixed }))
                touched.formUnion(files)
                changed = true
            }
        }
        return changed
    }

    /// The screens in groups that share a legacy use (one in a map view class
    /// they have in common), each group in the generator's order.
    static func groups(of screens: [DelegateGenerator.GeneratedFile]) -> [[DelegateGenerator.GeneratedFile]] {
        var groups: [[DelegateGenerator.GeneratedFile]] = []
        for screen in screens {
            let uses = Set(screen.plan.screen.findings.map(\.location))
            let joined = groups.indices.filter { index in groups[index].contains { !uses.isDisjoint(with: $0.plan.screen.findings.map(\.location)) } }
            let merged = joined.flatMap { groups[$0] } + [screen]
            for index in joined.reversed() { groups.remove(at: index) }
            groups.insert(merged, at: joined.first ?? groups.endIndex)
        }
        return groups
    }

    /// How one screen of a refused group is reported: with its own reasons,
    /// or another screen's (named), and why that stops it too.
    private static func refusal(of screen: String, in group: [String], because refusal: MigrationSummary.Refusal) -> MigrationSummary.Refusal {
        let others = group.filter { $0 != screen }
        guard !others.isEmpty, refusal.screen != screen else { return .init(screen: screen, reasons: refusal.reasons) }
        return .init(
            screen: screen,
            reasons: [
                "\(refusal.screen): " + refusal.reasons.joined(separator: "; "),
                "(it shares a map view class with \(others.joined(separator: ", ")); they migrate together or not at all)",
            ])
    }

    /// A refused screen's legacy uses, each left because of it.
    private static func uses(of screen: Screen) -> [MigrationSummary.LeftUse] {
        screen.findings.map { .init(location: $0.location, ruleID: $0.ruleID, reason: "its screen \(screen.name) is not fixable") }
    }

    private static func refusal(in result: Result<ScreenMigration.Prepared, MigrationSummary.Refusal>) -> MigrationSummary.Refusal? {
        if case .failure(let refusal) = result { return refusal }
        return nil
    }

    /// A use of a legacy slot API (not `legacy_api_with_delegate`, which
    /// reports a leftover use again because a delegate is now set).
    static func isLegacyUse(_ finding: Finding) -> Bool {
        finding.ruleID.hasPrefix("legacy_") && finding.ruleID != "legacy_api_with_delegate"
    }

    func scan(_ project: ProjectState) -> ScanResult {
        var scannerOptions = ScannerOptions(jobs: 1)
        scannerOptions.treeCache = project.trees
        return LegacyScanner(rules: options.rules, options: scannerOptions).scan(project.scannerInputs)
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
    /// Trees by content, so that the run's scans, generation and edits parse
    /// a file once while it does not change.
    let trees = SyntaxTreeCache()

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
