@testable import DelegateVerifier
import LayoutModel
import Testing

/// What trial round 32 (six delegates in new styles) found stopping or run wrongly.
@Suite struct Trial32Tests {
    let probe = ConstructsTests().probe

    /// `a ~ .defaultLow - 50` where `~`'s group is `lowerThan: AdditionPrecedence`:
    /// Swift groups it `a ~ (.defaultLow - 50)` (SwiftOperators folds `(a ~ .defaultLow) - 50`).
    @Test func aLowerThanGroupOnTheLeftBindsLooserThanTheOperatorAfterIt() throws {
        let declarations = """
            struct Term { let name: String }
            precedencegroup PriorityPrecedence {
              associativity: none
              higherThan: ComparisonPrecedence
              lowerThan: AdditionPrecedence
            }
            infix operator ~: PriorityPrecedence
            func ~ (lhs: Term, rhs: Int) -> String { "\\(lhs.name)~\\(rhs)" }
            """
        let members = """
            func probe() -> String { Term(name: "top") ~ 250 - 50 }
            """
        #expect(try probe(members, declarations, nil) == "top~200")
    }

    /// A static the files declare in an extension of a framework type, written
    /// as an implicit member where UIKit takes that type (`.contentRest`, `.brandInset`).
    @Test func implicitMembersOfTheFilesExtensionsOfPriorityAndCGFloat() throws {
        let declarations = """
            extension UILayoutPriority { static let contentRest = UILayoutPriority(rawValue: UILayoutPriority.defaultLow.rawValue - 1) }
            extension CGFloat { static let brandInset: CGFloat = 12 }
            """
        let members = """
            func probe() -> String {
              let guide = UILayoutGuide()
              let view = UIView()
              view.addLayoutGuide(guide)
              let edge = guide.topAnchor.constraint(equalTo: view.topAnchor, constant: .brandInset)
              edge.priority = .contentRest
              return "\\(edge.priority.rawValue) \\(edge.constant)"
            }
            """
        #expect(try probe(members, declarations, nil) == "249.0 12.0")
    }

    /// `@W var p: T?` with no initial value: Swift makes `_p` with `W(wrappedValue: nil)`.
    @Test func anOptionalWrappedPropertyStartsAsTheWrapperOfNil() throws {
        let declarations = """
            @propertyWrapper struct Counted<Value> {
              var wrappedValue: Value { didSet { sets += 1 } }
              var sets = 0
              var projectedValue: Int { sets }
              init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
            }
            """
        let members = """
            @Counted private var prompt: UIView?
            func probe() -> String {
              let before = "\\(prompt == nil) \\($prompt)"
              prompt = UIView()
              return "\\(before) \\(prompt == nil) \\($prompt)"
            }
            """
        #expect(try probe(members, declarations, nil) == "true 0 false 1")
    }

    /// Two wrappers on one property nest as Swift nests them: `_inset` is
    /// `Logged(wrappedValue: Clamped(wrappedValue: 8))`; a set runs the inner
    /// setter (clamping), then the outer one with the changed inner wrapper (logging);
    /// `$inset` is the outer wrapper's projected value.
    @Test func composedPropertyWrappersNest() throws {
        let declarations = """
            @propertyWrapper struct Clamped { var value: CGFloat
              var wrappedValue: CGFloat { get { value } set { value = min(max(newValue, 4), 24) } }
              init(wrappedValue: CGFloat) { value = wrappedValue }
            }
            @propertyWrapper struct Logged<Value> {
              var stored: Value
              var sets = 0
              var wrappedValue: Value { get { stored } set { stored = newValue; sets += 1 } }
              var projectedValue: Int { sets }
              init(wrappedValue: Value) { stored = wrappedValue }
            }
            """
        let members = """
            @Logged @Clamped private var inset: CGFloat = 8
            func probe() -> String {
              let first = inset
              inset = 40
              let clamped = inset
              inset = 2
              return "\\(first) \\(clamped) \\(inset) \\($inset)"
            }
            """
        let got = try probe(members, declarations, nil)
        #expect(got == "8.0 24.0 4.0 2", "\(got)")
    }
}
