@testable import DelegateVerifier
import LayoutModel
import Testing

/// What trial round 35 left as honest stops and round 36 found.
@Suite struct Trial36Tests {
    let probe = ConstructsTests().probe

    /// A `mutating` method of an `Array` extension changes the array it is
    /// called on: `removeAll()` or `self = ...` inside it (trial 35a stopped).
    @Test func mutatingMethodsOfArrayExtensionsChangeTheArray() throws {
        let declarations = """
            extension Array where Element == Int {
              mutating func dropOdd() { removeAll { $0 % 2 == 1 } }
              mutating func reset(to values: [Int]) { self = values }
              mutating func push(_ value: Int) { append(value); self.append(value * 10) }
            }
            """
        let members = """
            var kept: [Int] = [4]
            func probe() -> String {
              var list: [Int] = [1, 2, 3]
              list.dropOdd()
              var other = [5]
              other.reset(to: [7, 8])
              kept.push(1)
              self.kept.push(2)
              return "\\(list) \\(other) \\(kept)"
            }
            """
        let got = try probe(members, declarations, nil)
        #expect(got == "[2] [7, 8] [4, 1, 10, 2, 20]", "\(got)")
    }

    /// The files' `Collection` has `count`, `isEmpty`, `first` and the
    /// sequence methods, called with implicit `self` inside its own methods too.
    @Test func theFilesCollectionHasTheCollectionMembers() throws {
        let declarations = """
            struct Shelf: Collection {
              var slots: [Int] = [3, 4]
              var startIndex: Int { 0 }
              var endIndex: Int { slots.count }
              func index(after i: Int) -> Int { i + 1 }
              subscript(position: Int) -> Int { slots[position] }
              func doubled() -> [Int] { flatMap { [$0, $0] } }
              func total() -> Int { reduce(0, +) + count }
            }
            """
        let members = """
            func probe() -> String {
              let shelf = Shelf()
              let empty = Shelf(slots: [])
              return "\\(shelf.count) \\(shelf.isEmpty) \\(empty.isEmpty) \\(shelf.first ?? -1) \\(empty.first ?? -1) \\(shelf.doubled()) \\(shelf.total())"
            }
            """
        let got = try probe(members, declarations, nil)
        #expect(got == "2 false true 3 -1 [3, 3, 4, 4] 9", "\(got)")
    }

    /// `withExtendedLifetime(x) { }` runs its body; an enum's raw value may
    /// use digit separators; `isDescendant(of:)` walks the superviews (trial 36b stopped on each).
    @Test func extendedLifetimeRawValueSeparatorsAndDescendants() throws {
        let declarations = """
            enum Tag: Int { case chrome = 8_000_100, rail = 0x7A_01 }
            """
        let members = """
            func probe() -> String {
              let outer = UIView()
              let inner = UIView()
              outer.addSubview(inner)
              var ran = 0
              withExtendedLifetime(outer) { ran += 1 }
              withExtendedLifetime(inner) { view in ran += view.isDescendant(of: outer) ? 10 : 0 }
              return "\\(Tag.chrome.rawValue) \\(Tag.rail.rawValue) \\(ran) \\(outer.isDescendant(of: inner)) \\(inner.isDescendant(of: inner))"
            }
            """
        let got = try probe(members, declarations, nil)
        #expect(got == "8000100 31233 11 false true", "\(got)")
    }

    /// `badge = UIView()` for a `weak var badge` is released at once, as ARC
    /// does: `badge!` after it crashes (trial 36b: the run kept it until the
    /// callback returned, a silent pass). Kept by a local, it lives.
    @Test func anObjectOnlyAWeakPropertyHoldsIsReleasedAtTheAssignment() throws {
        let members = """
            weak var badge: UIView?
            weak var kept: UIView?
            func probe() -> String {
              badge = UIView()
              let local = UIView()
              self.kept = local
              return "\\(badge == nil) \\(kept == nil)"
            }
            """
        let got = try probe(members, "", nil)
        #expect(got == "true false", "\(got)")
    }

    static let dynamicMembers = """
        struct Edges {
          let target: UIView
          var leading: NSLayoutXAxisAnchor { target.leadingAnchor }
        }
        @dynamicMemberLookup
        struct Handle {
          let view: UIView
          subscript<T>(dynamicMember path: KeyPath<UIView, T>) -> T { view[keyPath: path] }
          subscript<T>(dynamicMember path: KeyPath<Edges, T>) -> T { Edges(target: view)[keyPath: path] }
          func callAsFunction(_ make: (UIView) -> Int) -> Int { make(view) }
        }
        struct Chrome { var wideMode: Bool; var logo: UIView }
        struct Box { let view: UIView }
        @dynamicMemberLookup
        struct Lens<Root> {
          let root: Root
          subscript(dynamicMember path: KeyPath<Root, UIView>) -> Box { Box(view: root[keyPath: path]) }
          subscript<T>(dynamicMember path: KeyPath<Root, T>) -> T { root[keyPath: path] }
        }
        @dynamicMemberLookup
        struct Views {
          let root: Chrome
          subscript(dynamicMember path: KeyPath<Chrome, UIView>) -> Handle { Handle(view: root[keyPath: path]) }
        }
        @dynamicMemberLookup
        final class Table {
          var values: [String: CGFloat] = [:]
          subscript(dynamicMember key: String) -> CGFloat {
            get { values[key] ?? 0 }
            set { values[key] = newValue }
          }
        }
        """

