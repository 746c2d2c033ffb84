@testable import DelegateVerifier
import Foundation
import LayoutModel
import NavlintCore
import Testing

/// `deinit` runs where Swift runs it: as the statement that dropped the last
/// strong reference ends (trial 58b: presenters that clean up in `deinit`,
/// RAII leases ended by `removeAll()`, stopped every scenario).
@Suite struct DeinitializerTests {
    /// Classes that log their `deinit`, nested in the probe delegate.
    static let logging = """
        static var log: [String] = []
        class Base {
          let name: String
          init(_ name: String) { self.name = name; ProbeDelegate.log.append("make \\(name)") }
          deinit { ProbeDelegate.log.append("base \\(name)") }
        }
        final class Sub: Base {
          let lease: Lease
          init(_ name: String, lease: Lease) { self.lease = lease; super.init(name) }
          deinit { ProbeDelegate.log.append("sub \\(name)") }
        }
        final class Lease {
          let name: String
          var next: Lease?
          init(_ name: String) { self.name = name }
          deinit { ProbeDelegate.log.append("lease \\(name)") }
        }
        final class Holder { var leases: [Lease] = [] }
        struct Pair { let first: Lease; let second: Lease }
        func read() -> String { defer { ProbeDelegate.log = [] }; return ProbeDelegate.log.joined(separator: ", ") }
        """

