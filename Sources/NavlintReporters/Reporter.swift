import NavlintCore

/// Turns one run's `LintReport` into one report format.
///
/// A protocol so that the command line can ask for any number of formats by
/// name (see `ReporterRegistry`) and write them all from the same run.
/// Reporters see only NavlintCore's types: what a rule found and the rule's
/// published description, never how a rule works.
public protocol Reporter: Sendable {
    /// The name `--reporter` uses, e.g. `junit`.
    static var name: String { get }
    /// The whole report, deterministic for a given `report`.
    func render(_ report: LintReport) throws(ReportError) -> String
}

/// Settings that change what some reporters write. Options a reporter does
/// not use are ignored, so one value can be passed to every reporter of a run.
public struct ReporterOptions: Hashable, Sendable {
    /// JUnit only (`--junit-file-attributes`): add `file` and `line`
    /// attributes to test cases, which GitLab and the GitHub JUnit actions
    /// read to link results to code. Off by default because `junit-10.xsd`
    /// does not allow them.
    public var junitFileAttributes: Bool

    public init(junitFileAttributes: Bool = false) {
        self.junitFileAttributes = junitFileAttributes
    }
}
