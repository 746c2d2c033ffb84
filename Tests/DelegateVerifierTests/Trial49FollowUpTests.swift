@testable import DelegateVerifier
import Foundation
import Testing

/// What trial round 49 found and session 29 mended: synthesized coding of
/// enums with associated values, each type's own `CodingKeys`, calls through
/// `callAsFunction` and labelled initializer references, overloads told apart
/// by an implicit member, function typealiases taking trailing closures,
/// `NSMapTable`, thin Google views past the screen's edge, locals shadowing members.
@Suite struct Trial49FollowUpTests {
    let probe = ConstructsTests().probe

    /// Swift's synthesized `Decodable` reads an enum without raw values from
    /// `{"case": {"label": value}}` (`_0` for an unlabelled value); trial 49c's
    /// `(try? decode(...)) ?? fallback` took the fallback: a silent pass.
    @Test func anEnumWithAssociatedValuesDecodesAndEncodesAsSwiftDoes() throws {
        let declarations = """
            enum Inset: Codable, Equatable { case fixed(x: CGFloat), scaled(CGFloat, by: CGFloat), none }
            struct Spec: Codable { var inset: Inset; var name: String }
            """
        let members = """
            func probe() -> String {
                let decoder = JSONDecoder()
                let fixed = (try? decoder.decode(Inset.self, from: Data(#"{"fixed":{"x":-40}}"#.utf8))) ?? .fixed(x: 8)
                let scaled = try! decoder.decode(Spec.self, from: Data(#"{"name":"a","inset":{"scaled":{"_0":4,"by":3}}}"#.utf8))
                let none = try! decoder.decode(Inset.self, from: Data(#"{"none":{}}"#.utf8))
                let wrong = (try? decoder.decode(Inset.self, from: Data(#"{"other":{}}"#.utf8))) == nil
                let back = try! decoder.decode(Inset.self, from: JSONEncoder().encode(Inset.scaled(2, by: 5)))
                guard case .fixed(let x) = fixed, case .scaled(let base, let factor) = scaled.inset else { return "no" }
                return "\\(x) \\(base * factor) \\(none == .none) \\(wrong) \\(back == .scaled(2, by: 5))"
            }
            """
        #expect(try probe(members, declarations, nil) == "-40.0 12.0 true true true")  // `CGFloat`s, as swiftc prints them
    }

    /// Every `Codable` type nests its own `CodingKeys`; two of them stopped
    /// every scenario at setup (trial 49c).
    @Test func eachTypeDecodesByItsOwnCodingKeys() throws {
        let declarations = """
            struct A: Decodable { var x: CGFloat; enum CodingKeys: String, CodingKey { case x = "ax" } }
            struct B: Decodable { var y: CGFloat; enum CodingKeys: String, CodingKey { case y = "by" } }
            """
        let members = """
            func probe() -> String {
                let a = try! JSONDecoder().decode(A.self, from: Data(#"{"ax": 3}"#.utf8))
                let b = try! JSONDecoder().decode(B.self, from: Data(#"{"by": 4}"#.utf8))
                return "\\(a.x + b.y)"
            }
            """
        #expect(try probe(members, declarations, nil) == "7.0")
    }

    /// `easing(t)` on a property whose enum declares `callAsFunction`; `map(V.init(raw:))`;
    /// `run { ... }` for `run(make: Maker)`, `typealias Maker = (Int) -> Int` (trials 49a, 49c: each stopped).
    @Test func calledValuesInitializerReferencesAndAliasedClosureParameters() throws {
        let declarations = """
            enum Easing { case linear, double; func callAsFunction(_ t: CGFloat) -> CGFloat { self == .linear ? t : 2 * t } }
            struct V { var x: CGFloat; init(raw: CGFloat) { x = raw + 1 } }
            typealias Maker = (Int) -> Int
            func run(make: Maker) -> Int { make(1) }
            """
        let members = """
            let easing: Easing = .double
            func probe() -> String {
                let made: CGFloat? = 4
                return "\\(easing(8)) \\(made.map(V.init(raw:))?.x ?? 0) \\([CGFloat(1), 2].map(V.init(raw:)).map(\\.x)) \\(run { $0 + 7 })"
            }
            """
        #expect(try probe(members, declarations, nil) == "16.0 5.0 [2.0, 3.0] 8")
    }

