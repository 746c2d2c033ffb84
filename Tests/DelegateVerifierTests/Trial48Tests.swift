@testable import DelegateVerifier
import Foundation
import Testing

/// What trial rounds 47c and 48 found: initializers told apart by their
/// arguments' kinds, `@objc optional` requirements, `responds(to:)` of a
/// property, dictionary keys with their own `==`, the files' `&&` and `||`,
/// and Foundation's lengths and `Decimal`.
@Suite struct Trial48Tests {
    let probe = ConstructsTests().probe

    /// A type-eraser with `init<R: Rule>(_:)` and `init(_: @escaping () -> String)`:
    /// a rule value runs the generic one and a closure the other, whichever
    /// is declared first (trial 48a: the first declared ran, a silent pass).
    @Test func anInitializerIsChosenByItsArgumentsKinds() throws {
        let declarations = """
            protocol Rule { func make() -> String }
            struct Fixed: Rule { func make() -> String { "fixed" } }
            struct AnyRule {
                let run: () -> String
                init<R: Rule>(_ rule: R) { run = { "generic " + rule.make() } }
                init(_ make: @escaping () -> String) { run = { "closure " + make() } }
            }
            struct Erased {
                let run: () -> String
                init(_ make: @escaping () -> String) { run = { "closure " + make() } }
                init<R: Rule>(_ rule: R) { run = { "generic " + rule.make() } }
            }
            """
        let members = """
            func probe() -> String {
                [AnyRule(Fixed()).run(), AnyRule { "block" }.run(), Erased(Fixed()).run(), Erased { "block" }.run()].joined(separator: ", ")
            }
            """
        #expect(try probe(members, declarations, nil) == "generic fixed, closure block, generic fixed, closure block")
    }

    /// `@objc optional` requirements a class leaves out are `nil` (`x.m?()`,
    /// `x.inset ?? 8`), and `responds(to:)` of a property's getter, by
    /// `NSSelectorFromString` or `#selector(getter:)`, is true where the class
    /// has it (trial 48a: a stop, and `responds` false, a silent pass).
    @Test func objcOptionalRequirementsAndRespondsToAProperty() throws {
        let declarations = """
            @objc protocol Participant: NSObjectProtocol {
                @objc optional var preferredInset: CGFloat { get }
                @objc optional func layoutDidChange() -> String
            }
            final class Card: NSObject, Participant {
                var preferredInset: CGFloat { 16 }
                func layoutDidChange() -> String { "card" }
            }
            final class Plain: NSObject, Participant {}
            """
        let members = """
            func probe() -> String {
                let items: [Participant] = [Card(), Plain()]
                let insets = items.map { $0.preferredInset ?? 8 }.map { "\\($0)" }.joined(separator: " ")
                let byName = items.map { $0.responds(to: NSSelectorFromString("preferredInset")) ? "yes" : "no" }.joined(separator: " ")
                let byGetter = items.map { $0.responds(to: #selector(getter: Participant.preferredInset)) ? "yes" : "no" }.joined(separator: " ")
                let calls = items.map { $0.layoutDidChange?() ?? "none" }.joined(separator: " ")
                return [insets, byName, byGetter, calls].joined(separator: ", ")
            }
            """
        #expect(try probe(members, declarations, nil) == "16 8, yes no, yes no, card none")
    }

    /// A dictionary finds a key by the key type's own `==` (trial 48c: a key
    /// comparing one field was compared field by field, a silent pass).
    @Test func dictionaryKeysCompareWithTheirOwnEquality() throws {
        let declarations = """
            struct SlotKey: Hashable {
                let slot: Int
                let inset: CGFloat
                static func == (lhs: SlotKey, rhs: SlotKey) -> Bool { lhs.slot == rhs.slot }
                func hash(into hasher: inout Hasher) { hasher.combine(slot) }
            }
            """
        let members = """
            func probe() -> String {
                var cache: [SlotKey: CGFloat] = [:]
                cache[SlotKey(slot: 1, inset: -200)] = -200
                let found = cache[SlotKey(slot: 1, inset: 0)] ?? 0
                cache[SlotKey(slot: 1, inset: 5)] = 3
                let count = cache.count
                let removed = cache.removeValue(forKey: SlotKey(slot: 1, inset: 9)) ?? 0
                return "\\(found) \\(count) \\(removed) \\(cache.count)"
            }
            """
        #expect(try probe(members, declarations, nil) == "-200 1 3 0")
    }