    /// Of several `subscript(dynamicMember:)`, the one Swift picks: by the key
    /// path's root having the member, then by its value type; a dynamic
    /// member called runs its `callAsFunction`; assigning one runs the
    /// subscript's `set` (trial 36a stopped on each).
    @Test func dynamicMemberSubscriptsAreChosenAsSwiftChooses() throws {
        let members = """
            func probe() -> String {
              let view = UIView()
              let chrome = Chrome(wideMode: true, logo: view)
              let handle = Handle(view: view)
              let lens = Lens(root: chrome)
              let views = Views(root: chrome)
              let table = Table()
              table.logoInset = 12
              let tagged = views.logo { $0 === view ? 7 : 0 }
              let sameLeading = handle.leading === view.leadingAnchor
              let sameTop = handle.topAnchor === view.topAnchor
              return "\\(sameLeading) \\(sameTop) \\(lens.wideMode) \\(lens.logo.view === view) \\(tagged) \\(table.logoInset)"
            }
            """
        let got = try probe(members, Self.dynamicMembers, nil)
        #expect(got == "true true true true 7 12", "\(got)")
    }

    /// A property constrained extensions declare for different generic
    /// arguments is the one the instance's arguments meet, given or inferred
    /// from its property of that type (trial 36a stopped: "whether it meets
    /// `where Root == ...` is not known").
    @Test func constrainedExtensionPropertiesFollowTheInstancesArguments() throws {
        let declarations = """
            struct Alpha {}
            struct Beta {}
            struct Wrap<Root> { let root: Root }
            extension Wrap where Root == Alpha { var label: String { "a" } }
            extension Wrap where Root == Beta { var label: String { "b" } }
            """
        let members = """
            func probe() -> String { Wrap(root: Alpha()).label + Wrap<Beta>(root: Beta()).label + Wrap(root: Beta()).label }
            """
        let got = try probe(members, declarations, nil)
        #expect(got == "abb", "\(got)")
    }

    /// A capture list is evaluated when the closure is made, as Swift does:
    /// `[count]` and `[inset = self.inset]` keep the values they had then.
    @Test func captureListsKeepTheValuesTheyHadWhenTheClosureWasMade() throws {
        let members = """
            var inset: CGFloat = 4
            func probe() -> String {
              var count = 1
              let early = { [count, inset = self.inset] in "\\(count) \\(inset)" }
              count = 2
              inset = 9
              let late = { "\\(count) \\(self.inset)" }
              return early() + " " + late()
            }
            """
        let got = try probe(members, "", nil)
        #expect(got == "1 4.0 2 9.0", "\(got)")
    }

    /// A closure kept from an earlier callback that reads what its capture
    /// list holds `unowned` after nothing else keeps it crashes, as Swift
    /// traps (trial 36b: a silent pass); held `weak`, it reads `nil`; kept by
    /// the map's hierarchy, it lives.
    @Test func unownedCapturesReleasedBeforeTheClosureRunsCrash() throws {
        func delegate(_ capture: String, added: Bool) -> String {
            Fixture.mutate(
                Fixture.mutate(
                    Fixture.sample, "    let safeArea = navMap.safeAreaLayoutGuide\n    let bottomGuide = mapContentsBottomGuide\n    navMap.addLayoutGuide(bottomGuide)\n",
                    "    let safeArea = navMap.safeAreaLayoutGuide\n    let bottomGuide = mapContentsBottomGuide\n    navMap.addLayoutGuide(bottomGuide)\n"
                        + "    let marker = UIView()\n" + (added ? "    navMap.addSubview(marker)\n" : "")
                        + "    cleanup = { \(capture) in \(capture.contains("weak") ? "marker?" : "marker").removeFromSuperview() }\n"),
                "    currentPrompt?.removeFromSuperview()\n    currentPrompt = nil\n",
                "    currentPrompt?.removeFromSuperview()\n    currentPrompt = nil\n    cleanup?()\n    cleanup = nil\n")
                .replacingOccurrences(of: "  private var activeGuidanceElements: StateElements?\n", with: "  private var activeGuidanceElements: StateElements?\n  private var cleanup: (() -> Void)?\n")
        }
        let scenarios = Array(Fixture.portrait.prefix(1))
        let unowned = try Fixture.verify(delegate("[unowned marker]", added: false), scenarios: scenarios)
        #expect(unowned.findings.contains { $0.message.contains("reading marker, captured unowned, after its object was released") }, "\(unowned.listing)")
        #expect(try Fixture.verify(delegate("[weak marker]", added: false), scenarios: scenarios).findings.isEmpty)
        #expect(try Fixture.verify(delegate("[unowned marker]", added: true), scenarios: scenarios).findings.isEmpty)
    }
}
