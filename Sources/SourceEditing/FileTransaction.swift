import Foundation

/// Writes a set of files all or none, even when the process is killed
/// halfway: a migration unit (a screen's sources and its new delegate) must
/// never reach the disk in part.
///
/// Before anything is written, every file is checked: sources must still be
/// the versions that were read and be replaceable, new files must not exist.
/// Then a journal goes into `folder` (the project's `.navlint/`): each
/// destination with its original bytes and a digest of its new ones. The new
/// contents are staged next to their destinations, new files are linked in
/// first (so no source ever names a delegate that is not there), then the
/// sources are renamed over, and the journal is removed. An error at any
/// step rolls back what was done; a run killed at any step leaves the
/// journal, and ``recover(in:)`` (which the next run calls first) puts every
/// file back as it was.
public struct FileTransaction {
    /// One file of the unit.
    public enum Change: Sendable {
        /// Replaces a file read earlier, unless it changed on disk since.
        case replace(AtomicFile.Snapshot, with: [UInt8])
        /// Creates a file that must not exist yet (missing folders too).
        case create(path: String, contents: [UInt8])
    }

    /// The journal's folder: `<project>/.navlint`.
    public let folder: String
    /// Called before every change on disk (journal, staging, renames,
    /// roll-back), with what it is about to do: a test hook that fails a
    /// step by throwing, or simulates a crash by failing every step from one
    /// on. `nil` in production.
    public var beforeEachStep: (@Sendable (String) throws -> Void)?

    public init(folder: String) { self.folder = folder }

    /// The journal's file.
    public var journalPath: String { folder + "/" + Self.journalName }
    static let journalName = "fix-journal.json"

    /// Writes `changes` whole or not at all; `description` names the unit in
    /// the journal. On failure every file is as before (or, when even the
    /// roll-back failed, the journal stays for the next run), and the error says why.
    public func commit(_ changes: [Change], description: String) throws(AtomicFile.Failure) {
        let entries = try preflight(changes)
        var journal = Journal(description: description, entries: entries.map(\.entry), createdFolders: [])
        for file in entries where file.snapshot == nil {
            journal.createdFolders += AtomicFile.missingFolders(for: file.entry.path).filter { !journal.createdFolders.contains($0) }
        }
        try write(journal)
        do throws(AtomicFile.Failure) {
            try apply(entries, journal: journal)
        } catch {
            _ = try? rollBack(journal)
            throw error
        }
    }

    // MARK: - Recovery

    /// What ``recover(in:)`` found and did.
    public struct Recovery: Sendable, Equatable {
        /// The interrupted unit, as it was described.
        public var description: String
        /// Files put back as they were before the unit (or removed, for new ones).
        public var restored: [String]
        /// Files changed by someone else since the interruption: left as they are.
        public var conflicts: [String]
    }

    /// Rolls back the unit an interrupted run left in `folder`, if any, and
    /// removes its journal and temporary files. `nil` when there was nothing.
    public func recover() throws(AtomicFile.Failure) -> Recovery? {
        guard FileManager.default.fileExists(atPath: journalPath) else { return nil }
        let journal: Journal
        do {
            journal = try JSONDecoder().decode(Journal.self, from: Data(AtomicFile.read(journalPath).bytes))
        } catch {
            throw .cannotRead(path: journalPath, reason: "not a navlint journal (\(error)); remove it after checking the files it names")
        }
        return try rollBack(journal)
    }

    /// A journal a run left behind, without touching it (for `lint`, which
    /// must not write but must not pass silently over a half-written unit).
    public var pendingDescription: String? {
        guard let data = FileManager.default.contents(atPath: journalPath) else { return nil }
        return (try? JSONDecoder().decode(Journal.self, from: data))?.description ?? "an unreadable journal"
    }

    // MARK: - Steps

    struct Journal: Codable {
        struct Entry: Codable {
            /// The destination, symbolic links resolved.
            var path: String
            /// Where the new bytes are staged.
            var temporary: String
            /// The bytes before the unit; `nil` for a new file.
            var original: Data?
            /// Size and FNV-1a digest of the new bytes, to tell them from anything else.
            var newSize: Int
            var newDigest: String
        }

        var version = 1
        var description: String
        var entries: [Entry]
        /// Folders the unit creates, outermost first; removed again if empty.
        var createdFolders: [String]
    }

    private struct Staged {
        var entry: Journal.Entry
        var contents: [UInt8]
        var snapshot: AtomicFile.Snapshot?
        var status: stat?
    }

