@testable import DelegateVerifier
import Testing

/// The files' `OptionSet` types: set algebra on the raw value's bits with no
/// declaration of `insert`, `contains`, ... in the files (the standard
/// library's default implementations), and the integer operators raw values use.
@Suite struct OptionSetTests {
    let probe = ConstructsTests().probe

    static let regions = """
        struct Regions: OptionSet {
          let rawValue: Int
          static let viewport = Regions(rawValue: 1 << 0)
          static let logo = Regions(rawValue: 1 << 1)
          static let buttons = Regions(rawValue: 1 << 2)
          static let all: Regions = [.viewport, .logo, .buttons]
        }
        """

    @Test func setAlgebraWorksOnTheBits() throws {
        let members = """
            func probe() -> String {
              var shown = Regions.all
              shown.remove(.buttons)
              let removedAgain = shown.remove(.buttons)
              let inserted = shown.insert(.buttons).inserted
              shown.subtract([.viewport, .logo])
              let raw = Regions(rawValue: 3)
              var empty = Regions()
              empty.formUnion(.logo)
              let literal: Regions = []
              return [
                "\\(shown.rawValue)", "\\(removedAgain == nil)", "\\(inserted)",
                "\\(raw.contains(.logo)) \\(raw.contains([.logo, .buttons])) \\(raw.isSubset(of: .all))",
                "\\(raw.union(.buttons) == .all) \\(raw.intersection(.logo).rawValue) \\(Regions.all.subtracting(raw).rawValue)",
                "\\(empty.rawValue) \\(literal.isEmpty) \\(raw.isDisjoint(with: .buttons)) \\(raw.symmetricDifference(.all).rawValue)",
              ].joined(separator: "|")
            }
            """
        #expect(try probe(members, Self.regions, nil) == "4|true|true|true false true|true 2 4|2 true true 4")
    }

    @Test func integerOperators() throws {
        let members = """
            func probe() -> String {
              "\\(1 << 3) \\(16 >> 2) \\(6 & 3) \\(6 | 3) \\(6 ^ 3) \\(~0) \\(0b101) \\(0o17) \\(0xFF) \\(1_000)"
            }
            """
        #expect(try probe(members, "", nil) == "8 4 2 7 5 -1 5 15 255 1000")
    }

    /// Bits of a number that is not whole are no integer operation: not run, never guessed.
    @Test func bitsOfAFractionAreNotRun() throws {
        let members = """
            func probe() -> String {
              let inset: CGFloat = 1.5
              return "\\(inset | 1)"
            }
            """
        #expect(throws: Unsupported.self) { try probe(members, "", nil) }
    }
}
