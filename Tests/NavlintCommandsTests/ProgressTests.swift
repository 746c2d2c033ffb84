import Foundation
import NavlintCore
import Testing
import TestSupport

@testable import NavlintCommands

/// Long commands show progress on a terminal's standard error, never in a
/// pipe (unless asked with NAVLINT_PROGRESS=1), never under --quiet.
@Suite struct ProgressTests {
    static let delegate = repositoryRoot.appendingPathComponent("Tests/Stubs/Fixtures/BasicLayoutDelegate.swift").path

    @Test func theLineSaysHowFarWithARateAndTimeLeft() {
        #expect(ProgressLine.text("verify A.swift", 0, 68, "scenarios", elapsed: 0) == "verify A.swift: 0 of 68 scenarios")
        #expect(ProgressLine.text("verify", 20, 68, "scenarios", elapsed: 2) == "verify: 20 of 68 scenarios, 10/s, 5 s left")
        #expect(ProgressLine.text("verify", 3, 4, "scenarios", elapsed: 2) == "verify: 3 of 4 scenarios, 1.5/s, 1 s left")
        #expect(ProgressLine.text("verify", 68, 68, "scenarios", elapsed: 4) == "verify: 68 of 68 scenarios, 17/s")
    }

    /// What the scanners, the generator, the fix and the verifier count with: every unit from any thread, then all.
    @Test func theCounterTellsEachUnitDoneAndTheEnd() {
        let heard = Heard()
        let counter = ProgressCounter(total: 40, callback: { done, total in heard.append(done, total) })
        DispatchQueue.concurrentPerform(iterations: 30) { _ in counter.add() }
        counter.add(5)
        counter.finish()
        let calls = heard.calls
        #expect(calls.count == 32 && calls.allSatisfy { $0.total == 40 })
        #expect(Set(calls.prefix(30).map(\.done)) == Set(1...30) && calls[30].done == 35 && calls[31].done == 40)
    }

    @Test func itIsDrawnInPlaceAndErasedOnlyWhereProgressIsShown() throws {
        let captured = CapturedOutput()
        let terminal = Console(output: { captured.output += $0 }, error: { captured.error += $0 }, showsProgress: true)
        #expect(ProgressLine(console: terminal, label: "verify", unit: "scenarios", quiet: true) == nil)
        #expect(ProgressLine(console: Console.capturing().0, label: "verify", unit: "scenarios", quiet: false) == nil)
        let line = try #require(ProgressLine(console: terminal, label: "verify", unit: "scenarios", quiet: false))
        line.update(done: 1, total: 2)
        line.update(done: 2, total: 2)
        line.finish()
        #expect(captured.error == "\r\u{1B}[Kverify: 1 of 2 scenarios\r\u{1B}[Kverify: 2 of 2 scenarios\r\u{1B}[K")
        #expect(captured.output.isEmpty)
    }

    /// The real executable: on a pseudo-terminal (`script`) the verify run
    /// draws its line; with standard error in a pipe it does not.
    @Test func onATerminalOnly() throws {
        guard let navlint = NavlintProcess.executable, FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            print("skipped: no built navlint or no script(1)")
            return
        }
        let folder = FileManager.default.temporaryDirectory
        let piped = try NavlintProcess.run(navlint, ["verify", Self.delegate], in: folder)
        #expect(!piped.error.contains("\u{1B}[K"), "\(piped.error)")
        let asked = try NavlintProcess.run(navlint, ["verify", Self.delegate], in: folder, environment: ["NAVLINT_PROGRESS": "1"])
        #expect(asked.error.contains("\r\u{1B}[Kverify ") && asked.error.contains(" of 92 scenarios"), "\(asked.error)")
        let command = "'\(navlint.path)' verify '\(Self.delegate)'"
        let terminal = try NavlintProcess.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"], in: folder)
        #expect(terminal.output.contains("\r\u{1B}[Kverify "), "\(terminal.output)")
        let quiet = try NavlintProcess.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command + " --quiet", "/dev/null"], in: folder)
        #expect(!quiet.output.contains("\u{1B}[K"), "\(quiet.output)")
    }

    /// lint (files), fix (screens) and generate (files) the same way: a line on a
    /// terminal, none in a pipe or with --quiet, and their output otherwise unchanged.
    @Test(arguments: [("lint", "files"), ("fix", "screens"), ("generate", "files")])
    func lintFixAndGenerateOnATerminalOnly(_ command: String, _ unit: String) throws {
        guard let navlint = NavlintProcess.executable, FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            print("skipped: no built navlint or no script(1)")
            return
        }
        let arguments = [command, "App"] + (command == "generate" ? ["--output", "out"] : [])
        let piped = try OneCLITests.project()
        let pipe = try NavlintProcess.run(navlint, arguments, in: piped.root)
        #expect(!pipe.error.contains("\u{1B}[K"), "\(pipe.error)")
        let askedProject = try OneCLITests.project()
        let asked = try NavlintProcess.run(navlint, arguments, in: askedProject.root, environment: ["NAVLINT_PROGRESS": "1"])
        #expect(asked.error.contains("\r\u{1B}[K\(command): ") && asked.error.contains(" \(unit)"), "\(asked.error)")
        // Erased before what follows: the rest of standard error is the piped run's.
        let drawn = "\r\u{1B}\\[K(?:\(command): [^\r\n]*)?"
        #expect(asked.error.replacingOccurrences(of: drawn, with: "", options: .regularExpression) == pipe.error, "\(asked.error)")
        let shell = arguments.map { "'\($0)'" }.joined(separator: " ")
        let sandbox = try OneCLITests.project()
        let terminal = try NavlintProcess.run(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qec", "'\(navlint.path)' \(shell)", "/dev/null"], in: sandbox.root)
        #expect(terminal.output.contains("\r\u{1B}[K\(arguments[0]): "), "\(terminal.output)")
        let quietProject = try OneCLITests.project()
        let quiet = try NavlintProcess.run(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qec", "'\(navlint.path)' \(shell) --quiet", "/dev/null"], in: quietProject.root)
        #expect(!quiet.output.contains("\u{1B}[K"), "\(quiet.output)")
    }
}

/// Callback calls, from any thread.
private final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [(done: Int, total: Int)] = []

    func append(_ done: Int, _ total: Int) { lock.withLock { list.append((done, total)) } }
    var calls: [(done: Int, total: Int)] { lock.withLock { list } }
}