    /// Checks every change before the first write; nothing is written here.
    private func preflight(_ changes: [Change]) throws(AtomicFile.Failure) -> [Staged] {
        guard !FileManager.default.fileExists(atPath: journalPath) else {
            throw .cannotWrite(path: journalPath, reason: "an interrupted fix is still pending; run navlint fix again to roll it back first")
        }
        var staged: [Staged] = []
        for change in changes {
            switch change {
            case .replace(let snapshot, let bytes):
                guard case .regular(let target, let status) = try AtomicFile.Destination(snapshot.path) else {
                    throw .cannotWrite(path: snapshot.path, reason: "no longer a regular file")
                }
                try AtomicFile.checkReplaceable(target, status: status, reported: snapshot.path)
                guard snapshot.isCurrent else { throw .changedOnDisk(path: snapshot.path) }
                staged.append(.init(entry: entry(target, bytes, original: Data(snapshot.bytes)), contents: bytes, snapshot: snapshot, status: status))
            case .create(let path, let bytes):
                guard case .missing(let target) = try AtomicFile.Destination(path) else {
                    throw .cannotWrite(path: path, reason: "a file is already there; not overwritten")
                }
                staged.append(.init(entry: entry(target, bytes, original: nil), contents: bytes))
            }
        }
        return staged
    }

    private func entry(_ target: String, _ bytes: [UInt8], original: Data?) -> Journal.Entry {
        .init(
            path: target, temporary: AtomicFile.temporaryPath(for: target), original: original, newSize: bytes.count,
            newDigest: Self.digest(bytes))
    }

    private func apply(_ staged: [Staged], journal: Journal) throws(AtomicFile.Failure) {
        for folder in journal.createdFolders {
            try step("create the folder \(folder)")
            guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
                throw .cannotWrite(path: folder, reason: "cannot create the folder: \(AtomicFile.systemError())")
            }
        }
        for file in staged {
            try step("stage \(file.entry.path)")
            try AtomicFile.stage(file.contents, at: file.entry.temporary, like: file.status, reported: file.entry.path)
        }
        // The last look before the first rename: every source still as read.
        for file in staged {
            if let snapshot = file.snapshot, !snapshot.isCurrent { throw .changedOnDisk(path: snapshot.path) }
        }
        for file in staged where file.snapshot == nil {
            try step("create \(file.entry.path)")
            try AtomicFile.publishNew(file.entry.temporary, as: file.entry.path, reported: file.entry.path)
        }
        for file in staged where file.snapshot != nil {
            try step("replace \(file.entry.path)")
            try AtomicFile.publish(file.entry.temporary, as: file.entry.path, reported: file.entry.path)
        }
        try step("remove the journal")
        try removeJournal()
    }

    /// Puts every file of `journal` back as it was; removes the journal when done.
    @discardableResult
    private func rollBack(_ journal: Journal) throws(AtomicFile.Failure) -> Recovery {
        var recovery = Recovery(description: journal.description, restored: [], conflicts: [])
        for entry in journal.entries {
            if FileManager.default.fileExists(atPath: entry.temporary) {
                try step("remove \(entry.temporary)")
                unlink(entry.temporary)
            }
            guard let current = FileManager.default.contents(atPath: entry.path).map(Array.init) else {
                if entry.original != nil { recovery.conflicts.append(entry.path) }
                continue
            }
            if let original = entry.original, current == Array(original) { continue }
            guard current.count == entry.newSize, Self.digest(current) == entry.newDigest else {
                recovery.conflicts.append(entry.path)
                continue
            }
            try step("restore \(entry.path)")
            if let original = entry.original {
                try AtomicFile.write(Array(original), replacing: AtomicFile.read(entry.path))
            } else if unlink(entry.path) != 0 {
                throw .cannotWrite(path: entry.path, reason: AtomicFile.systemError())
            }
            recovery.restored.append(entry.path)
        }
        for folder in journal.createdFolders.reversed() where (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            try step("remove the folder \(folder)")
            rmdir(folder)
        }
        try step("remove the journal")
        try removeJournal()
        return recovery
    }

    private func write(_ journal: Journal) throws(AtomicFile.Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(journal)
        } catch {
            throw .cannotWrite(path: journalPath, reason: "cannot encode the journal")
        }
        try step("write the journal")
        try AtomicFile.write(Array(data), to: journalPath)
    }

    private func removeJournal() throws(AtomicFile.Failure) {
        guard unlink(journalPath) == 0 || errno == ENOENT else {
            throw .cannotWrite(path: journalPath, reason: AtomicFile.systemError())
        }
        rmdir(folder)  // only when empty: the folder holds nothing else of navlint's
    }

    private func step(_ what: String) throws(AtomicFile.Failure) {
        guard let beforeEachStep else { return }
        do {
            try beforeEachStep(what)
        } catch let failure as AtomicFile.Failure {
            throw failure
        } catch {
            throw .cannotWrite(path: what, reason: "\(error)")
        }
    }

    /// FNV-1a, 64 bits: enough to tell navlint's output from anything else
    /// at that path (the size is compared too).
    static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
