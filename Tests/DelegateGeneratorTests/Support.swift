import AppBuild
import DelegateGenerator
import Foundation
import NavlintCore
import NavlintScanner
import RuleCatalog
import Testing

/// The Examples app, scanned and planned once per test process.
enum ExamplesFixture {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under `Examples/`, with paths relative to the repository.
    static func inputs(under folder: String = "Examples") throws -> [DelegateGenerator.Input] {
        let base = repositoryRoot.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(atPath: base.path))
        var inputs: [DelegateGenerator.Input] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let url = base.appendingPathComponent(relative)
            inputs.append(
                .init(path: url.path, displayPath: "\(folder)/\(relative)", source: try String(contentsOf: url, encoding: .utf8)))
        }
        return inputs.sorted { $0.displayPath < $1.displayPath }
    }

    /// The scanner's findings for `inputs`, with the built-in rules.
    static func findings(_ inputs: [DelegateGenerator.Input]) throws -> [Finding] {
        let scanner = LegacyScanner(rules: try RuleCatalog.builtIn().rules)
        return scanner.scan(
            inputs.map { SourceInput(path: $0.path, displayPath: $0.displayPath, contents: Array($0.source.utf8)) }
        ).findings
    }

    static func plans() throws -> [ScreenPlan] {
        let inputs = try inputs()
        return DelegateGenerator().plans(inputs: inputs, findings: try findings(inputs)).plans
    }

    static func plan(_ name: String) throws -> ScreenPlan {
        try #require(try plans().first { $0.screen.name == name })
    }

    /// Generates the Examples in the app build that defines `conditions` (`generate --define`).
    static func generate(defining conditions: Set<String> = []) throws -> DelegateGenerator.Result {
        try generate(try inputs(), defining: conditions)
    }

    static func generate(
        _ inputs: [DelegateGenerator.Input], defining conditions: Set<String> = []
    ) throws -> DelegateGenerator.Result {
        DelegateGenerator(build: AppBuildConfiguration(customConditions: conditions))
            .generate(inputs: inputs, findings: try findings(inputs))
    }

    /// Inputs made from source text, for fixtures written in a test.
    static func inputs(_ sources: [String: String]) -> [DelegateGenerator.Input] {
        sources.sorted { $0.key < $1.key }.map { .init(path: $0.key, displayPath: $0.key, source: $0.value) }
    }

    /// Runs `scripts/typecheck-examples.sh` on the Examples and `files`
    /// through swiftc's SIL diagnostics, in the build that defines
    /// `conditions`; `nil` when there is no swiftc to run it with.
    static func typecheck(_ files: [URL], defining conditions: [String] = []) throws -> (status: Int32, output: String)? {
        let hasCompiler = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
        }
        guard hasCompiler else { return nil }
        let process = Process()
        process.executableURL = repositoryRoot.appendingPathComponent("scripts/typecheck-examples.sh")
        process.arguments = [repositoryRoot.appendingPathComponent("Examples").path] + files.map(\.path)
        var environment = ProcessInfo.processInfo.environment
        environment["NAVLINT_TYPECHECK_SIL"] = "1"
        if !conditions.isEmpty { environment["NAVLINT_TYPECHECK_FLAGS"] = conditions.map { "-D \($0)" }.joined(separator: " ") }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Type-checks a fixture screen with the delegate generated from it.
    static func expectFixtureTypeChecks(screen: String, named name: String, delegate: DelegateGenerator.GeneratedFile) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let screenURL = directory.appendingPathComponent(name)
        let delegateURL = directory.appendingPathComponent(delegate.fileName)
        try Data(screen.utf8).write(to: screenURL)
        try Data(delegate.contents.utf8).write(to: delegateURL)
        guard let (status, output) = try typecheck([screenURL, delegateURL]) else {
            print("skipped: no swiftc on PATH to type-check the generated delegate")
            return
        }
        #expect(status == 0, "\(output)")
        #expect(!output.contains("warning:"), "\(output)")
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
