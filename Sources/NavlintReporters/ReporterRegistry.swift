import NavlintCore

/// Every report format by its `--reporter` name, so the command line, its
/// help text and its error messages share one list.
public enum ReporterRegistry {
    private static let makers: [(name: String, make: @Sendable (ReporterOptions) -> any Reporter)] = [
        (TextReporter.name, { _ in TextReporter() }),
        (JSONReporter.name, { _ in JSONReporter() }),
        (JUnitReporter.name, { JUnitReporter(fileAttributes: $0.junitFileAttributes) }),
        (CheckstyleReporter.name, { _ in CheckstyleReporter() }),
        (SARIFReporter.name, { _ in SARIFReporter() }),
        (GitHubReporter.name, { _ in GitHubReporter() }),
        (HTMLReporter.name, { _ in HTMLReporter() }),
    ]

    /// The valid names, in the order help text lists them.
    public static var names: [String] { makers.map(\.name) }

    /// The reporter called `name`, configured with `options`.
    public static func reporter(
        named name: String, options: ReporterOptions = ReporterOptions()
    ) throws(ReportError) -> any Reporter {
        guard let maker = makers.first(where: { $0.name == name }) else {
            throw .unknownReporter(name: name, validNames: names)
        }
        return maker.make(options)
    }
}
