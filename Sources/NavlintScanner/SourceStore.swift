import Foundation
import NavlintCore

/// The files of a scan without their bytes. A file is read once to take what the scan needs from
/// its text (prefilter groups, imports), and again only when it is parsed or its findings are
/// reported, so a scan's memory does not grow with the size of the tree it reads. A file that
/// changes or disappears between two reads is reported, never read half-old, half-new.
package struct SourceStore: Sendable {
    /// A readable input, its size, and a digest of the bytes first read.
    package struct Entry: Sendable {
        package var input: SourceInput
        package var size: Int
        fileprivate var digest: Int
    }

    package let entries: [Entry]
    private let maxFileSize: Int

    /// Reads every input (in display-path order) on `jobs` threads and applies `look` to each
    /// readable one's bytes; returns the store, each entry's look, and a problem per unreadable input.
    package static func read<Look: Sendable>(
        _ inputs: [SourceInput], jobs: Int, maxFileSize: Int, counting statistics: inout ScanStatistics,
        look: @escaping @Sendable ([UInt8]) -> Look
    ) -> (store: SourceStore, looks: [Look], problems: [InputProblem]) {
        let results = inputs.sorted { $0.displayPath < $1.displayPath }.parallelMap(jobs: jobs) { input in
            SourceLoader.load(input, maxFileSize: maxFileSize).map { source in
                (Entry(input: input, size: source.bytes.count, digest: digest(source.bytes)), look(source.bytes))
            }
        }
        var entries: [Entry] = []
        var looks: [Look] = []
        var problems: [InputProblem] = []
        for result in results {
            switch result {
            case .success(let (entry, look)):
                entries.append(entry)
                looks.append(look)
            case .failure(let problem):
                problems.append(problem)
            }
        }
        statistics.filesRead = entries.count
        statistics.bytesRead = entries.reduce(0) { $0 + $1.size }
        return (SourceStore(entries: entries, maxFileSize: maxFileSize), looks, problems)
    }

    /// The bytes of entry `position` as first read, or `nil` if the file changed or vanished since
    /// (in-memory inputs never do).
    package func bytes(at position: Int) -> [UInt8]? {
        let entry = entries[position]
        if let contents = entry.input.contents { return contents }
        guard case .success(let source) = SourceLoader.load(entry.input, maxFileSize: maxFileSize),
            source.bytes.count == entry.size, Self.digest(source.bytes) == entry.digest
        else { return nil }
        return source.bytes
    }

    /// What to report when `bytes(at:)` finds entry `position` changed.
    package func changedProblem(at position: Int) -> InputProblem {
        InputProblem(
            kind: .unreadable, location: SourceLocation(file: entries[position].input.displayPath, line: 1),
            message: "the file changed or disappeared while navlint was reading it; skipped (run again)")
    }

    /// Compares two reads of one file in one process (the hasher's seed is per process).
    private static func digest(_ bytes: [UInt8]) -> Int {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }
}
