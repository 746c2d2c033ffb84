import AppBuild
import DelegateVerifier
import Foundation
import Testing

/// A delegate file may hold one delegate per build of its screen, under `#if`
/// (what `navlint fix` writes when a screen's builds differ): verify reads the
/// build it is told to, with every line where it was.
@Suite struct BuildSelectionTests {
    static let twoBuilds = """
        // header
        #if BETA
        let beta = 1
        #if DEBUG
        let debugBeta = 2
        #endif
        #else
        let release = 3
        #endif
        let shared = 4
        """

    @Test func inactiveClausesAndDirectivesAreBlankedLineForLine() {
        let text = ActiveSource.text(Self.twoBuilds, in: AppBuildConfiguration())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let original = Self.twoBuilds.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == original.count)
        #expect(zip(lines, original).allSatisfy { $0.count == $1.count })
        #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["// header", "", "", "", "", "", "", "let release = 3", "", "let shared = 4"])
    }

    @Test func nestedConditionsAreEvaluatedInTheActiveClause() {
        let beta = ActiveSource.text(Self.twoBuilds, in: AppBuildConfiguration(customConditions: ["BETA"]))
        #expect(beta.contains("let beta = 1") && !beta.contains("debugBeta") && !beta.contains("release") && !beta.contains("#"))
        let debug = ActiveSource.text(Self.twoBuilds, in: AppBuildConfiguration(customConditions: ["BETA", "DEBUG"]))
        #expect(debug.contains("let debugBeta = 2"))
    }

    /// What a build leaves out is named, so a green run never hides an unchecked clause.
    @Test func inactiveClausesWithCodeAreListed() {
        let plain = ActiveSource.read(Self.twoBuilds, in: AppBuildConfiguration()).inactive
        #expect(plain == [.init(line: 2, directive: "#if BETA")])
        let beta = ActiveSource.read(Self.twoBuilds, in: AppBuildConfiguration(customConditions: ["BETA"])).inactive
        #expect(beta == [.init(line: 4, directive: "#if DEBUG"), .init(line: 7, directive: "#else of #if BETA")])
    }

    @Test func aFileWithoutConditionsIsUnchanged() {
        let text = "final class A {}\n"
        #expect(ActiveSource.text(text, in: AppBuildConfiguration(customConditions: ["X"])) == text)
    }

    /// The fix fixture's screen: without its footer in the beta build.
    @Test func eachBuildReadsItsOwnDelegateAndLegacyVariants() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("MigrationTests/Fixtures/build-conditions/after/App/BetaViewControllerLayoutDelegate.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let release = try DelegateSource(text: text, displayPath: "Beta.swift")
        let beta = try DelegateSource(text: text, displayPath: "Beta.swift", build: AppBuildConfiguration(customConditions: ["BETA_LAYOUT"]))
        #expect(release.variants.map(\.configuration.footerEnabled) == [true])
        #expect(beta.variants.map(\.configuration.footerEnabled) == [false])
        #expect(release.delegateName == "BetaViewControllerLayoutDelegate" && beta.delegateName == release.delegateName)
    }
}
