import AppBuild
@testable import DelegateVerifier
import LayoutModel
import Testing

/// Each construct of the interpreter on its own: a helper method `probe()`
/// of a small delegate computes a string with it, and the string must be
/// what Swift computes. A construct that was not run would be
/// `delegate_not_verified` (the probe throws); one run wrongly gives another string.
@Suite struct ConstructsTests {
    /// Runs `probe()` of a delegate whose class body is `members`, with `declarations` beside it.
    func probe(_ members: String, _ declarations: String = "", context: String? = nil) throws -> String {
        try probe(members, declarations, context: context, build: AppBuildConfiguration())
    }

    /// `probe` in the build with these `#if` conditions.
    func probe(_ members: String, _ declarations: String = "", context: String? = nil, build: AppBuildConfiguration) throws -> String {
        let files = context.map { [DelegateSource.ContextFile(text: $0, displayPath: "Context.swift")] } ?? []
        return try probe(members, declarations, files: files, build: build)
    }

    /// `probe` with these context files given beside the delegate's, in order.
    func probe(
        _ members: String, _ declarations: String = "", files: [DelegateSource.ContextFile], build: AppBuildConfiguration = AppBuildConfiguration()
    ) throws -> String {
        let text = """
            import UIKit
            \(declarations)
            final class ProbeDelegate: NSObject, NavigationLayoutDelegate {
            \(members)
            }
            """
        let source = try DelegateSource(text: text, displayPath: "Probe.swift", build: build, context: files)
        let interpreter = Interpreter(source: source, metrics: .standard)
        interpreter.resetObservations()
        interpreter.map = MapView(device: DeviceProfile.standardDevices[0])
        guard case .object(let instance) = try interpreter.instantiate(source.delegateClass, arguments: [], at: source.delegateClass.nameNode),
            let method = instance.type.method(named: "probe", labels: [])
        else { return "no probe" }
        return interpreter.describe(try interpreter.call(method, on: instance, arguments: []))
    }

    @Test func enumsWithRawAndAssociatedValues() throws {
        let declarations = """
            enum Edge: Int { case top = 1, bottom }
            enum Slot { case fixed(CGFloat), flexible(min: CGFloat, max: CGFloat), none
              var size: CGFloat {
                switch self {
                case .fixed(let value): return value
                case let .flexible(min, max) where max > min: return max - min
                case .flexible, .none: return 0
                }
              }
            }
            """
        let members = """
            func probe() -> String {
              let slots: [Slot] = [.fixed(8), .flexible(min: 2, max: 10), .none]
              let edge = Edge(rawValue: 2)
              return "\\(slots.map(\\.size)) \\(Edge.bottom.rawValue) \\(edge == .bottom) \\(Edge(rawValue: 9) == nil)"
            }
            """
        #expect(try probe(members, declarations) == "[8.0, 8.0, 0.0] 2 true true")
    }

    @Test func structsHaveValueSemanticsAndMemberwiseInitializers() throws {
        let declarations = """
            struct Spec { var inset: CGFloat; var tags: [String] = []
              mutating func widen() { inset += 10 } }
            """
        let members = """
            func probe() -> String {
              var a = Spec(inset: 4)
              var b = a
              b.widen()
              b.tags.append("b")
              var list = [a]
              list[0].inset = 99
              a.tags += ["a"]
              return "\\(a.inset) \\(b.inset) \\(a.tags) \\(b.tags) \\(list[0].inset)"
            }
            """
        #expect(try probe(members, declarations) == #"4.0 14.0 ["a"] ["b"] 99.0"#)
    }

    @Test func dictionariesSetsTuplesAndRanges() throws {
        let members = """
            func probe() -> String {
              var heights: [String: CGFloat] = [:]
              heights["card"] = 100
              heights["sheet", default: 20] += 5
              heights.removeValue(forKey: "none")
              var seen: Set<Int> = [1, 2]
              seen.insert(2)
              seen.formUnion([3])
              let (total, count): (CGFloat, Int) = (heights.values.reduce(0, +), heights.count)
              let pair = (width: 3, height: 4)
              var inside = 0
              for value in stride(from: 0, to: 10, by: 3) where (2...6).contains(value) { inside += value }
              let pairs = Dictionary(uniqueKeysWithValues: zip(["a", "b"], [1, 2]))
              return "\\(total) \\(count) \\(seen.count) \\(pair.height) \\(pair.0) \\(inside) \\(pairs["b"] ?? 0)"
            }
            """
        #expect(try probe(members) == "125.0 2 3 4 3 9 2")
    }

