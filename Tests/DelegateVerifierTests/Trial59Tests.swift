@testable import DelegateVerifier
import LayoutModel
import Testing

/// Constructs of session 37's trial delegates (corpus 339-341): labelled
/// loops and statements, Foundation's `IndexPath` and `IndexSet`,
/// `partition(by:)`, `Int.max` as a sentinel, and initializers overloaded by
/// parameter type; each run by `ConstructsTests.probe`, the expected text
/// what Swift prints for the same code.
@Suite struct Trial59Tests {
    let probe = ConstructsTests().probe

    /// `continue outer`, `break outer`, a labelled `while` left from a
    /// `switch`, and `break` out of a labelled `if`.
    @Test func labelledStatementsBreakAndContinueTheStatementTheyName() throws {
        let members = """
            func probe() -> String {
              var log: [String] = []
              outer: for i in 0..<3 {
                for j in 0..<3 {
                  if j == 1 { continue outer }
                  if i == 2 { break outer }
                  log.append("\\(i)\\(j)")
                }
              }
              var n = 0
              scan: while true {
                n += 1
                switch n {
                case 3: break scan
                default: continue scan
                }
              }
              check: if n > 0 {
                if n == 3 { break check }
                log.append("not left")
              }
              var m = 0
              count: repeat { m += 1; if m == 2 { break count } } while m < 5
              return "\\(log.joined(separator: ",")) \\(n) \\(m)"
            }
            """
        let printed = try probe(members, "", nil)
        #expect(printed == "00,10 3 2")
    }

    /// Index sets in ascending order with Foundation's set algebra, index
    /// paths comparing and hashing as Foundation's, `partition(by:)` leaving
    /// Swift's order, `Int.max` above any index.
    @Test func indexPathsIndexSetsAndPartitionRunAsFoundationsAndSwifts() throws {
        let members = """
            func probe() -> String {
              var set: IndexSet = [5, 1]
              set.insert(3)
              set.formUnion(IndexSet(integersIn: 7...8))
              set.subtract([1])
              let paths = [IndexPath(item: 2, section: 1), IndexPath(row: 0, section: 1), IndexPath(item: 9, section: 0)].sorted()
              var cells: [IndexPath: String] = [IndexPath(item: 0, section: 1): "a"]
              cells[IndexPath(row: 0, section: 1)] = "b"
              var parts = [4, 1, 3, 2, 5]
              let pivot = parts.partition { $0 > 2 }
              let evens = set.filter { $0 % 2 == 0 }
              return "\\(Array(set)) \\(set.contains(3)) \\(set.count) \\(paths.map { "\\($0.section).\\($0.row)" }.joined(separator: " ")) \\(cells.count) \\(cells[IndexPath(item: 0, section: 1)]!) \\(pivot) \\(parts) \\(Array(evens)) \\(set.first!) \\(Int.max > 1 << 40)"
            }
            """
        let printed = try probe(members, "", nil)
        #expect(printed == "[3, 5, 7, 8] true 4 0.9 1.0 1.2 1 b 2 [2, 1, 3, 4, 5] [8] 3 true")
    }

    /// Of initializers with the same labels, the one whose parameter type
    /// takes the argument runs (corpus 339: the guidance state ran the ready
    /// state's initializer, declared first).
    @Test func anInitializerIsChosenByItsParameterTypes() throws {
        let declarations = """
            struct Pick {
              let kind: String
              init(_ guide: UILayoutGuide) { kind = "guide" }
              init(_ view: UIView) { kind = "view" }
            }
            """
        let members = """
            func probe() -> String { "\\(Pick(UIView()).kind) \\(Pick(UILayoutGuide()).kind)" }
            """
        #expect(try probe(members, declarations, nil) == "view guide")
    }

    /// `anchorWithOffset(to:)` (corpus 341): a gap held at a constant is its
    /// far anchor held at the near one plus the constant, a gap between an
    /// item's own edges its height.
    @Test func anchorWithOffsetGapsAreTheirFarAnchorHeldToTheNearOne() throws {
        let members = """
            func probe() -> String {
              let a = UIView()
              let b = UIView()
              let gap = a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(greaterThanOrEqualToConstant: 8)
              let own = a.topAnchor.anchorWithOffset(to: a.bottomAnchor).constraint(equalToConstant: 40)
              return "\\(gap.firstAttribute == .top) \\(gap.secondAttribute == .bottom) \\(gap.relation == .greaterThanOrEqual) \\(gap.constant) \\(own.firstAttribute == .height) \\(own.constant)"
            }
            """
        let printed = try probe(members, "", nil)
        #expect(printed == "true true true 8.0 true 40.0")
    }

    /// A gap held to another gap is one constraint over four anchors; the
    /// files' `NSLayoutDimension.constraint(equalTo: Role)` runs for a role,
    /// UIKit's namesake for a gap (corpus 341 ran the files' for both).
    @Test func aGapHeldToAnotherGapIsOneConstraint() throws {
        let declarations = """
            enum Role { case rhythm }
            extension NSLayoutDimension {
              func constraint(equalTo role: Role) -> NSLayoutConstraint { constraint(equalToConstant: 8) }
            }
            """
        let members = """
            func probe() -> String {
              let a = UIView()
              let b = UIView()
              let c = UIView()
              let drop = b.bottomAnchor.anchorWithOffset(to: c.topAnchor)
              let token = a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: .rhythm)
              let same = a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: drop, multiplier: 2, constant: 4)
              let half = a.widthAnchor.constraint(equalTo: drop, multiplier: 0.5)
              return "\\(token.constant) \\(same.multiplier) \\(same.constant) \\(half.multiplier)"
            }
            """
        let printed = try probe(members, declarations, nil)
        #expect(printed == "8.0 2.0 4.0 0.5")
        let itemOfGap = """
            func probe() -> String {
              let a = UIView()
              let b = UIView()
              let gaps = a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: b.heightAnchor)
              return "\\(gaps.firstItem === a)"
            }
            """
        #expect(throws: Unsupported.self) { try probe(itemOfGap, "", nil) }
    }
}
