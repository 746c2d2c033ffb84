import Testing

@testable import DelegateVerifier

/// Constructs of session 39's trial delegates (corpus 348-353), each run by
/// `ConstructsTests.probe`, the expected text what Swift prints for the same code.
@Suite struct Trial61Tests {
    let probe = ConstructsTests().probe

    /// A local made by an array or dictionary literal is an `Array` or a
    /// `Dictionary`: its `startIndex`/`endIndex` are its positions, and a
    /// dictionary's subscript is optional.
    @Test func literalsDeclareCollections() throws {
        let members = """
            let steps = [8, 16, 24]
            func probe() -> String {
              let values = [1, 2, 5]
              let spacing = ["top": 4]
              var index = values.startIndex
              var total = 0
              while index < values.endIndex { total += values[index]; index += 1 }
              return "\\(total) \\(steps.endIndex) \\(spacing["bottom"] == nil)"
            }
            """
        let printed = try probe(members, "", nil)
        #expect(printed == "8 3 true")
    }

    /// The elements of a literal of values whose static type is not known
    /// (`[header, footer]` of `any Part`) are not taken for a concrete type:
    /// which of a protocol extension's and a type's namesakes runs depends on it.
    @Test func literalsElementsKeepAnUnknownStaticType() throws {
        let declarations = """
            protocol Part { var name: String { get } }
            extension Part { func label() -> String { "part" } }
            struct Header: Part { let name = "h"; func label() -> String { "header" } }
            func parts() -> (any Part, any Part) { (Header(), Header()) }
            """
        let members = """
            func probe() -> String {
              let (a, b) = parts()
              let all = [a, b]
              return all.map { $0.label() }.joined()
            }
            """
        let stop = #expect(throws: Unsupported.self) { try probe(members, declarations, nil) }
        #expect(stop?.reason.contains("the static type of $0") == true)
    }

    /// Trial 350: a type of the files' with its own `StringInterpolation` is
    /// made from an interpolated literal by it, segment by segment (an empty
    /// literal where none is written), where the type is declared: before, the
    /// files' nested `StringInterpolation` was taken for an extension of
    /// `DefaultStringInterpolation`. The expected text is what Swift prints.
    @Test func theFilesInterpolatingTypesAreMadeByTheirOwnInterpolation() throws {
        let declarations = """
            struct Line: ExpressibleByStringInterpolation {
              struct StringInterpolation: StringInterpolationProtocol {
                var parts: [String] = []
                var capacity = 0
                init(literalCapacity: Int, interpolationCount: Int) { capacity = literalCapacity * 10 + interpolationCount }
                mutating func appendLiteral(_ literal: String) { parts.append("'" + literal + "'") }
                mutating func appendInterpolation(_ view: UIView) { parts.append("view") }
                mutating func appendInterpolation(_ value: Int) { parts.append("n\\(value)") }
              }
              let text: String
              init(stringLiteral value: String) { text = "plain " + value }
              init(stringInterpolation: StringInterpolation) { text = "\\(stringInterpolation.capacity) " + stringInterpolation.parts.joined(separator: "|") }
            }
            struct Sheet { var lines: [Line] }
            """
        let members = """
            func probe() -> String {
              let logo = UIView()
              let one: Line = "\\(logo).top == \\(8)"
              let lines: [Line] = ["a", "\\(logo) x"]
              var sheet = Sheet(lines: lines)
              sheet.lines += ["\\(3)"]
              return ([one] + sheet.lines).map(\\.text).joined(separator: "; ")
            }
            """
        let printed = try probe(members, declarations, nil)
        #expect(printed == "82 ''|view|'.top == '|n8|''; plain a; 21 ''|view|' x'; 1 ''|n3|''")
        // Where only the stored property gives the type, the run stops rather than take the default text.
        let memberwise = """
            func probe() -> String {
              let sheet = Sheet(lines: ["\\(UIView()) x"])
              return sheet.lines[0].text
            }
            """
        let stop = #expect(throws: Unsupported.self) { try probe(memberwise, declarations, nil) }
        #expect(stop?.reason.contains("an interpolated string literal made into Line") == true)
    }

    /// `index(after:)`, `index(before:)` and `index(_:offsetBy:)` of an array
    /// and `reserveCapacity` (trials 348-350).
    @Test func arrayIndexMovesAndReservedCapacity() throws {
        let members = """
            func probe() -> String {
              var values = [4, 5, 6]
              values.reserveCapacity(10)
              let second = values.index(after: values.startIndex)
              let last = values.index(before: values.endIndex)
              return "\\(values[second]) \\(values[last]) \\(values.index(second, offsetBy: -1)) \\(values.count)"
            }
            """
        let printed = try probe(members, "", nil)
        #expect(printed == "5 6 0 3")
    }
}
