@testable import DelegateVerifier
import Testing

/// Calls and values of the second round of trial delegates, each run by
/// `ConstructsTests.probe` and compared with what Swift computes: overloads
/// chosen by parameter type, `callAsFunction`, `@dynamicMemberLookup`,
/// deferred initialization of a tuple pattern, number methods, the files'
/// `<` in sorting, dictionary keys typed by their neighbours, collection
/// casts and lookups passed as functions.
@Suite struct CallsAndValuesTests {
    let probe = ConstructsTests().probe

    @Test func overloadsAreChosenByParameterType() throws {
        let members = """
            func pin(_ name: String, to anchor: NSLayoutXAxisAnchor) -> String { "x \\(name)" }
            func pin(_ name: String, to anchor: NSLayoutYAxisAnchor) -> String { "y \\(name)" }
            func probe() -> String {
              let view = UIView()
              return pin("top", to: view.topAnchor) + ", " + pin("leading", to: view.leadingAnchor)
            }
            """
        #expect(try probe(members, "", nil) == "y top, x leading")
    }

    @Test func callAsFunctionAndDynamicMembers() throws {
        let declarations = """
            struct Recipe { let inset: CGFloat; func callAsFunction(_ scale: CGFloat) -> CGFloat { inset * scale } }
            struct Spec { var side: CGFloat = 12 }
            @dynamicMemberLookup struct Themed {
              let spec: Spec
              subscript<V>(dynamicMember path: KeyPath<Spec, V>) -> V { spec[keyPath: path] }
            }
            """
        let members = """
            func probe() -> String {
              let recipe = Recipe(inset: 4)
              let themed = Themed(spec: Spec())
              return "\\(Int(recipe(3))) \\(Int(Recipe(inset: 2)(5))) \\(Int(themed.side))"
            }
            """
        #expect(try probe(members, declarations, nil) == "12 10 12")
    }

    @Test func aTuplePatternInitializedLater() throws {
        let members = """
            func probe() -> String {
              let wide = true
              let (lead, trail): (CGFloat, CGFloat)
              if wide { (lead, trail) = (24, 8) } else { (lead, trail) = (8, 8) }
              return "\\(Int(lead)) \\(Int(trail))"
            }
            """
        #expect(try probe(members, "", nil) == "24 8")
    }

    @Test func numberMethods() throws {
        let members = """
            func probe() -> String {
              let x: CGFloat = 7.4
              return "\\(Int(x.rounded())) \\(Int(x.rounded(.up))) \\(Int(x.rounded(.down))) \\(Int((16 as CGFloat).squareRoot())) \\(12.isMultiple(of: 4)) \\(Int(Float(2.6)))"
            }
            """
        #expect(try probe(members, "", nil) == "7 8 7 4 true 2")
    }

    @Test func sortingWithTheFilesLessThan() throws {
        let declarations = """
            enum Slot: Int { case logo = 2, viewport = 1, buttons = 3
              static func < (a: Slot, b: Slot) -> Bool { a.rawValue < b.rawValue }
            }
            """
        let members = """
            func probe() -> String {
              let slots: [Slot] = [.buttons, .logo, .viewport]
              return "\\(slots.sorted().map(\\.rawValue)) \\(slots.sorted(by: <).first!.rawValue) \\(slots.max(by: <)!.rawValue)"
            }
            """
        #expect(try probe(members, declarations, nil) == "[1, 2, 3] 1 3")
    }

    @Test func dictionaryKeysTakeTheirNeighboursType() throws {
        let declarations = "enum Slot: Int { case logo, viewport, buttons }"
        let members = """
            func place(_ views: [Slot: UIView]) -> String {
              var next = views
              next[.buttons] = UIView()
              let merged = next.merging([.viewport: UIView()]) { old, _ in old }
              let shown = Set(merged.keys)
              return "\\(next.keys.map(\\.rawValue).sorted()) \\(merged.count) \\([Slot.logo, .viewport, .buttons].filter(shown.contains).count)"
            }
            func probe() -> String { place([.logo: UIView()]) }
            """
        #expect(try probe(members, declarations, nil) == "[0, 2] 3 3")
    }

