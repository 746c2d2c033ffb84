@testable import DelegateVerifier
import LayoutModel
import Testing

/// What trial round 34 (six delegates in new styles) found run wrongly or stopping.
@Suite struct Trial34Tests {
    let probe = ConstructsTests().probe

    /// `let inset: Inset = (top: 0, leading: -40)` for `typealias Inset = (leading: CGFloat, top: CGFloat)`:
    /// Swift matches the labels (a silent pass when read by position).
    @Test func aTupleGivenWithLabelsInAnotherOrderTakesThemByLabel() throws {
        let declarations = """
            typealias Inset = (leading: CGFloat, top: CGFloat)
            func inset(wide: Bool) -> Inset { (top: wide ? 4 : 8, leading: -40) }
            """
        let members = """
            func probe() -> String {
              let spec = (top: CGFloat(0), leading: CGFloat(-40))
              let given: Inset = spec
              let made = inset(wide: false)
              return "\\(given.leading) \\(given.top) \\(made.0) \\(made.top)"
            }
            """
        let got = try probe(members, declarations, nil)
        #expect(got == "-40.0 0.0 -40.0 8.0", "\(got)")
    }

    /// Tuples compare in order: the first elements that differ decide.
    @Test func tuplesCompareLexicographically() throws {
        let members = """
            func probe() -> String {
              let order = [(2, 1), (1, 5), (1, 2)].sorted { $0 < $1 }
              return "\\((1, 0) < (2, 0)) \\((1, 3) <= (1, 3)) \\((1, 3) > (1, 2)) \\(("a", 2) >= ("b", 1)) \\(order.map { $0.1 })"
            }
            """
        let got = try probe(members, "", nil)
        #expect(got == "true true true false [2, 5, 1]", "\(got)")
    }

    /// The callbacks run on the main actor: its isolation assertions hold.
    @Test func mainActorIsolationAssertionsHold() throws {
        let members = """
            func probe() -> String {
              MainActor.assertIsolated()
              MainActor.preconditionIsolated("layout off the main actor")
              return "ok"
            }
            """
        #expect(try probe(members, "", nil) == "ok")
    }

    /// A leftover of guidance that fights the navigation-ready layout after a
    /// resize is the cleanup finding, not a conflict of the ready layout's own
    /// (trial 34a: the same pin the ready state made in portrait).
    @Test func aGuidanceLeftoverFightingTheReadyLayoutAfterAResizeIsACleanupFinding() throws {
        let delegate = try #require(Corpus.delegates.first { $0.name == "197-FluentChain" })
        let mutant = try #require(delegate.mutants.first { $0.rule == "delegate_incomplete_cleanup" && $0.note.contains("chains") })
        let files = try #require(Corpus.apply(mutant, to: delegate.files))
        let resizes = Fixture.scenarios.filter { $0.name.hasPrefix("resize-") }
        let result = try Corpus.verify(files, of: delegate, scenarios: resizes)
        #expect(result.ruleIDs.contains("delegate_incomplete_cleanup"), "\(result.listing)")
        #expect(!result.ruleIDs.contains("delegate_unsatisfiable"), "\(result.listing)")
    }
}
