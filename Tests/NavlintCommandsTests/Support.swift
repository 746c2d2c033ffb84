import Foundation
import NavlintCommands

let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A throwaway folder of files for one test.
final class Sandbox {
    let root: URL

    init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, Data(text.utf8)) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Runs `navlint ARGUMENTS` in this folder (or the subfolder `directory`).
    func run(_ arguments: [String], in directory: String = ".") -> (code: Int32, output: String, error: String) {
        let (console, captured) = Console.capturing()
        let code = Navlint.main(arguments, console: console, workingDirectory: path(directory))
        return (code.rawValue, captured.output, captured.error)
    }
}

let mapPaddingUse = "func f(_ m: GMSMapView) { m.padding = .zero }\n"