    /// The trial's silent pass: a trailing-closure animator's animations never ran.
    @Test func propertyAnimatorsTakeTrailingClosures() throws {
        let members = """
            var log: [String] = []
            func probe() -> String {
              UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { self.log.append("slid") }.startAnimation()
              let fade = UIViewPropertyAnimator(duration: 0.2, curve: .easeOut) { self.log.append("faded") }
              fade.addCompletion { _ in self.log.append("done") }
              fade.startAnimation()
              UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [.calculationModeCubic], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { self.log.append("keyframe") }
              })
              return log.joined(separator: ",")
            }
            func later() -> String { log.joined(separator: ",") }
            """
        // The completion runs when the animation ends, after the callback.
        let results = try Trial21FlowTests.events(members, ["probe", "later"])
        #expect(results == ["slid,faded,keyframe", "slid,faded,keyframe,done"], "\(results)")
    }

    /// A computed `override var` hides the stored property it overrides; `super` reads the stored one.
    @Test func computedOverridesOfStoredProperties() throws {
        let declarations = """
            class Base { var inset: CGFloat = 8 }
            final class Roomy: Base {
              override var inset: CGFloat { get { super.inset * 3 } set { super.inset = newValue } }
            }
            """
        let members = """
            func probe() -> String {
              let roomy = Roomy()
              let before = roomy.inset
              roomy.inset = 2
              return "\\(Int(before)) \\(Int(roomy.inset)) \\(Int(Base().inset))"
            }
            """
        #expect(try probe(members, declarations, nil) == "24 6 8")
    }

    /// A static property behind a wrapper is not plain storage: not run, never guessed.
    @Test func staticWrappedPropertiesAreNotRun() throws {
        let declarations = """
            @propertyWrapper struct Clamped { var wrappedValue: CGFloat { didSet { wrappedValue = min(wrappedValue, 24) } } }
            enum Theme { @Clamped static var inset: CGFloat = 40 }
            """
        #expect(throws: Unsupported.self) { try probe("func probe() -> String { \"\\(Theme.inset)\" }", declarations, nil) }
    }

    @Test func collectionsCastByTheirElements() throws {
        let members = """
            func probe() -> String {
              let metrics: [String: Any] = ["pad": 8]
              let views: [Any] = [UIView(), UIView()]
              let numbers = metrics as? [String: NSNumber]
              let asViews = views as? [UIView]
              let asStrings = views as? [String]
              return "\\(numbers?.count ?? -1) \\(asViews?.count ?? -1) \\(asStrings == nil)"
            }
            """
        #expect(try probe(members, "", nil) == "1 2 true")
    }
}

/// Trial 15's library calls: `swap`, main-thread checks, dispatch deadlines,
/// the layout direction from a semantic content attribute, comparisons derived
/// from the files' `<` with implicit members, and cosmetic label settings.
@Suite struct LibraryCallsTests {
    let probe = ConstructsTests().probe

    @Test func swapDeadlinesAndMainThreadChecks() throws {
        let members = """
            var log: [String] = []
            func later() -> String { log.joined(separator: ",") }
            func probe() -> String {
              var live = [1, 2]
              var staged = [3]
              swap(&live, &staged)
              precondition(Thread.isMainThread)
              dispatchPrecondition(condition: .onQueue(.main))
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { self.log.append("later") }
              DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .milliseconds(20)) { self.log.append("sooner") }
              let label = UILabel()
              label.textAlignment = .center
              label.adjustsFontSizeToFitWidth = true
              let direction = UIView.userInterfaceLayoutDirection(for: label.semanticContentAttribute)
              return "\\(live) \\(staged) \\(log.joined(separator: ",")) \\(direction == .leftToRight)"
            }
            """
        // The blocks run after the callback, the one due sooner first.
        let results = try Trial21FlowTests.events(members, ["probe", "later"])
        #expect(results == ["[3] [1, 2]  true", "sooner,later"], "\(results)")
    }

