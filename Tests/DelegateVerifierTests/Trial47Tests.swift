@testable import DelegateVerifier
import Foundation
import Testing

/// What trial round 46b left stopping, and round 47 found: literals of the
/// files' literal-convertible types (phantom-typed identifiers) at
/// parameters, dictionary keys and comparisons; static members through a
/// typealias; Foundation's unit types; `NSObject`'s `==` through `isEqual(_:)`;
/// `NSArray`'s deep copy.
@Suite struct Trial47Tests {
    let probe = ConstructsTests().probe

    /// Point-Free-style `Tagged` identifiers written as string literals:
    /// a parameter, a variadic parameter, a declared local, a dictionary's
    /// subscript and `removeValue(forKey:)` (by the dictionary's declared key
    /// type) and `==` all make a `ViewID`, as Swift does, so a key stored
    /// through a parameter is found by a literal (trial 46b: the literal stayed
    /// a `String`, and `id.rawValue` stopped every scenario).
    @Test func aStringLiteralTakesTheFilesLiteralType() throws {
        let declarations = """
            struct Tagged<Tag, RawValue: Hashable>: Hashable, ExpressibleByStringLiteral where RawValue: ExpressibleByStringLiteral {
                let rawValue: RawValue
                init(rawValue: RawValue) { self.rawValue = rawValue }
                init(stringLiteral value: RawValue.StringLiteralType) { self.init(rawValue: RawValue(stringLiteral: value)) }
            }
            enum ViewTag {}
            typealias ViewID = Tagged<ViewTag, String>
            final class Registry {
                var views: [ViewID: UIView] = [:]
                func install(_ view: UIView, as id: ViewID) { views[id] = view }
                func uninstall(_ ids: ViewID...) { for id in ids { views.removeValue(forKey: id) } }
            }
            """
        let members = """
            private let registry = Registry()
            func probe() -> String {
                registry.install(UIView(), as: "turnCard")
                registry.install(UIView(), as: "etaCard")
                registry.views["logo"] = UIView()
                let found = registry.views["turnCard"] != nil && registry.views["logo"] != nil
                registry.uninstall("turnCard")
                registry.views.removeValue(forKey: "logo")
                let id: ViewID = "etaCard"
                let names = registry.views.keys.map { $0.rawValue }.sorted().joined(separator: ",")
                return "\\(found) \\(names) \\(id == "etaCard") \\(id == "logo")"
            }
            """
        let result = try probe(members, declarations, nil)
        #expect(result == "true etaCard true false", "\(result)")
    }

    /// An integer literal where the files' `ExpressibleByIntegerLiteral` type
    /// is declared is made by its `init(integerLiteral:)`.
    @Test func anIntegerLiteralTakesTheFilesLiteralType() throws {
        let declarations = """
            struct Grid: ExpressibleByIntegerLiteral, Equatable {
                let points: CGFloat
                init(integerLiteral steps: Int) { points = CGFloat(steps) * 4 }
            }
            func inset(_ grid: Grid) -> CGFloat { grid.points }
            """
        let members = """
            func probe() -> String {
                let gap: Grid = 2
                return "\\(inset(3)) \\(gap.points) \\(gap == 2)"
            }
            """
        #expect(try probe(members, declarations, nil) == "12.0 8.0 true")
    }

    /// `typealias S = Spec` then `S.inset`, and `typealias Pt = CGFloat` then
    /// the files' `Pt.grid(2)`: the members of the type the alias names (trial
    /// 47c: "S is declared in no given file", the number taken as 0, a silent pass).
    @Test func staticMembersThroughATypealias() throws {
        let declarations = """
            enum Spec { static let inset: CGFloat = -40; static func twice(_ x: CGFloat) -> CGFloat { x * 2 } }
            typealias S = Spec
            typealias Pt = CGFloat
            extension CGFloat { static func grid(_ steps: CGFloat) -> CGFloat { steps * 4 } }
            """
        let members = """
            func probe() -> String { "\\(S.inset) \\(S.twice(3)) \\(Pt.grid(2))" }
            """
        #expect(try probe(members, declarations, nil) == "-40.0 6.0 8.0")
    }

    /// Foundation's unit types are not the app's unknown code: a number read
    /// from one is Foundation's (`Trial48Tests` has the lengths), or the run
    /// stops where it is not modelled (trial 47c: `UnitConverterLinear(coefficient: -40).coefficient`
    /// was an opaque value taken as 0, a silent pass).
    @Test func foundationUnitTypesAreNotOpaqueAppCode() throws {
        #expect(try probe("func probe() -> String { \"\\(CGFloat(UnitConverterLinear(coefficient: -40).coefficient))\" }", "", nil) == "-40.0")
        let text = Fixture.minimalDelegate(
            members: "private let inset = CGFloat(UnitDuration.seconds.converter.baseUnitValue(fromValue: 2))",
            enable: "_ = inset")
        let verification = try Fixture.verify(text, scenarios: Array(Fixture.scenarios.prefix(1)))
        #expect(verification.fullyCheckedRuns == 0, "\(verification.listing)")
        #expect(!verification.listing.contains("declared in no given file"), "\(verification.listing)")
    }

    /// `a == b`, `!=`, `contains` and `[a] == [b]` of the files' `NSObject`
    /// subclass call its `isEqual(_:)` override, as `NSObject`'s `==` does
    /// (trial 47a: compared by identity, a silent pass of a layout chosen by it).
    @Test func nsObjectEqualityCallsIsEqual() throws {
        let declarations = """
            final class Spec: NSObject {
                let inset: CGFloat
                init(inset: CGFloat) { self.inset = inset }
                override func isEqual(_ object: Any?) -> Bool { (object as? Spec)?.inset == inset }
            }
            """
        let members = """
            func probe() -> String {
                let a = Spec(inset: 8), b = Spec(inset: 8), c = Spec(inset: 4)
                return "\\(a == b) \\(a != b) \\(a == c) \\([a].contains(b)) \\([a] == [b])"
            }
            """
        #expect(try probe(members, declarations, nil) == "true false false true true")
    }

    /// `NSArray(array:copyItems: true)` copies each element with its
    /// `copy(with:)` (trial 47a: the Objective-C deep copy stopped).
    @Test func nsArrayDeepCopyCallsCopyWith() throws {
        let declarations = """
            final class Pin: NSObject, NSCopying {
                var constant: CGFloat
                init(constant: CGFloat) { self.constant = constant }
                func copy(with zone: NSZone? = nil) -> Any { Pin(constant: constant) }
            }
            """
        let members = """
            func probe() -> String {
                let original = [Pin(constant: 8), Pin(constant: 4)]
                let copies = NSArray(array: original, copyItems: true) as! [Pin]
                let shared = NSArray(array: original, copyItems: false) as! [Pin]
                copies[0].constant = 99
                return "\\(original[0].constant) \\(copies[0].constant) \\(copies[0] !== original[0]) \\(shared[1] === original[1])"
            }
            """
        #expect(try probe(members, declarations, nil) == "8.0 99.0 true true")
    }
}
