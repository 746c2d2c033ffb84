@testable import DelegateVerifier
import LayoutModel
import Testing

/// What trial rounds 38 and 39 found: Swift's `Regex`, copy-on-write storage
/// (`isKnownUniquelyReferenced`), key paths joined with `appending(path:)`.
@Suite struct Trial39Tests {
    let probe = ConstructsTests().probe

    /// Regex literals and `Regex(text)` are matched by Swift's engine (trial
    /// 38a: a literal stopped, `Regex(text)` was an opaque value taken as a match).
    @Test func regexesMatchTheRunsText() throws {
        let members = #"""
            func probe() -> String {
              let spec = "logo bottom -40 @750"
              let typed = spec.firstMatch(of: /(\w+) (?<edge>\w+) (-?\d+)/)!
              let inset = Int(typed.3)!
              let edge = String(typed.edge)
              let whole = spec.wholeMatch(of: /logo.*/) != nil
              let none = "x".firstMatch(of: /\d/) == nil
              let made = try! Regex("@([0-9]+)")
              let priority = spec.firstMatch(of: made).flatMap { $0[1].substring }.flatMap { Int($0) } ?? 0
              let bad = (try? Regex("(unclosed")) == nil
              let words = spec.matches(of: /[a-z]+/).map { String($0.0) }
              let upper = "LOGO 8".wholeMatch(of: /logo (\d)/.ignoresCase())?.1
              return "\(inset) \(edge) \(whole) \(none) \(priority) \(bad) \(words) \(upper!) \(spec.contains(/@\d+/)) \(spec.replacing(/\d/, with: "#"))"
            }
            """#
        let got = try probe(members, "", nil)
        #expect(got == #"-40 bottom true true 750 true ["logo", "bottom"] 8 true logo bottom -## @###"#, "\(got)")
    }

    /// The `RegexBuilder` DSL is not modelled: it stops rather than match nothing.
    @Test func aRegexBuilderStops() throws {
        let members = "func probe() -> String { let r = Regex { \"a\" }; return \"\\(\"a\".contains(r))\" }"
        #expect(throws: Unsupported.self) { try probe(members, "", nil) }
    }

    /// `isKnownUniquelyReferenced`: true while one strong reference holds the
    /// storage, false once a copy of its struct (a local of a running body
    /// or a property) shares it (trial 39a stopped).
    @Test func copyOnWriteStorageIsCopiedOnlyWhenShared() throws {
        let declarations = """
            final class Storage { var items: [Int] = []; init(_ items: [Int] = []) { self.items = items } }
            struct Plan {
              private var storage = Storage()
              var copies = 0
              var items: [Int] { storage.items }
              mutating func add(_ item: Int) {
                if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.items); copies += 1 }
                storage.items.append(item)
              }
            }
            """
        let members = """
            var current = Plan()
            func probe() -> String {
              current.add(1)
              current.add(2)
              var next = current
              next.add(3)
              next.add(4)
              var local = Plan()
              local.add(5)
              let kept = local
              local.add(6)
              return "\\(current.items) \\(current.copies) \\(next.items) \\(next.copies) \\(kept.items) \\(local.items) \\(local.copies)"
            }
            """
        let got = try probe(members, declarations, nil)
        #expect(got == "[1, 2] 0 [1, 2, 3, 4] 1 [5] [5, 6] 1", "\(got)")
    }

    /// `keyPath.appending(path:)` joins the paths (trial 39a stopped).
    @Test func keyPathsAppend() throws {
        let members = """
            func probe() -> String {
              let view = UIView()
              let safe: KeyPath<UIView, UILayoutGuide> = \\.safeAreaLayoutGuide
              let top = safe.appending(path: \\UILayoutGuide.topAnchor)
              return "\\(view[keyPath: top] === view.safeAreaLayoutGuide.topAnchor)"
            }
            """
        #expect(try probe(members, "", nil) == "true")
    }

    /// A convenience initializer an extension of the files declares on a
    /// UIKit class runs, `self.init(frame:)` making the view (trial 39b: its
    /// body was dropped in silence); a UIKit initializer no given file
    /// declares stops; `init(frame:)` sets the frame autoresizing keeps.
    @Test func extensionInitializersOfFrameworkClassesRun() throws {
        let declarations = """
            extension UIStackView {
              convenience init(axis: NSLayoutConstraint.Axis, spacing: CGFloat = 4) {
                self.init(frame: .zero)
                self.axis = axis
                self.spacing = spacing
                isHidden = true
              }
            }
            extension CGRect { init(side: CGFloat) { self.init(x: 0, y: 0, width: side, height: side) } }
            """
        let members = """
            func probe() -> String {
              let stack = UIStackView(axis: .vertical, spacing: 12)
              let framed = UIView(frame: CGRect(side: 30))
              return "\\(stack.axis == .vertical) \\(stack.spacing) \\(stack.isHidden) \\(framed.frame.width)"
            }
            """
        #expect(try probe(members, declarations, nil) == "true 12.0 true 30.0")
        #expect(throws: Unsupported.self) { try probe("func probe() -> String { _ = UIStackView(axis: .vertical); return \"\" }", "", nil) }
    }

    /// `AnyHashable(x)` holds `x`: equal values are equal keys and members
    /// (trial 39b: never equal, a silent wrong branch), and `insets != .zero`
    /// takes the geometry type from the other side.
    @Test func anyHashableAndImplicitZeroCompare() throws {
        let declarations = "enum Slot: Hashable { case a, b }"
        let members = """
            func probe() -> String {
              let registered: Set<AnyHashable> = [AnyHashable(Slot.a), AnyHashable("x")]
              let table: [AnyHashable: Int] = [AnyHashable(Slot.b): 7]
              let margins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
              return "\\(registered.contains(AnyHashable(Slot.a))) \\(registered.contains(AnyHashable(Slot.b))) \\(table[AnyHashable(Slot.b)]!) \\(AnyHashable(1) == AnyHashable(1)) \\(margins != .zero) \\(UIEdgeInsets.zero == .zero)"
            }
            """
        #expect(try probe(members, declarations, nil) == "true false 7 true true true")
    }

    /// Principle 9 in the card's column: a viewport above a turn card placed
    /// lower down is not below it either (trial 39b: a stack with the viewport
    /// arranged first passed); beside the card (wide mode) it may start higher.
    @Test func aViewportAboveTheTurnCardIsNotBelowIt() throws {
        var text = Fixture.sample
        for (original, replacement) in [
            ("turnCard.topAnchor.constraint(equalTo: navMap.topAnchor)", "turnCard.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor)"),
            ("buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),\n      buttonStack.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor)",
             "buttonStack.topAnchor.constraint(equalTo: safeArea.topAnchor),\n      buttonStack.bottomAnchor.constraint(equalTo: turnCard.topAnchor)"),
            ("viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),\n      viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor)",
             "viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),\n      viewport.bottomAnchor.constraint(equalTo: turnCard.topAnchor)"),
        ] {
            text = Fixture.mutate(text, original, replacement)
        }
        let result = try Fixture.verify(text, scenarios: Array(Fixture.portrait.prefix(2)))
        #expect(result.findings.contains { $0.ruleID == "delegate_viewport_not_below_turn_card" && $0.message.contains("starts above turnCard") }, "\(result.listing)")
    }

    /// A method a protocol extension and a conforming class both declare
    /// (not a requirement) is picked by the receiver's static type, which an
    /// array's element type gives a closure's `$0` and a loop's variable
    /// (trial 39b stopped: "the static type of $0 is not known").
    @Test func anArraysElementTypeIsItsClosuresStaticType() throws {
        let declarations = """
            protocol Part: AnyObject { var name: String { get } }
            extension Part { func describe() -> String { "ext \\(name)" } }
            final class Logo: Part { let name = "logo"; func describe() -> String { "class \\(name)" } }
            """
        let members = """
            func probe() -> String {
              let parts: [any Part] = [Logo()]
              let mapped = parts.map { $0.describe() }
              var looped: [String] = []
              for part in parts { looped.append(part.describe()) }
              return "\\(mapped) \\(looped) \\(Logo().describe())"
            }
            """
        #expect(try probe(members, declarations, nil) == #"["ext logo"] ["ext logo"] class logo"#)
    }

    /// A view left over after `disableNavigationUI` is reported there; its
    /// ambiguity once the next session lays out beside it is that cleanup's,
    /// not a second finding (trial 39a).
    @Test func aLeftoverIsNotReportedAgainInTheNextSession() throws {
        let added = Fixture.mutate(
            Fixture.mutate(Fixture.sample, "  private var sharedConstraints: [NSLayoutConstraint] = []\n",
                "  private var sharedConstraints: [NSLayoutConstraint] = []\n  private let badge = UIView()\n  private var badgeAdded = false\n"),
            "    navMap.addLayoutGuide(bottomGuide)\n",
            """
                navMap.addLayoutGuide(bottomGuide)
                var badgeConstraints: [NSLayoutConstraint] = []
                if !badgeAdded {
                  badgeAdded = true
                  badge.translatesAutoresizingMaskIntoConstraints = false
                  navMap.addSubview(badge)
                  badgeConstraints = [badge.topAnchor.constraint(equalTo: safeArea.topAnchor),
                    badge.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10)]
                }

            """)
        let mutant = Fixture.mutate(added, "      lowPriorityBottom,\n    ]\n", "      lowPriorityBottom,\n    ] + badgeConstraints\n")
        let sessions = Fixture.scenarios.filter { $0.name.hasPrefix("two-sessions") }
        let result = try Fixture.verify(mutant, scenarios: sessions)
        #expect(result.findings.contains { $0.ruleID == "delegate_incomplete_cleanup" && $0.message.contains("badge") }, "\(result.listing)")
        #expect(!result.findings.contains { $0.ruleID == "delegate_ambiguous_layout" }, "\(result.listing)")
    }

    /// `JSONEncoder().encode(x)` writes the JSON the synthesized `Encodable`
    /// would (`CodingKeys`, raw values, `nil` left out), which decodes back
    /// (trial 38a stopped); a coder's strategies stop rather than be ignored.
    @Test func jsonRoundTrips() throws {
        let declarations = """
            struct Prefs: Codable {
              enum Density: String, Codable { case comfortable, compact = "tight" }
              var density: Density
              var inset: CGFloat
              var note: String?
              var tags: [String]
              enum CodingKeys: String, CodingKey { case density = "d", inset, note, tags }
            }
            """
        let members = """
            func probe() -> String {
              let data = try! JSONEncoder().encode(Prefs(density: .compact, inset: 12.5, note: nil, tags: ["a"]))
              let back = try! JSONDecoder().decode(Prefs.self, from: data)
              return "\\(String(data: data, encoding: .utf8)!) \\(back.density == .compact) \\(back.inset) \\(back.note == nil) \\(back.tags)"
            }
            """
        #expect(try probe(members, declarations, nil) == #"{"d":"tight","inset":12.5,"tags":["a"]} true 12.5 true ["a"]"#)
        let strategy = """
            func probe() -> String {
              let decoder = JSONDecoder()
              decoder.keyDecodingStrategy = .convertFromSnakeCase
              return "\\((try? decoder.decode(Prefs.self, from: Data("{}".utf8))) == nil)"
            }
            """
        #expect(throws: Unsupported.self) { try probe(strategy, declarations, nil) }
    }
}
