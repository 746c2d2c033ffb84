import Foundation
import Migration
import NavlintCommands
import RuleCatalog

let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A throwaway copy of some sources, fixed in place by the tests.
final class Project: @unchecked Sendable {
    let root: URL

    init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    /// A copy of the repository's `Examples/`.
    static func examples() throws -> Project {
        let project = try Project()
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Examples"), to: project.root.appendingPathComponent("Examples"))
        return project
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Every file below the root with its bytes, to compare trees byte for byte.
    func tree() -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = path(relative)
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: full)
            }
        }
        return files
    }

    /// The Swift files, as the migrator takes them (display paths relative to the root).
    func swiftFiles() -> [Migrator.ProjectFile] {
        tree().keys.filter { $0.hasSuffix(".swift") }.sorted().map { .init(path: path($0), displayPath: $0) }
    }

    /// Runs `navlint ARGUMENTS` in the project's root.
    func run(_ arguments: [String]) -> (code: Int32, output: String, error: String) {
        let (console, captured) = Console.capturing()
        let code = Navlint.main(arguments, console: console, workingDirectory: root.path)
        return (code.rawValue, captured.output, captured.error)
    }

    /// Migrates in memory with `hooks`, then writes (unless `write` is false).
    func migrate(hooks: Migrator.TestHooks = .init(), delegateDirectory: String? = nil, write: Bool = true) throws -> MigrationPlan {
        var options = Migrator.Options(rules: try RuleCatalog.builtIn().rules)
        options.hooks = hooks
        options.delegateDirectory = delegateDirectory.map(path)
        var plan = try Migrator(options: options).migrate(swiftFiles())
        if write { plan.write(journalFolder: path(".navlint"), beforeEachStep: hooks.beforeEachStep) }
        return plan
    }
}
