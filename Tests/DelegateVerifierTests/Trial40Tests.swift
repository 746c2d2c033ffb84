@testable import DelegateVerifier
import LayoutModel
import Testing

/// What trial round 40 found: string escapes, trailing closures to memberwise
/// initializers, extensions of the concrete anchor classes.
@Suite struct Trial40Tests {
    let probe = ConstructsTests().probe

    /// A string literal's escapes are decoded as Swift does (trial 40b: `"\n"`
    /// was two characters, so splitting a multi-line sheet on it found one
    /// line, a silent pass); a raw literal keeps them.
    @Test func stringEscapesAreDecoded() throws {
        let members = #"""
            func probe() -> String {
              let sheet = """
                a
                b
                """
              let tab = "x\ty"
              let mixed = "n\(1)\nm"
              return "\("a\nb".count) \(sheet.split(separator: "\n").count) \(tab.count) \(mixed.count) \(#"\n"#.count) \("\u{41}\"\\")"
            }
            """#
        let got = try probe(members, "", nil)
        #expect(got == #"3 2 3 4 2 A"\"#, "\(got)")
    }

    /// A trailing closure given to a struct's memberwise initializer goes to
    /// its next property of function type (trial 40a stopped).
    @Test func trailingClosuresReachMemberwiseInitializers() throws {
        let declarations = """
            struct Witness { let apply: (Int) -> Int }
            struct Pin { let name: String; var scale: Int = 1; let make: (Int) -> Int }
            """
        let members = "func probe() -> String { let w = Witness { $0 * 2 }; let p = Pin(name: \"a\") { $0 + 1 }; return \"\\(w.apply(3)) \\(p.make(1)) \\(p.name)\" }"
        #expect(try probe(members, declarations, nil) == "6 2 a")
    }

    /// Methods an extension adds to `NSLayoutDimension`, `NSLayoutXAxisAnchor`
    /// or `NSLayoutYAxisAnchor` run on anchors of that axis (trial 40b stopped).
    @Test func extensionsOfConcreteAnchorClassesRun() throws {
        let declarations = """
            extension NSLayoutDimension { func fixed(_ side: CGFloat) -> NSLayoutConstraint { constraint(equalToConstant: side) } }
            extension NSLayoutYAxisAnchor { func below(_ other: NSLayoutYAxisAnchor) -> NSLayoutConstraint { constraint(equalTo: other, constant: 8) } }
            """
        let members = """
            func probe() -> String {
              let a = UIView(), b = UIView()
              return "\\(a.heightAnchor.fixed(40).constant) \\(a.topAnchor.below(b.bottomAnchor).constant)"
            }
            """
        #expect(try probe(members, declarations, nil) == "40.0 8.0")
    }

    /// A store's `var` that only a method no scenario runs sets (the app's
    /// settings screen) is stated, as the delegate's own are (trial 40b: its
    /// other value was never checked, in silence); one never assigned is a constant.
    @Test func anotherObjectsPropertySetOnlyByUnrunCodeIsStated() throws {
        let store = """
            final class Store {
              static let shared = Store()
              var compact = false
              var constant = 8
              func setCompact(_ on: Bool) { compact = on }
            }

            """
        let result = try verifySample(declaring: store, reading: "    _ = Store.shared.compact\n    _ = Store.shared.constant\n")
        #expect(result.findings.contains { $0.message.contains("Store.compact is set only by code no scenario runs") }, "\(result.listing)")
        #expect(!result.findings.contains { $0.message.contains("constant") }, "\(result.listing)")
    }

    /// The sites that set a name are listed by name: a same-named property
    /// another type sets on itself (`compact = true` in `Panel`'s initializer)
    /// is not the store's, so its running does not hide the statement.
    @Test func anotherTypesSameNamedPropertyDoesNotHideTheStatement() throws {
        let types = """
            final class Store {
              static let shared = Store()
              var compact = false
              func setCompact(_ on: Bool) { compact = on }
            }
            final class Panel {
              var compact = false
              init() { self.compact = true }
            }

            """
        let result = try verifySample(declaring: types, reading: "    _ = Panel().compact\n    _ = Store.shared.compact\n")
        #expect(result.findings.contains { $0.message.contains("Store.compact is set only by code no scenario runs") }, "\(result.listing)")
        #expect(!result.findings.contains { $0.message.contains("Panel.compact") }, "\(result.listing)")
    }

    /// The sample with `types` declared before it and `reads` run where its navigation-ready layout starts.
    private func verifySample(declaring types: String, reading reads: String) throws -> DelegateVerifier.Verification {
        let start = "    let safeArea = navMap.safeAreaLayoutGuide\n    let bottomGuide = mapContentsBottomGuide\n"
        let text = Fixture.mutate(Fixture.mutate(Fixture.sample, "import UIKit\n", "import UIKit\n" + types), start, start + reads)
        return try Fixture.verify(text)
    }
}
