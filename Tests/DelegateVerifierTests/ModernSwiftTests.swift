@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial round 31: Swift 5.9 `if`/`switch` bodies as implicit returns
/// (SE-0380), a result builder a method takes from the protocol requirement it
/// implements (SE-0289), `.zero` yielded into a typed stream, and closures
/// handed to UIKit initializers stated when they never run.
@Suite struct ModernSwiftTests {
    let probe = ConstructsTests().probe

    @Test func ifAndSwitchBodiesGiveTheirBranchesValues() throws {
        let declarations = """
            enum Phase {
              case ready(Int), guidance(Int)
              var count: Int { switch self { case .ready(let n): n; case .guidance(let n): n * 10 } }
              var guided: Bool { if case .guidance = self { true } else { false } }
              static func make(_ flag: Bool, _ n: Int) -> Phase {
                switch (flag, n) {
                case (true, _): .guidance(n)
                case (false, let m) where m > 5: .ready(m * 2)
                default: .ready(n)
                }
              }
            }
            """
        let members = """
            var log = ""
            func note(_ flag: Bool) { if flag { log += "yes" } }
            func probe() -> String {
              note(false)
              note(true)
              let a = Phase.make(true, 2), b = Phase.make(false, 7), c = Phase.make(false, 1)
              return "\\(a.count) \\(b.count) \\(c.count) \\(a.guided) \\(c.guided) \\(log)"
            }
            """
        #expect(try probe(members, declarations, nil) == "20 14 1 true false yes")
    }

    @Test func aMethodTakesTheResultBuilderOfItsProtocolRequirement() throws {
        let declarations = Trial25BuilderTests.builder + """
            protocol Slot { @ConstraintsBuilder func constraints(_ view: UIView, wide: Bool) -> [NSLayoutConstraint] }
            protocol PanelSlot: Slot {}
            struct Panel: PanelSlot {
              func constraints(_ view: UIView, wide: Bool) -> [NSLayoutConstraint] {
                view.widthAnchor.constraint(equalToConstant: 10)
                if wide { view.heightAnchor.constraint(equalToConstant: 20) }
              }
            }
            """
        let members = """
            func probe() -> String {
              let slot: any Slot = Panel()
              return "\\(slot.constraints(UIView(), wide: true).count) \\(Panel().constraints(UIView(), wide: false).count)"
            }
            """
        #expect(try probe(members, declarations, nil) == "2 1")
    }

    @Test func anImplicitMemberYieldedIntoATypedStreamIsOfItsElementType() throws {
        let members = """
            func probe() -> String {
              let (sizes, continuation) = AsyncStream.makeStream(of: CGSize.self)
              continuation.yield(.zero)
              continuation.yield(CGSize(width: 3, height: 4))
              continuation.finish()
              _ = sizes
              return "\\(CGSize.zero.width) \\(CGPoint.zero.y)"
            }
            """
        #expect(try probe(members, "", nil) == "0.0 0.0")
    }

    /// `UIPanGestureRecognizer { ... }` from an app's extension: UIKit runs the
    /// closure on a gesture no scenario makes, so the run says it did not check it.
    @Test func aClosureGivenToAUIKitInitializerIsStatedWhenItNeverRuns() throws {
        let text = Fixture.mutate(
            Fixture.sample, "    navMap.addLayoutGuide(bottomGuide)\n",
            "    navMap.addLayoutGuide(bottomGuide)\n    _ = UIPanGestureRecognizer { _ in navMap.isHidden = true }\n")
        let result = try Fixture.verify(text)  // what never ran is told over the whole catalog
        #expect(
            result.findings.contains { $0.ruleID == "delegate_assumption" && $0.message.contains("never ran in any scenario") },
            "\(result.listing)")
    }
}
