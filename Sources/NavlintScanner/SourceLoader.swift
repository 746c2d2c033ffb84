import Foundation
import NavlintCore

/// A Swift file to scan: where it is, how reports name it, and optionally
/// its content (tests and editors pass text that is not on disk).
public struct SourceInput: Hashable, Sendable {
    public var path: String
    public var displayPath: String
    public var contents: [UInt8]?

    public init(path: String, displayPath: String? = nil, contents: [UInt8]? = nil) {
        self.path = path
        self.displayPath = displayPath ?? path
        self.contents = contents
    }
}

/// A file whose bytes were read and found to be UTF-8 text.
package struct LoadedSource: Sendable {
    package var input: SourceInput
    package var bytes: [UInt8]
}

/// Reads sources and turns every way a file can be unusable into a clear
/// `InputProblem` naming the file, so one bad file never stops a run.
package enum SourceLoader {
    /// Every input that can be read, in display-path order, and a problem for each one that cannot;
    /// `statistics` counts what was read.
    package static func loadAll(
        _ inputs: [SourceInput], jobs: Int, maxFileSize: Int, counting statistics: inout ScanStatistics
    ) -> (sources: [LoadedSource], problems: [InputProblem]) {
        let (store, contents, problems) = SourceStore.read(
            inputs, jobs: jobs, maxFileSize: maxFileSize, counting: &statistics) { $0 }
        return (zip(store.entries, contents).map { LoadedSource(input: $0.input, bytes: $1) }, problems)
    }

    package static func load(_ input: SourceInput, maxFileSize: Int) -> Result<LoadedSource, InputProblem> {
        func problem(_ message: String, line: Int = 1) -> Result<LoadedSource, InputProblem> {
            .failure(InputProblem(
                kind: .unreadable, location: SourceLocation(file: input.displayPath, line: line), message: message))
        }
        let bytes: [UInt8]
        if let contents = input.contents {
            bytes = contents
        } else {
            var status = stat()
            guard stat(input.path, &status) == 0 else {
                return problem("cannot read the file: \(String(cString: strerror(errno)))")
            }
            guard (status.st_mode & S_IFMT) == S_IFREG else { return problem("not a regular file") }
            guard Int(status.st_size) <= maxFileSize else {
                return problem("the file is \(Int(status.st_size)) bytes, over the \(maxFileSize)-byte limit; skipped")
            }
            guard let handle = FileHandle(forReadingAtPath: input.path) else {
                return problem("cannot open the file for reading (permission denied?)")
            }
            defer { try? handle.close() }
            do {
                bytes = Array(try handle.readToEnd() ?? Data())
            } catch {
                return problem("cannot read the file: \(error.localizedDescription)")
            }
        }
        guard bytes.count <= maxFileSize else {
            return problem("the file is \(bytes.count) bytes, over the \(maxFileSize)-byte limit; skipped")
        }
        if let zero = bytes.firstIndex(of: 0) {
            return problem("binary file (NUL byte at offset \(zero)); skipped", line: line(of: zero, in: bytes))
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            let offset = firstInvalidUTF8Offset(bytes)
            return problem("invalid UTF-8 at byte offset \(offset); skipped", line: line(of: offset, in: bytes))
        }
        return .success(LoadedSource(input: input, bytes: bytes))
    }

    private static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// Only called once a file is known to be invalid, so a simple decoder is fine.
    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return offset
            case .error: return offset
            }
        }
    }
}

extension SourceInput {
    /// The file's text, or why it cannot be used in the words `lint` uses,
    /// for commands that take files one by one (`verify`).
    public func text(maxFileSize: Int = ScannerOptions().maxFileSize) -> Result<String, InputProblem> {
        SourceLoader.load(self, maxFileSize: maxFileSize).map { String(decoding: $0.bytes, as: UTF8.self) }
    }
}
