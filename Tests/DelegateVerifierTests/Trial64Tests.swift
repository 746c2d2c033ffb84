@testable import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// What trial round 64 found: of twelve new-user delegates, ten stopped at
/// Swift the run did not take: `Optional.take()`, a backticked `default`
/// case, a struct's memberwise initializer beside an extension's initializer,
/// a typealias nested in a type, convenience initializers a subclass
/// inherits, a generic dynamic-member subscript over `Adaptive<Value>`,
/// operators of a protocol extension taking `Self`, an `OptionSet` literal
/// picking an overload, `array + sequence`, `ArraySlice.popFirst()`, a
/// builder elsewhere making the delegate, and enum cases' arguments typed by
/// their associated values.
@Suite struct Trial64Tests {
    let probe = ConstructsTests().probe

    /// The Swift of the round's stops, with what swiftc prints for it.
    static let declarations = """
        enum Level: UInt8, Comparable {
          case debug = 2, info = 1, `default` = 0, error = 16
          var severity: Int { switch self { case .debug: 0; case .info: 1; case .default: 2; case .error: 3 } }
          static func < (l: Level, r: Level) -> Bool { l.severity < r.severity }
        }
        struct Props: Equatable { var inset: Int; var spacing: Int }
        extension Props { init(json: [String: Any]) { self.init(inset: json["inset"] as? Int ?? 1, spacing: 2) } }
        struct Chain: Sequence {
          typealias Link = (role: Int, name: String)
          let links: [Link]
          func makeIterator() -> Iterator { Iterator(remaining: links[...]) }
          struct Iterator: IteratorProtocol {
            var remaining: ArraySlice<Link>
            mutating func next() -> Int? { remaining.popFirst().map { $0.role * 10 } }
          }
        }
        class Base {
          let name: String
          required init(name: String) { self.name = name }
          convenience init() { self.init(name: Self.flavour) }
          class var flavour: String { "base" }
        }
        final class Child: Base {
          override class var flavour: String { "child" }
          required init(name: String) { super.init(name: name + "!") }
        }
        """

    @Test func theRoundsSwiftRunsAsSwiftcRunsIt() throws {
        let members = """
            func probe() -> String {
              var held: String? = "x"
              let taken = held.take()
              var none: String? = nil
              let nothing = none.take()
              let levels = "\\(Level.info >= .default) \\(Level.error >= .default) \\(Level.default > .info) \\(Level.debug <= .info)"
              let p = Props(inset: 3, spacing: 4)
              let q = Props(json: [:])
              var total: [Int] = [1]
              total += Chain(links: [(2, "a"), (3, "b")])
              return "\\(taken ?? "nil") \\(held == nil) \\(nothing == nil) \\(none == nil) | \\(levels) | \\(p.inset) \\(q.inset) | \\(total) | \\(Child().name)"
            }
            """
        let text = try probe(members, Self.declarations, nil)
        #expect(text == "x true true true | false true true true | 3 1 | [1, 20, 30] | child!")
    }

    /// `theme.screenEdge` with `subscript<V>(dynamicMember: KeyPath<Theme, Adaptive<V>>) -> V`
    /// beside the plain `KeyPath<Theme, V>` one: Swift picks the more specific, giving the resolved number.
    @Test func theMoreSpecificGenericDynamicMemberSubscriptIsPicked() throws {
        let declarations = """
            struct Adaptive<Value> { var compact: Value; var wide: Value }
            struct Theme { var edge: Adaptive<CGFloat>; var gap: CGFloat }
            @dynamicMemberLookup
            struct Proxy {
              let theme: Theme
              let isWide: Bool
              subscript<Value>(dynamicMember token: KeyPath<Theme, Adaptive<Value>>) -> Value {
                isWide ? theme[keyPath: token].wide : theme[keyPath: token].compact
              }
              subscript<Value>(dynamicMember token: KeyPath<Theme, Value>) -> Value { theme[keyPath: token] }
            }
            """
        let members = """
            func probe() -> String {
              let proxy = Proxy(theme: Theme(edge: Adaptive(compact: 12, wide: 20), gap: 8), isWide: true)
              return "\\(Int(proxy.edge + proxy.gap))"
            }
            """
        #expect(try probe(members, declarations, nil) == "28")
    }

    /// `a <= b` of two anchors, with `static func <= (lhs: Self, rhs: Self)` in
    /// an extension of the files' protocol the anchors adopt; `edges([.top])`
    /// takes an array literal for the files' `OptionSet`.
    @Test func protocolExtensionOperatorsAndOptionSetLiteralsPickTheFilesOverloads() throws {
        let declarations = """
            protocol PositionAnchor: AnyObject { func pinned(to other: Self) -> NSLayoutConstraint }
            extension NSLayoutYAxisAnchor: PositionAnchor {
              func pinned(to other: NSLayoutYAxisAnchor) -> NSLayoutConstraint { constraint(lessThanOrEqualTo: other, constant: 5) }
            }
            extension PositionAnchor {
              static func <= (lhs: Self, rhs: Self) -> NSLayoutConstraint { lhs.pinned(to: rhs) }
            }
            struct Edges: OptionSet { let rawValue: Int; static let top = Edges(rawValue: 1); static let bottom = Edges(rawValue: 2) }
            extension UIView {
              func count(_ edges: Edges) -> Int { edges.rawValue }
              func count(_ name: String) -> Int { -1 }
            }
            """
        let members = """
            func probe() -> String {
              let a = UIView(), b = UIView()
              let made = a.topAnchor <= b.bottomAnchor
              return "\\(made.constant) \\(made.relation == .lessThanOrEqual) \\(a.count([.top, .bottom]))"
            }
            """
        #expect(try probe(members, declarations, nil) == "5.0 true 3")
    }

    /// `.overlay(.view(v).pinned(8), over: [.view(w)])` returned as a `Tree`:
    /// the chain heads and the array literal's elements are typed by the case's associated values.
    @Test func enumCaseArgumentsAreTypedByTheirAssociatedValues() throws {
        let declarations = """
            indirect enum Tree: ExpressibleByArrayLiteral {
              case view(UIView)
              case pin(Tree, CGFloat)
              case overlay(Tree, over: Tree)
              case group([Tree])
              init(arrayLiteral elements: Tree...) { self = .group(elements) }
              func pinned(_ inset: CGFloat) -> Tree { .pin(self, inset) }
              var insets: [CGFloat] {
                switch self {
                case .view: []
                case .pin(let inner, let inset): inner.insets + [inset]
                case .overlay(let top, let base): top.insets + base.insets
                case .group(let trees): trees.flatMap(\\.insets)
                }
              }
            }
            """
        let members = """
            func tree() -> Tree { .overlay(.view(UIView()).pinned(8), over: [.view(UIView()).pinned(4), .view(UIView())]) }
            func probe() -> String { "\\(tree().insets.map { Int($0) })" }
            """
        #expect(try probe(members, declarations, nil) == "[8, 4]")
    }

    /// A number an enum case's pattern binds has its associated value's type:
    /// Swift prints a `CGFloat` 8 as `8.0`, an `Int` one as `8`.
    @Test func aNumberBoundFromAnAssociatedValueHasItsDeclaredType() throws {
        let declarations = "enum Band { case column(Int, spacing: CGFloat) }"
        let members = """
            func probe() -> String {
              let band = Band.column(3, spacing: 8)
              var text = ""
              switch band { case .column(let count, let spacing): text = "\\(count) \\(spacing)" }
              if case .column(_, let gap) = band { text += " \\(gap)" }
              return text
            }
            """
        #expect(try probe(members, declarations, nil) == "3 8.0 8.0")
    }
}
