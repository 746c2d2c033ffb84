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
    public internal(set) var newFiles: [NewFile] = []
    public internal(set) var summary = MigrationSummary()

    init(current: ProjectState) {
        self.current = current
    }

    /// The changed files: display path, snapshot read at the start, new bytes.
    private var changes: [(displayPath: String, snapshot: AtomicFile.Snapshot, bytes: [UInt8])] {
        current.files.filter { $0.bytes != $0.snapshot.bytes }.map { ($0.file.displayPath, $0.snapshot, $0.bytes) }
    }

    public var changedFiles: [String] { changes.map(\.displayPath) }

    /// A unified diff of every change, new delegates included.
    public func diff() -> String {
        let edited = changes.map { change in
            UnifiedDiff.make(
                old: String(decoding: change.snapshot.bytes, as: UTF8.self), new: String(decoding: change.bytes, as: UTF8.self),
                path: change.displayPath)
        }
        let created = newFiles.map { UnifiedDiff.make(old: "", new: $0.contents, path: $0.displayPath) }
        return (edited + created).joined()
    }

    /// Writes every change atomically; a file changed on disk since it was
    /// read is not written. A screen's delegate is created only when all its
    /// edited files were written, so a half-written screen never gets one.
    public mutating func write(beforeWrite: (@Sendable (String) -> Void)? = nil) {
        var failed: Set<String> = []
        for change in changes {
            beforeWrite?(change.snapshot.path)
            do {
                try AtomicFile.write(change.bytes, replacing: change.snapshot)
            } catch {
                failed.insert(change.displayPath)
                summary.writeFailures.append("\(change.displayPath): \(error)")
            }
        }
        for file in newFiles {
            guard (screenFiles[file.displayPath] ?? []).isDisjoint(with: failed) else {
                summary.writeFailures.append("\(file.displayPath): its screen's files were not all written")
                continue
            }
            guard !FileManager.default.fileExists(atPath: file.path) else {
                summary.writeFailures.append("\(file.displayPath): a file appeared there since navlint looked; not overwritten")
                continue
            }
            do {
                try AtomicFile.write(file.contents, to: file.path)
            } catch {
                summary.writeFailures.append("\(file.displayPath): \(error)")
            }
        }
    }

    /// Delegate display path -> the display paths its screen changed.
    var screenFiles: [String: Set<String>] = [:]
}
