@testable import DelegateVerifier
import Testing

/// A `~Copyable` value's `deinit` runs where Swift ends the value (trial 45a:
/// it was skipped in silence, then stopped the run where such a value was
/// made; trial 64's 380, mounts and leases that end in `deinit`, stopped every
/// scenario). The expected logs are what swiftc's build of the same code prints.
@Suite struct NoncopyableLifetimeTests {
    static let token = """
        static var log: [String] = []
        struct Token: ~Copyable {
          let name: Int
          init(_ n: Int) { name = n; ProbeDelegate.log.append("make \\(n)") }
          consuming func finish() { ProbeDelegate.log.append("finish \\(name)"); discard self }
          consuming func drop() { ProbeDelegate.log.append("drop \\(name)") }
          deinit { ProbeDelegate.log.append("deinit \\(name)") }
        }
        final class Holder { var token: Token? = nil }
        static func take(_ t: consuming Token) { ProbeDelegate.log.append("took \\(t.name)") }
        static func keep(_ t: consuming Token, in h: Holder) { h.token = consume t; ProbeDelegate.log.append("kept") }
        static func make(_ n: Int) -> Token { Token(n) }
        func note(_ text: String) { ProbeDelegate.log.append(text) }
        func read() -> String { defer { ProbeDelegate.log = [] }; return ProbeDelegate.log.joined(separator: ", ") }
        """

    /// Moves (`consume`, a `consuming` parameter or method, a store), a
    /// replaced or discarded value, `discard self`, scopes ending (locals in
    /// reverse order of declaration), and `Optional.take()`.
    @Test func deinitRunsWhereSwiftEndsTheValue() throws {
        let members = Self.token + "\n" + """
            func run() {
              let h = Holder()
              let a = Token(1)
              note("after a")
              h.token = consume a
              h.token = Token(2)
              note("after b")
              let c = Token(3)
              _ = consume c
              note("after c")
              let d = Token(4)
              d.drop()
              note("after d")
              let e = Token(5)
              e.finish()
              note("after e")
              do { let g = Token(6); note("in g \\(g.name)") }
              note("after g")
              let m = Token(7)
              Self.take(m)
              note("after m")
              let n = Token(8)
              Self.keep(n, in: h)
              note("after n")
              _ = Self.make(9)
              note("after t")
              let p = Token(10), q = Token(11)
              let k = Token(12); note("k made \\(k.name)"); note("last line \\(p.name)\\(q.name)")
              if let old = h.token.take() { note("took out \\(old.name)") }
              note("end")
            }
            """
        let events = try Trial21FlowTests.rootedEvents(members, ["run", "read"])
        #expect(events == ["Void", [
            "make 1", "after a", "make 2", "deinit 1", "after b", "make 3", "deinit 3", "after c", "make 4", "drop 4", "deinit 4",
            "after d", "make 5", "finish 5", "after e", "make 6", "in g 6", "deinit 6", "after g", "make 7", "took 7", "deinit 7",
            "after m", "make 8", "deinit 2", "kept", "after n", "make 9", "deinit 9", "after t", "make 10", "make 11", "make 12",
            "k made 12", "last line 1011", "took out 8", "deinit 8", "end", "deinit 12", "deinit 11", "deinit 10",
        ].joined(separator: ", ")])
    }

    /// A value a stored property keeps lives on past the callback; one whose
    /// owner goes (the holder released) goes with it.
    @Test func aStoredValueLivesWithItsOwner() throws {
        let members = Self.token + "\n" + """
            var holder: Holder? = Holder()
            func store() -> String { holder?.token = Token(1); return read() }
            func release() -> String { holder = nil; return read() }
            """
        #expect(try Trial21FlowTests.rootedEvents(members, ["store", "release"]) == ["make 1", "deinit 1"])
    }

    /// Closures a value's own methods make do not keep it (only a closure
    /// that does not escape may use a noncopyable `self`): dropping its owner's
    /// reference ends it, its `deinit` running the closures it held.
    @Test func aValuesOwnClosuresDoNotKeepIt() throws {
        let members = Self.token + "\n" + """
            struct Mount: ~Copyable {
              var undo: [() -> Void] = []
              let name: Int
              init(_ n: Int) { name = n }
              mutating func add(_ text: String) { undo.append { ProbeDelegate.log.append(text) } }
              deinit { ProbeDelegate.log.append("deinit \\(name)"); undo.reversed().forEach { $0() } }
            }
            var mount: Mount?
            func mountOne() -> String { var m = Mount(1); m.add("a"); m.add("b"); mount = consume m; return read() }
            func unmount() -> String { mount = nil; return read() }
            """
        #expect(try Trial21FlowTests.rootedEvents(members, ["mountOne", "unmount"]) == ["", "deinit 1, b, a"])
    }

    /// A noncopyable enum's `deinit` is not followed: the run stops before it begins, naming it.
    @Test func aNoncopyableEnumsDeinitStopsTheRun() throws {
        let text = """
            import UIKit
            enum Slot: ~Copyable { case empty; deinit { print("gone") } }
            final class ProbeDelegate: NSObject, NavigationLayoutDelegate {}
            """
        let source = try DelegateSource(text: text, displayPath: "Probe.swift")
        #expect(throws: (any Error).self) { try InterpretedDelegate(source: source, metrics: .standard) }
    }

    /// A value handed to an initializer's `consuming` parameter moves into
    /// what the initializer makes (a class's field, a noncopyable struct's),
    /// and ends with it, not with the caller's variable.
    @Test func aConsumingInitializerParameterTakesTheValue() throws {
        let members = Self.token + "\n" + """
            final class Box { var token: Token?; init(token: consuming Token) { self.token = consume token; ProbeDelegate.log.append("boxed") } }
            struct Pair: ~Copyable { var first: Token; init(first: consuming Token) { self.first = first; ProbeDelegate.log.append("paired") } }
            func run() {
              let t = Token(1)
              let b = Box(token: t)
              note("after box")
              let u = Token(2)
              let p = Pair(first: u)
              note("after pair \\(p.first.name)")
              b.token = nil
              note("end")
            }
            """
        let events = try Trial21FlowTests.rootedEvents(members, ["run", "read"])
        #expect(events == ["Void", "make 1, boxed, after box, make 2, paired, after pair 2, deinit 1, end, deinit 2"])
    }
}
