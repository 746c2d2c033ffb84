import AppBuild
@testable import DelegateVerifier
import Testing

/// Standard-library and Foundation behaviour delegates of the trials relied
/// on, each run by `ConstructsTests.probe` and compared with what Swift does:
/// `Result`, main-actor tasks and awaited continuations, assertions,
/// Foundation's number bridging, initializers as functions, closures writing
/// through `inout`, and a switch that matches nothing.
@Suite struct LibraryBehaviourTests {
    let probe = ConstructsTests().probe

    @Test func resultRunsItsClosureAndSwitchesOnTheOutcome() throws {
        let declarations = """
            struct Missing: Error {}
            func make(_ ok: Bool) throws -> Int { if ok { return 7 }; throw Missing() }
            """
        let members = """
            func probe() -> String {
              var out: [String] = []
              for ok in [true, false] {
                switch Result(catching: { try make(ok) }) {
                case .success(let value): out.append("ok \\(value)")
                case .failure: out.append("failed")
                }
              }
              let got = try? Result { try make(true) }.get()
              return out.joined(separator: ",") + " \\(got ?? 0)"
            }
            """
        #expect(try probe(members, declarations, nil) == "ok 7,failed 7")
    }

    /// The trial's silent pass: a switch whose cases all missed ran nothing.
    @Test func aSwitchMatchingNothingIsNotRun() throws {
        let members = """
            func probe() -> String {
              let value = Bundle.main
              switch value {
              case .success(let found): return "matched \\(found)"
              case .failure(let error): return "failed \\(error)"
              }
            }
            """
        #expect(throws: Unsupported.self) { try probe(members, "", nil) }
    }

    /// A task runs after the callback; awaiting a continuation runs its body and goes on.
    @Test func mainActorTasksAndContinuationsRun() throws {
        let members = """
            var log: [String] = []
            func wait() async {
              await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                UIView.animate(withDuration: 0.2, animations: { self.log.append("animated") }) { _ in continuation.resume() }
              }
            }
            func probe() -> String {
              Task { @MainActor [weak self] in
                guard let self else { return }
                await self.wait()
                self.log.append("after")
              }
              let n = MainActor.run { 3 }
              return log.joined(separator: ",") + " \\(n)"
            }
            func later() -> String { log.joined(separator: ",") }
            """
        let results = try Trial21FlowTests.events(members, ["probe", "later"])
        #expect(results == [" 3", "animated,after"], "\(results)")
    }

    /// `precondition` traps in every build; `assert` and `assertionFailure`
    /// only in a debug build (`DEBUG` defined), a release build goes on.
    @Test func failingPreconditionsAndAssertionsCrash() throws {
        let debug = AppBuildConfiguration(customConditions: ["DEBUG"])
        for check in ["precondition(views.isEmpty, \"no views yet\")", "assert(views.isEmpty)", "assertionFailure(\"never\")"] {
            let members = """
                func probe() -> String {
                  let views = [UIView()]
                  \(check)
                  return "ran"
                }
                """
            let error = try #require(throws: Unsupported.self) { try ConstructsTests().probe(members, build: debug) }
            #expect(error.crashes, "\(check)")
            if check.hasPrefix("precondition") {
                #expect(throws: Unsupported.self) { try probe(members, "", nil) }
            } else {
                #expect(try probe(members, "", nil) == "ran", "\(check)")
            }
        }
        #expect(try probe("func probe() -> String { precondition(1 < 2); assert(true); return \"ran\" }", "", nil) == "ran")
    }

    @Test func foundationNumbersBridge() throws {
        let members = """
            func probe() -> String {
              let arguments: [String: Any] = ["edge": 300, "name": "x"]
              guard let edge = arguments["edge"] as? NSNumber, let name = arguments["name"] as? NSString else { return "failed" }
              return "\\(Int(CGFloat(truncating: edge))) \\(edge.intValue) \\(NSNumber(value: 4).intValue) \\(name)"
            }
            """
        #expect(try probe(members, "", nil) == "300 300 4 x")
    }

    /// A typealias of a library type is that type, not an unknown app name.
    @Test func aliasesOfLibraryTypesConstructThem() throws {
        let declarations = """
            typealias Shown = Set<Int>
            typealias Gaps = [String: CGFloat]
            """
        let members = """
            func probe() -> String {
              let shown = Shown([1, 2, 2])
              var gaps = Gaps()
              gaps["top"] = 8
              return "\\(shown.count) \\(gaps.count)"
            }
            """
        #expect(try probe(members, declarations, nil) == "2 1")
    }

    @Test func initializersAsFunctionsAndClosuresWritingThroughInout() throws {
        let declarations = """
            struct Spec {
              var wide = false
              var inset: CGFloat = 8
              func with(_ change: (inout Spec) -> Void) -> Spec { var copy = self; change(&copy); return copy }
            }
            """
        let members = """
            func probe() -> String {
              let views = [UIView(), UIView()]
              let ids = Set(views.map(ObjectIdentifier.init))
              let spec = Spec().with { $0.wide = true; $0.inset += 4 }
              return "\\(ids.count) \\(spec.wide) \\(Int(spec.inset))"
            }
            """
        #expect(try probe(members, declarations, nil) == "2 true 12")
    }
}
