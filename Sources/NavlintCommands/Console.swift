import Foundation
import NavlintCore
import NavlintReporters

/// Where a command writes. The executable passes the real streams; tests
/// pass buffers and read what a user would have seen.
public final class Console: @unchecked Sendable {
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void
    /// Whether standard error is a terminal (or progress was asked for with
    /// `NAVLINT_PROGRESS=1`): only then do long commands show progress.
    public let showsProgress: Bool

    public init(output: @escaping (String) -> Void, error: @escaping (String) -> Void, showsProgress: Bool = false) {
        writeOutput = output
        writeError = error
        self.showsProgress = showsProgress
    }

    /// Standard output and standard error.
    public static func standard() -> Console {
        Console(
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) },
            showsProgress: isatty(STDERR_FILENO) != 0 || ProcessInfo.processInfo.environment["NAVLINT_PROGRESS"] == "1")
    }

    /// A console that keeps everything written, for tests.
    public static func capturing() -> (Console, CapturedOutput) {
        let captured = CapturedOutput()
        return (Console(output: { captured.output += $0 }, error: { captured.error += $0 }), captured)
    }

    public func print(_ text: String) { writeOutput(text + "\n") }
    public func write(_ text: String) { writeOutput(text) }
    public func printError(_ text: String) { writeError(text + "\n") }
    /// Standard error without a line break (a progress line redrawn in place).
    func writeToError(_ text: String) { writeError(text) }

    /// Input problems on standard error, in file order and exactly as the
    /// `text` report has them (`file:line:col: error: message`).
    func printProblems(_ problems: [InputProblem]) {
        guard !problems.isEmpty, let text = try? TextReporter().render(LintReport(findings: [], problems: problems)) else { return }
        printError(text.trimmingCharacters(in: .newlines))
    }
}

/// What a capturing console received.
public final class CapturedOutput: @unchecked Sendable {
    public var output = ""
    public var error = ""
}

/// The process exit codes, as the README documents them.
public enum ExitCode: Int32, Sendable {
    /// No failing findings.
    case success = 0
    /// Failing findings: errors, or any finding under `--strict`.
    case findings = 1
    /// Usage, configuration or input errors.
    case usage = 2
}
