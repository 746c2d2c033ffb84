import Foundation
import Testing

@Suite struct ExitCodeTests {
    @Test func aCleanTreeExitsZero() throws {
        let sandbox = try Sandbox(["A.swift": "let x = 1\n"])
        let run = sandbox.run(["lint"])
        #expect(run.code == 0)
        #expect(run.output.isEmpty)
        #expect(run.error == "Done linting! Found 0 violations, 0 serious in 1 file.\n")
    }

    /// No count in the summary may hide a file the run could not check.
    @Test func theSummaryCountsInputProblems() throws {
        let sandbox = try Sandbox(["A.swift": mapPaddingUse, "Broken.swift": "func f(_ m: GMSMapView) {\n  let = \n}\n"])
        let partly = sandbox.run(["lint", "A.swift", "Broken.swift"])
        #expect(partly.code == 0)
        #expect(partly.error == "Done linting! Found 1 violation, 0 serious in 2 files; 1 input problem (checked in part).\n")
        let both = sandbox.run(["lint", "A.swift", "Broken.swift", "Missing.swift"])
        #expect(both.code == 2)
        #expect(both.error == "Done linting! Found 1 violation, 0 serious in 2 files; 2 input problems (1 not checked).\n")
    }

    @Test func warningsExitZeroUnlessStrict() throws {
        let sandbox = try Sandbox(["A.swift": mapPaddingUse])
        let lenient = sandbox.run(["lint"])
        #expect(lenient.code == 0)
        #expect(lenient.output == "A.swift:1:29: warning: \(lenientMessage) (legacy_map_padding)\n")
        #expect(sandbox.run(["lint", "--strict"]).code == 1)
    }

    @Test func errorsExitOne() throws {
        let sandbox = try Sandbox([
            "A.swift": mapPaddingUse,
            ".navlint.json": #"{"severity": {"legacy_map_padding": "error"}}"#,
        ])
        let run = sandbox.run(["lint"])
        #expect(run.code == 1)
        #expect(run.output.contains("A.swift:1:29: error: "))
    }

    @Test func usageConfigurationAndInputErrorsExitTwo() throws {
        let sandbox = try Sandbox(["A.swift": mapPaddingUse])
        #expect(sandbox.run(["lint", "--no-such-option"]).code == 2)
        #expect(sandbox.run(["lint", "--jobs", "zero"]).code == 2)
        #expect(sandbox.run(["lint", "--reporter", "pdf"]).code == 2)
        #expect(sandbox.run(["lint", "Missing.swift"]).code == 2)
        #expect(sandbox.run(["lint", "--config", "nowhere.json"]).code == 2)
        #expect(sandbox.run(["frobnicate"]).code == 2)
        #expect(sandbox.run([]).code == 2)
    }

    @Test func quietDropsTheSummaryButNotTheFindings() throws {
        let sandbox = try Sandbox(["A.swift": mapPaddingUse])
        let run = sandbox.run(["lint", "--quiet"])
        #expect(run.error.isEmpty)
        #expect(run.output.contains("legacy_map_padding"))
    }

    @Test func versionHelpAndRules() throws {
        let sandbox = try Sandbox()
        #expect(sandbox.run(["--version"]).output.hasPrefix("0."))
        let help = sandbox.run(["help"])
        #expect(help.code == 0 && help.output.contains("EXAMPLES:"))
        #expect(sandbox.run(["lint", "--help"]).output.contains("--reporter"))
        let rules = sandbox.run(["rules"])
        #expect(rules.output.split(separator: "\n").count == 21)
        let one = sandbox.run(["rules", "legacy_map_padding"])
        #expect(one.code == 0 && one.output.contains("Replacement: Constrain the `viewport` view"))
        #expect(sandbox.run(["rules", "no_such_rule"]).code == 2)
    }

    /// Usage errors are one line pointing at the command's help; unknown
    /// commands and help topics are errors (exit code 2), like unknown options.
    @Test func usageErrorsAreOneLineAndPointToHelp() throws {
        let sandbox = try Sandbox()
        for (arguments, pointer) in [
            (["lint", "--bogus"], "navlint help lint"), (["verify", "--jobs"], "navlint help verify"),
            (["fix", "--bogus"], "navlint help fix"), (["generate", "--bogus"], "navlint help generate"),
            (["solve"], "navlint help solve"), (["nosuch"], "navlint help'"),
        ] {
            let run = sandbox.run(arguments)
            #expect(run.code == 2, "\(arguments)")
            #expect(run.error.split(separator: "\n").count == 1 && run.error.contains(pointer), "\(arguments): \(run.error)")
            #expect(run.output.isEmpty)
        }
        let topic = sandbox.run(["help", "nosuch"])
        #expect(topic.code == 2 && topic.error.contains("no help for 'nosuch'") && topic.error.contains("lint, verify"))
        #expect(sandbox.run(["help", "verify"]).output.contains("USAGE: navlint verify"))
    }

    /// A report's missing folders are made inside the working directory only;
    /// outside it (a typo in an absolute path, `../`) the run stops before linting.
    @Test func reportFoldersAreCreatedOnlyInsideTheWorkingDirectory() throws {
        let sandbox = try Sandbox(["App/A.swift": mapPaddingUse])
        let inside = sandbox.run(["lint", "--quiet", "--reporter", "junit:build/deep/r.xml"], in: "App")
        #expect(inside.code == 0 && sandbox.read("App/build/deep/r.xml")?.contains("<testsuites") == true)
        for destination in ["../reports/r.xml", sandbox.path("elsewhere/r.xml")] {
            let outside = sandbox.run(["lint", "--reporter", "junit:\(destination)"], in: "App")
            #expect(outside.code == 2, "\(destination)")
            #expect(outside.error.contains("navlint creates report folders only inside the working directory"), "\(outside.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("reports")))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("elsewhere")))
        // An existing folder outside is fine.
        #expect(sandbox.run(["lint", "--quiet", "--reporter", "junit:../r.xml"], in: "App").code == 0)
        #expect(sandbox.read("r.xml") != nil)
    }

    @Test func severalReportsInOneRun() throws {
        let sandbox = try Sandbox(["A.swift": mapPaddingUse])
        let run = sandbox.run(["lint", "--reporter", "text", "--reporter", "junit:out/r.xml", "--reporter", "sarif:r.sarif"])
        #expect(run.code == 0)
        #expect(run.output.contains("legacy_map_padding"))
        #expect(sandbox.read("out/r.xml")?.contains("<testsuites") == true)
        #expect(sandbox.read("r.sarif")?.contains("\"ruleId\" : \"legacy_map_padding\"") == true)
    }
}

let lenientMessage = "`GMSMapView.padding` is a legacy slot API; position the `viewport` view in the layout delegate to frame the camera instead"
