import NavlintCore

/// What one file contributed to a report: its findings and input problems.
/// JUnit, Checkstyle and HTML are organised by file, and a file the run
/// checked without finding anything must still appear (as a passing test case).
struct FileResults {
    var path: String
    var findings: [Finding] = []
    var problems: [InputProblem] = []
}

extension LintReport {
    /// One entry per file that was checked or has findings or problems,
    /// sorted by path; findings and problems keep the report's order.
    var resultsByFile: [FileResults] {
        var byPath: [String: FileResults] = [:]
        for path in files { byPath[path] = FileResults(path: path) }
        for finding in findings {
            byPath[finding.location.file, default: FileResults(path: finding.location.file)].findings.append(finding)
        }
        for problem in problems {
            byPath[problem.location.file, default: FileResults(path: problem.location.file)].problems.append(problem)
        }
        return byPath.values.sorted { $0.path < $1.path }
    }

    /// The rule descriptions by id, for reporters that show rule metadata.
    var rulesByID: [String: RuleDescription] {
        Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// How many findings are errors; the rest are warnings.
    var errorCount: Int { findings.filter { $0.severity == .error }.count }

    /// `duration` as reports print it: seconds with three decimals, never negative.
    var formattedDuration: String {
        let seconds = duration.isFinite ? max(0, duration) : 0
        let millis = Int((seconds * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}

extension InputProblem {
    /// How reports rate the problem: an input left unchecked is an error (the
    /// run exits with code 2); a syntax error is a warning (the file was
    /// checked as far as the parser could recover).
    var severity: Severity { leftUnchecked ? .error : .warning }
}