    /// Subclass first, then its superclass, then what the object held; in the
    /// order the collection held them; a class without `deinit` releases what it holds.
    @Test func deinitRunsAtTheStatementThatDropsTheLastReference() throws {
        let members = Self.logging + "\n" + """
            var subs: [Base] = []
            var holder: Holder? = Holder()
            var pairs: [Pair] = []
            func make() -> String {
              subs = [Sub("a", lease: Lease("a1")), Base("b")]
              holder?.leases = [Lease("h1"), Lease("h2")]
              pairs = [Pair(first: Lease("p1"), second: Lease("p2"))]
              return read()
            }
            func dropFirst() -> String { subs.removeFirst(); ProbeDelegate.log.append("after"); return read() }
            func dropHolder() -> String { holder = nil; return read() }
            func dropPairs() -> String { pairs.removeAll(); return read() }
            func dropAll() -> String { subs = []; return read() }
            func discard() -> String { _ = Base("d1"); Base("d2"); ProbeDelegate.log.append("after"); return read() }
            """
        let events = try Trial21FlowTests.rootedEvents(members, ["make", "dropFirst", "dropHolder", "dropPairs", "dropAll", "discard"])
        #expect(events == [
            "make a, make b", "sub a, base a, lease a1, after", "lease h1, lease h2", "lease p1, lease p2", "base b",
            "make d1, base d1, make d2, base d2, after",
        ])
    }

    /// A replaced value goes after its replacement is made; what a local still
    /// holds, or a cycle, is not released there; a local last used in the
    /// last statement of its block releases as the block ends.
    @Test func aLocalOrACycleKeepsItsObject() throws {
        let members = Self.logging + "\n" + """
            var kept: Base?
            var leases: [Lease] = []
            func replace() -> String { kept = Base("k1"); kept = Base("k2"); return read() }
            func holdLocally() -> String {
              let local = kept
              kept = nil
              ProbeDelegate.log.append("held \\(local?.name ?? "")")
              return read()
            }
            func holdToTheEnd() {
              kept = Base("k3")
              let local = kept
              kept = nil
              ProbeDelegate.log.append("held \\(local?.name ?? "")")
            }
            func cycle() -> String {
              let a = Lease("c1")
              a.next = a
              leases = [a]
              leases = []
              return read()
            }
            """
        let events = try Trial21FlowTests.rootedEvents(members, ["replace", "holdLocally", "cycle", "holdToTheEnd", "read"])
        #expect(events == ["make k1, make k2, base k1", "held k2", "", "Void", "make k3, held k3, base k3"])
    }

    /// A closure keeps what its body names (trial 59a-01): an owner made in a
    /// local and given a `[weak self]` handler is not kept by that handler
    /// through the local, so dropping the owner runs its `deinit`; one that
    /// holds itself (a retain cycle) is never released, as in Swift.
    @Test func aClosureKeepsOnlyWhatItNames() throws {
        let members = Self.logging + "\n" + """
            final class Owner {
              var onGone: (() -> Void)?
              var me: Owner?
              deinit { ProbeDelegate.log.append("owner gone") }
            }
            var current: Owner?
            func make() {
              let owner = Owner()
              owner.onGone = { [weak self] in _ = self }
              current = owner
            }
            func makeCycle() {
              let owner = Owner()
              owner.onGone = { owner.me = nil }
              current = owner
            }
            func drop() -> String { current = nil; return read() }
            """
        #expect(try Trial21FlowTests.rootedEvents(members, ["make", "drop", "makeCycle", "drop"]) == ["Void", "owner gone", "Void", ""])
    }

    /// A struct's escaping closure may use its members without `self`
    /// (SE-0269): it keeps the struct's copy, and what that holds, until the
    /// closure itself goes.
    @Test func aStructsClosureKeepsTheStruct() throws {
        let members = Self.logging + "\n" + """
            final class Box { var action: (() -> Void)? }
            struct Keeper {
              let lease: Lease
              func handler() -> () -> Void { { _ = lease.name } }
            }
            let box = Box()
            func keep() -> String { box.action = Keeper(lease: Lease("k")).handler(); return read() }
            func drop() -> String { box.action = nil; return read() }
            """
        let events = try Trial21FlowTests.rootedEvents(members, ["keep", "drop"])
        #expect(events == ["", "lease k"])
    }

    /// A fresh object only a `weak var` takes is released at once, its `deinit` with it.
    @Test func aFreshObjectAWeakVarTakesIsReleasedAtOnce() throws {
        let members = Self.logging + "\n" + """
            weak var weakly: Base?
            func make() -> String { weakly = Base("w"); ProbeDelegate.log.append(weakly == nil ? "gone" : "kept"); return read() }
            """
        #expect(try Trial21FlowTests.rootedEvents(members, ["make"]) == ["make w, base w, gone"])
    }

    /// Trial 58b's repro: an RAII lease whose `deinit` undoes the layout it
    /// made; each phase ends with `leases.removeAll()`.
    static let leases = """
        import GoogleNavigation
        import UIKit

        @MainActor
        final class Lease {
          private let undo: () -> Void
          init(_ undo: @escaping () -> Void) { self.undo = undo }
          deinit { MainActor.assumeIsolated { undo() } }
        }

        @MainActor
        final class LeaseDelegate: NSObject, NavigationLayoutDelegate {
          private var leases: [Lease] = []
          private var promptLeases: [Lease] = []

          private func lay(_ views: [UIView], on map: GMSMapView, _ constraints: [NSLayoutConstraint]) {
            views.forEach { map.addSubview($0) }
            NSLayoutConstraint.activate(constraints)
            leases.append(Lease {
              NSLayoutConstraint.deactivate(constraints)
              views.forEach { $0.removeFromSuperview() }
            })
          }

          private func ready(_ map: GMSMapView, _ s: NavigationReadyUIState) {
            let safe = map.safeAreaLayoutGuide
            _ = s.wideMode
            lay([s.viewport, s.googleLogo], on: map, [
              s.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
              s.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
              s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
              s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
              s.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            ])
          }

          func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) { ready(navMap, newState) }
          func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) { leases.removeAll() }
          func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
            leases.removeAll()
            let s = newState, safe = navMap.safeAreaLayoutGuide
            _ = s.wideMode
            lay([s.viewport, s.googleLogo, s.turnCard], on: navMap, [
              s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
              s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
              s.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
              s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
              s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
              s.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            ])
          }
          func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
            promptLeases.removeAll()
            leases.removeAll()
            ready(navMap, newState)
          }
          func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}
          func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
            navMap.addSubview(newPrompt)
            let cs = [
              newPrompt.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor),
              newPrompt.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            ]
            NSLayoutConstraint.activate(cs)
            promptLeases = [Lease { NSLayoutConstraint.deactivate(cs); newPrompt.removeFromSuperview() }]
          }
          func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) { promptLeases.removeAll() }
          func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
            promptLeases.removeAll()
            showPrompt(navMap: navMap, newPrompt: newPrompt)
          }
        }
        """

    static let scenarios = Fixture.portrait.filter { $0.name.hasSuffix("speed.both-prompt") }

    /// The leases end where they are dropped: verified in full, clean.
    @Test func leasesEndedByRemoveAllAreVerified() throws {
        let result = try Fixture.verify(Self.leases, scenarios: Self.scenarios)
        #expect(result.isFullyVerified && result.findings.allSatisfy { $0.ruleID == "delegate_assumption" }, "\(result.listing)")
    }

    /// A lease kept past its phase (`hidePrompt` no longer drops it) leaves the prompt up: caught.
    @Test func aLeaseKeptPastItsPhaseIsALeftover() throws {
        let mutant = Fixture.mutate(
            Self.leases, "oldPrompt: NavigationPromptView) { promptLeases.removeAll() }", "oldPrompt: NavigationPromptView) { }")
        let result = try Fixture.verify(mutant, scenarios: Self.scenarios)
        #expect(result.isFullyVerified, "\(result.listing)")
        #expect(result.ruleIDs.contains("delegate_incomplete_cleanup"), "\(result.listing)")
    }

    /// A lease that holds itself (a retain cycle) is never released: its
    /// `deinit` never runs, and what it would undo is a leftover, as in the app.
    @Test func aLeaseInARetainCycleLeaks() throws {
        let cyclic = Fixture.mutate(
            Fixture.mutate(Self.leases, "  private let undo: () -> Void\n", "  private let undo: () -> Void\n  private var me: Lease?\n"),
            "init(_ undo: @escaping () -> Void) { self.undo = undo }", "init(_ undo: @escaping () -> Void) { self.undo = undo; me = self }")
        let result = try Fixture.verify(cyclic, scenarios: Self.scenarios)
        #expect(result.isFullyVerified, "\(result.listing)")
        #expect(result.ruleIDs.contains("delegate_incomplete_cleanup"), "\(result.listing)")
    }

    /// A local holding the lease past the statement that dropped it, last
    /// used before the last statement: when Swift releases it (after that
    /// use, or as the block ends) is not known, so the run stops.
    @Test func aLeaseALocalKeepsStopsTheRun() throws {
        let mutant = Fixture.mutate(
            Self.leases, "oldPrompt: NavigationPromptView) { promptLeases.removeAll() }",
            "oldPrompt: NavigationPromptView) { let last = promptLeases; promptLeases.removeAll(); _ = last.count; _ = oldPrompt }")
        let result = try Fixture.verify(mutant, scenarios: Self.scenarios)
        let stop = try #require(result.findings.first { $0.ruleID == "delegate_not_verified" }, "\(result.listing)")
        #expect(stop.message.contains("the deinit of Lease"), "\(stop.message)")
    }

    /// `Timer(timeInterval:repeats:block:)` fires once `RunLoop.main.add(_:forMode:)` schedules it, not before.
    @Test func aTimerAddedToTheRunLoopFires() throws {
        let members = """
            var log: [String] = []
            var timer: Timer?
            func make(_ scheduled: Bool) {
              let made = Timer(timeInterval: 0.5, repeats: false) { [weak self] _ in self?.log.append("fired") }
              log.append("made")
              if scheduled { RunLoop.main.add(made, forMode: .common) }
              timer = made
            }
            func unscheduled() { make(false) }
            func scheduled() { make(true) }
            func read() -> String { defer { log = [] }; return log.joined(separator: " ") }
            """
        let events = try Trial21FlowTests.events(members, ["unscheduled", "read", "scheduled", "read"])
        #expect(events == ["Void", "made", "Void", "made fired"], "\(events)")
    }

    /// A state kept from an earlier callback whose `wideMode` differs from the
    /// latest one's: its value is stated as assumed (trial 59b-02); reading `newState`'s is not.
    @Test func aKeptStatesStaleWideModeIsStated() throws {
        let resize = Fixture.scenarios.filter { $0.name.hasPrefix("resize-phonePortrait-phoneLandscape-ltr") }
        func delegate(_ read: String) -> String {
            Fixture.minimalDelegate(
                members: "private var ready: NavigationReadyUIState?\nfunc sizeChanged(navMap: GMSMapView, newState: NavigationUIState) { _ = \(read).wideMode }",
                enable: "ready = newState\n_ = newState.wideMode")
        }
        let stale = try Fixture.verify(delegate("ready!"), scenarios: resize)
        #expect(stale.findings.contains { $0.ruleID == "delegate_assumption" && $0.message.contains("wideMode read from a state an earlier callback gave") }, "\(stale.listing)")
        let current = try Fixture.verify(delegate("newState"), scenarios: resize)
        #expect(!current.findings.contains { $0.message.contains("wideMode read from a state") }, "\(current.listing)")
    }
}
