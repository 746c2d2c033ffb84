import Foundation

/// Substring search in a file's bytes, for the first look at every file of a
/// run: `[UInt8].firstRange(of:)` resolves to Foundation's generic
/// `DataProtocol` search, which took half of a 6,000-file lint.
enum ByteSearch {
    /// The offsets at which `needle` starts in `bytes`, in order (occurrences
    /// may overlap); stops once `body` returns `false`.
    static func forEachOccurrence(of needle: [UInt8], in bytes: [UInt8], _ body: (Int) -> Bool) {
        guard let first = needle.first, needle.count <= bytes.count else { return }
        bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { pattern in
                guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return }
                let last = haystack.count - pattern.count
                var start = 0
                while start <= last {
                    guard let found = memchr(base + start, Int32(first), last - start + 1) else { return }
                    let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, patternBase, pattern.count) == 0, !body(offset) { return }
                    start = offset + 1
                }
            }
        }
    }

    /// Whether `needle` occurs in `bytes`.
    static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        var found = false
        forEachOccurrence(of: needle, in: bytes) { _ in
            found = true
            return false
        }
        return found
    }
}