    /// `lerp(.compact, .wide, t)`: Swift calls the overload whose parameter
    /// type has the implicit members, not the first declared (trial 49c stopped at `.wide - .compact`).
    @Test func anImplicitMemberChoosesTheOverloadWhoseTypeHasIt() throws {
        let declarations = """
            func lerp(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }
            struct Frame { var inset: CGFloat; static var compact: Frame { Frame(inset: 8) }; static var wide: Frame { Frame(inset: 16) } }
            func lerp(_ a: Frame, _ b: Frame, _ t: CGFloat) -> Frame { Frame(inset: lerp(a.inset, b.inset, t)) }
            """
        let members = """
            func probe() -> String { "\\(lerp(.compact, .wide, 0.5).inset) \\(lerp(.zero, 10, 0.5))" }
            """
        #expect(try probe(members, declarations, nil) == "12.0 5.0")
    }

    /// `NSMapTable`: the four factories, its own methods and its enumerators
    /// (trial 49b: `weakToStrongObjects()` stopped every scenario).
    @Test func anNSMapTableMapsKeysToObjects() throws {
        let members = """
            private let table = NSMapTable<UIView, NSNumber>.weakToStrongObjects()
            func probe() -> String {
                let a = UIView(), b = UIView()
                table.setObject(NSNumber(value: 8), forKey: a)
                table.setObject(NSNumber(value: 16), forKey: b)
                table.setObject(NSNumber(value: 4), forKey: a)
                let keys = table.keyEnumerator().allObjects.count
                table.removeObject(forKey: b)
                return "\\(table.object(forKey: a)?.intValue ?? 0) \\(table.object(forKey: b) == nil) \\(table.count) \\(keys)"
            }
            """
        #expect(try probe(members, "", nil) == "4 true 1 2")
    }

    /// The 12 pt trip progress bar 8 pt past the screen's trailing edge is
    /// clipped: its 8 pt margins on each side are wider than the bar, so all
    /// of it draws (trial 49a: no finding, a silent pass).
    @Test func aGoogleViewThinnerThanItsMarginsIsClippedAtTheEdge() throws {
        func delegate(_ constant: Int) -> String {
            Fixture.minimalDelegate(members: """
                private var guidance: [NSLayoutConstraint] = []
                func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
                    _ = newState.wideMode
                    let bar = newState.tripProgressBar
                    navMap.addSubview(bar)
                    guidance = [
                        bar.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor, constant: 100),
                        bar.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor, constant: -100),
                        bar.trailingAnchor.constraint(equalTo: navMap.trailingAnchor, constant: \(constant)),
                    ]
                    NSLayoutConstraint.activate(guidance)
                }
                func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
                    NSLayoutConstraint.deactivate(guidance)
                    oldState.tripProgressBar.removeFromSuperview()
                }
                """, enable: "_ = newState.wideMode")
                .replacingOccurrences(of: "    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {}\n", with: "")
                .replacingOccurrences(of: "    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {}\n", with: "")
        }
        let scenarios = Array(Fixture.portrait.filter { $0.events.contains(.startGuidance) }.prefix(1))
        let clipped = try Fixture.verify(delegate(8), scenarios: scenarios)
        #expect(clipped.findings.contains { $0.ruleID == "delegate_clipped_view" && $0.message.contains("tripProgressBar") }, "\(clipped.listing)")
        let inside = try Fixture.verify(delegate(-4), scenarios: scenarios)
        #expect(!inside.ruleIDs.contains("delegate_clipped_view"), "\(inside.listing)")
        #expect(inside.isFullyVerified, "\(inside.listing)")
    }

