import Testing

@Suite struct ConfigurationTests {
    private func configError(_ json: String) throws -> String {
        let sandbox = try Sandbox(["A.swift": mapPaddingUse, ".navlint.json": json])
        let run = sandbox.run(["lint"])
        #expect(run.code == 2)
        return run.error
    }

    @Test func unknownKeysAreErrorsNamingTheKeyAndLine() throws {
        let error = try configError("{\n  \"excluded\": [],\n  \"disabled_rule\": [\"legacy_map_padding\"]\n}")
        #expect(error.contains(".navlint.json:3: error: unknown key 'disabled_rule'"))
    }

    @Test func badValuesAreErrorsNamingTheKey() throws {
        #expect(try configError(#"{"excluded": "Pods"}"#).contains("'excluded' must be an array of strings"))
        #expect(try configError(#"{"disabled_rules": ["legacy_padding"]}"#).contains("unknown rule 'legacy_padding'"))
        #expect(try configError(#"{"severity": {"legacy_map_padding": "fatal"}}"#)
            .contains("the severity of 'legacy_map_padding' must be"))
        #expect(try configError(#"{"only_rules": ["legacy_map_padding"], "disabled_rules": ["legacy_map_padding"]}"#)
            .contains("cannot be used together"))
        #expect(try configError("[1, 2]").contains("must be a JSON object"))
        #expect(try configError("{\n\"excluded\": [,]\n}").contains(".navlint.json:2: error: not valid JSON"))
    }

    /// JSON lets a key stand twice (one silently wins) and an empty `only_rules`
    /// would run nothing: both are errors at the key's line.
    @Test func duplicateKeysAndAnEmptyRuleListAreErrorsAtTheirLine() throws {
        let twice = try configError("{\n  \"excluded\": [\"A\"],\n  \"included\": [],\n  \"excluded\": []\n}")
        #expect(twice.contains(".navlint.json:4: error: 'excluded' is given twice"))
        let nested = try configError(
            "{\"severity\": {\n\"legacy_map_padding\": \"error\",\n\"legacy_map_padding\": \"warning\"}}")
        #expect(nested.contains(".navlint.json:3: error: 'legacy_map_padding' is given twice"))
        #expect(try configError("{\n\"only_rules\": []\n}").contains(".navlint.json:2: error: 'only_rules' is empty"))
        // The same name in two objects, or as a value, is no duplicate.
        let fine = try Sandbox([
            "A.swift": mapPaddingUse,
            ".navlint.json": #"{"excluded": ["excluded"], "severity": {"legacy_map_padding": "error"}, "included": ["A.swift"]}"#,
        ])
        #expect(fine.run(["lint", "--quiet"]).code == 1)
    }

    @Test func disabledAndOnlyRules() throws {
        let files = [
            "A.swift": "func f(_ m: GMSMapView) { m.padding = .zero; m.settings.isNavigationHeaderEnabled = true }\n",
        ]
        let disabled = try Sandbox(files.merging([".navlint.json": #"{"disabled_rules": ["legacy_map_padding"]}"#]) { $1 })
        #expect(disabled.run(["lint"]).output.contains("legacy_map_padding") == false)
        #expect(disabled.run(["lint"]).output.contains("legacy_navigation_header_enabled"))
        let only = try Sandbox(files.merging([".navlint.json": #"{"only_rules": ["legacy_map_padding"]}"#]) { $1 })
        #expect(only.run(["lint"]).output.contains("legacy_navigation_header_enabled") == false)
        #expect(only.run(["lint"]).output.contains("legacy_map_padding"))
    }

    @Test func includedAndExcludedPathsAndGlobs() throws {
        let sandbox = try Sandbox([
            "App/Screen.swift": mapPaddingUse,
            "App/Generated/Gen.swift": mapPaddingUse,
            "App/ScreenTests.swift": mapPaddingUse,
            "Other/Ignored.swift": mapPaddingUse,
            ".navlint.json": #"{"included": ["App/**/*.swift"], "excluded": ["App/Generated", "**/*Tests.swift"]}"#,
        ])
        let run = sandbox.run(["lint"])
        #expect(run.output == "App/Screen.swift:1:29: warning: \(lenientMessage) (legacy_map_padding)\n")
    }

    @Test func theConfigurationIsFoundUpwardOrGivenExplicitly() throws {
        let sandbox = try Sandbox([
            "Project/Sub/A.swift": mapPaddingUse,
            "Project/.navlint.json": #"{"severity": {"legacy_map_padding": "error"}}"#,
            "relaxed.json": #"{"disabled_rules": ["legacy_map_padding"]}"#,
        ])
        // From Project/Sub, the configuration one folder up is in force.
        #expect(sandbox.run(["lint"], in: "Project/Sub").code == 1)
        // From the sandbox root there is none.
        #expect(sandbox.run(["lint"]).code == 0)
        // --config wins over the one found by walking up.
        let explicit = sandbox.run(["lint", "--config", "../../relaxed.json"], in: "Project/Sub")
        #expect(explicit.code == 0 && explicit.output.isEmpty)
    }
}
