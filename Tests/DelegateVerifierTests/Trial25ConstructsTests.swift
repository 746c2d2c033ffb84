@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial 25: `!=` over a hand-written `==`, observers and backing storage of
/// wrapped properties, weak hash tables, `CGRect.inset(by:)`, and the
/// device's screen and idiom.
@Suite struct Trial25ConstructsTests {
    let probe = ConstructsTests().probe

    /// `Equatable`'s `!=` is `!(a == b)`: a hand-written `==` (of a struct, an
    /// enum or a class) decides it; a synthesized one compares every field;
    /// `!==` is identity.
    @Test func notEqualCallsTheHandWrittenEquals() throws {
        let declarations = """
            struct Pair: Equatable { var a: Int; var b: Int
              static func == (l: Pair, r: Pair) -> Bool { l.a == r.a } }
            struct Plain: Equatable { var a: Int; var b: Int }
            enum Mode: Equatable { case narrow(Int), wide
              var rank: Int { switch self { case .narrow: return 0; case .wide: return 1 } }
              static func == (l: Mode, r: Mode) -> Bool { l.rank == r.rank } }
            final class Tag: Equatable { let name: String; let id: Int
              init(_ name: String, _ id: Int) { self.name = name; self.id = id }
              static func == (l: Tag, r: Tag) -> Bool { l.name == r.name } }
            """
        let members = """
            func probe() -> String {
              let p = Pair(a: 1, b: 1)
              let q = Pair(a: 1, b: 2)
              let m = Mode.narrow(1)
              let n = Mode.narrow(2)
              let x = Plain(a: 1, b: 1)
              let y = Plain(a: 1, b: 2)
              let t = Tag("a", 1)
              let u = Tag("a", 2)
              let same = t
              return "\\(p != q) \\(m != n) \\(t != u) \\(x != y) \\(x == y) \\(t !== u) \\(t !== same) \\(t === same)"
            }
            """
        #expect(try probe(members, declarations, nil) == "false false false true false true false true")
    }

    /// A synthesized `==` compares each field, payload and element with its
    /// own type's `==`: a hand-written one nested in a struct, an enum, an
    /// array or an optional decides, as do `contains(_:)` and `elementsEqual(_:)`.
    @Test func aNestedHandWrittenEqualsDecidesTheSynthesizedOne() throws {
        let declarations = """
            struct Pair: Equatable { var a: Int; var b: Int
              static func == (l: Pair, r: Pair) -> Bool { l.a == r.a } }
            struct Outer: Equatable { var pair: Pair; var name: String }
            enum Box: Equatable { case one(Pair) }
            """
        let members = """
            func probe() -> String {
              let p = Pair(a: 1, b: 1)
              let q = Pair(a: 1, b: 2)
              let maybe: Pair? = q
              let outer = Outer(pair: p, name: "x") == Outer(pair: q, name: "x")
              return "\\(outer) \\(Box.one(p) != Box.one(q)) \\([p] == [q]) \\(maybe == p) \\([q].contains(p)) \\([p].elementsEqual([q]))"
            }
            """
        #expect(try probe(members, declarations, nil) == "true false true true true true")
    }

