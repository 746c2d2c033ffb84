import DelegateVerifier
import LayoutModel
import Testing

/// `effectiveUserInterfaceLayoutDirection` takes each scenario's direction, so
/// code that picks a side from it (generated for the legacy physical padding)
/// is verified in both directions; what does not compare is not guessed.
@Suite struct LayoutDirectionTests {
    static let portrait = Array(Fixture.portrait.filter { $0.name.hasSuffix("-prompt") })
    static let leftToRight = portrait.filter { $0.direction == .leftToRight }
    static let rightToLeft = portrait.filter { $0.direction == .rightToLeft }

    /// The sample, with the logo pushed off the map when `condition` holds.
    static func delegate(condition: String) -> String {
        Fixture.mutate(
            Fixture.sample, "      logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),\n",
            "      logo.leadingAnchor.constraint(\n"
                + "        equalTo: safeArea.leadingAnchor, constant: \(condition) ? -2000 : 0),\n")
    }

    @Test func theDirectionIsTheScenarios() throws {
        let text = Self.delegate(condition: "navMap.effectiveUserInterfaceLayoutDirection == .rightToLeft")
        #expect(!Self.leftToRight.isEmpty && !Self.rightToLeft.isEmpty)
        let ltr = try Fixture.verify(text, scenarios: Self.leftToRight)
        #expect(ltr.findings.isEmpty, "\(ltr.listing)")
        let rtl = try Fixture.verify(text, scenarios: Self.rightToLeft)
        #expect(!rtl.findings.isEmpty)
        #expect(!rtl.ruleIDs.contains("delegate_not_verified"), "\(rtl.listing)")
    }

    @Test func theTypesCaseAndInequalityCompareToo() throws {
        let text = Self.delegate(
            condition: "navMap.effectiveUserInterfaceLayoutDirection != UIUserInterfaceLayoutDirection.leftToRight")
        #expect(try Fixture.verify(text, scenarios: Self.leftToRight).findings.isEmpty)
        #expect(!(try Fixture.verify(text, scenarios: Self.rightToLeft).findings.isEmpty))
    }

    @Test func aValueThatIsNoDirectionIsNotVerified() throws {
        let text = Self.delegate(condition: "navMap.effectiveUserInterfaceLayoutDirection == .bottom")
        let result = try Fixture.verify(text, scenarios: Self.leftToRight)
        #expect(result.ruleIDs == ["delegate_not_verified"], "\(result.listing)")
    }
}