    /// A local named like a member (`let inner = [1, 2]; inner.count`) in a
    /// function no scenario runs does not set the member: trial 49c's
    /// "Outer.inner is set only by code no scenario runs" was false.
    @Test func aLocalNamedLikeAMemberIsNotTheMember() throws {
        let declarations = """
            struct Inner: Decodable { var v: CGFloat }
            struct Outer: Decodable { var inner: Inner }
            func unused() -> Int { let inner = [1, 2]; return inner.count + inner.reversed().count }
            func alsoUnused(inner: [Int]) -> Int { inner.count }
            let decoded = try! JSONDecoder().decode(Outer.self, from: Data(#"{"inner":{"v":8}}"#.utf8))
            """
        let text = Fixture.minimalDelegate(declarations: declarations, enable: "_ = newState.wideMode; _ = decoded.inner.v")
        let result = try Fixture.verify(text, scenarios: Array(Fixture.scenarios.prefix(2)))
        #expect(!result.findings.contains { $0.message.contains("set only by code no scenario runs") }, "\(result.listing)")
    }
}

/// What trial round 50 found: `CollectionDifference`, `Set<T>` elements typed
/// by `T`, `UndoManager`, library results decided on, overloads taking `Any`.
@Suite struct Trial50Tests {
    let probe = ConstructsTests().probe

    /// `desired.difference(from: current)` as Swift computes it: removals from
    /// the highest offset, then insertions; `inferringMoves()`, `applying(_:)`
    /// (trial 50a's reconciler stopped at every scenario's setup).
    @Test func aDifferenceIsSwiftsOwn() throws {
        let declarations = """
            struct Pin: Hashable { let item: String; let constant: CGFloat }
            """
        let members = """
            func probe() -> String {
                let old = [Pin(item: "a", constant: 1), Pin(item: "b", constant: 2), Pin(item: "c", constant: 3)]
                let new = [Pin(item: "b", constant: 2), Pin(item: "d", constant: 4), Pin(item: "a", constant: 1)]
                let diff = new.difference(from: old)
                var steps: [String] = []
                for change in diff {
                    switch change {
                    case let .remove(offset, pin, _): steps.append("-\\(offset)\\(pin.item)")
                    case let .insert(offset, pin, _): steps.append("+\\(offset)\\(pin.item)")
                    }
                }
                let moved = diff.inferringMoves().insertions.filter { if case .insert(_, _, let from?) = $0 { from >= 0 } else { false } }.count
                guard let changed = old.applying(diff) else { return "nil" }
                let applied = changed.map(\\.item).joined()
                return "\\(steps.joined(separator: " ")) \\(diff.count) \\(diff.removals.count) \\(moved) \\(applied)"
            }
            """
        let expected: String = {
            let old = ["a", "b", "c"], new = ["b", "d", "a"]
            let diff = new.difference(from: old)
            let steps = diff.map { change -> String in
                switch change {
                case .remove(let offset, let item, _): "-\(offset)\(item)"
                case .insert(let offset, let item, _): "+\(offset)\(item)"
                }
            }
            let moved = diff.inferringMoves().insertions.filter { if case .insert(_, _, let from?) = $0 { from >= 0 } else { false } }.count
            return "\(steps.joined(separator: " ")) \(diff.count) \(diff.removals.count) \(moved) \(old.applying(diff)!.joined())"
        }()
        #expect(try probe(members, declarations, nil) == expected)
    }

    /// `[.viewport, .logo]` where a `Set<NodeID>` is declared, or passed to
    /// `Set<NodeID>(...)`: the elements are `NodeID`s (trial 50a stopped at `.isView`).
    @Test func aSetsElementsTakeItsElementType() throws {
        let declarations = """
            enum NodeID: Int, Hashable { case logo, viewport; var isView: Bool { self == .viewport } }
            struct Scene { var nodes: Set<NodeID> = [] }
            """
        let members = """
            func probe() -> String {
                let local: Set<NodeID> = [.viewport, .logo, .viewport]
                var scene = Scene(nodes: [.logo])
                scene.nodes.insert(.viewport)
                let made = Set<NodeID>([.viewport])
                return "\\(local.count) \\(local.filter(\\.isView).count) \\(scene.nodes.filter(\\.isView).count) \\(made.filter(\\.isView).count)"
            }
            """
        #expect(try probe(members, declarations, nil) == "2 1 1 1")
    }

