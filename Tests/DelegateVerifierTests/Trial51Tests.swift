@testable import DelegateVerifier
import Foundation
import Testing

/// What trial round 51 found: cases with associated values printed as their
/// bare names (an Elm-style delegate's keys clashed: false errors), slices of
/// arrays taken as library values (a nil decision passed silently), `for
/// await` over the files' own `AsyncSequence`, and trap messages evaluated
/// though they are autoclosures.
@Suite struct Trial51Tests {
    let probe = ConstructsTests().probe

    /// `"\(Item.view("logo"))"` is `view("logo")` in Swift; the run printed
    /// `view` for every such case, so keys built from them clashed (trial 51a).
    @Test func casesPrintTheirAssociatedValuesAsSwiftDoes() throws {
        let declarations = """
            enum Item: Hashable { case view(String), inset(CGFloat), slot(index: Int, flag: Bool), maybe(Int?), plain }
            """
        let members = """
            func probe() -> String {
                let keys = ["\\(Item.view("logo"))", "\\(Item.view("eta"))", String(describing: Item.inset(8))]
                return keys.joined(separator: " ") + " \\(Item.slot(index: 2, flag: true)) \\(Item.maybe(3)) \\(Item.maybe(nil)) \\(Item.plain)"
            }
            """
        #expect(try probe(members, declarations, nil) == #"view("logo") view("eta") inset(8.0) slot(index: 2, flag: true) maybe(Optional(3)) maybe(nil) plain"#)
    }

    /// A payload Swift prints with its module-qualified type name (a nested
    /// case) is printed without it, and the run says so rather than stopping.
    @Test func aPayloadPrintedWithItsTypeNameIsAnAssumption() throws {
        let text = Fixture.minimalDelegate(
            declarations: "enum Side { case leading }\nenum Key { case pinned(Side) }",
            members: "private var keys: [String: CGFloat] = [:]",
            enable: #"keys["\(Key.pinned(.leading))"] = 8"#)
        let result = try Fixture.verify(text, scenarios: Array(Fixture.scenarios.prefix(2)))
        #expect(!result.ruleIDs.contains("delegate_not_verified"), "\(result.listing)")
        #expect(result.findings.contains { $0.ruleID == "delegate_assumption" && $0.message.contains("module-qualified") }, "\(result.listing)")
    }

    /// `precondition(ok, "…\(key)…")`: the message is an autoclosure, evaluated
    /// only when the call traps (corpus 209's message interpolated a case the
    /// run cannot print).
    @Test func trapMessagesAreNotEvaluatedUnlessTheyTrap() throws {
        let members = """
            func boom() -> String { fatalError("the message was evaluated") }
            func probe() -> String {
                precondition(true, boom())
                assert(1 < 2, boom())
                return "ran"
            }
            """
        #expect(try probe(members, "", nil) == "ran")
    }

    /// `ArraySlice(x)` and `items[...]` are arrays; trial 51b's
    /// `ArraySlice(x).first == nil` was taken as present: a silent pass.
    @Test func arraySlicesAreArrays() throws {
        let members = """
            func probe() -> String {
                let slice = ArraySlice([1, 2, 3])
                let all = [4, 5][...]
                return "\\(slice.first!) \\(all.count) \\(ArraySlice([Int]()).first == nil) \\("ab"[...])"
            }
            """
        #expect(try probe(members, "", nil) == "1 2 true ab")
    }

    /// Whether an optional result of a library value the run does not
    /// compute (a `Scanner`'s) is nil is not known: the run stops there
    /// (`CollectionOfOne` and `repeatElement`, which this test used, are
    /// modelled since trials 63 and 65).
    @Test func nilDecisionsOnUnmodelledCollectionsStop() throws {
        let text = Fixture.minimalDelegate(enable: "if Scanner(string: \"8pt\").scanString(\"pt\") == nil { return }")
        let result = try Fixture.verify(text, scenarios: Array(Fixture.scenarios.prefix(2)))
        #expect(result.findings.contains { $0.ruleID == "delegate_not_verified" && $0.message.contains("Scanner") }, "\(result.listing)")
    }

    /// `for await` over the files' `AsyncSequence` runs its
    /// `makeAsyncIterator()`'s `next()` until nil (trial 51c stopped).
    @Test func forAwaitRunsTheFilesAsyncSequence() throws {
        let declarations = """
            struct Countdown: AsyncSequence {
                typealias Element = Int
                let from: Int
                struct AsyncIterator: AsyncIteratorProtocol {
                    var current: Int
                    mutating func next() async -> Int? {
                        guard current > 0 else { return nil }
                        defer { current -= 1 }
                        return current
                    }
                }
                func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: from) }
            }
            """
        let members = """
            func probe() async -> String {
                var seen: [Int] = []
                for await step in Countdown(from: 3) { seen.append(step) }
                return "\\(seen)"
            }
            """
        #expect(try probe(members, declarations, nil) == "[3, 2, 1]")
    }
}
