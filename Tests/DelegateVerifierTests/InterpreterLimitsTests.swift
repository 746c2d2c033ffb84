import DelegateVerifier
import Foundation
import NavlintCore
import Testing

/// What the interpreter cannot run is reported where it is, never guessed.
@Suite struct InterpreterLimitsTests {
    static let portraitWithPrompt = Fixture.portrait.filter { $0.name.hasSuffix("-prompt") }

    @Test func unsupportedStatementIsNotVerifiedAtItsLocation() throws {
        let text = Fixture.mutate(
            Fixture.sample, "    navigationReadyElements?.deactivate()\n\n    let safeArea",
            "    navigationReadyElements?.deactivate()\n    discard self\n\n    let safeArea")
        let result = try Fixture.verify(text, scenarios: Self.portraitWithPrompt)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("discard self") }! + 1
        #expect(result.findings.map(\.ruleID) == ["delegate_not_verified"], "\(result.listing)")
        #expect(result.findings.first?.location.line == line)
        // Never a silent pass: code that is not run is an error, and the run says how much was checked.
        #expect(result.findings.first?.severity == .error)
        #expect(!result.isFullyVerified && result.fullyCheckedRuns == 0 && result.runs == Self.portraitWithPrompt.count)
    }

    @Test func unknownAPIIsNotVerified() throws {
        let text = Fixture.mutate(
            Fixture.sample, "    navMap.addSubview(newPrompt)\n",
            "    navMap.addSubview(newPrompt)\n    navMap.animate(toZoom: 15)\n")
        let result = try Fixture.verify(text, scenarios: Self.portraitWithPrompt)
        #expect(result.ruleIDs == ["delegate_not_verified"], "\(result.listing)")
        #expect(result.findings.first?.message.contains("animate(toZoom:)") == true, "\(result.listing)")
    }

    @Test func runawayLoopsEndAsNotVerified() throws {
        let text = Fixture.mutate(
            Fixture.sample, "  // MARK: - Prompts",
            "  private func spin() { spin() }\n\n  // MARK: - Prompts")
            .replacingOccurrences(of: "    navMap.addSubview(newPrompt)\n", with: "    navMap.addSubview(newPrompt)\n    spin()\n")
        let result = try Fixture.verify(text, scenarios: Array(Self.portraitWithPrompt.prefix(1)))
        #expect(result.ruleIDs == ["delegate_not_verified"], "\(result.listing)")
    }

    @Test func fileWithoutDelegateIsAnInputProblem() {
        #expect(
            throws: InputProblem(
                kind: .unverifiable, location: SourceLocation(file: "Plain.swift", line: 1),
                message: "no class conforms to NavigationLayoutDelegate; nothing to verify")
        ) {
            try DelegateSource(text: "final class Plain {}", displayPath: "Plain.swift")
        }
    }

    @Test func againstLegacyNeedsVariantLines() {
        #expect(
            throws: InputProblem(
                kind: .unverifiable, location: SourceLocation(file: "Delegate.swift", line: 1),
                message: "--against-legacy needs '// navlint-legacy-variant:' header lines (written by navlint generate)")
        ) {
            try Fixture.verify(Fixture.sample, againstLegacy: true)
        }
    }

    /// The SDK sample with one expression cut short: the parser's stand-in is never interpreted.
    @Test func syntaxErrorsAreAnInputProblemAtTheFirstError() throws {
        let text = Fixture.mutate(Fixture.sample, "constant: newPrompt.bounds.height)", "constant: newPrompt.bounds.height *)")
        let problem = try #require(throws: InputProblem.self) { try Fixture.verify(text) }
        #expect(problem.kind == .unverifiable && problem.location.line == 175 && problem.location.column != nil)
        #expect(problem.message.hasPrefix("syntax error: expected expression after operator"), "\(problem.message)")
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
