import NavlintCore
import NavlintScanner
import NavlintWorkspace
import ObjCScanner

/// The legacy uses in a project's Objective-C files, for `generate` and
/// `fix`: they migrate Swift screens only and never rewrite an Objective-C
/// file, so each Objective-C use is printed as left, with why, and one line
/// says what to do, instead of the run looking complete.
enum ObjectiveCLeftovers {
    /// Prints every Objective-C legacy use below the command line's paths, then what to do;
    /// returns how many there were.
    static func report(environment: LintEnvironment, commandLinePaths: [String], console: Console) -> Int {
        let found = environment.discover(commandLinePaths: commandLinePaths, extensions: ObjCScanner.fileExtensions)
        let files = found.files.filter { ObjCScanner.reads($0.path) }
        guard !files.isEmpty else { return 0 }
        var options = ObjCOptions()
        do {
            options = try LintCommand.objectiveCOptions(workingDirectory: environment.workingDirectory)
        } catch {
            console.printError("warning: \(error); Objective-C files are read without it")
        }
        let findings = ObjCScanner(rules: environment.rules, options: options)
            .scan(files.map { SourceInput(path: $0.path, displayPath: $0.displayPath) }).findings
        for finding in findings {
            let location = finding.location
            console.printError(
                "\(location.file):\(location.line):\(location.column ?? 1): \(finding.ruleID): left as is: navlint does not rewrite Objective-C")
        }
        if !findings.isEmpty {
            console.printError(
                "\(findings.count.counting("Objective-C legacy use")) left: write the screen's layout delegate in Swift "
                    + "(an Objective-C app can adopt a Swift NavigationLayoutDelegate), install it with setLayoutDelegate "
                    + "before navigation is enabled, and remove these uses by hand; see docs/objective-c.md")
        }
        return findings.count
    }
}
