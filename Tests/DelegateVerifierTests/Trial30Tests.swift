@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial round 30: `#available` checks (an iOS 16 branch passed in silence)
/// and the tablet window narrowed to a third.
@Suite struct Trial30Tests {
    /// The newest system is assumed: `#available` is true and `#unavailable`
    /// false (before, both ran as true).
    @Test func availabilityChecksTakeTheNewestSystem() throws {
        let members = """
            func probe() -> String {
              var ran = ""
              if #available(iOS 17.0, *) { ran += "available " } else { ran += "older " }
              if #unavailable(iOS 17.0) { ran += "unavailable" } else { ran += "newest" }
              return ran
            }
            """
        let ran = try ConstructsTests().probe(members, "")
        #expect(ran == "available newest", "\(ran)")
    }

    /// Code for older systems is not checked, and the output says so at the check.
    @Test func anAvailabilityCheckIsStated() throws {
        let text = Fixture.mutate(
            Fixture.sample, "    let bottomGuide = mapContentsBottomGuide\n",
            "    let bottomGuide = mapContentsBottomGuide\n    if #available(iOS 16, *) {} else { navMap.isHidden = true }\n")
        let result = try Fixture.verify(text, scenarios: Array(Fixture.portrait.prefix(2)))
        #expect(result.ruleIDs == ["delegate_assumption"], "\(result.listing)")
        let message = try #require(result.findings.first?.message)
        #expect(
            message.hasPrefix(
                "assumed: #available(iOS 16, *) is taken as true (the newest system): the code for older systems is not checked (in "),
            "\(result.listing)")
    }

    /// The tablet window narrowed to a third and widened back runs (both ways,
    /// both directions), and the SDK's sample keeps to its one known warning in it.
    @Test func theSampleStaysCleanWhenATabletWindowNarrows() throws {
        let resizes = Fixture.scenarios.filter { $0.name.hasPrefix("resize-tabletPortrait-splitViewThird-") || $0.name.hasPrefix("resize-splitViewThird-tabletPortrait-") }
        #expect(resizes.count == 4)
        let clean = try Fixture.verify(Fixture.sample, scenarios: resizes)
        // The sample's own warning (its callbacks do not read wideMode) is all there is.
        #expect(clean.ruleIDs == ["delegate_wide_mode_unchecked"], "\(clean.listing)")
    }
}
