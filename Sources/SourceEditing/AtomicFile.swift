import Foundation

/// Reads and writes files so that nothing is ever lost or half-written.
///
/// A write goes to a temporary file in the destination's folder (same file
/// system), is flushed, and is renamed over the destination, so readers see
/// the old content or the new, never a mix. When a write replaces a file
/// navlint read earlier, the file is checked first: if it changed on disk
/// since (an editor saved it, another tool rewrote it), nothing is written.
public enum AtomicFile {
    /// A file as it was read: its bytes and what identifies that version.
    public struct Snapshot: Hashable, Sendable {
        public var path: String
        public var bytes: [UInt8]
        /// Permission bits, kept when the file is replaced.
        public var mode: mode_t
        fileprivate var modificationTime: timespec
        fileprivate var size: Int

        public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
            lhs.path == rhs.path && lhs.bytes == rhs.bytes && lhs.mode == rhs.mode && lhs.size == rhs.size
                && lhs.modificationTime.tv_sec == rhs.modificationTime.tv_sec
                && lhs.modificationTime.tv_nsec == rhs.modificationTime.tv_nsec
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(bytes)
        }
    }

    /// Why a read or a write did not happen.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case cannotRead(path: String, reason: String)
        case cannotWrite(path: String, reason: String)
        /// The file is not the version that was read: it was left alone.
        case changedOnDisk(path: String)

        public var description: String {
            switch self {
            case .cannotRead(let path, let reason): return "\(path): cannot read: \(reason)"
            case .cannotWrite(let path, let reason): return "\(path): cannot write: \(reason)"
            case .changedOnDisk(let path): return "\(path): changed on disk since it was read; not overwritten"
            }
        }
    }

    /// Reads a file with what `write(_:to:replacing:)` needs to detect a later change.
    public static func read(_ path: String) throws(Failure) -> Snapshot {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .cannotRead(path: path, reason: systemError()) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .cannotRead(path: path, reason: "permission denied or not a file")
        }
        return Snapshot(
            path: path, bytes: Array(data), mode: status.st_mode & 0o7777,
            modificationTime: status.st_mtim, size: Int(status.st_size))
    }

    /// Writes `text` as UTF-8 to a new or replaced file, creating missing
    /// folders (reports, generated files).
    public static func write(_ text: String, to path: String, mode: mode_t = 0o644) throws(Failure) {
        try write(Array(text.utf8), to: path, mode: mode, expected: nil)
    }

    /// Replaces the file `snapshot` was read from, keeping its permissions,
    /// unless it changed on disk since.
    public static func write(_ bytes: [UInt8], replacing snapshot: Snapshot) throws(Failure) {
        try write(bytes, to: snapshot.path, mode: snapshot.mode, expected: snapshot)
    }

    private static func write(_ bytes: [UInt8], to path: String, mode: mode_t, expected: Snapshot?) throws(Failure) {
        let destination = URL(fileURLWithPath: path)
        let directory = destination.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: path, reason: "cannot create the folder \(directory.path)")
        }
        var template = Array("\(directory.path)/.\(destination.lastPathComponent).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: systemError()) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: Failure?
        var remaining = bytes[...]
        while failure == nil, !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                remaining = remaining.dropFirst(written)
            } else if written < 0, errno != EINTR {
                failure = .cannotWrite(path: path, reason: systemError())
            }
        }
        if failure == nil, fchmod(descriptor, mode) != 0 || fsync(descriptor) != 0 {
            failure = .cannotWrite(path: path, reason: systemError())
        }
        if close(descriptor) != 0, failure == nil { failure = .cannotWrite(path: path, reason: systemError()) }
        if failure == nil, let expected, (try? read(path)) != expected { failure = .changedOnDisk(path: path) }
        if failure == nil, rename(temporary, path) != 0 { failure = .cannotWrite(path: path, reason: systemError()) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }
}
