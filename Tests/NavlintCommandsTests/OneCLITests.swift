import Foundation
import Testing

@testable import NavlintCommands

/// `--jobs`, `--reporter`, `--config` and `--quiet` mean the same on lint,
/// fix, generate and verify: parsed by one `CommonOptions`, described by one
/// help text, and each with its effect on each command.
@Suite struct OneCLITests {
    static let commands = ["lint", "fix", "generate", "verify"]
    static let delivery = repositoryRoot.appendingPathComponent("Examples/LegacyNavApp/Delivery")
    static let delegate = repositoryRoot.appendingPathComponent("Tests/Stubs/Fixtures/BasicLayoutDelegate.swift").path

    /// A copy of the courier screen (one screen, four legacy uses, one variant: quick to fix).
    static func project() throws -> Sandbox {
        let sandbox = try Sandbox()
        for name in try FileManager.default.contentsOfDirectory(atPath: delivery.path) {
            try sandbox.write("App/\(name)", try Data(contentsOf: delivery.appendingPathComponent(name)))
        }
        try sandbox.write("Delegate.swift", try Data(contentsOf: URL(fileURLWithPath: delegate)))
        return sandbox
    }

    /// The inputs each command takes in `project()`.
    static func inputs(_ command: String) -> [String] { command == "verify" ? ["Delegate.swift"] : ["App"] }

    static func common(_ command: String, _ arguments: [String]) throws -> CommonOptions {
        switch command {
        case "lint": try LintCommand.parse(arguments).common
        case "fix": try FixCommand.parse(arguments).common
        case "generate": try GenerateCommand.parse(arguments).common
        default: try VerifyCommand.parse(arguments).common
        }
    }

    @Test(arguments: commands) func everyCommandParsesTheSameOptions(_ command: String) throws {
        let options = try Self.common(command, ["x", "--jobs", "3", "--quiet", "--config=c.json", "--reporter", "json:r.json", "--reporter", "html"])
        #expect(options.jobs == 3 && options.quiet && options.configurationPath == "c.json")
        #expect(options.reporters == ["json:r.json", "html"])
        #expect(try Self.common(command, ["x", "-j", "1"]).jobs == 1)
        let defaults = try Self.common(command, ["x"])
        #expect(defaults.jobs == ProcessInfo.processInfo.activeProcessorCount && !defaults.quiet && defaults.reporters.isEmpty)
        for bad in [["--jobs", "0"], ["--jobs", "two"], ["--config", "a", "--config", "b"], ["--jobs"]] {
            let sandbox = try Sandbox()
            let run = sandbox.run([command, "x"] + bad)
            #expect(run.code == 2, "\(command) \(bad)")
            #expect(run.error.hasSuffix("; run 'navlint help \(command)' for its options\n") && run.error.split(separator: "\n").count == 1, "\(run.error)")
        }
    }

