@testable import DelegateVerifier
import LayoutModel
import Testing

/// Constructs of the trial-18 delegates, each run by `ConstructsTests.probe`:
/// an observer assigning its own property, default associated values, a
/// debounced `Task`, and the messages of what stops.
@Suite struct Trial18ConstructsTests {
    let probe = ConstructsTests().probe

    /// Swift does not run a property's observers again for an assignment inside them.
    @Test func aClampingDidSetRunsOnce() throws {
        let members = """
            var runs = 0
            var inset: CGFloat = 8 { didSet { runs += 1; inset = min(max(inset, 0), 32) } }
            func probe() -> String {
              inset = 50
              inset = -4
              return "\\(inset) \\(runs)"
            }
            """
        #expect(try probe(members, "", nil) == "0.0 2")
    }

    @Test func leftOutAssociatedValuesTakeTheirDefaults() throws {
        let declarations = """
            enum Pin { case edge(String, inset: CGFloat = 6), pair(CGFloat, gap: CGFloat = 1) }
            """
        let members = """
            func probe() -> String {
              let pins: [Pin] = [.edge("logo"), Pin.edge("card", inset: 2), .pair(5)]
              return pins.map { pin -> String in
                switch pin {
                case .edge(let name, let inset): return "\\(name)+\\(inset)"
                case .pair(let a, let gap): return "\\(a),\\(gap)"
                }
              }.joined(separator: " ")
            }
            """
        // What swiftc prints: the bound values are `CGFloat`s.
        #expect(try probe(members, declarations, nil) == "logo+6.0 card+2.0 5.0,1.0")
    }

    /// A debounced relayout: the task runs after the callback, to its end
    /// (its pause lets nothing in between; not cancelled, its checks pass).
    @Test func aDebouncedTaskRunsToItsEnd() throws {
        let members = """
            var resizeTask: Task<Void, Never>?
            var relayouts = 0
            func later() -> String { "\\(relayouts)" }
            func probe() -> String {
              resizeTask?.cancel()
              resizeTask = Task { @MainActor in
                try? await Task.sleep(nanoseconds: 50_000_000)
                await Task.yield()
                guard !Task.isCancelled else { return }
                relayouts += 1
              }
              return "\\(relayouts)"
            }
            """
        let results = try Trial21FlowTests.events(members, ["probe", "later", "probe", "later"])
        #expect(results == ["0", "1", "1", "2"], "\(results)")
    }

    @Test func stopsSayWhatStopped() throws {
        let duplicates = """
            func probe() -> String { "\\(Dictionary(uniqueKeysWithValues: [("a", 1), ("a", 2)]).count)" }
            """
        let crash = try #require(throws: Unsupported.self) { try probe(duplicates, "", nil) }
        #expect(crash.crashes && crash.reason.contains("duplicate key"))
        let recursion = """
            func depth(_ n: Int) -> Int { depth(n + 1) }
            func probe() -> String { "\\(depth(0))" }
            """
        let deep = try #require(throws: Unsupported.self) { try probe(recursion, "", nil) }
        #expect(deep.reason.contains("more than \(Interpreter.depthLimit) deep"), "\(deep.reason)")
    }
}

extension Trial18ConstructsTests {
    /// Only an assignment written inside the observer skips it: one made by a
    /// method the observer calls runs the observers again, as in Swift.
    @Test func anAssignmentFromAMethodTheObserverCallsRunsItAgain() throws {
        let members = """
            var log: [CGFloat] = []
            var inset: CGFloat = 8 { didSet { log.append(inset); if inset > 32 { clamp() } } }
            func clamp() { inset = 32 }
            func probe() -> String {
              inset = 50
              return "\\(inset) \\(log)"
            }
            """
        #expect(try probe(members, "", nil) == "32.0 [50.0, 32.0]")
    }
}

