import Foundation

/// The built `navlint` executable, run as a user runs it: for what only a
/// real process shows (standard output as a pipe or a file, `kill -9`).
public enum NavlintProcess {
    /// What a run left: how it ended and what it printed.
    public struct Outcome: CustomStringConvertible {
        public var status: Int32
        public var reason: Process.TerminationReason
        public var output: String
        public var error: String

        public var description: String { "exit \(status) (\(reason == .exit ? "exit" : "signal")); stdout: \(output); stderr: \(error)" }
    }

    /// The executable `swift test` builds beside the test bundle (or the
    /// debug build's), if there.
    public static let executable: URL? = {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [bundleFolder, repository.appendingPathComponent(".build/debug")]
            .map { $0.appendingPathComponent("navlint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `navlint arguments` in `directory` with `environment` added;
    /// standard output goes to `standardOutput` when given (then `output` is empty).
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        standardOutput: FileHandle? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = standardOutput ?? output
        process.standardError = error
        try process.run()
        // Read both to the end before waiting: a full pipe would stall the child.
        let outputData = standardOutput == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, reason: process.terminationReason,
            output: String(decoding: outputData, as: UTF8.self), error: String(decoding: errorData, as: UTF8.self))
    }
}
