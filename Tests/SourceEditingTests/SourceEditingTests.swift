import Foundation
import SourceEditing
import Testing

@Suite struct TextEditTests {
    private let text = Array("let a = 1\nlet b = 2\n".utf8)

    @Test func appliesBackToFront() throws {
        let edits = [
            TextEdit(range: 4..<5, replacement: "alpha"),
            TextEdit(range: 14..<15, replacement: "beta"),
            TextEdit.insert("// head\n", at: 0),
        ]
        let result = try TextEdit.apply(edits, to: text)
        #expect(String(decoding: result, as: UTF8.self) == "// head\nlet alpha = 1\nlet beta = 2\n")
    }

    @Test func identicalEditsApplyOnce() throws {
        let edit = TextEdit(range: 4..<5, replacement: "x")
        #expect(String(decoding: try TextEdit.apply([edit, edit], to: text), as: UTF8.self) == "let x = 1\nlet b = 2\n")
    }

    @Test func overlappingEditsAreRejected() {
        #expect(throws: EditConflict.self) {
            try TextEdit.apply([TextEdit(range: 0..<5, replacement: "a"), TextEdit(range: 4..<8, replacement: "b")], to: text)
        }
        #expect(throws: EditConflict.self) {
            try TextEdit.apply([TextEdit.insert("a", at: 3), TextEdit.insert("b", at: 3)], to: text)
        }
        #expect(throws: EditConflict.self) {
            try TextEdit.apply([TextEdit(range: 19..<40, replacement: "")], to: text)
        }
    }

    @Test func adjacentEditsAreFine() throws {
        let result = try TextEdit.apply(
            [TextEdit(range: 0..<3, replacement: "var"), TextEdit(range: 3..<4, replacement: "\t")], to: text)
        #expect(String(decoding: result, as: UTF8.self).hasPrefix("var\ta = 1"))
    }
}

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", path: "x.swift").isEmpty)
    }

    @Test func hunksWithContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(UnifiedDiff.make(old: old, new: new, path: "x.swift") == """
            --- a/x.swift
            +++ b/x.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func insertionsDeletionsAndMissingFinalNewline() {
        let diff = UnifiedDiff.make(old: "a\nb\nc", new: "a\nc\nd\n", path: "f")
        #expect(diff == """
            --- a/f
            +++ b/f
            @@ -1,3 +1,3 @@
             a
            -b
            -c
            \\ No newline at end of file
            +c
            +d

            """)
    }

    @Test func farApartChangesMakeSeparateHunks() {
        let old = (1...30).map(String.init).joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "\n3\n", with: "\nthree\n").replacingOccurrences(of: "\n27\n", with: "\n")
        let diff = UnifiedDiff.make(old: old, new: new, path: "f")
        #expect(diff.components(separatedBy: "@@ -").count == 3)
        #expect(diff.contains("@@ -24,7 +24,6 @@"))
    }
}

/// Each test writes in a folder of its own, removed after it.
@Suite final class AtomicFileTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-atomic-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    private func temporaryPath() -> String {
        folder.appendingPathComponent("File.swift").path
    }

    @Test func replacesKeepingPermissions() throws {
        let path = temporaryPath()
        try AtomicFile.write("old\n", to: path)
        chmod(path, 0o600)
        let snapshot = try AtomicFile.read(path)
        #expect(snapshot.mode == 0o600)
        try AtomicFile.write(Array("new\n".utf8), replacing: snapshot)
        #expect(try AtomicFile.read(path).bytes == Array("new\n".utf8))
        #expect(try AtomicFile.read(path).mode == 0o600)
    }

    @Test func aFileChangedSinceItWasReadIsNotOverwritten() throws {
        let path = temporaryPath()
        try AtomicFile.write("old\n", to: path)
        let snapshot = try AtomicFile.read(path)
        try "someone else's edit\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: AtomicFile.Failure.changedOnDisk(path: path)) {
            try AtomicFile.write(Array("navlint's edit\n".utf8), replacing: snapshot)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "someone else's edit\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(leftovers == ["File.swift"])
    }
}

/// What a destination path names decides how it is written: nothing is
/// renamed over a device, a FIFO or a link, and nothing read-only is replaced.
@Suite final class SafeWriteTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-write-\(UUID().uuidString)").path

    init() throws { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    private func fileType(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    @Test func aDeviceIsWrittenThroughAndStaysADevice() throws {
        try AtomicFile.write("report\n", to: "/dev/null")
        #expect(fileType("/dev/null") == S_IFCHR)
        #expect(throws: AtomicFile.Failure.cannotWrite(path: "/dev/full", reason: "No space left on device")) {
            try AtomicFile.write("report\n", to: "/dev/full")
        }
        #expect(fileType("/dev/full") == S_IFCHR)
        // A link to a device (as /dev/stdout is) is followed to it.
        let link = folder + "/null-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        try AtomicFile.write("report\n", to: link)
        #expect(fileType(link) == S_IFLNK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["null-link"])
    }

    @Test func aFIFOIsWrittenThroughToItsReader() throws {
        let fifo = folder + "/report.fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        let received = Received()
        let reader = Thread {
            // Foundation reads a file by its size, which a FIFO does not have: read it as a stream.
            let descriptor = open(fifo, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 4096)
            var bytes: [UInt8] = []
            while case let count = read(descriptor, &buffer, buffer.count), count > 0 { bytes += buffer[..<count] }
            close(descriptor)
            received.text = String(decoding: bytes, as: UTF8.self)
            received.done.signal()
        }
        reader.start()
        try AtomicFile.write("through the pipe\n", to: fifo)
        received.done.wait()
        #expect(received.text == "through the pipe\n")
        #expect(fileType(fifo) == S_IFIFO)
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        try FileManager.default.createDirectory(atPath: folder + "/reports", withIntermediateDirectories: true)
        try AtomicFile.write("old\n", to: folder + "/reports/target.xml")
        for (link, destination) in [("relative.xml", "reports/target.xml"), ("absolute.xml", folder + "/reports/target.xml")] {
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + link, withDestinationPath: destination)
            try AtomicFile.write("via \(link)\n", to: folder + "/" + link)
            #expect(fileType(folder + "/" + link) == S_IFLNK)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + link) == destination)
            #expect(try String(contentsOfFile: folder + "/reports/target.xml", encoding: .utf8) == "via \(link)\n")
        }
        // A dangling link: its target is created, the link kept.
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling.xml", withDestinationPath: "reports/new.xml")
        try AtomicFile.write("new\n", to: folder + "/dangling.xml")
        #expect(fileType(folder + "/dangling.xml") == S_IFLNK)
        #expect(try String(contentsOfFile: folder + "/reports/new.xml", encoding: .utf8) == "new\n")
    }

    @Test func aReadOnlyFileIsRefusedAndKept() throws {
        let path = folder + "/report.json"
        try AtomicFile.write("kept\n", to: path)
        chmod(path, 0o444)
        #expect(throws: AtomicFile.Failure.cannotWrite(path: path, reason: "the file is read-only; not replaced")) {
            try AtomicFile.write("new\n", to: path)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept\n")
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o7777 == 0o444)
    }

    @Test func aReplacedFileKeepsItsModeAndOwner() throws {
        let path = folder + "/Screen.swift"
        try AtomicFile.write("old\n", to: path)
        chmod(path, 0o640)
        // Only root can give a file away; elsewhere the owner is already the writer.
        let owner: (uid_t, gid_t) = getuid() == 0 ? (4321, 8765) : (getuid(), getgid())
        #expect(chown(path, owner.0, owner.1) == 0)
        try AtomicFile.write(Array("new\n".utf8), replacing: AtomicFile.read(path))
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o7777 == 0o640)
        #expect(status.st_uid == owner.0 && status.st_gid == owner.1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    }

    @Test func aNewFileTakesTheUmaskAndItsFolders() throws {
        let path = folder + "/a/b/report.sarif"
        try AtomicFile.write("{}\n", to: path)
        var status = stat()
        stat(path, &status)
        // Read, not set: setting it would race with other tests creating files.
        let statusLines = try String(contentsOfFile: "/proc/self/status", encoding: .utf8).split(separator: "\n")
        let mask = try #require(statusLines.first { $0.hasPrefix("Umask:") }.flatMap { mode_t($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) })
        #expect(status.st_mode & 0o777 == 0o666 & ~mask)
    }

    @Test func temporaryFilesOfDeadRunsAreRemovedByTheNextWrite() throws {
        let path = folder + "/report.xml"
        // A run that no longer exists (pid 2^22 + 1 is above Linux's pid_max default) and one that does (ours).
        let stale = folder + "/.report.xml.navlint-4194305-abc.tmp"
        let live = folder + "/.report.xml.navlint-\(getpid())-def.tmp"
        #expect(FileManager.default.createFile(atPath: stale, contents: Data("half".utf8)))
        #expect(FileManager.default.createFile(atPath: live, contents: Data("half".utf8)))
        try AtomicFile.write("whole\n", to: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [live, path].map { ($0 as NSString).lastPathComponent }.sorted())
    }

    @Test func aFolderOrASocketIsRefused() throws {
        #expect(throws: AtomicFile.Failure.cannotWrite(path: folder, reason: "it is a folder")) {
            try AtomicFile.write("x", to: folder)
        }
        let socketPath = folder + "/s.sock"
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        #expect(throws: AtomicFile.Failure.cannotWrite(path: socketPath, reason: "it is a socket or a FIFO nobody reads")) {
            try AtomicFile.write("x", to: socketPath)
        }
        #expect(fileType(socketPath) == S_IFSOCK)
    }
}

/// What a reader thread received.
private final class Received: @unchecked Sendable {
    var text = ""
    let done = DispatchSemaphore(value: 0)
}
