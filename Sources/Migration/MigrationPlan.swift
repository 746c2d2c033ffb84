import Foundation
import SourceEditing

/// The outcome of a fix run before anything is written: the new contents of
/// the changed files, the delegates to create, and the summary. `--dry-run`
/// shows it as a diff; otherwise `write` puts it on disk.
public struct MigrationPlan: Sendable {
    /// A generated delegate to create.
    public struct NewFile: Sendable {
        public var path: String
        public var displayPath: String
        public var contents: String
    }

    var current: ProjectState
    public internal(set) var summary = MigrationSummary()

    init(current: ProjectState) {
        self.current = current
    }

    /// The changed files: display path, snapshot read at the start, new bytes.
    private var changes: [(displayPath: String, snapshot: AtomicFile.Snapshot, bytes: [UInt8])] {
        current.files.filter { $0.bytes != $0.snapshot.bytes }.map { ($0.file.displayPath, $0.snapshot, $0.bytes) }
    }

    public var changedFiles: [String] { changes.map(\.displayPath) }

    /// The delegates to create.
    public var newFiles: [NewFile] { units.flatMap(\.delegates) }

    /// A unified diff of every change, new delegates included.
    public func diff() -> String {
        fileDiffs().map(\.diff).joined()
    }

    /// One unified diff per file: the edited files, then the delegates created.
    public func fileDiffs() -> [(displayPath: String, created: Bool, diff: String)] {
        let edited = changes.map { change in
            let diff = UnifiedDiff.make(
                old: String(decoding: change.snapshot.bytes, as: UTF8.self), new: String(decoding: change.bytes, as: UTF8.self),
                path: change.displayPath)
            return (change.displayPath, false, diff)
        }
        return edited + newFiles.map { ($0.displayPath, true, UnifiedDiff.make(old: "", new: $0.contents, path: $0.displayPath)) }
    }

    /// What migrating one screen changes: its delegate, and the files its
    /// unit edits (shared with the screens it migrates together with).
    public struct ScreenChange: Sendable {
        public var screen: String
        public var delegate: NewFile
        /// Display paths, sorted.
        public var editedFiles: [String]
    }

    /// Every migrated screen's change, in the order they were migrated.
    public var screenChanges: [ScreenChange] {
        let changed = Set(changedFiles)
        return units.flatMap { unit in
            zip(unit.screens, unit.delegates).map { screen, delegate in
                ScreenChange(screen: screen, delegate: delegate, editedFiles: unit.files.filter(changed.contains).sorted())
            }
        }
    }

    /// Screens whose files must reach the disk together: the screens of a
    /// group, and any screens whose edits share a file.
    struct Unit: Sendable {
        var screens: [String]
        var files: Set<String>
        var delegates: [NewFile]
        var fixedUses: Int
    }

    var units: [Unit] = []

    /// Writes each unit whole or not at all (see `FileTransaction`), new
    /// delegates before the sources that name them, keeping a journal in
    /// `journalFolder` (the project's `.navlint`) that the next run rolls
    /// back from if this one is killed. A unit that cannot be written leaves
    /// every file of it as it was, and the summary says so: its screens are
    /// no longer counted as migrated, and its uses are counted as left.
    public mutating func write(journalFolder: String, beforeEachStep: (@Sendable (String) throws -> Void)? = nil) {
        var transaction = FileTransaction(folder: journalFolder)
        transaction.beforeEachStep = beforeEachStep
        for unit in Self.merged(units) {
            let edits = current.files.filter { unit.files.contains($0.file.displayPath) && $0.bytes != $0.snapshot.bytes }
            let changes = unit.delegates.map { FileTransaction.Change.create(path: $0.path, contents: Array($0.contents.utf8)) }
                + edits.map { .replace($0.snapshot, with: $0.bytes) }
            do {
                try transaction.commit(changes, description: "navlint fix: " + unit.screens.joined(separator: ", "))
                summary.writtenFiles += unit.delegates.map(\.displayPath) + edits.map(\.file.displayPath)
            } catch {
                summary.migrated.removeAll { unit.screens.contains($0) }
                summary.fixedUses -= unit.fixedUses
                summary.remainingUses += unit.fixedUses
                summary.writeFailures.append("\(unit.screens.joined(separator: ", ")): \(error); none of its files were changed")
                for screen in unit.screens { summary.notWritten[screen] = "\(error); none of its files were changed" }
            }
        }
        summary.writtenFiles.sort()
    }

    /// `units` with those that share a file joined: a later pass may edit a
    /// file an earlier screen changed, and then both reach the disk together.
    static func merged(_ units: [Unit]) -> [Unit] {
        var merged: [Unit] = []
        for unit in units {
            var unit = unit
            for index in merged.indices.reversed() where !merged[index].files.isDisjoint(with: unit.files) {
                let other = merged.remove(at: index)
                unit = Unit(
                    screens: other.screens + unit.screens, files: other.files.union(unit.files),
                    delegates: other.delegates + unit.delegates, fixedUses: other.fixedUses + unit.fixedUses)
            }
            merged.append(unit)
        }
        return merged
    }
}
