@testable import DelegateVerifier
import Testing

/// Trial 23's values, each run by `ConstructsTests.probe` and compared with
/// what Swift does: numbers cast out of `Any` by the type they were boxed
/// as (`NSNumber` by its value), `NSNumber`'s accessors and `NSNull`,
/// `elementsEqual`, `String`'s methods on identifiers, and `===` on the SDK's states.
@Suite struct Trial23ValuesTests {
    let probe = ConstructsTests().probe

    /// A native number in `Any` casts to its own type only; an `NSNumber` to
    /// each numeric type that holds its value exactly, and to `Bool` at 0 or 1.
    @Test func castsOutOfAnyFollowTheBoxedType() throws {
        let members = """
            func probe() -> String {
              let w: CGFloat = 4
              let p: [String: Any] = [
                "int": 8, "dbl": 8.5, "cg": CGFloat(2), "w": w, "ns8": NSNumber(value: 8), "ns85": NSNumber(value: 8.5),
                "flag": true, "nsTrue": NSNumber(value: true), "nested": ["f": Float(1.5)] as [String: Any],
              ]
              let nils = [
                p["int"] as? Double == nil, p["int"] as? CGFloat == nil, p["int"] as? Float == nil, p["dbl"] as? Int == nil,
                p["dbl"] as? CGFloat == nil, p["cg"] as? Double == nil, p["w"] as? Double == nil, p["ns85"] as? Int == nil,
                p["ns8"] as? Bool == nil, p["flag"] as? Int == nil, NSNumber(value: 8.5) as? Int == nil, p["int"] as? Bool == nil,
              ]
              let nested = p["nested"] as? [String: Any]
              let values = [
                p["int"] as? Int ?? 0, Int(p["dbl"] as? Double ?? 0), Int(p["cg"] as? CGFloat ?? 0), Int(p["w"] as? CGFloat ?? 0),
                Int(p["ns8"] as? Double ?? 0), p["ns8"] as? Int ?? 0, Int((nested?["f"] as? Float ?? 0) * 2), p["nsTrue"] as? Int ?? 0,
              ]
              return "\\(nils.allSatisfy { $0 }) \\(values) \\(p["int"] is Int) \\(p["int"] is Double) \\(p["nsTrue"] as? Bool ?? false)"
            }
            """
        #expect(try probe(members, "", nil) == "true [8, 8, 2, 4, 8, 8, 3, 1] true false true")
    }

    /// `case let x as Int` converts as `as?` does; a number whose boxed type is
    /// not told stops, unless no type could make the cast succeed.
    @Test func numbersOfUntoldTypeStopACast() throws {
        let declarations = """
            func kind(_ value: Any?) -> String {
              switch value {
              case let x as Int: return "Int \\(x + 1)"
              case let x as Double: return "Double \\(Int(x * 2))"
              case is NSNull: return "null"
              default: return "other"
              }
            }
            """
        let members = """
            func probe() -> String {
              let p: [Any] = [3, 1.5, NSNull(), "x"]
              var q: [String: Any] = [:]
              q["fraction"] = 8.5
              return p.map { kind($0) }.joined(separator: ",") + " \\(q["fraction"] as? Int == nil)"
            }
            """
        #expect(try probe(members, declarations, nil) == "Int 4,Double 3,null,other true")
        let untold = """
            func probe() -> String {
              var q: [String: Any] = [:]
              q["w"] = 8
              return "\\(q["w"] as? Double ?? 0)"
            }
            """
        let error = try #require(throws: Unsupported.self) { try probe(untold, "", nil) }
        #expect(error.reason.contains("could not be told"), "\(error.reason)")
    }

    /// `NSNumber`'s accessors have their declared kinds, so a division by a literal is that kind's.
    @Test func numberAccessorsHaveTheirKinds() throws {
        let members = """
            func probe() -> String {
              let ms = NSNumber(value: 300)
              let seconds = ms.doubleValue / 1000
              return "\\(Int(seconds * 10)) \\(ms.intValue / 7) \\(Int(ms.floatValue / 1000 * 10))"
            }
            """
        #expect(try probe(members, "", nil) == "3 42 3")
    }

    /// `NSNumber(value: true)`, a `Bool` cast to `NSNumber` and back with `boolValue`, and `NSNull`.
    @Test func boolNumbersAndNullsOfPayloads() throws {
        let members = """
            func probe() -> String {
              let payload: [String: Any] = ["visible": true, "hidden": NSNumber(value: false), "nothing": NSNull()]
              let visible = (payload["visible"] as? NSNumber)?.boolValue ?? false
              let hidden = (payload["hidden"] as? NSNumber)?.boolValue ?? true
              let flags = [payload["nothing"] is NSNull, payload["visible"] is NSNull, payload["nothing"] as? NSNull != nil, payload["nothing"] as? Bool == nil]
              return "\\(visible) \\(hidden) \\(flags) \\(NSNumber(value: true).boolValue) \\(payload["hidden"] as? Bool ?? true)"
            }
            """
        #expect(try probe(members, "", nil) == "true false [true, false, true, true] true false")
    }

