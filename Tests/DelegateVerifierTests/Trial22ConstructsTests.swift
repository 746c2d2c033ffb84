@testable import DelegateVerifier
import Testing

/// Trial 22's constructs, each run by `ConstructsTests.probe` and compared
/// with what Swift does: generic casts in a dependency container, `defer`
/// bodies that do layout, top-level optionals without an initial value,
/// `infinity`, and result builders on functions.
@Suite struct Trial22ConstructsTests {
    let probe = ConstructsTests().probe

    /// `as? T` with `T` named by a metatype argument is a cast to that type.
    @Test func genericCastsUseTheMetatypeArgument() throws {
        let declarations = """
            protocol Interactor: AnyObject {}
            final class Impl: Interactor {}
            final class Container {
              private var singletons: [ObjectIdentifier: Any] = [:]
              func register<T>(_ type: T.Type, _ make: () -> T) { singletons[ObjectIdentifier(type)] = make() }
              func resolve<T>(_ type: T.Type) -> T? { singletons[ObjectIdentifier(type)] as? T }
              func force<T>(_ type: T.Type) -> T { singletons[ObjectIdentifier(type)] as! T }
            }
            func cast<T>(_ value: Any, _ type: T.Type) -> T? { value as? T }
            """
        let members = """
            func probe() -> String {
              let container = Container()
              container.register(Interactor.self) { Impl() }
              let found = container.resolve(Interactor.self) != nil
              _ = container.force(Interactor.self)
              return "\\(found) \\(cast(Impl() as Any, Impl.self) != nil) \\(cast(3 as Any, Impl.self) == nil) \\(cast(UIView() as Any, UIView.self) != nil)"
            }
            """
        #expect(try probe(members, declarations, nil) == "true true true true")
    }

    /// A subclass of a generic class is that class: overloads (a protocol's
    /// parameter beside the generic class's) and casts pick it as Swift does.
    @Test func subclassesOfGenericClassesAreThoseClasses() throws {
        let declarations = """
            @MainActor protocol V: AnyObject { func visit() -> String }
            @MainActor class G<R> { func visitS() -> String { "base" } }
            @MainActor final class Inset: G<CGFloat> { override func visitS() -> String { "inset" } }
            @MainActor final class S {
              func accept(_ v: V) -> String { v.visit() }
              func accept<R>(_ v: G<R>) -> String { v.visitS() }
            }
            """
        let members = "func probe() -> String { \"\\(S().accept(Inset())) \\((Inset() as Any) is G<CGFloat>)\" }"
        #expect(try probe(members, declarations, nil) == "inset true")
    }

    /// A generic parameter no argument names: its static type is not known here, a stop.
    @Test func aGenericParameterNoArgumentNamesStops() throws {
        let declarations = "func first<T>(_ values: [Any]) -> T? { values.first as? T }"
        let members = "func probe() -> String { let x: UIView? = first([UIView()]); return \"\\(x != nil)\" }"
        let error = try #require(throws: Unsupported.self) { try probe(members, declarations, nil) }
        #expect(error.reason.contains("generic parameter T"), "\(error.reason)")
    }

    /// What a `defer` body does is run and checked: here it records, and a crash in one is reported.
    @Test func deferBodiesRunAndTheirCrashesAreReported() throws {
        let members = """
            var log: [String] = []
            func step(_ fail: Bool) -> Int {
              defer { log.append("deferred") }
              log.append("body")
              return fail ? 1 : 0
            }
            func probe() -> String { _ = step(false); return log.joined(separator: ",") }
            func crashes() { defer { let a: [Int] = []; _ = a[1] }; log.append("x") }
            """
        #expect(try probe(members, "", nil) == "body,deferred")
        let crashing = members.replacingOccurrences(of: "_ = step(false); return", with: "crashes(); return")
        let error = try #require(throws: Unsupported.self) { try probe(crashing, "", nil) }
        #expect(error.crashes)
    }

    /// A top-level (or static) optional without an initial value starts as `nil`.
    @Test func optionalGlobalsWithoutAnInitialValueAreNil() throws {
        let declarations = """
            nonisolated(unsafe) var gGuide: UILayoutGuide!
            nonisolated(unsafe) var gCount: Int?
            """
        let members = """
            func probe() -> String {
              let before = gGuide == nil && gCount == nil
              gCount = 3
              return "\\(before) \\(gCount!)"
            }
            """
        #expect(try probe(members, declarations, nil) == "true 3")
    }

    @Test func infinityOfDoublesAndTimeIntervals() throws {
        let members = """
            private var last: TimeInterval = -.infinity
            func probe() -> String { "\\(last < 0) \\(Double.infinity > 1e300) \\(-TimeInterval.infinity < 1)" }
            """
        #expect(try probe(members, "", nil) == "true true true")
    }

    /// `@ViewList func views() -> [UIView] { a; b }` builds its body as a builder closure does.
    @Test func aResultBuilderOnAFunctionBuildsItsBody() throws {
        let declarations = """
            @resultBuilder enum ViewList {
              static func buildBlock(_ views: [UIView]...) -> [UIView] { views.flatMap { $0 } }
              static func buildExpression(_ view: UIView) -> [UIView] { [view] }
              static func buildOptional(_ views: [UIView]?) -> [UIView] { views ?? [] }
            }
            @ViewList func views(_ wide: Bool) -> [UIView] {
              UIView()
              if wide { UIView() }
            }
            """
        let members = "func probe() -> String { \"\\(views(false).count) \\(views(true).count)\" }"
        #expect(try probe(members, declarations, nil) == "1 2")
    }
}

/// Trial 22: a branch on a property only the app sets (after making the
/// delegate) is not run with other values, which the verification states.
@Suite struct AppSetPropertyTests {
    static let delegate = Fixture.mutate(
        Fixture.sample, "  private var currentPrompt: NavigationPromptView?\n",
        "  private var currentPrompt: NavigationPromptView?\n  weak var pictureInPictureMap: GMSMapView?\n  var showsLogo = true\n  private var unused = 0\n")
    static let reads = Fixture.mutate(
        delegate, "    navigationReadyElements?.activate()\n",
        "    navigationReadyElements?.activate()\n    if pictureInPictureMap === navMap || !showsLogo || unused > 0 { newState.googleLogo.isHidden = true }\n")

    static let stopping = Array(Fixture.portrait.filter { $0.events.contains(.stopGuidance) }.prefix(2))

    @Test func propertiesOnlyTheAppSetsAreStated() throws {
        let result = try Fixture.verify(Self.reads, scenarios: Self.stopping)
        let stated = result.findings.filter { $0.message.contains("is set by no code of the given files") }
        #expect(stated.count == 2, "\(result.listing)")
        for name in ["pictureInPictureMap", "showsLogo"] {
            #expect(stated.contains { $0.message.contains("\(name) is set by no code of the given files") }, "\(result.listing)")
        }
        #expect(stated.allSatisfy { $0.ruleID == "delegate_assumption" && $0.severity == .warning })
    }

    /// A property the files assign is the delegate's own state: nothing to state.
    @Test func propertiesTheFilesAssignAreNotStated() throws {
        let assigned = Fixture.mutate(
            Self.reads, "    navigationReadyElements?.activate()\n", "    navigationReadyElements?.activate()\n    showsLogo = true\n    pictureInPictureMap = nil\n")
        let result = try Fixture.verify(assigned, scenarios: Self.stopping)
        #expect(!result.findings.contains { $0.message.contains("is set by no code of the given files") }, "\(result.listing)")
    }
}