    /// The trial's silent pass: a store's `guard next != shape` over a `==`
    /// that forgets `isWide` drops the resize, as Swift runs it, leaving the
    /// wide logo inset on a narrow screen; the `==` comparing both fields is clean.
    @Test func aResizeDroppedByAHandWrittenEqualsIsCaught() throws {
        func delegate(equals: String) -> String {
            let declarations = """
                struct Shape: Equatable {
                  var phase = "map"
                  var isWide = false
                  static func == (l: Shape, r: Shape) -> Bool { \(equals) }
                }

                @MainActor
                final class BasicLayoutDelegate
                """
            let members = """
                private var shape = Shape()
                  private var logoLeadings: [NSLayoutConstraint] = []

                  private func logoLeading(_ logo: UIView, _ safeArea: UILayoutGuide, wide: Bool) -> NSLayoutConstraint {
                    shape.isWide = wide
                    let leading = logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: wide ? 400 : 0)
                    logoLeadings.append(leading)
                    return leading
                  }

                  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
                    var next = shape
                    next.isWide = newState.wideMode
                    guard next != shape else { return }
                    shape = next
                    for leading in logoLeadings { leading.constant = next.isWide ? 400 : 0 }
                  }

                  private var currentPrompt: NavigationPromptView?
                """
            var text = Fixture.mutate(Fixture.sample, "@MainActor\nfinal class BasicLayoutDelegate", declarations)
            text = Fixture.mutate(text, "private var currentPrompt: NavigationPromptView?", members)
            return Fixture.mutate(
                text, "logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),", "logoLeading(logo, safeArea, wide: newState.wideMode),")
        }
        let resizing = Fixture.scenarios.filter { $0.name.hasPrefix("resize") }
        let forgetful = try Fixture.verify(delegate(equals: "l.phase == r.phase"), scenarios: resizing)
        #expect(forgetful.ruleIDs.contains("delegate_missing_required_view"), "\(forgetful.listing)")
        let complete = try Fixture.verify(delegate(equals: "l.phase == r.phase && l.isWide == r.isWide"), scenarios: resizing)
        #expect(complete.findings.isEmpty, "\(complete.listing)")
    }

    /// `willSet`/`didSet` of a wrapped property run around the wrapper's
    /// setter: `newValue` as assigned, `oldValue` and the value after through its getter.
    @Test func observersOfAWrappedPropertyRunAroundTheWrapper() throws {
        let declarations = """
            @propertyWrapper struct Clamped {
              private var value: CGFloat
              private let upper: CGFloat
              init(wrappedValue: CGFloat, _ upper: CGFloat) { self.upper = upper; value = min(wrappedValue, upper) }
              var wrappedValue: CGFloat { get { value } set { value = min(newValue, upper) } }
            }
            """
        let members = """
            var log: [String] = []
            @Clamped(16) var spacing: CGFloat = 8 {
              willSet { log.append("will \\(spacing)->\\(newValue)") }
              didSet { log.append("did \\(oldValue)->\\(spacing)") }
            }
            func probe() -> String {
              spacing = 40
              spacing = 4
              return "\\(log)"
            }
            """
        #expect(try probe(members, declarations, nil) == #"["will 8.0->40.0", "did 8.0->16.0", "will 16.0->4.0", "did 16.0->4.0"]"#)
    }

    static let observed = """
        @propertyWrapper final class Observed {
          var changes = 0
          var wrappedValue: Bool { didSet { changes += 1 } }
          var projectedValue: Observed { self }
          init(wrappedValue: Bool) { self.wrappedValue = wrappedValue }
        }
        """

    /// `_isWide = Observed(...)` in `init` (or `self._isWide` later) replaces
    /// the wrapper: `isWide` and `$isWide` read through the new one.
    @Test func assigningTheBackingStorageReplacesTheWrapper() throws {
        let members = """
            @Observed var isWide: Bool
            override init() {
              _isWide = Observed(wrappedValue: true)
              super.init()
            }
            func probe() -> String {
              let first = $isWide
              isWide = false
              self._isWide = Observed(wrappedValue: true)
              return "\\(first.changes) \\(first.wrappedValue) \\(isWide) \\($isWide.changes) \\(first === $isWide)"
            }
            """
        #expect(try probe(members, Self.observed, nil) == "1 false true 0 false")
        let wrong = "@Observed var isWide = false\nfunc probe() -> String { _isWide = 3; return \"\" }"
        let error = #expect(throws: Unsupported.self) { try probe(wrong, Self.observed, nil) }
        #expect(error?.reason.contains("the storage of the wrapped property isWide") == true)
    }