    @Test func notificationObserversRunOnPost() throws {
        let declarations = "extension Notification.Name { static let promptShown = Notification.Name(\"navPromptShown\") }"
        let members = """
            var log: [String] = []
            func probe() -> String {
              let center = NotificationCenter.default
              let token = center.addObserver(forName: .promptShown, object: nil, queue: .main) { note in
                MainActor.assumeIsolated { self.log.append("shown \\(note.object as? String ?? "?")") }
              }
              center.post(name: .promptShown, object: "p1")
              center.post(name: Notification.Name("other"), object: nil)
              center.removeObserver(token)
              center.post(name: .promptShown, object: "p2")
              return log.joined(separator: ",")
            }
            """
        #expect(try probe(members, declarations, nil) == "shown p1")
    }

    @Test func convertingBetweenViews() throws {
        let members = """
            func probe() -> String {
              let container = UIView()
              let card = UIView()
              container.addSubview(card)
              card.frame = CGRect(x: 5, y: 7, width: 40, height: 20)
              let inContainer = card.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: container)
              let back = card.convert(CGPoint(x: 6, y: 8), from: container)
              return "\\(Int(inContainer.minX)) \\(Int(inContainer.minY)) \\(Int(back.x)) \\(Int(back.y))"
            }
            """
        #expect(try probe(members, "", nil) == "5 7 1 1")
    }

    /// Trial 17: an implicit member assigned where the type is inferred, a
    /// static factory of the files' extension of a framework type, `type(of:)` of a view.
    @Test func implicitMembersTypedByContext() throws {
        let declarations = """
            struct Key: Equatable { var on: Bool; static let initial = Key(on: false); static let live = Key(on: true) }
            extension NSDirectionalEdgeInsets { static func all(_ v: CGFloat) -> NSDirectionalEdgeInsets { .init(top: v, leading: v, bottom: v, trailing: v) } }
            func gap(_ insets: NSDirectionalEdgeInsets = .zero) -> CGFloat { insets.leading }
            """
        let members = """
            private var key = Key.initial
            func probe() -> String {
              key = .live
              var local = Key.initial
              local = .live
              let margins: NSDirectionalEdgeInsets = .all(6)
              return "\\(key.on) \\(local.on) \\(Int(gap(.all(8)))) \\(Int(margins.top)) \\(type(of: UILabel()))"
            }
            """
        #expect(try probe(members, declarations, nil) == "true true 8 6 UILabel")
    }

    @Test func rectangleMethods() throws {
        let members = """
            func probe() -> String {
              let card = CGRect(x: 0, y: 0, width: 100, height: 40)
              let inner = card.insetBy(dx: 8, dy: 4)
              let moved = card.offsetBy(dx: 0, dy: 50)
              return "\\(Int(inner.width)) \\(Int(inner.minY)) \\(Int(moved.maxY)) \\(card.intersects(moved)) \\(card.intersects(inner))"
            }
            """
        #expect(try probe(members, "", nil) == "84 4 90 false true")
    }

    @Test func comparisonsDerivedFromTheFilesLessThan() throws {
        let declarations = """
            enum Slot: Int, Comparable { case viewport, turnCard, logo
              static func < (a: Slot, b: Slot) -> Bool { a.rawValue < b.rawValue }
            }
            """
        let members = """
            func probe() -> String {
              let slots: [Slot] = [.viewport, .logo, .turnCard]
              let late = slots.filter { $0 > .turnCard }.count
              let early = slots.filter { .turnCard >= $0 }.count
              return "\\(late) \\(early) \\(slots.sorted(by: >).map(\\.rawValue)) \\(Slot.logo <= .logo)"
            }
            """
        #expect(try probe(members, declarations, nil) == "1 2 [2, 1, 0] true")
    }
}