    /// The files' `&&` and `||` on their own types combine them (trial 48c:
    /// a specification's combinators stopped as "a condition that is not a Bool").
    @Test func theFilesAndOrOperatorsOnTheirTypes() throws {
        let declarations = """
            protocol Spec { func holds(_ wide: Bool) -> Bool }
            struct Wide: Spec { func holds(_ wide: Bool) -> Bool { wide } }
            struct Always: Spec { func holds(_ wide: Bool) -> Bool { true } }
            struct Both: Spec { let a: Spec; let b: Spec; func holds(_ wide: Bool) -> Bool { a.holds(wide) && b.holds(wide) } }
            struct Either: Spec { let a: Spec; let b: Spec; func holds(_ wide: Bool) -> Bool { a.holds(wide) || b.holds(wide) } }
            func && (lhs: Spec, rhs: Spec) -> Spec { Both(a: lhs, b: rhs) }
            func || (lhs: Spec, rhs: Spec) -> Spec { Either(a: lhs, b: rhs) }
            """
        let members = """
            func probe() -> String {
                let both = Wide() && Always(), either = Wide() || Always()
                return "\\(both.holds(true)) \\(both.holds(false)) \\(either.holds(false)) \\(true && false)"
            }
            """
        #expect(try probe(members, declarations, nil) == "true false true false")
    }

    /// Design tokens as `Measurement<UnitLength>` with the files' own unit
    /// (points on a `UnitConverterLinear`), converted, added and scaled as
    /// Foundation does, and a `Decimal` density factor (trial 47c: a stop at the
    /// first token). The expected numbers are Foundation's own.
    @Test func lengthMeasurementsAndDecimalsAsFoundationComputesThem() throws {
        let declarations = """
            extension UnitLength {
                static let points = UnitLength(symbol: "pt", converter: UnitConverterLinear(coefficient: 0.0254 / 72))
            }
            typealias Length = Measurement<UnitLength>
            extension Measurement where UnitType == UnitLength {
                static func pt(_ points: Double) -> Length { Length(value: points, unit: .points) }
                static func mm(_ millimetres: Double) -> Length { Length(value: millimetres, unit: .millimeters) }
                var points: CGFloat { CGFloat(converted(to: .points).value) }
            }
            enum Density {
                static let step: Decimal = Decimal(string: "0.125")!
                static var factor: Decimal { 1 + step * Decimal(2) }
            }
            extension Decimal { var doubleValue: Double { NSDecimalNumber(decimal: self).doubleValue } }
            """
        let members = """
            func probe() -> String {
                let sum = Length.pt(2) + Length.pt(6)
                let mixed = Length.mm(2.8222) + Length.pt(4)
                let parts = [Length.mm(2.8222).points, sum.value, mixed.points, (Length.pt(3) * 2).points, Density.factor.doubleValue]
                return parts.map { "\\($0)" }.joined(separator: " ") + " \\(sum.unit.symbol) \\(mixed.unit.symbol) \\(Length.mm(10) > Length.pt(20))"
            }
            """
        let points = UnitLength(symbol: "pt", converter: UnitConverterLinear(coefficient: 0.0254 / 72))
        let millimetres = Measurement(value: 2.8222, unit: UnitLength.millimeters)
        let mixed = millimetres + Measurement(value: 4, unit: points)
        let expected = [
            millimetres.converted(to: points).value, 8, mixed.converted(to: points).value, 6, 1.25,
        ].map { "\($0)" }.joined(separator: " ") + " pt \(mixed.unit.symbol) true"
        #expect(try probe(members, declarations, nil) == expected)
    }

    /// `label?.intrinsicContentSize ?? .zero` is a `CGSize`, and an implicit
    /// member chain passed to a method of the files' value (`styles.pin(.flush(.bottom).resting())`)
    /// takes the parameter's type (trial 48c: both stopped, "the type the run did not learn").
    @Test func implicitMembersTypedByTheirContext() throws {
        let declarations = """
            struct StyleKey: Hashable {
                let edge: String
                var resting = false
                static func flush(_ edge: String) -> StyleKey { StyleKey(edge: edge) }
                func resting() -> StyleKey { var copy = self; copy.resting = true; return copy }
            }
            final class Styles { func describe(_ key: StyleKey) -> String { "\\(key.edge) \\(key.resting)" } }
            """
        let members = """
            private let styles = Styles()
            func probe() -> String {
                let label: UILabel? = nil
                let size = label?.intrinsicContentSize ?? .zero
                return "\\(size.width) \\(styles.describe(.flush("bottom").resting()))"
            }
            """
        #expect(try probe(members, declarations, nil) == "0.0 bottom true")
    }

    /// `let stack: UIStackView? = registry["buttons"]` with `subscript<V: UIView>(_ id: String) -> V?`:
    /// `V` is the annotation's type (trial 46b: the cast stopped).
    @Test func aGenericSubscriptsResultTakesTheAnnotatedType() throws {
        let declarations = """
            final class Registry {
                var views: [String: UIView] = ["buttons": UIStackView(), "plain": UIView()]
                subscript<V: UIView>(_ id: String) -> V? { views[id] as? V }
            }
            """
        let members = """
            private let registry = Registry()
            func probe() -> String {
                let stack: UIStackView? = registry["buttons"]
                let notStack: UIStackView? = registry["plain"]
                return "\\(stack != nil) \\(notStack != nil)"
            }
            """
        #expect(try probe(members, declarations, nil) == "true false")
    }
}