    /// Runs `names` in order, releasing what only weak references hold after
    /// each, as after a callback.
    func afterCallbacks(_ members: String, _ declarations: String, _ names: [String]) throws -> [String] {
        let text = "import UIKit\n\(declarations)\nfinal class ProbeDelegate: NSObject, NavigationLayoutDelegate {\n\(members)\n}"
        let interpreter = Interpreter(source: try DelegateSource(text: text, displayPath: "Probe.swift"), metrics: .standard)
        interpreter.map = MapView(device: DeviceProfile.standardDevices[0])
        interpreter.resetObservations()
        guard case .object(let delegate) = try interpreter.makeDelegate(interpreter.source.delegateClass) else { return [] }
        return try names.map { name in
            interpreter.resetObservations()
            let result = try interpreter.callMethod(name, on: .object(delegate), [], at: interpreter.source.delegateClass.nameNode)
            interpreter.releaseWeakReferences(delegate: delegate)
            return interpreter.describe(result)
        }
    }

    /// `NSHashTable.weakObjects()` keeps none of its objects: one nothing else
    /// holds is gone once the callback returns; a strong table keeps it.
    @Test func aWeakHashTableLosesWhatNothingElseHolds() throws {
        let declarations = "final class Watcher { let name: String; init(_ name: String) { self.name = name } }"
        let members = """
            let table = NSHashTable<AnyObject>.weakObjects()
            let strong = NSHashTable<AnyObject>()
            let kept = Watcher("kept")
            func add() -> String {
              table.add(kept)
              table.add(Watcher("gone"))
              table.add(kept)
              strong.add(Watcher("held"))
              return "\\(table.count) \\(table.contains(kept))"
            }
            func read() -> String {
              "\\(table.count) \\(table.allObjects.count) \\((table.anyObject as? Watcher)?.name ?? "none") \\(strong.count)"
            }
            func drop() -> String {
              table.remove(kept)
              strong.removeAllObjects()
              return "\\(table.count) \\(table.contains(kept)) \\(strong.count)"
            }
            """
        #expect(try afterCallbacks(members, declarations, ["add", "read", "drop"]) == ["2 true", "1 1 kept 1", "0 false 0"])
    }

    @Test func rectangleInsets() throws {
        let members = """
            func probe() -> String {
              let r = CGRect(x: 0, y: 0, width: 100, height: 50)
              let a = r.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
              let b = r.inset(by: .init(top: 5, left: 5, bottom: 5, right: 5))
              let c = r.insetBy(dx: 10, dy: 5)
              return "\\(a.minX) \\(a.minY) \\(a.width) \\(a.height) \\(b.width) \\(c.width) \\(c.height)"
            }
            """
        #expect(try probe(members, "", nil) == "2.0 1.0 94.0 46.0 90.0 80.0 40.0")
    }

    /// The screen and the idiom of the scenario's device: the map's, and
    /// while the delegate is created, the one it is created on.
    @Test func theScreenAndIdiomAreTheScenarioDevices() throws {
        let members = """
            func probe() -> String {
              let b = UIScreen.main.bounds
              let phone = UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.phone
              return "\\(b.width) \\(b.height) \\(UIScreen.main.scale) \\(phone) \\(UIDevice.current.userInterfaceIdiom == .pad)"
            }
            """
        #expect(try probe(members, "", nil) == "390.0 844.0 3.0 true false")
        let text = """
            import UIKit
            final class Split: NSObject, NavigationLayoutDelegate {
              let isPad = UIDevice.current.userInterfaceIdiom == .pad
              let screenWidth = UIScreen.main.bounds.width
            }
            """
        let source = try DelegateSource(text: text, displayPath: "Split.swift")
        let third = try InterpretedDelegate(source: source, metrics: .standard, device: DeviceProfile.standardDevices[3])
        #expect(["isPad", "screenWidth"].map { third.instance.fields[$0].map(third.interpreter.describe) } == ["true", "1180"])
        let custom = DeviceProfile(name: "kiosk", size: Size(width: 600, height: 900), safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        let unknown = try InterpretedDelegate(source: source, metrics: .standard, device: custom)
        #expect(unknown.interpreter.assumptions.contains { $0.text.contains("UIDevice.current.userInterfaceIdiom is not known on the device kiosk") })
    }
}
