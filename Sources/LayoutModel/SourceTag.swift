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
    /// The call that ran this place's code when it lies in a helper function
    /// of the app: a constraint made by `pin(_:to:)` is told apart by which
    /// call of `pin` made it.
    public var caller: Caller?

    /// A call of a helper function: its name and where the call is.
    public struct Caller: Hashable, Codable, Sendable {
        public var function: String
        public var file: String
        public var line: Int

        public init(function: String, file: String, line: Int) {
            self.function = function
            self.file = file
            self.line = line
        }
    }

    public init(file: String, line: Int, column: Int = 1, caller: Caller? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.caller = caller
    }

    public var description: String { "\(file):\(line):\(column)" }
}
