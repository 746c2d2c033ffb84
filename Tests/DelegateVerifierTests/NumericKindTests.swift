@testable import DelegateVerifier
import Testing

/// `/` on two whole numbers that do not divide evenly: the operands' static
/// type (read from the syntax, `NumericKind`) decides between `Int`'s
/// truncation and the floating quotient; when it cannot be told the run stops.
@Suite struct NumericKindTests {
    let probe = ConstructsTests().probe

    /// The trial's silent pass: `f / 2 == 1` with `f = 3` took the early return.
    @Test func integerDivisionTruncates() throws {
        let members = """
            func probe() -> String {
              let f = 3
              guard f / 2 == 1 else { return "early" }
              let n: Int = -7
              var m = 7
              m /= 2
              return "\\(n / 2) \\(m) \\(half(5))"
            }
            func half(_ value: Int) -> Int { value / 2 }
            """
        #expect(try probe(members, "", nil) == "-3 3 2")
    }

    @Test func floatingDivisionKeepsTheFraction() throws {
        let members = """
            var gap: CGFloat = 5
            func probe() -> String {
              let x: CGFloat = 3
              var c: CGFloat = 7
              c /= 2
              let frame = CGRect(x: 0, y: 0, width: 3, height: 1)
              let width = frame.width
              return "\\(x / 2) \\(c) \\(width / 2) \\(gap / 2) \\(CGFloat(3) / 2) \\(Double(1) / 4)"
            }
            """
        #expect(try probe(members, "", nil) == "1.5 3.5 1.5 2.5 1.5 0.25")
    }

    /// Literals alone take the declaration's type, `Int` without one, as in Swift.
    @Test func literalsTakeTheirContext() throws {
        let members = """
            let columns = 3
            func probe() -> String {
              let half = 3 / 2
              let share: CGFloat = 3 / 2
              return "\\(half) \\(share) \\(columns / 2) \\(3 / 2 == 1)"
            }
            """
        #expect(try probe(members, "", nil) == "1 1.5 1 true")
    }

    @Test func countsIndicesAndLoopVariablesAreIntegers() throws {
        let members = """
            func probe() -> String {
              let items = ["a", "b", "c"]
              var byIndex = 0
              for i in 0..<4 { byIndex += i / 2 }
              var byOffset = 0
              for (offset, _) in items.enumerated() where offset / 2 == 0 { byOffset += 1 }
              let position = items.firstIndex(of: "c")!
              return "\\(items.count / 2) \\(byIndex) \\(byOffset) \\(position / 2) \\(total() / 2)"
            }
            func total() -> Int { 7 }
            """
        #expect(try probe(members, "", nil) == "1 2 2 1 3")
    }

    /// A name is read at its nearest declaration: a local hides a property, a
    /// binding of `if let`/`guard let` or an annotated closure parameter counts.
    @Test func namesResolveToTheirNearestDeclaration() throws {
        let members = """
            let columns = 3
            var share: CGFloat = 0
            func probe() -> String {
              let columns: CGFloat = 3
              let items = ["a", "b", "c", "d"]
              guard let last = items.lastIndex(of: "d") else { return "none" }
              var found = 0
              if let index = items.firstIndex(of: "b") { found = index / 2 }
              let halve = { (n: Int) in n / 2 }
              share = 3 / 2
              return "\\(columns / 2) \\(self.columns / 2) \\(last / 2) \\(found) \\(halve(5)) \\(share)"
            }
            """
        #expect(try probe(members, "", nil) == "1.5 1 1 0 2 1.5")
    }

    /// The trial's OptionSet-like `init(rawValue:)`: with a floating quotient
    /// only `.header` was a member, and the views of the others were never placed.
    @Test func aRawValueDecodedByDivisionKeepsItsMembers() throws {
        let declarations = """
            enum Region: Int, CaseIterable { case header = 1, footer = 2, speed = 4, compass = 8 }
            struct Regions {
              var members: Set<Region>
              init(rawValue: Int) { members = Set(Region.allCases.filter { rawValue / $0.rawValue % 2 == 1 }) }
            }
            """
        let members = """
            func probe() -> String {
              let regions = Regions(rawValue: 5)
              return "\\(regions.members.count) \\(regions.members.contains(.speed))"
            }
            """
        #expect(try probe(members, declarations, nil) == "2 true")
    }

    /// An operand whose type is not told stops the run when the quotient is
    /// fractional; an even division needs no type.
    @Test func anUntoldKindWithAFractionalQuotientIsNotVerified() throws {
        let members = """
            func probe() -> String {
              let values = [3, 4]
              return "\\(values[1] / 2) \\(values[0] / 2)"
            }
            """
        let error = #expect(throws: Unsupported.self) { try probe(members, "", nil) }
        #expect(error?.reason.contains("could not be told") == true, "\(String(describing: error))")
        let even = """
            func probe() -> String {
              let values = [3, 4]
              return "\\(values[1] / 2)"
            }
            """
        #expect(try probe(even, "", nil) == "2")
    }

    @Test func integerDivisionByZeroCrashes() throws {
        let members = """
            func probe() -> String {
              let zero = 0
              return "\\(4 / zero)"
            }
            """
        let error = #expect(throws: Unsupported.self) { try probe(members, "", nil) }
        #expect(error?.crashes == true)
    }
}
