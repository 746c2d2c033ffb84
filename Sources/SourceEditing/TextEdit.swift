/// A replacement of a byte range of a file: the unit every fix is made of.
///
/// Fixes collect all their edits for a file first and apply them together,
/// so that overlapping edits (two fixes rewriting the same code) are caught
/// before anything changes, not discovered as garbled output afterwards.
public struct TextEdit: Hashable, Sendable {
    /// UTF-8 byte offsets into the original file.
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(range: offset..<offset, replacement: text)
    }

    /// Applies `edits` to `bytes`, back to front so earlier offsets stay
    /// valid. Identical edits are applied once; overlapping ones (or two
    /// different insertions at one offset, whose order would be a guess) are
    /// rejected and nothing is applied.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) throws(EditConflict) -> [UInt8] {
        let sorted = Array(Set(edits)).sorted {
            ($0.range.lowerBound, $0.range.upperBound, $0.replacement) < ($1.range.lowerBound, $1.range.upperBound, $1.replacement)
        }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) {
            let bothInsertAtOnePoint = earlier.range.isEmpty && later.range.isEmpty
                && earlier.range.lowerBound == later.range.lowerBound
            if later.range.lowerBound < earlier.range.upperBound || bothInsertAtOnePoint {
                throw EditConflict(first: earlier, second: later)
            }
        }
        if let outside = sorted.first(where: { $0.range.lowerBound < 0 || $0.range.upperBound > bytes.count }) {
            throw EditConflict(first: outside, second: outside)
        }
        var result = bytes
        for edit in sorted.reversed() {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return result
    }
}

/// Two edits that would rewrite the same bytes (or an edit outside the file).
public struct EditConflict: Error, Hashable, CustomStringConvertible {
    public var first: TextEdit
    public var second: TextEdit

    public var description: String {
        first == second
            ? "an edit of bytes \(first.range) lies outside the file"
            : "edits of bytes \(first.range) and \(second.range) overlap"
    }
}