    /// `UndoManager`: groups, undo running the handlers last first, redo,
    /// action names, `groupsByEvent = false` (trial 50b: an opaque value, its handlers never ran).
    @Test func anUndoManagerUndoesAndRedoes() throws {
        let members = """
            final class Counter { var value = 0 }
            func probe() -> String {
                let history = UndoManager()
                history.groupsByEvent = false
                let counter = Counter()
                var log: [String] = []
                history.beginUndoGrouping()
                counter.value = 1
                history.registerUndo(withTarget: counter) { c in c.value = 0; log.append("u1") }
                counter.value = 2
                history.registerUndo(withTarget: counter) { c in c.value = 1; log.append("u2") }
                history.setActionName("Two")
                history.endUndoGrouping()
                let name = history.undoActionName
                history.undo()
                let afterUndo = counter.value
                let canRedo = history.canRedo
                history.beginUndoGrouping()
                history.endUndoGrouping()
                return "\\(name) \\(afterUndo) \\(log.joined(separator: ",")) \\(canRedo) \\(history.canUndo)"
            }
            """
        #expect(try probe(members, "", nil) == "Two 0 u2,u1 false false")
    }

    /// Registering outside a group when `groupsByEvent` is false raises, as Foundation does.
    @Test func registeringOutsideAGroupWithoutEventGroupingCrashes() throws {
        let members = """
            final class Counter { var value = 0 }
            func probe() -> String {
                let history = UndoManager()
                history.groupsByEvent = false
                history.registerUndo(withTarget: Counter()) { $0.value = 0 }
                return "registered"
            }
            """
        #expect(throws: (any Error).self) { try probe(members, "", nil) }
    }

    /// `Scanner(...).scanString("x") == nil` and `Side(rawValue:)` of a value the
    /// run does not compute stop; they were taken as present and nil (trial 50c: silent passes).
    @Test func aDecisionOnALibraryResultStops() throws {
        let declarations = "enum Side: String { case top }"
        #expect(throws: (any Error).self) {
            try probe("func probe() -> String { Scanner(string: \"abc\").scanString(\"x\") == nil ? \"nil\" : \"some\" }", declarations, nil)
        }
        #expect(throws: (any Error).self) {
            try probe("func probe() -> String { Side(rawValue: Scanner(string: \"top\").scanUpToString(\"=\") ?? \"\") == nil ? \"nil\" : \"some\" }", declarations, nil)
        }
        #expect(try probe("func probe() -> String { UIImage(named: \"x\") == nil ? \"nil\" : \"some\" }", "", nil) == "some")
    }

    /// `.nan` marks an unpinned edge: `CGFloat.nan`, `isNaN`, `isFinite` (trial 50c stopped).
    @Test func notANumberIsANumber() throws {
        let members = """
            func probe() -> String {
                let unpinned: CGFloat = .nan
                let edges: [CGFloat] = [8, Double.nan, -.infinity]
                return "\\(unpinned.isNaN) \\(edges.filter { !$0.isNaN }.count) \\(edges.filter(\\.isFinite).count) \\(unpinned == unpinned)"
            }
            """
        #expect(try probe(members, "", nil) == "true 2 1 false")
    }

    /// A closure never reaches an `any Anchored` parameter, also beside a
    /// defaulted parameter (trial 50c: the closure went to the existential overload).
    @Test func aClosureNeverReachesAnExistentialParameter() throws {
        let declarations = """
            protocol Anchored: AnyObject { var topAnchor: NSLayoutYAxisAnchor { get } }
            extension UIView: Anchored {}
            func top(_ item: any Anchored, inset: CGFloat = 0) -> String { "item" }
            func top(_ item: () -> any Anchored, inset: CGFloat = 0) -> String { "closure" }
            """
        let members = """
            func probe() -> String { top(UIView()) + " " + top({ UIView() }) + " " + top({ UIView() }, inset: 4) }
            """
        #expect(try probe(members, declarations, nil) == "item closure closure")
    }

    /// Swift calls `mark(_: UIView)` for a view, not `mark(_: Any)` declared first (trial 50c: a silent pass).
    @Test func anOverloadTakingAnyRanksBelowASpecificOne() throws {
        let declarations = """
            func mark(_ x: Any) -> String { "any" }
            func mark(_ v: UIView) -> String { "view" }
            """
        #expect(try probe("func probe() -> String { mark(UIView()) + \" \" + mark(8) }", declarations, nil) == "view any")
    }
}
