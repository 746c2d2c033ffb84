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
    /// literal where none is written), where the type is declared (an annotation,
    /// a memberwise initializer's property, `+=` onto a declared property, a result): before, the
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
              var sheet = Sheet(lines: ["a", "\\(logo) x"])
              sheet.lines += ["\\(3)"]
              return ([one] + sheet.lines).map(\\.text).joined(separator: "; ")
            }
            """
        let printed = try probe(members, declarations, nil)
        #expect(printed == "82 ''|view|'.top == '|n8|''; plain a; 21 ''|view|' x'; 1 ''|n3|''")
        let extended = """
            func probe() -> String { ["\\(UIView()) x", "\\(2)"].texts() }
            """
        #expect(try probe(extended, declarations + "\nextension Array where Element == Line { func texts() -> String { map(\\.text).joined(separator: \"; \") } }", nil) == "21 ''|view|' x'; 1 ''|n2|''")
        let returned = """
            func line(_ n: Int) -> Line { return "\\(n)!" }
            func probe() -> String { line(4).text }
            """
        #expect(try probe(returned, declarations, nil) == "11 ''|n4|'!'")
        // Where only a later store gives the type, the run stops rather than take the default text.
        let untyped = """
            func probe() -> String {
              let lines = ["\\(UIView()) x"]
              return Sheet(lines: lines).lines[0].text
            }
            """
        let stop = #expect(throws: Unsupported.self) { try probe(untyped, declarations, nil) }
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

    /// Trial 351: a view subclass's `willMove(toSuperview:)` and
    /// `didMoveToSuperview()` run when its superview changes (added, moved,
    /// taken off), not when it is added again where it is, which is stated.
    @Test func superviewMovesRunTheFilesOverrides() throws {
        let declarations = """
            final class Badge: UIView {
              var log: [String] = []
              override func willMove(toSuperview newSuperview: UIView?) {
                super.willMove(toSuperview: newSuperview)
                log.append(newSuperview == nil ? "will-nil" : "will")
              }
              override func didMoveToSuperview() {
                super.didMoveToSuperview()
                log.append(superview == nil ? "did-nil" : "did")
              }
            }
            """
        let run = try Trial29UIKitTests.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let badge = Badge()
              let stack = UIStackView()
              navMap.addSubview(stack)
              navMap.addSubview(badge)
              navMap.addSubview(badge)
              stack.addArrangedSubview(badge)
              badge.removeFromSuperview()
              badge.removeFromSuperview()
              return badge.log.joined(separator: ",")
            }
            """, declarations)
        #expect(run.value == "will,did,will,did,will-nil,did-nil")
        #expect(run.assumptions.contains { $0.contains("Badge is added again to the superview it is in") })
    }

    /// Trial 352: a running animator reversed runs back from where it is and
    /// ends at `.start`, its views' alpha back where it was; reversing one that
    /// is not running stops the run.
    @Test func aReversedAnimatorEndsAtItsStart() throws {
        let members = """
            var log: [String] = []
            let view = UIView()
            func probe(navMap: GMSMapView) -> String {
              navMap.addSubview(view)
              view.alpha = 0
              let a = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { self.view.alpha = 1 }
              a.addCompletion { position in self.log.append("done \\(position == .start) \\(self.view.alpha == 0)") }
              a.startAnimation()
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                a.isReversed = true
                self.log.append("reversed \\(a.isReversed) \\(a.isRunning) \\(self.view.alpha == 1)")
              }
              return ""
            }
            func later(navMap: GMSMapView) -> String { log.joined(separator: ", ") }
            func idle(navMap: GMSMapView) -> String {
              let b = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { }
              b.isReversed = true
              return "set"
            }
            """
        let events = try Trial21FlowTests.events(members, ["probe", "later", "idle"], passingMap: true)
        #expect(events[1] == "reversed true true true, done true true")
        #expect(events[2].hasPrefix("stop: isReversed = true on an animator that is not running forward"))
    }
}
