import DelegateVerifier
import Foundation
import Testing

@testable import NavlintCommands

/// `navlint verify --content-size-category NAME`: UIKit's names, `large` by
/// default, a wrong name a usage error listing the right ones, and the
/// summary naming the text size a run read.
@Suite struct ContentSizeCategoryOptionTests {
    @Test func theOptionTakesUIKitsNames() throws {
        #expect(try VerifyCommand.parse(["x"]).contentSizeCategory == .large)
        #expect(try VerifyCommand.parse(["x", "--content-size-category", "accessibilityExtraExtraExtraLarge"]).contentSizeCategory
            == .accessibilityExtraExtraExtraLarge)
        #expect(try VerifyCommand.parse(["x", "--content-size-category=extraSmall"]).contentSizeCategory == .extraSmall)
        do {
            _ = try VerifyCommand.parse(["x", "--content-size-category", "huge"])
            Issue.record("huge was taken")
        } catch {
            #expect(error.description.contains("extraSmall, small, medium, large"), "\(error)")
        }
        #expect(VerifyCommand.usage.contains("--content-size-category NAME"))
    }

    @Test func theSummaryNamesTheTextSize() throws {
        let sandbox = try Sandbox()
        let delegate = repositoryRoot.appendingPathComponent("Tests/Stubs/Fixtures/BasicLayoutDelegate.swift").path
        let run = sandbox.run(["verify", delegate, "--content-size-category", "accessibilityLarge"])
        #expect(run.code == 0, "\(run.output)\(run.error)")
        #expect(run.error.contains("fully at the text size accessibilityLarge"), "\(run.error)")
    }
}
