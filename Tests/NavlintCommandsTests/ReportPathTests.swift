import Foundation
import TestSupport
import Testing

/// No report path can damage a device file or lose standard output: reports
/// go through the one safe writer (see `AtomicFile`), whatever the path names.
@Suite struct ReportPathTests {
    private func sandbox() throws -> Sandbox { try Sandbox(["Screen.swift": mapPaddingUse]) }

    @Test func aReportToDevStdoutReachesThePipe() throws {
        let executable = try #require(NavlintProcess.executable, "the navlint executable is built beside the tests")
        let sandbox = try sandbox()
        let run = try NavlintProcess.run(executable, ["lint", ".", "--reporter", "json:/dev/stdout"], in: sandbox.root)
        #expect(run.status == 0, "\(run)")
        let findings = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]]
        #expect(findings?.first?["rule_id"] as? String == "legacy_map_padding", "\(run)")
    }

    /// Standard output redirected to a file: the report is appended to what
    /// the run printed there, and the file is the same file (not renamed over).
    @Test func aReportToDevStdoutKeepsARedirectedFile() throws {
        let executable = try #require(NavlintProcess.executable, "the navlint executable is built beside the tests")
        let sandbox = try sandbox()
        let outputPath = sandbox.path("out.log")
        #expect(FileManager.default.createFile(atPath: outputPath, contents: Data("earlier line\n".utf8)))
        let inode = try #require(try FileManager.default.attributesOfItem(atPath: outputPath)[.systemFileNumber] as? Int)
        let handle = try #require(FileHandle(forWritingAtPath: outputPath))
        handle.seekToEndOfFile()
        let run = try NavlintProcess.run(
            executable, ["lint", "Screen.swift", "--reporter", "text", "--reporter", "json:/dev/stdout"], in: sandbox.root,
            standardOutput: handle)
        try handle.close()
        #expect(run.status == 0, "\(run)")
        let text = try #require(sandbox.read("out.log"))
        #expect(text.hasPrefix("earlier line\nScreen.swift:1:29: warning:"), "\(text)")
        #expect(text.contains("\"rule_id\" : \"legacy_map_padding\""), "\(text)")
        #expect(try FileManager.default.attributesOfItem(atPath: outputPath)[.systemFileNumber] as? Int == inode)
    }

    @Test func aReportThroughALinkToADeviceLeavesBoth() throws {
        let sandbox = try sandbox()
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("report.json"), withDestinationPath: "/dev/null")
        let run = sandbox.run(["lint", "Screen.swift", "--reporter", "json:report.json", "--reporter", "sarif:/dev/null"])
        #expect(run.code == 0, "\(run)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.path("report.json")) == "/dev/null")
        var status = stat()
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aFullDeviceOrAReadOnlyReportIsAClearError() throws {
        let sandbox = try sandbox()
        try sandbox.write("old.xml", Data("kept\n".utf8))
        chmod(sandbox.path("old.xml"), 0o444)
        let run = sandbox.run(["lint", "Screen.swift", "--reporter", "json:/dev/full", "--reporter", "junit:old.xml"])
        #expect(run.code == 2, "\(run)")
        #expect(run.error.contains("cannot write '/dev/full': No space left on device"), "\(run.error)")
        #expect(run.error.contains("old.xml': the file is read-only; not replaced"), "\(run.error)")
        #expect(sandbox.read("old.xml") == "kept\n")
        #expect(try FileManager.default.attributesOfItem(atPath: sandbox.path("old.xml"))[.posixPermissions] as? Int == 0o444)
    }
}
