import DelegateVerifier
import Foundation
import Testing

/// What the interpreter cannot run is reported where it is, never guessed.
@Suite struct InterpreterLimitsTests {
    static let portraitWithPrompt = Fixture.portrait.filter { $0.name.hasSuffix("-prompt") }

    @Test func unsupportedStatementIsNotVerifiedAtItsLocation() throws {
        let text = Fixture.mutate(
            Fixture.sample, "    navigationReadyElements?.deactivate()\n\n    let safeArea",
            "    navigationReadyElements?.deactivate()\n    while oldState.wideMode { break }\n\n    let safeArea")
        let result = try Fixture.verify(text, scenarios: Self.portraitWithPrompt)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("while oldState.wideMode") }! + 1
        #expect(result.findings.map(\.ruleID) == ["delegate_not_verified"], "\(result.listing)")
        #expect(result.findings.first?.location.line == line)
        #expect(result.findings.first?.severity == .warning)
    }

    @Test func unknownAPIIsNotVerified() throws {
        let text = Fixture.mutate(
            Fixture.sample, "    navMap.addSubview(newPrompt)\n",
            "    navMap.addSubview(newPrompt)\n    DispatchQueue.main.async { navMap.layoutIfNeeded() }\n")
        let result = try Fixture.verify(text, scenarios: Self.portraitWithPrompt)
        #expect(result.ruleIDs == ["delegate_not_verified"], "\(result.listing)")
        #expect(result.findings.first?.message.contains("DispatchQueue") == true, "\(result.listing)")
    }

    @Test func runawayLoopsEndAsNotVerified() throws {
        let text = Fixture.mutate(
            Fixture.sample, "  // MARK: - Prompts",
            "  private func spin() { spin() }\n\n  // MARK: - Prompts")
            .replacingOccurrences(of: "    navMap.addSubview(newPrompt)\n", with: "    navMap.addSubview(newPrompt)\n    spin()\n")
        let result = try Fixture.verify(text, scenarios: Array(Self.portraitWithPrompt.prefix(1)))
        #expect(result.ruleIDs == ["delegate_not_verified"], "\(result.listing)")
    }

    @Test func fileWithoutDelegateIsAnError() {
        #expect(throws: DelegateSource.LoadError.self) {
            try DelegateSource(text: "final class Plain {}", displayPath: "Plain.swift")
        }
    }

    @Test func againstLegacyNeedsVariantLines() {
        #expect(throws: DelegateVerifier.NoVariantsError.self) {
            try Fixture.verify(Fixture.sample, againstLegacy: true)
        }
    }

    @Test func verificationIsDeterministic() throws {
        let scenarios = Fixture.scenarios.filter { $0.speedWidgetState == .both }
        let text = Fixture.mutate(
            Fixture.sample, "viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),",
            "viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),")
        let first = try Fixture.verify(text, scenarios: scenarios, pictures: true)
        let second = try Fixture.verify(text, scenarios: scenarios, pictures: true)
        #expect(first.findings == second.findings)
        #expect(first.pictures.map(\.svg) == second.pictures.map(\.svg))
        #expect(first.pictures.map(\.fileName) == second.pictures.map(\.fileName))
    }
}
