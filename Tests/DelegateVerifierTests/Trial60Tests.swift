@testable import DelegateVerifier
import LayoutModel
import Testing

/// Constructs of session 38's trial delegates (corpus 342-347): `Optional`'s
/// `.none` and `.some` assigned where an optional is declared, `prefix(while:)`
/// and `drop(while:)` of arrays, an array's `startIndex` and `endIndex`,
/// `sequence(state:next:)`, `AnyIterator`, `padding(toLength:withPad:startingAt:)`,
/// the files' `~=` in patterns, their `appendInterpolation`, and `print(_:to:)`
/// into their `TextOutputStream`; each run by `ConstructsTests.probe`, the
/// expected text what Swift prints for the same code.
@Suite struct Trial60Tests {
    let probe = ConstructsTests().probe

    /// `prompt = .none` leaves nothing for `case .some(let x)` to bind (trial
    /// 342 matched the unresolved `.none` as a value); `.some(v)` is `v`.
    @Test func noneAndSomeAreOptionalsCasesWhereAnOptionalIsDeclared() throws {
        let members = """
            var shown: UIView? = UIView()
            var depth: Int? = 3
            func probe() -> String {
              shown = .none
              depth = .some(4)
              var log: [String] = []
              if case .some = shown { log.append("still shown") }
              guard case .some(let d) = depth else { return "no depth" }
              log.append("\\(d)")
              return log.joined(separator: ",")
            }
            """
        let printed = try probe(members, "", nil)
        #expect(printed == "4")
    }

    /// Arrays' `prefix(while:)`, `drop(while:)`, `startIndex`/`endIndex`,
    /// `sequence(state:next:)` with a trailing closure and `AnyIterator`.
    @Test func arrayPrefixesIteratorsAndStateSequences() throws {
        let declarations = """
            func countdown(_ values: [Int]) -> AnyIterator<Int> {
              var index = values.startIndex
              return AnyIterator {
                guard index < values.endIndex else { return nil }
                defer { index += 1 }
                return values[index]
              }
            }
            """
        let members = """
            func probe() -> String {
              let values = [1, 2, 5, 1, 7]
              let head = values.prefix(while: { $0 < 5 })
              let tail = values.drop(while: { $0 < 5 })
              let words = sequence(state: "a,bc,,d") { (rest: inout String) -> String? in
                guard !rest.isEmpty else { return nil }
                let word = String(rest.prefix(while: { $0 != "," }))
                rest = String(rest.dropFirst(word.count + 1))
                return word
              }
              var seen: [Int] = []
              for value in countdown([3, 2]) { seen.append(value) }
              let declared: [Int] = values
              return "\\(head.count) \\(tail.count) \\(words.joined(separator: "|")) \\(seen.map { String($0) }.joined()) \\(declared.endIndex)"
            }
            """
        let printed = try probe(members, declarations, nil)
        #expect(printed == "2 3 a|bc||d 32 5")
    }

    /// Foundation's `padding`: filled out with the pad from `startingAt`, or cut.
    @Test func paddingFillsOrCuts() throws {
        let members = """
            func probe() -> String {
              "[" + "ab".padding(toLength: 5, withPad: "xyz", startingAt: 1) + "][" + "abcdef".padding(toLength: 3, withPad: " ", startingAt: 0) + "]"
            }
            """
        let printed = try probe(members, "", nil)
        #expect(printed == "[abyzx][abc]")
    }

    /// `case .compass:` over a button and `case Trait.wide:` over a state go
    /// through the files' `~=` (trial 345), before equality.
    @Test func theFilesPatternOperatorMatchesExpressionPatterns() throws {
        let declarations = """
            struct Parity {
              let even: Bool
              static let odd = Parity(even: false)
            }
            func ~= (pattern: Parity, value: Int) -> Bool { (value % 2 == 0) == pattern.even }
            """
        let members = """
            func probe() -> String {
              var log: [String] = []
              for n in [1, 2, 3] {
                switch n {
                case Parity.odd: log.append("odd")
                default: log.append("even")
                }
              }
              if case Parity.odd = 5 { log.append("5 odd") }
              return log.joined(separator: ",")
            }
            """
        let printed = try probe(members, declarations, nil)
        #expect(printed == "odd,even,odd,5 odd")
    }

    /// `"\(entry: phase, n)"` runs the files' `appendInterpolation` (trial 346:
    /// the labels decide what rolls back), and `print(_:to:)` writes into the
    /// files' `TextOutputStream` item by item, then the terminator.
    @Test func theFilesInterpolationAndOutputStreamRun() throws {
        let declarations = """
            enum Phase: String { case ready, guidance }
            extension DefaultStringInterpolation {
              mutating func appendInterpolation(entry phase: Phase, _ serial: Int) {
                appendLiteral(phase.rawValue)
                appendLiteral("#")
                appendInterpolation(serial)
              }
            }
            struct Log: TextOutputStream {
              var writes: [String] = []
              mutating func write(_ string: String) { writes.append(string) }
            }
            """
        let members = """
            var log = Log()
            func probe() -> String {
              let label = "\\(entry: .guidance, 3)"
              print("a", label, separator: "-", to: &log)
              var text = ""
              print(1, 2, to: &text)
              return "\\(label) \\(log.writes.count) \\(log.writes.joined()) \\(text.count)"
            }
            """
        let printed = try probe(members, declarations, nil)
        #expect(printed == "guidance#3 4 a-guidance#3\n 4")
    }

    /// An interpolation with labels that no `appendInterpolation` of the files takes is not guessed at.
    @Test func anUndeclaredLabelledInterpolationStops() throws {
        let members = """
            func probe() -> String { "\\(entry: 3)" }
            """
        #expect(throws: Unsupported.self) { try probe(members, "", nil) }
    }
}
