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

@Suite struct AtomicFileTests {
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("navlint-atomic-\(UUID().uuidString)/File.swift").path
    }

    @Test func replacesKeepingPermissions() throws {
        let path = temporaryPath()
        try AtomicFile.write("old\n", to: path, mode: 0o600)
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
