import Foundation
import Testing

/// Every kind of bad input gets a diagnostic naming the path, and the run
/// goes on with the other files.
@Suite struct BadInputTests {
    private func lint(_ sandbox: Sandbox) -> (code: Int32, output: String, error: String) {
        sandbox.run(["lint", "--quiet"])
    }

    @Test func aPathThatDoesNotExist() throws {
        let sandbox = try Sandbox(["A.swift": mapPaddingUse])
        let run = sandbox.run(["lint", "A.swift", "Nope.swift"])
        #expect(run.code == 2)
        #expect(run.output.contains("Nope.swift:1: error: no such file or directory"))
        #expect(run.output.contains("A.swift:1:29: warning:"))
    }

    @Test func invalidUTF8() throws {
        let sandbox = try Sandbox(["Good.swift": mapPaddingUse])
        try sandbox.write("Bad.swift", Data("let a = 1\nlet b = \"".utf8) + Data([0xC3, 0x28]) + Data("\"\n".utf8))
        let run = lint(sandbox)
        #expect(run.code == 2)
        #expect(run.output.contains("Bad.swift:2: error: invalid UTF-8 at byte offset 19; skipped"))
        #expect(run.output.contains("Good.swift:1:29"))
    }

    @Test func binaryFiles() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Blob.swift", Data([0x47, 0x4D, 0x53, 0x00, 0x01, 0x02]))
        let run = lint(sandbox)
        #expect(run.code == 2)
        #expect(run.output.contains("Blob.swift:1: error: binary file (NUL byte at offset 3); skipped"))
    }

    @Test func emptyFilesAreFine() throws {
        let sandbox = try Sandbox(["Empty.swift": ""])
        let run = lint(sandbox)
        #expect(run.code == 0)
        #expect(run.output.isEmpty)
    }

    @Test func hugeFilesAreSkippedWithTheirSize() throws {
        let sandbox = try Sandbox()
        let line = "let value = 1 // GMSMapView padding\n"
        try sandbox.write("Huge.swift", Data(String(repeating: line, count: (17 << 20) / line.utf8.count).utf8))
        let run = lint(sandbox)
        #expect(run.code == 2)
        #expect(run.output.contains("Huge.swift:1: error: the file is"))
        #expect(run.output.contains("over the 16777216-byte limit; skipped"))
    }

    @Test func syntaxErrorsStillReportWhatTheParserRecovered() throws {
        let sandbox = try Sandbox([
            "Broken.swift": "func f(_ m: GMSMapView) {\n  m.padding = .zero\n  let = \n}\nclass {\n",
        ])
        let run = lint(sandbox)
        #expect(run.code == 0)
        #expect(run.output.contains("Broken.swift:2:5: warning:"))
        #expect(run.output.contains("Broken.swift:3:7: warning: syntax error: expected pattern in variable"))
    }

    @Test func symbolicLinkLoopsAndBrokenLinks() throws {
        let sandbox = try Sandbox(["Dir/A.swift": mapPaddingUse])
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("Dir/Loop"), withDestinationPath: sandbox.path("Dir"))
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("Dir/Gone.swift"), withDestinationPath: sandbox.path("nowhere"))
        let run = lint(sandbox)
        #expect(run.output.contains("Dir/A.swift:1:29: warning:"))
        #expect(run.output.contains("Dir/Loop:1: error: symbolic link loop"))
        #expect(run.output.contains("Dir/Gone.swift:1: error: broken symbolic link; skipped"))
        #expect(run.code == 2)
    }

    @Test func specialFilesAreNotRead() throws {
        let sandbox = try Sandbox(["A.swift": mapPaddingUse])
        #expect(mkfifo(sandbox.path("Pipe.swift"), 0o644) == 0)
        let run = lint(sandbox)
        #expect(run.output.contains("A.swift:1:29"))
        #expect(!run.output.contains("Pipe.swift:1:"))
    }

    @Test func hiddenAndDependencyFoldersAreSkipped() throws {
        let sandbox = try Sandbox([
            ".git/X.swift": mapPaddingUse, ".build/Y.swift": mapPaddingUse, "Pods/Z.swift": mapPaddingUse,
            "Carthage/C.swift": mapPaddingUse, "DerivedData/D.swift": mapPaddingUse, "App/A.swift": mapPaddingUse,
        ])
        #expect(lint(sandbox).output == "App/A.swift:1:29: warning: \(lenientMessage) (legacy_map_padding)\n")
    }
}

extension BadInputTests {
    /// Generate and fix stop before writing anything, and their last line says why.
    @Test func unreadableInputsStopGenerateAndFixAndTheySaySo() throws {
        let sandbox = try Sandbox(["A.swift": mapPaddingUse])
        try sandbox.write("Blob.swift", Data([0x47, 0x4D, 0x53, 0x00]))
        let generate = sandbox.run(["generate"])
        #expect(generate.code == 2)
        #expect(generate.error.hasPrefix("Blob.swift:1: error: binary file"), "\(generate.error)")
        #expect(generate.error.hasSuffix("\nNothing generated: 1 input problem (not checked).\n"), "\(generate.error)")
        #expect(sandbox.read("NavlintGenerated/AScreenLayoutDelegate.swift") == nil)
        let fix = sandbox.run(["fix", "Missing.swift"])
        #expect(fix.code == 2)
        #expect(fix.error == "Missing.swift:1: error: no such file or directory\nNothing migrated: 1 input problem (not checked).\n")
        let binary = sandbox.run(["fix"])
        #expect(binary.code == 2)
        #expect(binary.error.hasSuffix("\nNothing migrated: 1 input problem (not checked).\n"), "\(binary.error)")
        #expect(sandbox.read("A.swift") == mapPaddingUse)
    }

    @Test func anExplicitPathThatIsNotAFileOrFolderIsAnError() throws {
        let sandbox = try Sandbox()
        #expect(mkfifo(sandbox.path("Pipe.swift"), 0o644) == 0)
        let run = sandbox.run(["lint", "--quiet", "Pipe.swift"])
        #expect(run.code == 2)
        #expect(run.output.contains("Pipe.swift:1: error: not a regular file or folder"))
    }
}
