/// Where in the analysed Swift source a model operation came from.
///
/// The verifier interprets delegate code into model operations; every operation
/// takes an optional tag so that a finding (a conflict, a leftover view, a bad
/// anchor) can point back at the line that caused it. Tests and the legacy model
/// simply pass nothing.
public struct SourceTag: Hashable, Codable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
