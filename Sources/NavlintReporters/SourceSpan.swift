import NavlintCore

/// The columns a finding covers on its line, in UTF-16 code units.
///
/// Findings count columns in UTF-8 bytes (like the compiler); SARIF viewers
/// such as GitHub count UTF-16 code units, and a finding only knows where it
/// starts. With the source line at hand the start is converted and the span
/// extended over the identifier there (the legacy name), so the highlight
/// covers the name. Without it, the span is the one column given.
struct SourceSpan: Equatable {
    /// 1-based.
    var startColumn: Int
    /// 1-based, exclusive, greater than `startColumn`.
    var endColumn: Int

    init(utf8Column: Int, sourceLine: String?) {
        let bytes = sourceLine.map { Array($0.utf8) } ?? []
        let offset = utf8Column - 1
        guard offset >= 0, offset < bytes.count else {
            self.init(startColumn: max(1, utf8Column), endColumn: max(1, utf8Column) + 1)
            return
        }
        let before = String(decoding: bytes[..<offset], as: UTF8.self)
        let rest = String(decoding: bytes[offset...], as: UTF8.self)
        let name = rest.unicodeScalars.prefix { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        let start = before.utf16.count + 1
        self.init(startColumn: start, endColumn: start + max(1, name.reduce(0) { $0 + $1.utf16.count }))
    }

    init(startColumn: Int, endColumn: Int) {
        self.startColumn = startColumn
        self.endColumn = endColumn
    }
}