    @Test func sequenceMethods() throws {
        let members = """
            func probe() -> String {
              let values = [3, 1, 2]
              let sorted = values.sorted()
              let byDescending = values.sorted(by: >)
              let nested = [[1], [2, 3]].flatMap { $0 }
              let pairs = zip(values, sorted).map { $0 * $1 }
              let indexed = values.enumerated().filter { $0.offset > 0 }.map(\\.element)
              let smallest = values.min(by: { $0 < $1 }) ?? -1
              let counts = values.reduce(into: [Bool: Int]()) { counts, value in counts[value > 1, default: 0] += 1 }
              return "\\(sorted) \\(byDescending) \\(nested) \\(pairs) \\(indexed) \\(smallest) \\(counts[true] ?? 0) \\(values.dropLast()) \\(values.firstIndex(of: 2) ?? -1)"
            }
            """
        #expect(try probe(members) == "[1, 2, 3] [3, 2, 1] [1, 2, 3] [3, 2, 6] [1, 2] 1 2 [3, 1] 2")
    }

    @Test func controlFlow() throws {
        let declarations = "enum Failure: Error { case empty }"
        let members = """
            private var log: [String] = []
            func check(_ value: Int) throws -> Int {
              guard value > 0 else { throw Failure.empty }
              return value
            }
            func note(_ text: String, into list: inout [String]) { list.append(text) }
            func probe() -> String {
              var steps: [String] = []
              do {
                defer { steps.append("deferred") }
                _ = try check(0)
                steps.append("unreached")
              } catch Failure.empty {
                steps.append("caught")
              } catch {
                steps.append("other")
              }
              var n = 0
              while n < 3 { n += 1 }
              repeat { n -= 2 } while n > 0
              switch (n, steps.count) {
              case (-1, let count) where count == 2: steps.append("tuple \\(count)")
                fallthrough
              case (_, 0...1): steps.append("fell")
              default: steps.append("default")
              }
              func local(_ x: Int) -> Int { x * n }
              note("inout", into: &steps)
              let optional: Int? = try? check(5)
              if case let value? = optional, value == 5 { steps.append("case \\(local(value))") }
              let label = switch n { case ..<0: "negative" default: "positive" }
              return steps.joined(separator: ",") + " " + label
            }
            """
        #expect(try probe(members, declarations) == "deferred,caught,tuple 2,fell,inout,case -5 negative")
    }

    @Test func castsMethodReferencesAndNamespaces() throws {
        let declarations = """
            enum Layout {
              static let base: CGFloat = 4
              static func double() -> CGFloat { twice(base) }
              static func twice(_ value: CGFloat) -> CGFloat { value * 2 }
            }
            protocol Named {}
            extension Named { func name() -> String { "named" } }
            """
        let members = """
            private lazy var cached: [CGFloat] = { [Layout.double(), 1] }()
            private var observed = 0 { willSet { previous = observed } didSet { changes += 1 } }
            private var previous = -1
            private var changes = 0
            func add(_ value: CGFloat) -> CGFloat { value + 1 }
            func probe() -> String {
              observed = 5
              let any: Any = UIView()
              let view = any as? UIView
              let label = any as? UILabel
              let forced = any as! UIView
              let added = cached.map(add)
              let named = Box().name()
              return "\\(view != nil) \\(label == nil) \\(forced is UIView) \\(added) \\(previous) \\(changes) \\(named)"
            }
            final class Box: Named {}
            """
        #expect(try probe(members, declarations) == "true true true [9, 2] 0 1 named")
    }

    /// Types, constants and extensions from a context file; an unknown name is opaque and stated.
    @Test func contextFilesAndUnknownNames() throws {
        let context = """
            let sharedInset: CGFloat = 12
            extension UIView { var doubledInset: CGFloat { sharedInset * 2 } }
            """
        let source = """
            func probe() -> String {
              let theme = AppTheme.current
              theme.apply()
              let branch = theme == .dark ? "dark" : "light"
              return "\\(UIView().doubledInset) \\(theme) \\(branch)"
            }
            """
        let described = try probe(source, context: context)
        #expect(described == "24.0 AppTheme.current light", "\(described)")
        #expect(throws: Unsupported.self) { try probe(source) }  // without the context, doubledInset is unknown
    }

