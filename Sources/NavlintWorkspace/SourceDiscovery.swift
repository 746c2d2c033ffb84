import Foundation
import NavlintCore

/// Finds the source files to lint from the paths a user gives.
///
/// Directories are walked recursively for files with one of `extensions`
/// (`swift` unless a command reads more, as lint reads Objective-C); hidden folders and
/// the usual build and dependency folders are skipped; symbolic links are
/// followed, with loops detected by the linked folder's device and inode.
/// Every path that cannot be used becomes an `InputProblem` naming it, and
/// the walk goes on.
public struct SourceDiscovery: Sendable {
    /// Folder names skipped wherever they appear.
    public static let skippedDirectories: Set<String> = [".build", "DerivedData", "Pods", "Carthage"]

    /// A file found, with the path to read and the path reports show.
    public struct File: Hashable, Sendable, Comparable {
        public var path: String
        public var displayPath: String

        public static func < (lhs: File, rhs: File) -> Bool { lhs.displayPath < rhs.displayPath }
    }

    public var excluded: [Glob]
    /// When not empty, a file found by walking a folder is kept only if one
    /// of these matches it (the configuration's `included` globs).
    public var included: [Glob]
    /// Inclusion and exclusion globs are relative to this folder (the configuration's).
    public var globBase: String
    /// Display paths are relative to this folder when a file lies below it.
    public var workingDirectory: String
    /// File name extensions (without the dot) of the files a folder walk keeps.
    public var extensions: Set<String>

    public init(
        excluded: [Glob] = [], included: [Glob] = [], globBase: String, workingDirectory: String,
        extensions: Set<String> = ["swift"]
    ) {
        self.extensions = extensions
        self.excluded = excluded
        self.included = included
        self.globBase = Self.absolute(globBase, in: workingDirectory)
        self.workingDirectory = Self.absolute(workingDirectory, in: "/")
    }

    /// The Swift files below `paths`, what could not be used, and the
    /// `.navlint` folders passed on the way (where an interrupted fix may
    /// have left its journal).
    public func discover(_ paths: [String]) -> (files: [File], problems: [InputProblem], stateFolders: [String]) {
        var walk = Walk(discovery: self)
        for path in paths {
            walk.visit(Self.absolute(path, in: workingDirectory), explicitly: true)
        }
        return (Array(Set(walk.files)).sorted(), walk.problems.sorted(), Array(Set(walk.stateFolders)).sorted())
    }

    /// The folder navlint keeps its own state in, in a project's folders.
    public static let stateFolderName = ".navlint"

    /// The path a report shows: relative to the working directory when below it.
    public func displayPath(_ absolute: String) -> String {
        Self.relative(absolute, to: workingDirectory) ?? absolute
    }

    func keeps(_ name: String) -> Bool {
        extensions.contains((name as NSString).pathExtension)
    }

    func isExcluded(_ absolute: String) -> Bool {
        guard !excluded.isEmpty, let relative = Self.relative(absolute, to: globBase) else { return false }
        return excluded.contains { $0.matches(relative) }
    }

    func isIncluded(_ absolute: String) -> Bool {
        guard !included.isEmpty else { return true }
        guard let relative = Self.relative(absolute, to: globBase) else { return false }
        return included.contains { $0.matches(relative) }
    }

    /// `path` made absolute against `directory`, with `.` and `..` resolved.
    public static func absolute(_ path: String, in directory: String) -> String {
        (destination(path, in: directory) as NSString).standardizingPath
    }

    /// `path` against `directory` as the shell takes it, with nothing
    /// resolved: for files navlint writes, where resolving links (as
    /// `absolute` does, `/dev/stdout` becoming the file standard output is
    /// redirected to) would change what is written.
    public static func destination(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }

    /// `path` relative to `directory` when it is inside it (`"."` for the directory itself).
    public static func relative(_ path: String, to directory: String) -> String? {
        if path == directory { return "." }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    private struct Walk {
        let discovery: SourceDiscovery
        var files: [File] = []
        var problems: [InputProblem] = []
        var stateFolders: [String] = []
        /// Device and inode of every folder entered, to stop at link loops.
        var visitedDirectories: Set<[UInt64]> = []

        mutating func visit(_ path: String, explicitly: Bool) {
            let display = discovery.displayPath(path)
            func problem(_ message: String) {
                problems.append(InputProblem(kind: .unreadable, location: SourceLocation(file: display, line: 1), message: message))
            }
            if discovery.isExcluded(path) { return }
            var status = stat()
            guard stat(path, &status) == 0 else {
                var linkStatus = stat()
                if lstat(path, &linkStatus) == 0 {
                    problem(errno == ELOOP ? "symbolic link loop; skipped" : "broken symbolic link; skipped")
                } else if explicitly {
                    problem("no such file or directory")
                } else {
                    problem("cannot read: \(String(cString: strerror(errno)))")
                }
                return
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                guard visitedDirectories.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else {
                    problem("symbolic link loop (this folder was already visited); skipped")
                    return
                }
                let entries: [String]
                do {
                    entries = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
                } catch {
                    problem("cannot list the folder (permission denied?)")
                    return
                }
                for entry in entries {
                    let child = (path as NSString).appendingPathComponent(entry)
                    if entry == SourceDiscovery.stateFolderName, isDirectory(child) { stateFolders.append(child) }
                    if entry.hasPrefix(".") || SourceDiscovery.skippedDirectories.contains(entry) {
                        if isDirectory(child) { continue }
                    }
                    if discovery.keeps(entry) || isDirectory(child) {
                        visit(child, explicitly: false)
                    }
                }
            case S_IFREG:
                if explicitly || (discovery.keeps(path) && discovery.isIncluded(path)) {
                    files.append(File(path: path, displayPath: display))
                }
            default:
                if explicitly { problem("not a regular file or folder") }
            }
        }

        private func isDirectory(_ path: String) -> Bool {
            var status = stat()
            return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
        }
    }
}
