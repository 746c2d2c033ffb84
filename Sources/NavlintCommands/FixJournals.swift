import Foundation
import NavlintCore
import NavlintWorkspace
import SourceEditing

/// Where `fix` keeps the journal of the unit it is writing
/// (`<project>/.navlint`), and the journals an interrupted run left: the next
/// `fix` rolls them back before it reads anything, and `lint` reports them,
/// so a run killed halfway never passes for a finished one.
struct FixJournals {
    /// The folder this run's journals go in: `.navlint` in the
    /// configuration's folder, or in the folder the command line's paths share.
    let folder: String
    /// The `.navlint` folders holding a journal: at the project's folder and
    /// above it, and any the file walk passed.
    let pending: [String]

    init(environment: LintEnvironment, commandLinePaths: [String], stateFolders: [String]) {
        let root = environment.configuration?.baseDirectory
            ?? Self.commonFolder(of: (commandLinePaths.isEmpty ? ["."] : commandLinePaths).map {
                SourceDiscovery.absolute($0, in: environment.workingDirectory)
            })
        folder = (root as NSString).appendingPathComponent(SourceDiscovery.stateFolderName)
        var candidates = stateFolders
        var above = root
        while true {
            candidates.append((above as NSString).appendingPathComponent(SourceDiscovery.stateFolderName))
            let parent = (above as NSString).deletingLastPathComponent
            if parent == above || parent.isEmpty { break }
            above = parent
        }
        pending = Array(Set(candidates)).sorted().filter { FileTransaction(folder: $0).pendingDescription != nil }
    }

    /// Rolls back every pending journal and says what it did; false when a
    /// journal could not be read or a file had changed since (the run stops
    /// there, so the user looks first).
    func recover(console: Console) -> Bool {
        var clean = true
        for folder in pending {
            let transaction = FileTransaction(folder: folder)
            do {
                guard let recovery = try transaction.recover() else { continue }
                console.printError(
                    "navlint: rolled back an interrupted run (\(recovery.description)) from \(transaction.journalPath): "
                        + "\(recovery.restored.count) file(s) restored")
                for path in recovery.restored { console.printError("  restored: \(path)") }
                for path in recovery.conflicts {
                    console.printError("\(path):1: error: changed since the interrupted run; left as it is, check it by hand")
                    clean = false
                }
            } catch {
                console.printError("error: \(error)")
                clean = false
            }
        }
        return clean
    }

    /// What `lint` reports for journals it finds: it does not write, so it
    /// cannot roll back, but it must not pass over a half-written unit.
    var problems: [InputProblem] {
        pending.map { folder in
            let transaction = FileTransaction(folder: folder)
            return InputProblem(
                kind: .unreadable, location: SourceLocation(file: transaction.journalPath, line: 1),
                message: "an interrupted `navlint fix` (\(transaction.pendingDescription ?? "")) left files half-written; "
                    + "run `navlint fix` to roll it back")
        }
    }

    /// The deepest folder holding every path (a file's own folder for a file).
    static func commonFolder(of paths: [String]) -> String {
        let folders = paths.map { path -> [String] in
            var isDirectory: ObjCBool = false
            let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
                ? (path as NSString).deletingLastPathComponent : path
            return (folder as NSString).pathComponents
        }
        var common = folders[0]
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return NSString.path(withComponents: common.isEmpty ? ["/"] : common)
    }
}
