import Foundation
import NavlintCommands
import Testing

/// `navlint verify` end to end: exit codes, reporters, pictures.
@Suite struct VerifyCommandTests {
    static let samplePath = Fixture.directory.appendingPathComponent("BasicLayoutDelegate.swift").path
    static let legacyPath = Fixture.directory.appendingPathComponent("LegacyDefaultLayoutDelegate.swift").path

    func run(_ arguments: [String]) -> (code: Int32, output: String, error: String) {
        let (console, captured) = Console.capturing()
        let code = Navlint.main(["verify"] + arguments, console: console, workingDirectory: NSTemporaryDirectory())
        return (code.rawValue, captured.output, captured.error)
    }

    @Test func warningsPassUnlessStrict() {
        #expect(run([Self.samplePath, "--quiet"]).code == 0)
        #expect(run([Self.samplePath, "--quiet", "--strict"]).code == 1)
    }

    /// The sample's only findings are two `delegate_wide_mode_unchecked` warnings.
    @Test func theConfigurationDisablesAndRaisesVerifierRules() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-verify-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let raised = folder.appendingPathComponent("raised.json")
        try Data(#"{"severity": {"delegate_wide_mode_unchecked": "error"}}"#.utf8).write(to: raised)
        let disabled = folder.appendingPathComponent("disabled.json")
        try Data(#"{"disabled_rules": ["delegate_wide_mode_unchecked"]}"#.utf8).write(to: disabled)
        #expect(run([Self.samplePath, "--quiet", "--config", raised.path]).code == 1)
        let quiet = run([Self.samplePath, "--quiet", "--strict", "--config", disabled.path])
        #expect(quiet.code == 0)
        #expect(!quiet.output.contains("delegate_wide_mode_unchecked"), "\(quiet.output)")
        let unknown = folder.appendingPathComponent("unknown.json")
        try Data(#"{"disabled_rules": ["delegate_no_such_rule"]}"#.utf8).write(to: unknown)
        #expect(run([Self.samplePath, "--quiet", "--config", unknown.path]).code == 2)
    }

    @Test func againstLegacyWithoutVariantsIsAUsageError() {
        let result = run([Self.samplePath, "--against-legacy"])
        #expect(result.code == 2)
        #expect(result.error.contains("navlint-legacy-variant"))
    }

    @Test func missingFileAndNoFileAreErrors() {
        #expect(run(["/nonexistent/Delegate.swift", "--quiet"]).code == 2)
        #expect(run([]).code == 2)
    }

    @Test func picturesAndHTMLAndSARIF() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-verify-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = folder.appendingPathComponent("report.sarif").path
        let html = folder.appendingPathComponent("report.html").path
        let result = run([
            Self.legacyPath, "--against-legacy", "--quiet", "--pictures", folder.appendingPathComponent("pictures").path,
            "--reporter", "sarif:\(sarif)", "--reporter", "html:\(html)",
        ])
        #expect(result.code == 0, "\(result.error)")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pictures").path)
        #expect(pictures.count == 2 * 68)
        #expect(pictures.contains("LegacyDefaultLayoutDelegate-default-phonePortrait-ltr-speed.both-prompt.svg"))
        #expect(pictures.contains("LegacyDefaultLayoutDelegate-noReportButton-tabletPortrait-rtl-speed.both.svg"))
        let sarifText = try String(contentsOfFile: sarif, encoding: .utf8)
        for rule in ["delegate_not_equivalent", "delegate_wide_mode_unchecked", "delegate_overlap", "delegate_not_verified"] {
            #expect(sarifText.contains(rule), "\(rule) in SARIF rules")
        }
        #expect(try String(contentsOfFile: html, encoding: .utf8).contains("<svg"))
    }
}
