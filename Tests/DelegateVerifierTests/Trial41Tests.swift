@testable import DelegateVerifier
import LayoutModel
import Testing

/// What trial round 41 found, and the minor stops earlier rounds left: a
/// `String` as the sequence of its characters, `Character`, `split` with a
/// closure, and `NSLayoutConstraint()` as a placeholder.
@Suite struct Trial41Tests {
    let probe = ConstructsTests().probe

    /// A string iterates, maps and filters by character (a `Character` is a
    /// one-character string with its properties); `split` takes a separator
    /// closure as Swift's does, and `Character("\n")` a separator.
    @Test func stringsAreSequencesOfCharacters() throws {
        let members = #"""
            func probe() -> String {
              let spec = "top:8, lead:16\nbottom:24"
              var letters = 0
              for character in spec where character.isLetter { letters += 1 }
              let lines = spec.split(separator: Character("\n"))
              let fields = spec.split(whereSeparator: { $0 == "," || $0.isNewline })
              let trimmed = spec.split { $0.isWhitespace || $0 == "," }.map { String($0) }
              let digits = spec.filter { $0.isNumber }
              let firstLine = lines.first ?? ""
              return "\(letters) \(lines.count) \(fields.count) \(trimmed.joined(separator: "|")) \(digits) \(firstLine.first ?? "?") \(firstLine.last ?? "?") \(spec.map { $0.isNumber ? 1 : 0 }.reduce(0, +))"
            }
            """#
        let got = try probe(members, "", nil)
        #expect(got == "13 2 3 top:8|lead:16|bottom:24 81624 t 6 5", "\(got)")
    }

    /// `split` with `maxSplits` and empty subsequences kept, by a closure, as Swift's.
    @Test func splitByClosureHonoursItsOptions() throws {
        let members = #"""
            func probe() -> String {
              let parts = "a,,b,c".split(maxSplits: 2, omittingEmptySubsequences: false, whereSeparator: { $0 == "," })
              return parts.map { "[\($0)]" }.joined()
            }
            """#
        #expect(try probe(members, "", nil) == "[a][][b,c]")
    }

    /// `var height = NSLayoutConstraint()`, replaced before use, is a
    /// placeholder (trial 38b stopped); activating the placeholder itself
    /// fails, as UIKit's constraint without a first item does.
    @Test func aPlaceholderConstraintIsReplacedOrFails() throws {
        let members = """
            var height = NSLayoutConstraint()
            func probe() -> String {
              height.isActive = false
              let view = UIView()
              height = view.heightAnchor.constraint(equalToConstant: 40)
              return "\\(height.constant)"
            }
            """
        #expect(try probe(members, "", nil) == "40.0")
        let activated = """
            var height = NSLayoutConstraint()
            func probe() -> String {
              height.isActive = true
              return "activated"
            }
            """
        #expect(throws: (any Error).self) { try probe(activated, "", nil) }
    }

    /// The Swift trial 41a wrote that stopped or ran wrong, against what the
    /// compiled code prints (the expected text is a compiled run's): a lazy
    /// chain consumed by `for`, `forEach` and `first(where:)` runs element by
    /// element (run whole, the filter let a second element through, a silent
    /// pass), `Mirror`, `sequence(first:next:)`, `Swift.min`, the files'
    /// `Sequence` made lazy, `AnySequence`, `case .some:`, `consume`, a type
    /// declared in a function, an enum case as a function, an array's
    /// iterator and a parameter pack.
    @Test func trial41aConstructsRunAsCompiledSwiftDoes() throws {
        let declarations = #"""
struct Pair: Sequence {
    let a: Int, b: Int
    func makeIterator() -> IndexingIterator<[Int]> { [a, b].makeIterator() }
}
struct Box { let width: Int; var name: String; static let shared = 1; var area: Int { width * 2 } }
enum Slot { case view(Int); case pair(Int, label: String); case none }
func total<each T: BinaryInteger>(_ values: repeat each T) -> Int {
    var sum = 0
    for value in repeat each values { sum += Int(value) }
    return sum
}
"""#
        let members = #"""
func probe() -> String {
    var installed = 0
    var seen: [Int] = []
    for v in [10, 20, 30].lazy.filter({ _ in installed < 1 }) { installed += 1; seen.append(v) }
    var mapped: [Int] = []
    [1, 2, 3].lazy.map { v -> Int in mapped.append(v); return v * 2 }.forEach { _ in mapped.append(0) }
    let firstBig = [1, 5, 9].lazy.map { $0 * 3 }.first(where: { $0 > 10 })
    let mirror = Mirror(reflecting: Box(width: 3, name: "b")).children.map { "\($0.label ?? "-")=\($0.value)" }.joined(separator: ",")
    let enumMirror = Mirror(reflecting: Slot.pair(2, label: "x")).children.map { "\($0.label ?? "-")" }.joined()
    let chain = Array(sequence(first: 1, next: { $0 < 40 ? $0 * 3 : nil }))
    let small = Swift.min(4, 9)
    let lazyPair = Pair(a: 7, b: 8).lazy.filter { $0 > 7 }.map { $0 + 1 }
    let erased = Array(AnySequence([3, 4]))
    let optional: Int? = 5
    var matched = ""
    switch optional { case .some: matched = "some"; case .none: matched = "none" }
    let kept = consume matched
    struct Local { let x: Int }
    let local = Local(x: 6)
    let slots = [1, 2].map(Slot.view)
    var iterator = [5, 6].makeIterator()
    let firstNext = iterator.next() ?? -1
    return "\(seen) \(mapped) \(firstBig ?? -1) \(mirror) \(enumMirror) \(chain) \(small) \(Array(lazyPair)) \(erased) \(kept) \(local.x) \(slots.count) \(firstNext) \(iterator.next() ?? -1) \(iterator.next() ?? -1) \(total(1, 2, 3))"
}
"""#
        let got = try probe(members, declarations, nil)
        #expect(got == "[10] [1, 0, 2, 0, 3, 0] 15 width=3,name=b pair [1, 3, 9, 27, 81] 4 [9] [3, 4] some 6 2 5 6 -1 6", "\(got)")
    }

    /// What trial 41b wrote that stopped: a subclass of `NSLayoutConstraint`
    /// made through `self.init(item:...)` or UIKit's own initializer, found
    /// again with `as?` among the view's constraints; `callAsFunction` on an
    /// enum; `@dynamicCallable` with plain and keyword arguments; an enum
    /// case with a payload passed as a function.
    @Test func trial41bConstructsRun() throws {
        let declarations = #"""
            final class RoleConstraint: NSLayoutConstraint {
                var role = "none"
                convenience init(role: String, _ item: UIView, _ attribute: NSLayoutConstraint.Attribute, to other: UIView, constant: CGFloat) {
                    self.init(item: item, attribute: attribute, relatedBy: .equal, toItem: other, attribute: attribute, multiplier: 1, constant: constant)
                    self.role = role
                }
                func describeRole() -> String { "\(role):\(Int(constant))" }
            }
            enum Scale {
                case double, triple
                func callAsFunction(_ x: Int) -> Int { self == .double ? x * 2 : x * 3 }
            }
            @dynamicCallable struct Summer {
                func dynamicallyCall(withArguments values: [Int]) -> Int { values.reduce(0, +) }
            }
            @dynamicCallable struct Labeller {
                func dynamicallyCall(withKeywordArguments pairs: KeyValuePairs<String, Int>) -> String { pairs.map { "\($0.key)\($0.value)" }.joined() }
            }
            enum Anchorable { case view(UIView) }
            """#
        let members = #"""
            func probe() -> String {
                let a = UIView(), b = UIView(), host = UIView()
                host.addSubview(a); host.addSubview(b)
                let tagged = RoleConstraint(role: "gap", a, .top, to: b, constant: 8)
                let plain = RoleConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .leading, multiplier: 1, constant: 4)
                NSLayoutConstraint.activate([tagged, plain])
                let roles = host.constraints.compactMap { $0 as? RoleConstraint }.map { $0.describeRole() }.joined(separator: ",")
                let triple = Scale.triple, sum = Summer(), label = Labeller()
                let anchored: UIView? = a
                var isView = false
                if case .view(let v)? = anchored.map(Anchorable.view) { isView = v === a }
                return "\(roles) \(tagged.isActive) \(triple(5)) \(sum(1, 2, 3)) \(label(a: 1, b: 2)) \(isView)"
            }
            """#
        let got = try probe(members, declarations, nil)
        #expect(got == "gap:8,none:4 true 15 6 a1b2 true", "\(got)")
    }

    /// A finding inside a helper reached through an extension's convenience
    /// initializer of a framework type, or through `callAsFunction` written as
    /// a call of the value, names each call site, so two uses are two findings
    /// (trial 41b: they merged into one at the helper's line, naming no caller).
    @Test(arguments: [
        ("extension NSLayoutConstraint { convenience init(pinning view: UIView, to guide: UILayoutGuide) { self.init(item: view, attribute: .left, relatedBy: .equal, toItem: guide, attribute: .left, multiplier: 1, constant: 0) } }",
         "NSLayoutConstraint(pinning: logo, to: safe)", "NSLayoutConstraint(pinning: viewport, to: safe)"),
        ("struct Spec { func callAsFunction(_ view: UIView, _ guide: UILayoutGuide) -> NSLayoutConstraint { view.leftAnchor.constraint(equalTo: guide.leftAnchor) } }",
         "Spec()(logo, safe)", "Spec()(viewport, safe)"),
    ])
    func findingsInSugaredCallsNameEachCaller(helper: String, first: String, second: String) throws {
        let text = """
            import GoogleNavigation
            import UIKit
            \(helper)
            final class ReproDelegate: NSObject, NavigationLayoutDelegate {
                func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
                    let safe = navMap.safeAreaLayoutGuide
                    let logo = newState.googleLogo, viewport = newState.viewport
                    _ = newState.wideMode
                    navMap.addSubview(viewport); navMap.addSubview(logo)
                    NSLayoutConstraint.activate([\(first)])
                    NSLayoutConstraint.activate([\(second)])
                    NSLayoutConstraint.activate([
                        viewport.topAnchor.constraint(equalTo: safe.topAnchor), viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor), logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    ])
                }
                func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
                    NSLayoutConstraint.deactivate(navMap.constraints)
                    oldState.viewport.removeFromSuperview(); oldState.googleLogo.removeFromSuperview()
                }
                func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) { _ = newState.wideMode }
                func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {}
                func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {}
                func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {}
                func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {}
            }
            """
        let result = try Fixture.verify(text, scenarios: Array(Fixture.portrait.prefix(2)))
        let leftRight = result.findings.filter { $0.ruleID == "delegate_left_right_anchor" }
        #expect(leftRight.count == 2, "\(result.listing)")
        #expect(leftRight.contains { $0.message.contains("called at Delegate.swift:10") } && leftRight.contains { $0.message.contains("called at Delegate.swift:11") }, "\(result.listing)")
    }
}
