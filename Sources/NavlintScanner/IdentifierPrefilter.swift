/// A byte-level search for whole identifiers, run before any parsing.
///
/// The toolchain's parser manages about 1 MB/s per core, so the scanner
/// parses only files that mention a name that can matter. This pass splits
/// the bytes into identifier-like runs, hashes each run as it goes and
/// probes a small open-addressing table, so it costs a few nanoseconds per
/// byte. It matches whole identifiers only (`padding` does not match
/// `paddingTop`); comments and strings are not told apart here (the parser
/// does that), so the filter can only over-select, never miss.
package struct IdentifierPrefilter: Sendable {
    /// A needle belongs to one or more groups; a scan reports which groups occurred.
    package struct Groups: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let distinctive = Groups(rawValue: 1)
        package static let common = Groups(rawValue: 2)
        package static let context = Groups(rawValue: 4)
        /// Needles of the code rules (`CodeRule.needles`).
        package static let codeRules = Groups(rawValue: 8)
        /// Project members that hold or return SDK-related types (`navigator`, `shared`): common
        /// words that matter only next to a common legacy name used on what they return.
        package static let member = Groups(rawValue: 16)
    }

    private struct Slot: Sendable {
        var hash: UInt64
        var needle: [UInt8]
        var groups: Groups
    }

    private var slots: [Slot?]
    private let mask: Int
    private let allGroups: Groups

    package init(_ needles: [(name: String, groups: Groups)]) {
        var size = 16
        while size < needles.count * 4 { size *= 2 }
        slots = Array(repeating: nil, count: size)
        mask = size - 1
        var all: Groups = []
        for (name, groups) in needles {
            let bytes = Array(name.utf8)
            let hash = Self.hash(bytes)
            var index = Int(truncatingIfNeeded: hash) & mask
            while let existing = slots[index], existing.needle != bytes { index = (index + 1) & mask }
            let merged = groups.union(slots[index]?.groups ?? [])
            slots[index] = Slot(hash: hash, needle: bytes, groups: merged)
            all.formUnion(groups)
        }
        allGroups = all
    }

    package var isEmpty: Bool { allGroups.isEmpty }

    /// The groups of every needle that occurs in `bytes` as a whole identifier.
    package func groups(in bytes: [UInt8]) -> Groups {
        guard !allGroups.isEmpty else { return [] }
        return bytes.withUnsafeBufferPointer { buffer in
            var found: Groups = []
            var position = 0
            let count = buffer.count
            while position < count {
                guard Self.isIdentifierByte[Int(buffer[position])] else {
                    position += 1
                    continue
                }
                let start = position
                var hash = Self.offsetBasis
                while position < count, Self.isIdentifierByte[Int(buffer[position])] {
                    hash = (hash ^ UInt64(buffer[position])) &* Self.prime
                    position += 1
                }
                if let groups = lookup(hash, buffer, start, position) {
                    found.formUnion(groups)
                    if found == allGroups { break }
                }
            }
            return found
        }
    }

    @inline(__always)
    private func lookup(_ hash: UInt64, _ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Groups? {
        var index = Int(truncatingIfNeeded: hash) & mask
        while let slot = slots[index] {
            if slot.hash == hash, slot.needle.count == end - start,
                slot.needle.withUnsafeBufferPointer({ needle in
                    needle.elementsEqual(UnsafeBufferPointer(rebasing: buffer[start..<end]))
                }) {
                return slot.groups
            }
            index = (index + 1) & mask
        }
        return nil
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3

    private static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(offsetBasis) { ($0 ^ UInt64($1)) &* prime }
    }

    /// ASCII letters, digits, `_`, `$`, and every non-ASCII byte (Unicode
    /// identifiers), so a needle never matches inside a longer identifier.
    private static let isIdentifierByte: [Bool] = (0..<256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }
}
