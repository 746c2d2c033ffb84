import Foundation

/// The one way navlint writes a file: reports, baselines, pictures,
/// generated delegates and fixed sources all go through here (several files
/// that must change together go through ``FileTransaction``, built on it).
///
/// What a path names decides how it is written, so that nothing is ever lost:
/// - a regular file is replaced atomically: the bytes go to a temporary file
///   in the same folder, are flushed, and are renamed over it, keeping its
///   permissions and owner; readers see the old content or the new, never a mix;
/// - a symbolic link is followed to its target, which is the file changed
///   (the link stays a link);
/// - a device, FIFO or one of the process's own descriptors (`/dev/stdout`,
///   `/dev/fd/N`, `/proc/self/fd/N`) is written through, never renamed over,
///   so `/dev/null` stays a device and standard output keeps what it had;
/// - a read-only file is refused, as is anything that cannot take bytes.
///
/// When a write replaces a file navlint read earlier, the file is checked
/// first: if it changed on disk since (an editor saved it, another tool
/// rewrote it), nothing is written. A temporary file that outlives a killed
/// run is removed by the next write into the same folder.
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

        /// Whether the file on disk is still this version.
        public var isCurrent: Bool { (try? AtomicFile.read(path)) == self }
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

    /// Reads a file with what `write(_:replacing:)` needs to detect a later change.
    public static func read(_ path: String) throws(Failure) -> Snapshot {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .cannotRead(path: path, reason: systemError()) }
        guard (status.st_mode & S_IFMT) == S_IFREG, let data = FileManager.default.contents(atPath: path) else {
            throw .cannotRead(path: path, reason: "permission denied or not a file")
        }
        return Snapshot(
            path: path, bytes: Array(data), mode: status.st_mode & 0o7777,
            modificationTime: status.st_mtim, size: Int(status.st_size))
    }

    /// Writes `text` as UTF-8 to `path` (reports, pictures, generated files),
    /// creating missing folders.
    public static func write(_ text: String, to path: String) throws(Failure) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path` by what the path names (see the type's
    /// documentation); a new file gets `0666` less the umask.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        switch try Destination(path) {
        case .descriptor(let descriptor):
            try writeAll(bytes, to: descriptor, path: path)
        case .special(let target):
            try writeThrough(bytes, to: target, reported: path)
        case .regular(let target, let status):
            try checkReplaceable(target, status: status, reported: path)
            let temporary = try stage(bytes, besides: target, like: status, reported: path)
            try publish(temporary, as: target, reported: path)
        case .missing(let target):
            try createFolders(for: target, reported: path)
            let temporary = try stage(bytes, besides: target, like: nil, reported: path)
            try publish(temporary, as: target, reported: path)
        }
    }

    /// Replaces the file `snapshot` was read from, keeping its permissions
    /// and owner, unless it changed on disk since.
    public static func write(_ bytes: [UInt8], replacing snapshot: Snapshot) throws(Failure) {
        guard case .regular(let target, let status) = try Destination(snapshot.path) else {
            throw .cannotWrite(path: snapshot.path, reason: "no longer a regular file")
        }
        try checkReplaceable(target, status: status, reported: snapshot.path)
        let temporary = try stage(bytes, besides: target, like: status, reported: snapshot.path)
        guard snapshot.isCurrent else {
            unlink(temporary)
            throw .changedOnDisk(path: snapshot.path)
        }
        try publish(temporary, as: target, reported: snapshot.path)
    }

    // MARK: - The steps, shared with FileTransaction

    /// What a path names once symbolic links are followed.
    enum Destination {
        /// One of this process's open descriptors (`/dev/stdout`, `/dev/fd/1`, ...).
        case descriptor(Int32)
        /// A device, FIFO or socket: written through.
        case special(String)
        /// A regular file (the link's target when the path is a link).
        case regular(String, stat)
        /// Nothing yet: a new regular file (at a dangling link's target).
        case missing(String)

        init(_ path: String) throws(Failure) {
            var current = path
            for _ in 0..<40 {
                if let descriptor = Self.ownDescriptor(current) {
                    self = .descriptor(descriptor)
                    return
                }
                var status = stat()
                guard lstat(current, &status) == 0 else {
                    guard errno == ENOENT else { throw .cannotWrite(path: path, reason: systemError()) }
                    self = .missing(current)
                    return
                }
                switch status.st_mode & S_IFMT {
                case S_IFLNK:
                    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                        throw .cannotWrite(path: path, reason: "cannot read the symbolic link \(current)")
                    }
                    // Relative to the link's folder, as the kernel resolves it.
                    current = target.hasPrefix("/") ? target : (current as NSString).deletingLastPathComponent + "/" + target
                case S_IFREG: self = .regular(current, status); return
                case S_IFDIR: throw .cannotWrite(path: path, reason: "it is a folder")
                default: self = .special(current); return
                }
            }
            throw .cannotWrite(path: path, reason: "too many levels of symbolic links")
        }

        /// The descriptor a path reopens in this process, if it names one.
        private static func ownDescriptor(_ path: String) -> Int32? {
            let named = ["/dev/stdin": 0, "/dev/stdout": 1, "/dev/stderr": 2]
            if let descriptor = named[path] { return Int32(descriptor) }
            for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", "/proc/\(getpid())/fd/"]
            where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    /// Refuses a file navlint must not replace: read-only (even for root,
    /// who could), immutable or append-only, or in a folder it cannot write.
    static func checkReplaceable(_ target: String, status: stat, reported path: String) throws(Failure) {
        if status.st_mode & 0o222 == 0 {
            throw .cannotWrite(path: path, reason: "the file is read-only; not replaced")
        }
        guard access(target, W_OK) == 0 else {
            let reason = errno == EPERM ? "the file is immutable or append-only" : systemError()
            throw .cannotWrite(path: path, reason: reason + "; not replaced")
        }
        let folder = (target as NSString).deletingLastPathComponent
        guard access(folder.isEmpty ? "." : folder, W_OK | X_OK) == 0 else {
            throw .cannotWrite(path: path, reason: "its folder is not writable")
        }
    }

    /// Writes `bytes` into a new temporary file next to `target`, flushed,
    /// with `status`'s permissions and owner when given; returns its path.
    static func stage(_ bytes: [UInt8], besides target: String, like status: stat?, reported path: String) throws(Failure) -> String {
        let temporary = temporaryPath(for: target)
        try stage(bytes, at: temporary, like: status, reported: path)
        return temporary
    }

    /// Writes `bytes` into the new file `temporary` (see `temporaryPath(for:)`), flushed.
    static func stage(_ bytes: [UInt8], at temporary: String, like status: stat?, reported path: String) throws(Failure) {
        removeStaleTemporaries(of: temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOCTTY | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: systemError()) }
        var failure: Failure?
        do throws(Failure) {
            try writeAll(bytes, to: descriptor, path: path)
        } catch {
            failure = error
        }
        if failure == nil, let status {
            if fchmod(descriptor, status.st_mode & 0o7777) != 0 {
                failure = .cannotWrite(path: path, reason: systemError())
            } else if fchown(descriptor, status.st_uid, status.st_gid) != 0 {
                failure = .cannotWrite(path: path, reason: "cannot keep the file's owner (\(systemError()))")
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = .cannotWrite(path: path, reason: systemError()) }
        if close(descriptor) != 0, failure == nil { failure = .cannotWrite(path: path, reason: systemError()) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// Renames a staged file over `target` and flushes the folder, so the
    /// rename survives a crash.
    static func publish(_ temporary: String, as target: String, reported path: String) throws(Failure) {
        guard rename(temporary, target) == 0 else {
            let reason = systemError()
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
        syncFolder(of: target)
    }

    /// Links a staged file in at `target`, which must not exist: a file that
    /// appeared there since navlint looked is never replaced.
    static func publishNew(_ temporary: String, as target: String, reported path: String) throws(Failure) {
        defer { unlink(temporary) }
        guard link(temporary, target) == 0 else {
            throw errno == EEXIST
                ? .cannotWrite(path: path, reason: "a file appeared there since navlint looked; not overwritten")
                : .cannotWrite(path: path, reason: systemError())
        }
        syncFolder(of: target)
    }

    /// Creates the missing folders above `target`; returns those it created, outermost first.
    static func createFolders(for target: String, reported path: String) throws(Failure) {
        for folder in missingFolders(for: target) where mkdir(folder, 0o777) != 0 && errno != EEXIST {
            throw .cannotWrite(path: path, reason: "cannot create the folder \(folder): \(systemError())")
        }
    }

    /// The folders above `target` that do not exist yet, outermost first.
    public static func missingFolders(for target: String) -> [String] {
        var missing: [String] = []
        var folder = (target as NSString).deletingLastPathComponent
        while !folder.isEmpty, folder != "/", !FileManager.default.fileExists(atPath: folder) {
            missing.insert(folder, at: 0)
            folder = (folder as NSString).deletingLastPathComponent
        }
        return missing
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(Failure) {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                remaining = remaining.dropFirst(written)
            } else if written < 0, errno != EINTR, errno != EAGAIN {
                throw .cannotWrite(path: path, reason: systemError())
            }
        }
    }

    private static func writeThrough(_ bytes: [UInt8], to target: String, reported path: String) throws(Failure) {
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .cannotWrite(path: path, reason: errno == ENXIO ? "it is a socket or a FIFO nobody reads" : systemError())
        }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
    }

    // MARK: - Temporary files

    /// Marks navlint's temporary files: `.<name>.navlint-<pid>-<random>.tmp`.
    private static let temporaryMarker = ".navlint-"

    static func temporaryPath(for target: String) -> String {
        let name = (target as NSString).lastPathComponent
        let folder = (target as NSString).deletingLastPathComponent
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return (folder.isEmpty ? "" : folder + "/") + ".\(name)\(temporaryMarker)\(getpid())-\(random).tmp"
    }

    /// Removes the temporary files for the same destination as `temporary`
    /// left by runs that no longer exist (killed in the middle of a write).
    private static func removeStaleTemporaries(of temporary: String) {
        let folder = (temporary as NSString).deletingLastPathComponent
        let name = (temporary as NSString).lastPathComponent
        guard let marker = name.range(of: temporaryMarker, options: .backwards) else { return }
        let prefix = String(name[..<marker.upperBound])
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return }
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            guard let pid = Int32(entry.dropFirst(prefix.count).prefix { $0 != "-" }), !isRunning(pid) else { continue }
            unlink((folder.isEmpty ? "" : folder + "/") + entry)
        }
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    private static func syncFolder(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    static func systemError() -> String { String(cString: strerror(errno)) }
}