    /// Declared subscripts: one parameter (`config[.key]`), labelled
    /// (`subscript(key key:)`), several parameters, `get`/`set` with
    /// `newValue` on a struct (written back) and a class, static, and an
    /// extension's on a framework value.
    @Test func declaredSubscripts() throws {
        let declarations = """
            struct Config { enum Key: String { case inset, gap }
              var values: [String: CGFloat] = ["inset": 8]
              subscript(_ key: Key) -> CGFloat {
                get { values[key.rawValue, default: 0] }
                set { values[key.rawValue] = newValue }
              }
              subscript(row: Int, column: Int) -> CGFloat { CGFloat(row * 10 + column) }
            }
            final class Registry { var names: [String] = []
              subscript(key key: String) -> Int { names.firstIndex(of: key) ?? -1 }
              subscript(position: Int) -> String {
                get { names[position] }
                set(renamed) { names[position] = renamed }
              }
            }
            enum Spacing { static subscript(steps: Int) -> CGFloat { CGFloat(steps) * 4 } }
            extension Array { subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil } }
            """
        let members = """
            func probe() -> String {
              var config = Config()
              config[.gap] = 6
              config[.inset] += 1
              let registry = Registry()
              registry.names = ["a", "b"]
              registry[1] = "c"
              return "\\(config[.inset]) \\(config[.gap]) \\(config[2, 3]) \\(registry[key: "c"]) \\(registry[0]) \\(Spacing[3]) \\([1, 2][safe: 5] == nil)"
            }
            """
        #expect(try probe(members, declarations) == "9 6 23 1 a 12 true")
    }

    /// Class hierarchies: overrides dispatch on the instance's class, `super.method(...)`
    /// and `super.property` reach the superclass's, `super.init` and
    /// `convenience`/`required` initializers run in order, and the base's
    /// stored properties are set by the subclass's initializer.
    @Test func classHierarchies() throws {
        let declarations = """
            class Shape { let sides: Int; var trace: [String] = []
              var margin: CGFloat { 4 }
              init(sides: Int) { self.sides = sides; trace.append("shape") }
              func describe() -> String { "\\(name())/\\(sides)/\\(margin)" }
              func name() -> String { "shape" }
            }
            final class Square: Shape { private let size: CGFloat
              override var margin: CGFloat { super.margin * 2 }
              required init(size: CGFloat) { self.size = size; super.init(sides: 4); trace.append("square") }
              convenience init() { self.init(size: 3) }
              override func name() -> String { "square(" + super.name() + ")" }
              override func describe() -> String { super.describe() + "+\\(size)" }
            }
            """
        let members = """
            func probe() -> String {
              let square = Square()
              return "\\(square.describe()) \\(square.trace) \\(Shape(sides: 3).describe())"
            }
            """
        #expect(try probe(members, declarations) == #"square(shape)/4/8.0+3.0 ["shape", "square"] shape/3/4.0"#)
    }

    /// `UIStackView` arranges its views; labels and buttons have their documented sizes.
    @Test func stackViewsLayOutTheirArrangedViews() throws {
        let members = """
            func probe() -> String {
              let stack = UIStackView(arrangedSubviews: [UILabel(), UIButton(type: .system)])
              let label = stack.arrangedSubviews[0] as! UILabel
              label.text = "Hello"
              stack.axis = .vertical
              stack.spacing = 8
              stack.alignment = .leading
              stack.translatesAutoresizingMaskIntoConstraints = false
              let map = UIView()
              navMapForProbe.addSubview(stack)
              NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: navMapForProbe.topAnchor, constant: 100),
                stack.leadingAnchor.constraint(equalToSystemSpacingAfter: navMapForProbe.leadingAnchor, multiplier: 2),
              ])
              navMapForProbe.layoutIfNeeded()
              let button = stack.arrangedSubviews[1]
              return "\\(stack.frame.minX) \\(stack.frame.height) \\(label.frame.width) \\(button.frame.minY) \\(map.subviews.count)"
            }
            """
        let withMap = try probeWithMap(members.replacingOccurrences(of: "navMapForProbe", with: "navMap"))
        // x = 16 (system spacing × 2); height = 20.5 + 8 + 34; the label is 5 × 8.5 wide; the button below it.
        #expect(withMap == "16.0 62.5 42.5 28.5 0")
    }

    /// Like `probe`, with the map view passed as `navMap`.
    func probeWithMap(_ members: String) throws -> String {
        let text = """
            import UIKit
            final class ProbeDelegate: NSObject, NavigationLayoutDelegate {
            \(members.replacingOccurrences(of: "func probe() -> String {", with: "func probe(navMap: GMSMapView) -> String {"))
            }
            """
        let source = try DelegateSource(text: text, displayPath: "Probe.swift")
        let interpreter = Interpreter(source: source, metrics: .standard)
        interpreter.resetObservations()
        let map = MapView(device: DeviceProfile.standardDevices[0])
        interpreter.map = map
        guard case .object(let instance) = try interpreter.instantiate(source.delegateClass, arguments: [], at: source.delegateClass.nameNode),
            let method = instance.type.method(named: "probe", labels: ["navMap"])
        else { return "no probe" }
        return interpreter.describe(try interpreter.call(method, on: instance, arguments: [("navMap", .item(map))]))
    }
}