extension Trial18ConstructsTests {
    /// Feature flags read as on a fresh install launched without arguments,
    /// each read an assumption; what the code sets or registers reads back.
    @Test func featureFlagsReadAsOnAFreshInstall() throws {
        let members = """
            func probe() -> String {
              let defaults = UserDefaults.standard
              let compact = defaults.bool(forKey: "compact")
              let gap = defaults.object(forKey: "gap") as? CGFloat ?? 8
              defaults.register(defaults: ["wide": true])
              defaults.set(3, forKey: "count")
              let debug = ProcessInfo.processInfo.arguments.contains("-debugChrome")
              return "\\(compact) \\(gap) \\(defaults.bool(forKey: "wide")) \\(defaults.integer(forKey: "count")) \\(debug)"
            }
            """
        #expect(try probe(members, "", nil) == "false 8.0 true 3 false")
        let text = """
            import UIKit
            final class Flags: NSObject, NavigationLayoutDelegate {
              func probe() -> Bool { UserDefaults.standard.bool(forKey: "compact") }
            }
            """
        let interpreter = Interpreter(source: try DelegateSource(text: text, displayPath: "Flags.swift"), metrics: .standard)
        interpreter.resetObservations()
        let instance = try #require(try interpreter.makeDelegate(interpreter.source.delegateClass).objectInstance)
        _ = try interpreter.callMethod("probe", on: .object(instance), [], at: interpreter.source.delegateClass.nameNode)
        #expect(interpreter.assumptions.map(\.text) == [#"UserDefaults.standard.bool(forKey: "compact") is read as on a fresh install: false"#])
    }
}

private extension Value {
    var objectInstance: Instance? { if case .object(let instance) = self { instance } else { nil } }
}

extension Trial18ConstructsTests {
    /// Table-driven layouts: closures kept in tuple fields are called through
    /// the field; a button type's raw value is its name.
    @Test func closuresInTupleFieldsAreCalled() throws {
        let members = """
            typealias Rule = (name: String, make: (CGFloat) -> CGFloat)
            func probe() -> String {
              let rules: [Rule] = [("double", { $0 * 2 }), (name: "inc", make: { $0 + 1 })]
              let pair = ("neg", { (x: CGFloat) in -x })
              return "\\(rules.map { $0.make(4) }) \\(pair.1(3)) \\(NavigationButtonKnownType.compass.rawValue)"
            }
            """
        #expect(try probe(members, "", nil) == "[8, 5] -3 compass")
    }

    @Test func resultTransformsRunOnTheirSide() throws {
        let declarations = """
            enum Failure: Error { case noSuperview, wrapped(String) }
            func build(_ ok: Bool) -> Result<Int, Failure> { ok ? .success(2) : .failure(.noSuperview) }
            """
        let members = """
            func probe() -> String {
              let good = build(true).map { $0 + 1 }.mapError { _ in Failure.wrapped("x") }
              let bad = build(false).map { $0 + 1 }.flatMapError { _ in Result<Int, Failure>.success(0) }
              return "\\((try? good.get()) ?? -1) \\((try? bad.get()) ?? -1)"
            }
            """
        #expect(try probe(members, declarations, nil) == "3 0")
    }
}

extension Trial18ConstructsTests {
    /// A registry of generic boxes: `as? Box<UIView>` finds the instance (it
    /// does not record its generic arguments), and `nil as! T?` is `nil`.
    @Test func genericCastsAndForcedCastsToOptionals() throws {
        let declarations = """
            final class Box<V> { let value: V; init(_ value: V) { self.value = value } }
            """
        let members = """
            func probe() -> String {
              var registry: [String: AnyObject] = [:]
              registry["gap"] = Box(8)
              let found = (registry["gap"] as? Box<CGFloat>)?.value ?? -1
              let missing = registry["none"] as! Box<CGFloat>?
              return "\\(found) \\(missing == nil)"
            }
            """
        #expect(try probe(members, declarations, nil) == "8 true")
    }

    /// A slide-in's start, `CGAffineTransform.identity.translatedBy(...)`, is a transform like any other
    /// (CoreGraphics' `CGAffineTransformScale` keeps the translation: a = d = 0.9, ty = 120).
    @Test func transformsMadeFromIdentityAreTransforms() throws {
        let members = """
            func probe() -> String {
              let start = CGAffineTransform.identity.translatedBy(x: 0, y: 120).scaledBy(x: 0.9, y: 0.9)
              return "\\(start.a) \\(start.d) \\(start.tx) \\(start.ty) \\(start.isIdentity)"
            }
            """
        #expect(try probe(members, "", nil) == "0.9 0.9 0 120 false")
    }
}
