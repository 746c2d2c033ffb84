@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial 25a: a constraint DSL's overload of `NSLayoutConstraint.activate`,
/// `Self`'s statics called unqualified, `buildPartialBlock`, a result builder
/// on a computed property, and the files' compound-assignment operators.
@Suite struct Trial25BuilderTests {
    let probe = ConstructsTests().probe

    static let builder = """
        @resultBuilder enum ConstraintsBuilder {
          static func buildExpression(_ constraint: NSLayoutConstraint) -> [NSLayoutConstraint] { [constraint] }
          static func buildBlock(_ components: [NSLayoutConstraint]...) -> [NSLayoutConstraint] { components.flatMap { $0 } }
          static func buildOptional(_ component: [NSLayoutConstraint]?) -> [NSLayoutConstraint] { component ?? [] }
        }

        """

    /// The files' `activate(_: () -> [NSLayoutConstraint])` beside UIKit's
    /// `activate(_: [NSLayoutConstraint])`: an array goes to UIKit's (also the
    /// bare `activate(constraints)` inside the files' one), a closure to the files'.
    @Test func anArrayReachesUIKitsActivateBesideTheFilesClosureOverload() throws {
        let declarations = Self.builder + """
            extension NSLayoutConstraint {
              @discardableResult
              static func activate(@ConstraintsBuilder _ content: () -> [NSLayoutConstraint]) -> [NSLayoutConstraint] {
                let constraints = content()
                activate(constraints)
                return constraints
              }
            }
            """
        let members = """
            func probe() -> String {
              let view = UIView()
              let width = view.widthAnchor.constraint(equalToConstant: 4)
              NSLayoutConstraint.activate([width])
              let built = NSLayoutConstraint.activate { view.heightAnchor.constraint(equalToConstant: 2) }
              return "\\(width.isActive) \\(built.count) \\(built[0].isActive)"
            }
            """
        #expect(try probe(members, declarations, nil) == "true 1 true")
    }

    /// Inside a static method of an extension of `NSLayoutConstraint`, a bare
    /// `activate(cs)` is `Self.activate(cs)`, UIKit's.
    @Test func aBareFrameworkStaticInsideAStaticMethodOfItsExtension() throws {
        let declarations = """
            extension NSLayoutConstraint {
              static func activating(_ constraints: [NSLayoutConstraint]) -> Int {
                activate(constraints)
                return constraints.count
              }
            }
            """
        let members = """
            func probe() -> String {
              let width = UIView().widthAnchor.constraint(equalToConstant: 4)
              return "\\(NSLayoutConstraint.activating([width])) \\(width.isActive)"
            }
            """
        #expect(try probe(members, declarations, nil) == "1 true")
    }

    /// An argument of unknown type (the app's code) beside the files' closure
    /// overload: which `activate` Swift calls is not known, so it stops naming both.
    @Test func anArgumentOfUnknownTypeStopsNamingBothActivates() throws {
        let declarations = Self.builder + """
            extension NSLayoutConstraint {
              static func activate(@ConstraintsBuilder _ content: () -> [NSLayoutConstraint]) { activate(content()) }
            }
            """
        let members = "func probe() -> String { NSLayoutConstraint.activate(AppLayout.constraints()); return \"ran\" }"
        let error = try #require(throws: Unsupported.self) { try probe(members, declarations, nil) }
        #expect(error.reason.contains("the files' NSLayoutConstraint.activate(_: () -> [NSLayoutConstraint])"), "\(error.reason)")
        #expect(error.reason.contains("the framework's NSLayoutConstraint.activate(_:)"), "\(error.reason)")
    }

    /// Two overloads of the files differing in a parameter's type, and an
    /// argument of unknown type: which one Swift calls is not known.
    @Test func anArgumentOfUnknownTypeStopsNamingBothOverloads() throws {
        let declarations = """
            enum Pins {
              static func pin(_ view: UIView) -> String { "view" }
              static func pin(_ guide: UILayoutGuide) -> String { "guide" }
            }
            """
        let members = "func probe() -> String { Pins.pin(AppViews.make()) }"
        let error = try #require(throws: Unsupported.self) { try probe(members, declarations, nil) }
        #expect(error.reason.contains("the files' Pins.pin(_: UIView) and Pins.pin(_: UILayoutGuide)"), "\(error.reason)")
    }

    /// SE-0348: with both partial blocks declared they fold the statements
    /// left to right (ahead of `buildBlock`); an empty block is `buildBlock()`.
    @Test func partialBlocksFoldTheStatementsLeftToRight() throws {
        let declarations = """
            @resultBuilder enum Words {
              static func buildPartialBlock(first: String) -> String { "(" + first + ")" }
              static func buildPartialBlock(accumulated: String, next: String) -> String { accumulated + "+" + next }
              static func buildBlock(_ parts: String...) -> String { "block\\(parts.count)" }
            }
            @Words func words() -> String {
              "a"
              "b"
              "c"
            }
            @Words func none() -> String {}
            """
        let members = "func probe() -> String { words() + \" \" + none() }"
        #expect(try probe(members, declarations, nil) == "(a)+b+c block0")
    }

    /// `@ConstraintsBuilder var constraints: [NSLayoutConstraint] { ... }`: the
    /// getter (short or `get { }`) is built as a builder function's body is.
    @Test func aResultBuilderOnAComputedPropertyBuildsItsGetter() throws {
        let members = """
            let view = UIView()
            var tall = false
            @ConstraintsBuilder var constraints: [NSLayoutConstraint] {
              view.widthAnchor.constraint(equalToConstant: 4)
              if tall { view.heightAnchor.constraint(equalToConstant: 9) }
            }
            @ConstraintsBuilder var spelledOut: [NSLayoutConstraint] {
              get { view.heightAnchor.constraint(equalToConstant: 1) }
            }
            func probe() -> String {
              let short = constraints.count
              tall = true
              return "\\(short) \\(constraints.count) \\(spelledOut.count)"
            }
            """
        #expect(try probe(members, Self.builder, nil) == "1 2 1")
    }

    /// The files' `+=` runs when it takes the operands (writing an `inout`
    /// left operand back); other operands keep the built-in `+=`.
    @Test func theFilesCompoundAssignmentOperatorsRun() throws {
        let declarations = """
            @MainActor func += (parent: UIView, child: UIView) { parent.addSubview(child) }
            func += (lhs: inout [String], rhs: Int) { lhs.append("n\\(rhs)") }
            """
        let members = """
            func probe() -> String {
              let parent = UIView()
              let child = UIView()
              parent += child
              var list = ["a"]
              list += 3
              list += ["b"]
              var total = 1.0
              total += 2
              return "\\(child.superview === parent) \\(list) \\(total)"
            }
            """
        #expect(try probe(members, declarations, nil) == #"true ["a", "n3", "b"] 3.0"#)
    }
}
