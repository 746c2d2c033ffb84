/// Why a report or baseline could not be produced or read. Each case says
/// which file or name was at fault, so the command line can print it as is
/// and exit with the usage/input status.
public enum ReportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `--reporter` named a format that does not exist.
    case unknownReporter(name: String, validNames: [String])
    /// `--reporter NAME:` with nothing after the colon.
    case emptyPath(spec: String)
    /// Two `--reporter` arguments write to the same file.
    case duplicatePath(String)
    /// A report format could not be rendered (libxml2's writer or JSON encoding failed).
    case renderingFailed(reporter: String, reason: String)
    /// A report or baseline file could not be written.
    case cannotWrite(path: String, reason: String)
    /// A baseline file could not be read or is not a navlint baseline.
    case badBaseline(path: String, reason: String)
    /// Several of the above, from one `ReportWriter.write` call.
    case several([ReportError])

    public var description: String {
        switch self {
        case .unknownReporter(let name, let validNames):
            "unknown reporter '\(name)'; valid reporters: \(validNames.joined(separator: ", "))"
        case .emptyPath(let spec):
            "reporter '\(spec)' has an empty path; use NAME for standard output or NAME:PATH for a file"
        case .duplicatePath(let path):
            "more than one reporter writes to '\(path)'"
        case .renderingFailed(let reporter, let reason):
            "cannot render the \(reporter) report: \(reason)"
        case .cannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason)"
        case .badBaseline(let path, let reason):
            "\(path): not a valid navlint baseline: \(reason)"
        case .several(let errors):
            errors.map(\.description).joined(separator: "\n")
        }
    }
}
