import Foundation
import NavlintCore

/// The `navlint` command line: picks the subcommand and runs it. The
/// executable is only `exit(Navlint.main(...))`, so tests run exactly what
/// users run.
public enum Navlint {
    public static func main(
        _ arguments: [String], console: Console = .standard(),
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> ExitCode {
        guard let command = arguments.first else {
            console.printError(help)
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h"), let usage = usage(of: command) {
            console.print(usage)
            return .success
        }
        switch command {
        case "lint" where rest.contains("--fix"), "fix":
            do {
                return FixCommand.run(
                    try FixCommand.parse(rest.filter { $0 != "--fix" }), console: console, workingDirectory: workingDirectory)
            } catch {
                return usageError(error, command: "fix", console: console)
            }
        case "lint":
            do {
                return LintCommand.run(try LintCommand.parse(rest), console: console, workingDirectory: workingDirectory)
            } catch {
                return usageError(error, command: "lint", console: console)
            }
        case "verify":
            do {
                return VerifyCommand.run(try VerifyCommand.parse(rest), console: console, workingDirectory: workingDirectory)
            } catch {
                return usageError(error, command: "verify", console: console)
            }
        case "rules":
            return RulesCommand.run(rest, console: console)
        case "solve":
            return SolveCommand.run(rest, console: console, workingDirectory: workingDirectory)
        case "generate":
            do {
                return GenerateCommand.run(
                    try GenerateCommand.parse(rest), console: console, workingDirectory: workingDirectory)
            } catch {
                return usageError(error, command: "generate", console: console)
            }
        case "help", "--help", "-h":
            guard let topic = rest.first else {
                console.print(help)
                return .success
            }
            guard let usage = usage(of: topic) else {
                console.printError("error: no help for '\(topic)'; the commands are \(commands.joined(separator: ", "))")
                return .usage
            }
            console.print(usage)
            return .success
        case "version", "--version":
            console.print(NavlintVersion.version)
            return .success
        default:
            console.printError("error: unknown command '\(command)'; run 'navlint help' for the commands")
            return .usage
        }
    }

    /// The commands `help COMMAND` knows.
    private static let commands = ["lint", "verify", "rules", "solve", "generate", "fix"]

    private static func usage(of command: String) -> String? {
        switch command {
        case "lint": return LintCommand.usage
        case "verify": return VerifyCommand.usage
        case "rules": return RulesCommand.usage
        case "solve": return SolveCommand.usage
        case "generate": return GenerateCommand.usage
        case "fix": return FixCommand.usage
        default: return nil
        }
    }

    /// One line, and where the options are: the whole usage text would bury the error.
    private static func usageError(_ error: UsageError, command: String, console: Console) -> ExitCode {
        console.printError("error: \(error); run 'navlint help \(command)' for its options")
        return .usage
    }

    static let help = """
        navlint \(NavlintVersion.version): moves iOS apps off the Google Navigation SDK's
        legacy slot layout APIs and onto NavigationLayoutDelegate.

        USAGE: navlint <command> [options]

        COMMANDS:
          lint [PATH ...]     report every legacy slot API use (default: .)
          verify FILE ...     check layout delegates in every scenario of the model
          rules [ID]          list the rules, or show one with its advice and examples
          solve FILE.json     solve an Auto Layout constraint system, print the values
          generate [PATH ...] write a layout delegate per screen (--output DIR)
          fix [PATH ...]      migrate screens in place onto their delegates (also lint --fix;
                              --dry-run prints the diff; --reporter html:FILE a migration report)
          help [COMMAND]      this text, or a command's options
          --version           print the version

        EXAMPLES:
          navlint lint                                   lint the current directory
          navlint lint App Sources --strict              fail on warnings too
          navlint lint --reporter text --reporter sarif:build/navlint.sarif
          navlint fix App --reporter html:build/migration.html  migrate, and a page of what changed
          navlint verify MapLayoutDelegate.swift --against-legacy --pictures build/layouts
          navlint rules legacy_map_padding               what to use instead of padding

        EXIT CODES: 0 no failing findings, 1 failing findings, 2 usage,
        configuration or input errors.
        """
}