    @Test(arguments: commands) func everyHelpDescribesThemAlike(_ command: String) throws {
        let help = try Sandbox().run(["help", command]).output
        for line in [
            "  --reporter NAME[:FILE]   ", "  --config FILE            use FILE instead of the nearest .navlint.json",
            "  --quiet                  no progress line and no summary on standard error; ",
            "  --jobs N, -j N           worker threads (default: all cores): ",
        ] {
            #expect(help.contains(line), "\(command): \(line)")
        }
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 90 }, "\(help)")
    }

    /// `--config`: a configuration that cannot be used stops every command, naming the key.
    @Test(arguments: commands) func configIsReadByEveryCommand(_ command: String) throws {
        let sandbox = try Self.project()
        try sandbox.write("bad.json", Data(#"{"disabled_rules": ["legacy_map_padding"], "nonsense": 1}"#.utf8))
        let run = sandbox.run([command] + Self.inputs(command) + ["--config", "bad.json", "--output", "out"].prefix(command == "generate" ? 4 : 2))
        #expect(run.code == 2, "\(run)")
        #expect(run.error.contains("bad.json:1") && run.error.contains("nonsense"), "\(run.error)")
    }

    /// `--config` with its effect: a disabled rule is neither reported, generated from, nor fixed.
    @Test func aDisabledRuleIsLeftAloneByLintGenerateAndFix() throws {
        let sandbox = try Self.project()
        try sandbox.write(".navlint.json", Data(#"{"disabled_rules": ["legacy_trip_progress_bar_enabled"]}"#.utf8))
        #expect(!sandbox.run(["lint", "App"]).output.contains("legacy_trip_progress_bar_enabled"))
        let generate = sandbox.run(["generate", "App", "--output", "out"])
        #expect(generate.output.contains("DeliveryViewController, 3 legacy use(s)"), "\(generate)")
        _ = sandbox.run(["fix", "App"])
        #expect(sandbox.read("App/DeliveryViewController.swift")?.contains("isNavigationTripProgressBarEnabled = true") == true)
    }

    /// `--quiet`: no summary (and no progress) on any command; what needs action still prints.
    @Test(arguments: commands) func quietLeavesOutTheSummary(_ command: String) throws {
        let summaries = ["lint": "Done linting!", "fix": "screen(s) migrated", "generate": "Done generating!", "verify": "Verified "]
        let loud = try Self.project().run([command] + Self.inputs(command) + (command == "generate" ? ["--output", "out"] : []))
        let quiet = try Self.project().run([command] + Self.inputs(command) + ["--quiet"] + (command == "generate" ? ["--output", "out"] : []))
        #expect(loud.error.contains(summaries[command]!), "\(loud.error)")
        #expect(!quiet.error.contains(summaries[command]!), "\(quiet.error)")
        #expect(loud.code == quiet.code)
    }

    /// `--jobs`: any number of threads, the same result.
    @Test(arguments: commands) func jobsChangeNothingButTheThreads(_ command: String) throws {
        var outcomes: [String] = []
        for jobs in ["1", "2"] {
            let sandbox = try Self.project()
            let extra = command == "generate" ? ["--output", "out"] : [String]()
            let run = sandbox.run([command] + Self.inputs(command) + ["--jobs", jobs, "--reporter", "json:report.json"] + extra)
            #expect(run.code != 2, "\(run)")
            outcomes.append((sandbox.read("report.json") ?? "missing") + (sandbox.read("App/DeliveryViewController.swift") ?? ""))
        }
        #expect(outcomes[0] == outcomes[1])
        #expect(!outcomes[0].hasPrefix("missing"))
    }

    /// `--reporter`: lint and verify write findings reports; fix and generate their migration report, html or json only.
    @Test(arguments: commands) func reporterWritesEachCommandsReport(_ command: String) throws {
        let sandbox = try Self.project()
        let extra = command == "generate" ? ["--output", "out"] : [String]()
        let run = sandbox.run([command] + Self.inputs(command) + ["--reporter", "json:reports/r.json", "--reporter", "html:reports/r.html"] + extra)
        #expect(run.code != 2, "\(run)")
        let json = try #require(sandbox.read("reports/r.json"))
        let html = try #require(sandbox.read("reports/r.html"))
        if ["fix", "generate"].contains(command) {
            #expect(json.contains("\"command\" : \"\(command)\"") && json.contains("\"name\" : \"DeliveryViewController\""), "\(json)")
            #expect(html.contains("DeliveryViewController <span class=\"status \(command == "fix" ? "migrated" : "generated")\">"))
            let sarif = sandbox.run([command] + Self.inputs(command) + ["--reporter", "sarif:r.sarif"] + extra)
            #expect(sarif.code == 2 && sarif.error.contains("unknown reporter 'sarif'; valid reporters: html, json"), "\(sarif)")
        } else {
            #expect(json.hasPrefix("["))
            #expect(html.contains("<title>navlint report</title>"))
        }
        // A report folder outside the working directory is not created, on any command.
        let outside = sandbox.run([command] + Self.inputs(command) + ["--reporter", "json:/nonexistent-navlint/r.json"] + extra)
        #expect(outside.code == 2 && outside.error.contains("does not exist"), "\(outside)")
    }
}