    /// `elementsEqual(_:)` compares pairwise and the lengths; `elementsEqual(_:by:)` with the predicate.
    @Test func elementsEqualComparesPairwise() throws {
        let members = """
            func probe() -> String {
              let a = [1, 2, 3]
              let views = [UIView(), UIView()]
              let flags = [
                a.elementsEqual([1, 2, 3]), a.elementsEqual([1, 2]), a.elementsEqual([1, 5, 3]),
                a.elementsEqual([2, 4, 6]) { $0 * 2 == $1 }, views.elementsEqual(views, by: { $0 === $1 }),
                views.elementsEqual(views.reversed(), by: { $0 === $1 }),
              ]
              return "\\(flags)"
            }
            """
        #expect(try probe(members, "", nil) == "[true, false, false, true, true, false]")
    }

    /// Identifiers split, trimmed, sliced and rebuilt; a `Substring` is held as a `String`.
    @Test func stringMethodsOnIdentifiers() throws {
        let members = """
            func probe() -> String {
              let id = "nav.turnCard.top"
              let parts = id.split(separator: ".")
              let limited = "a,b,,c".split(separator: ",", maxSplits: 1)
              let kept = "a,,b".split(separator: ",", omittingEmptySubsequences: false)
              let words = "a b  c".components(separatedBy: " ")
              let trimmed = "  pad  ".trimmingCharacters(in: .whitespacesAndNewlines) + "|" + " pad ".trimmingCharacters(in: .whitespaces)
              let dot = id.firstIndex(of: ".")!
              let head = String(id[..<dot]), tail = String(id[id.index(after: dot)...])
              let slices = [id.prefix(3), id.suffix(3), id.dropFirst(4), id.dropLast(4), id.dropFirst()].map { String($0) }
              return [
                "\\(parts.count) \\(String(parts[1])) \\(limited.joined(separator: "|")) \\(kept.count) \\(words.count) \\(trimmed)",
                "\\(head) \\(tail) \\(slices.joined(separator: "|")) \\(id.starts(with: "nav")) \\(id.replacingOccurrences(of: ".", with: "/"))",
                "\\(String(id.reversed()).prefix(3)) \\(id.lastIndex(of: "x") == nil) \\(id.distance(from: id.startIndex, to: dot))",
              ].joined(separator: " ")
            }
            """
        #expect(
            try probe(members, "", nil)
                == "3 turnCard a|b,,c 3 4 pad|pad nav turnCard.top nav|top|turnCard.top|nav.turnCard|av.turnCard.top true nav/turnCard/top pot true 3")
        let error = try #require(throws: Unsupported.self) { try probe("func probe() -> String { String(\"ab\".prefix(-1)) }", "", nil) }
        #expect(error.crashes, "\(error.reason)")
    }

    /// `===` and `!==` on the SDK's state objects are identity: the state a
    /// callback was handed is itself, and not the other state it was handed.
    @Test func stateObjectsCompareByIdentity() throws {
        let mutant = Fixture.mutate(
            Fixture.sample, "oldState: NavigationReadyUIState\n  ) {\n    navigationReadyElements?.deactivate()\n",
            """
            oldState: NavigationReadyUIState
              ) {
                let held: ActiveGuidanceUIState? = newState
                guard let same = held, same === newState, held !== oldState, !(newState === oldState) else { return }
                navigationReadyElements?.deactivate()

            """)
        let guided = Fixture.portrait.filter { $0.events.contains(.startGuidance) }
        let result = try Fixture.verify(mutant, scenarios: guided)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }

    /// Trial 23c's stop: calling an `@autoclosure` parameter ("calling Bool").
    /// The argument is evaluated at the call, and calling the parameter gives it.
    @Test func autoclosureParametersAreCalled() throws {
        let declarations = """
            func orDefault(_ value: Bool?, _ fallback: @autoclosure () -> Bool) -> Bool { value ?? fallback() }
            final class Registry<Key: Hashable, Value> {
              private var items: [Key: Value] = [:]
              subscript(key: Key, default fallback: @autoclosure () -> Value) -> Value {
                get { items[key] ?? fallback() }
                set { items[key] = newValue }
              }
            }
            """
        let members = """
            func probe() -> String {
              let registry = Registry<String, [Int]>()
              registry["a", default: []].append(1)
              registry["a", default: [9]].append(2)
              return "\\(orDefault(nil, true)) \\(orDefault(false, true)) \\(registry["a", default: []]) \\(registry["b", default: [7]])"
            }
            """
        #expect(try probe(members, declarations, nil) == "true false [1, 2] [7]")
    }
}
