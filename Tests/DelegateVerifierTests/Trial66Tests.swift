@testable import DelegateVerifier
import Testing

/// What trial round 66 found: nine new-user delegates, six of them written
/// with an in-app port of an Auto Layout helper library (PureLayout, Stevia,
/// Anchorage, TinyConstraints, EasyPeasy, Cartography). Five stopped: a view
/// extension's method taken for a protocol extension's of the same base name
/// but other labels, a type's static operator calling the type's statics by
/// bare name, an extension of a typealias of `NSLayoutConstraint`, the raw
/// value of `NSLayoutConstraint.Relation`, and `Dictionary(_:uniquingKeysWith:)`
/// with a trailing closure. One correct-looking delegate had a real bug
/// verify reported (the camera's bottom re-pinned to the prompt being hidden).
/// The expected values are what swiftc's build of the same code prints.
@Suite struct Trial66Tests {
    let probe = ConstructsTests().probe

    /// Swift picks a method by its full name: `pin(toSuperviewEdge:)` of a
    /// view extension and `pin(_:to:)` of a protocol extension are two methods,
    /// with nothing to choose by static type.
    @Test func methodsOfOneBaseNameAndOtherLabelsAreNotShadowing() throws {
        let declarations = """
            protocol Item: AnyObject { var topAnchor: NSLayoutYAxisAnchor { get } }
            extension UIView: Item {}
            extension Item { func pin(_ edge: String, to other: String) -> String { "protocol \\(edge)-\\(other)" } }
            extension UIView { func pin(toSuperviewEdge edge: String) -> String { "view " + pin(edge, to: "superview") } }
            """
        let members = """
            func probe() -> String {
              let view = UIView()
              return view.pin(toSuperviewEdge: "top") + "; " + view.pin("bottom", to: "logo")
            }
            """
        #expect(try probe(members, declarations, nil) == "view protocol top-superview; protocol bottom-logo")
    }

    /// A generic type's `static func +` reaches the type's private static
    /// `make` by its bare name, as any static method does.
    @Test func aStaticOperatorCallsItsTypesStaticsByBareName() throws {
        let declarations = """
            struct Attr<T> {
              let value: CGFloat
              static func + (lhs: Attr<T>, rhs: CGFloat) -> Attr<T> { make(lhs.value + rhs) }
              private static func make(_ v: CGFloat) -> Attr<T> { Attr(value: v * 2) }
            }
            """
        let members = """
            func probe() -> String { "\\(Int((Attr<Int>(value: 1) + 2).value))" }
            """
        #expect(try probe(members, declarations, nil) == "6")
    }

    /// `extension Constraint` where `typealias Constraint = NSLayoutConstraint`
    /// extends `NSLayoutConstraint` (and one of an alias of the files' type, that type).
    @Test func anExtensionOfATypealiasExtendsWhatItNames() throws {
        let declarations = """
            typealias Constraint = NSLayoutConstraint
            extension Constraint { func with(_ p: UILayoutPriority) -> Self { priority = p; return self } }
            typealias Box = Crate
            final class Crate { var n = 1 }
            extension Box { func twice() -> Int { n * 2 } }
            """
        let members = """
            func probe() -> String {
              let c = UIView().widthAnchor.constraint(equalToConstant: 10).with(.defaultLow)
              return "\\(Int(c.priority.rawValue)) \\(Crate().twice())"
            }
            """
        #expect(try probe(members, declarations, nil) == "250 2")
    }

    /// UIKit's raw values of framework enum cases whose names mean one value
    /// (`relation.rawValue` in a key); not one the files' enum also names.
    @Test func frameworkEnumCasesHaveUIKitsRawValues() throws {
        let declarations = """
            struct Constant { let value: CGFloat; let relation: NSLayoutConstraint.Relation }
            """
        let members = """
            func probe() -> String {
              let at = Constant(value: 1, relation: .greaterThanOrEqual), to = Constant(value: 2, relation: .equal)
              return "\\(at.relation.rawValue) \\(to.relation.rawValue) \\(NSLayoutConstraint.Attribute.width.rawValue)"
            }
            """
        #expect(try probe(members, declarations, nil) == "1 0 7")
        // In text, a relation's raw value is an `Int`, a `UILayoutPriority`'s a `Float`, as declared.
        let keyed = """
            struct Constant { let relation: NSLayoutConstraint.Relation; var level: UILayoutPriority }
            """
        let key = """
            func probe() -> String { let c = Constant(relation: .greaterThanOrEqual, level: .defaultHigh); return "\\(c.relation.rawValue)-\\(c.level.rawValue)" }
            """
        #expect(try probe(key, keyed, nil) == "1-750.0")
        let shadowed = """
            func probe() -> String { "\\(NSLayoutConstraint.Attribute.height.rawValue)" }
            """
        #expect(throws: (any Error).self) { try probe(shadowed, "enum Metric: Int { case height = 40 }", nil) }
    }

    /// `Dictionary(pairs) { first, _ in first }` and `Dictionary(grouping:) { }`:
    /// a trailing closure is the `uniquingKeysWith:` or `by:` argument.
    @Test func dictionaryInitializersTakeTrailingClosures() throws {
        let members = """
            func probe() -> String {
              let d = Dictionary([(1, "a"), (1, "b"), (2, "c")]) { first, _ in first }
              let g = Dictionary(grouping: [1, 2, 3, 4]) { $0 % 2 }
              return "\\(d[1]!) \\(d[2]!) \\(g[0]!.count)"
            }
            """
        #expect(try probe(members, "", nil) == "a c 2")
    }

    /// Stevia's `|view|` and `|-view-|`: the files' `postfix func`s (which
    /// bind tighter than prefix ones), a `prefix func` of the same symbol apart.
    @Test func postfixOperatorsCallTheFilesPostfixFunctions() throws {
        let declarations = """
            prefix operator |-
            postfix operator -|
            prefix operator |
            postfix operator |
            final class V { var log: [String] = [] }
            prefix func |- (v: V) -> V { v.log.append("lead8"); return v }
            postfix func -| (v: V) -> V { v.log.append("trail8"); return v }
            prefix func | (v: V) -> V { v.log.append("lead0"); return v }
            postfix func | (v: V) -> V { v.log.append("trail0"); return v }
            """
        let members = """
            func probe() -> String {
              let v = V()
              _ = |v|
              _ = |-v-|
              return v.log.joined(separator: " ")
            }
            """
        #expect(try probe(members, declarations, nil) == "trail0 lead0 trail8 lead8")
    }

    /// `(repeat each values)` is a tuple of the pack's elements: of one, the element itself.
    @Test func aTupleOfAPackOfOneIsItsElement() throws {
        let declarations = """
            func twice<each T>(_ values: repeat each T) -> (repeat each T) { (repeat each values) }
            """
        let members = """
            func probe() -> String {
              let one = twice(5)
              let (a, b) = twice("x", 2)
              return "\\(one + 1) \\(a)\\(b)"
            }
            """
        #expect(try probe(members, declarations, nil) == "6 x2")
    }
}
