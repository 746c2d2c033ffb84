import Foundation
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
        #expect(asked.error.contains("\r\u{1B}[Kverify ") && asked.error.contains(" of 68 scenarios"), "\(asked.error)")
        let command = "'\(navlint.path)' verify '\(Self.delegate)'"
        let terminal = try NavlintProcess.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"], in: folder)
        #expect(terminal.output.contains("\r\u{1B}[Kverify "), "\(terminal.output)")
        let quiet = try NavlintProcess.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command + " --quiet", "/dev/null"], in: folder)
        #expect(!quiet.output.contains("\u{1B}[K"), "\(quiet.output)")
    }
}
