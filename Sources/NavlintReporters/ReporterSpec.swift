/// One `--reporter NAME[:PATH]` argument: which format, and where it goes.
///
/// A run may ask for several (`--reporter text --reporter junit:build/navlint.xml`),
/// so the destination travels with the name.
public struct ReporterSpec: Hashable, Sendable {
    /// Where a report is written.
    public enum Destination: Hashable, Sendable {
        case standardOutput
        /// A file path, as given (relative paths are relative to the working directory).
        case file(String)
    }

    /// A name `ReporterRegistry` knows.
    public var name: String
    public var destination: Destination

    public init(name: String, destination: Destination = .standardOutput) throws(ReportError) {
        guard ReporterRegistry.names.contains(name) else {
            throw .unknownReporter(name: name, validNames: ReporterRegistry.names)
        }
        self.name = name
        self.destination = destination
    }

    /// Parses `NAME` (standard output) or `NAME:PATH` (a file; the path is
    /// everything after the first colon, so it may itself hold colons).
    public init(parsing argument: String) throws(ReportError) {
        guard let colon = argument.firstIndex(of: ":") else {
            try self.init(name: argument)
            return
        }
        let path = String(argument[argument.index(after: colon)...])
        guard !path.isEmpty else { throw .emptyPath(spec: argument) }
        try self.init(name: String(argument[..<colon]), destination: .file(path))
    }

    /// Parses every `--reporter` argument of a run, rejecting two reports
    /// aimed at the same file (the second would silently replace the first).
    public static func parseAll(_ arguments: [String]) throws(ReportError) -> [ReporterSpec] {
        var specs: [ReporterSpec] = []
        var paths: Set<String> = []
        for argument in arguments {
            let spec = try ReporterSpec(parsing: argument)
            if case .file(let path) = spec.destination, !paths.insert(path).inserted {
                throw .duplicatePath(path)
            }
            specs.append(spec)
        }
        return specs
    }
}
