@testable import DelegateVerifier
import Foundation
import Testing

/// What trial round 54 found: a constraint priority outside UIKit's documented
/// range was solved as if valid (a silent pass). Repeating timers, which
/// stopped, are in `MainQueueTests`.
@Suite struct Trial54Tests {
    let probe = ConstructsTests().probe

    /// `priority = .defaultLow - 250` (0) or `UILayoutPriority(rawValue: 1001)`:
    /// UIKit documents priorities as above 0 and at most required, and not
    /// what it does with others, so the run stops; 1 and 1000 are set.
    @Test func aPriorityOutsideUIKitsRangeStops() throws {
        func members(_ priority: String) -> String {
            """
            func probe() -> String {
                let c = UIView().widthAnchor.constraint(equalToConstant: 8)
                c.priority = \(priority)
                return "\\(c.priority.rawValue)"
            }
            """
        }
        #expect(try probe(members("UILayoutPriority(rawValue: 1)"), "", nil) == "1.0")
        #expect(try probe(members(".required"), "", nil) == "1000.0")
        #expect(throws: Unsupported.self) { try probe(members(".defaultLow - 250"), "", nil) }
        #expect(throws: Unsupported.self) { try probe(members("UILayoutPriority(rawValue: 1001)"), "", nil) }
    }
}

/// A set's order decides a z-order: stated, not passed over (trial 54c).
@Suite struct Trial54SetOrderTests {
    /// `for view in Set(...) { navMap.addSubview(view) }` states that one order
    /// is checked; adding from an array, or removing from a set, does not.
    @Test func viewsAddedInASetsOrderAreAnAssumption() throws {
        func delegate(_ loop: String) -> String {
            Fixture.minimalDelegate(
                members: "private let badges = [UIView(), UIView()]",
                enable: loop, disable: "badges.forEach { $0.removeFromSuperview() }")
        }
        let scenarios = Array(Fixture.scenarios.prefix(2))
        let stated = { (result: DelegateVerifier.Verification) in
            result.findings.contains { $0.ruleID == "delegate_assumption" && $0.message.contains("a Set's order unspecified") }
        }
        let fromSet = try Fixture.verify(delegate("for badge in Set(badges) { navMap.addSubview(badge) }"), scenarios: scenarios)
        #expect(stated(fromSet), "\(fromSet.listing)")
        let forEach = try Fixture.verify(delegate("Set(badges).forEach { navMap.addSubview($0) }"), scenarios: scenarios)
        #expect(stated(forEach), "\(forEach.listing)")
        let fromArray = try Fixture.verify(delegate("for badge in badges { navMap.addSubview(badge) }"), scenarios: scenarios)
        #expect(!stated(fromArray), "\(fromArray.listing)")
    }
}
