/// Everything a reporter needs to describe one run: the findings, the inputs
/// that could not be checked, the files that were checked (so that a clean
/// file still shows up as a passing JUnit test case), and the rules in force.
public struct LintReport: Sendable {
    /// Findings, sorted (see `Finding.<`).
    public var findings: [Finding]
    /// Inputs that could not be checked, or only partly, sorted.
    public var problems: [InputProblem]
    /// Every file the run considered, sorted, with the same path spelling as findings.
    public var files: [String]
    /// The rules that were enabled, sorted by id.
    public var rules: [RuleDescription]
    /// Wall-clock seconds the run took; reporters print it only where their format asks for it.
    public var duration: Double
    /// SVG pictures keyed by a title, for reports that can show them (HTML, from `verify`).
    public var pictures: [Picture]

    public struct Picture: Hashable, Sendable {
        public var title: String
        public var svg: String
        public init(title: String, svg: String) {
            self.title = title
            self.svg = svg
        }
    }

    public init(
        findings: [Finding], problems: [InputProblem] = [], files: [String] = [],
        rules: [RuleDescription] = [], duration: Double = 0, pictures: [Picture] = []
    ) {
        self.findings = findings.sorted()
        self.problems = problems.sorted()
        self.files = files.sorted()
        self.rules = rules.sorted { $0.id < $1.id }
        self.duration = duration
        self.pictures = pictures
    }
}

/// The tool's name and version, as reports and `--version` print them.
public enum NavlintVersion {
    public static let name = "navlint"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/navlint/navlint"
}
