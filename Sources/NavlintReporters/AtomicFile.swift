import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a
/// temporary file in the destination's directory (same file system), which
/// is then renamed over the destination. A CI step that uploads a report
/// therefore gets the old report or the new one, never a truncated one.
enum AtomicFile {
    /// Writes `text` as UTF-8 to `path`, creating missing parent directories.
    static func write(_ text: String, to path: String) throws(ReportError) {
        let destination = URL(fileURLWithPath: path)
        let directory = destination.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: path, reason: "cannot create the directory \(directory.path)")
        }
        var template = Array("\(directory.path)/.\(destination.lastPathComponent).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: systemError()) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: String?
        var bytes = Array(text.utf8)[...]
        while failure == nil, !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0, errno != EINTR {
                failure = systemError()
            }
        }
        if failure == nil, fchmod(descriptor, 0o644) != 0 || fsync(descriptor) != 0 { failure = systemError() }
        if close(descriptor) != 0, failure == nil { failure = systemError() }
        if failure == nil, rename(temporary, path) != 0 { failure = systemError() }
        if let failure {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: failure)
        }
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }
}
