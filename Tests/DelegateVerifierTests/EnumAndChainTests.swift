@testable import DelegateVerifier
import Testing

/// Trial round 30's stops on ordinary Swift: an enum's own initializer and
/// mutating methods assigning `self`, framework methods handed to sequence
/// methods, and implicit member chains typed by an array literal's element type.
@Suite struct EnumAndChainTests {
    @Test func anEnumInitializerAssignsSelf() throws {
        let declarations = """
            enum LayoutMode {
              case compact, regular
              init(width: CGFloat) { self = width >= 600 ? .regular : .compact }
              init?(name: String) {
                guard name == "wide" else { return nil }
                self = .regular
              }
              var inset: CGFloat { self == .compact ? 4 : 12 }
            }
            """
        let members = """
            func probe() -> String {
              let narrow = LayoutMode(width: 390), wide = LayoutMode(width: 820)
              let named = LayoutMode(name: "wide"), unnamed = LayoutMode(name: "tall")
              return "\\(narrow.inset) \\(wide.inset) \\(named == .regular) \\(unnamed == nil)"
            }
            """
        #expect(try ConstructsTests().probe(members, declarations) == "4.0 12.0 true true")
    }

    @Test func aMutatingEnumMethodReplacesTheCase() throws {
        let declarations = """
            enum Panel {
              case open(height: CGFloat), closed
              mutating func toggle() { self = self == .closed ? .open(height: 120) : .closed }
              var height: CGFloat { if case .open(let height) = self { return height } else { return 0 } }
            }
            struct Plan { var panel = Panel.closed }
            """
        let members = """
            var plan = Plan()
            func probe() -> String {
              var panel = Panel.closed
              panel.toggle()
              plan.panel.toggle()
              plan.panel.toggle()
              return "\\(panel.height) \\(plan.panel.height)"
            }
            """
        #expect(try ConstructsTests().probe(members, declarations) == "120.0 0.0")
    }

    /// An initializer that can end without giving `self` a case is named, not guessed.
    @Test func anEnumInitializerLeavingSelfUnsetStops() throws {
        let declarations = """
            enum Side {
              case start, end
              init(flag: Bool) { if flag { self = .start } else { self = .end } }
              init(other: Int) { _ = other }
            }
            """
        #expect(throws: Unsupported.self) { try ConstructsTests().probe("func probe() -> String { \"\\(Side(other: 1))\" }", declarations) }
        #expect(try ConstructsTests().probe("func probe() -> String { Side(flag: false) == .end ? \"end\" : \"start\" }", declarations) == "end")
    }

    /// `forEach(NotificationCenter.default.removeObserver)`: the method runs
    /// for each element, as `forEach { center.removeObserver($0) }` would.
    @Test func frameworkMethodsHandedToSequenceMethodsRun() throws {
        let members = """
            var tokens: [NSObjectProtocol] = []
            var registrations: [UITraitChangeRegistration] = []
            func probe() -> String {
              let view = UIView()
              tokens.append(NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in })
              registrations.append(view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _: UITraitCollection) in })
              tokens.forEach(NotificationCenter.default.removeObserver)
              registrations.forEach(view.unregisterForTraitChanges)
              return "\\(tokens.count) \\(registrations.count)"
            }
            """
        #expect(try ConstructsTests().probe(members) == "1 1")
    }

    /// `.pin(...).weak()` in a `[Rule]` literal: the chain's head is `Rule.pin`,
    /// as Swift types it from the literal's element type, also across `+` and `?:`.
    @Test func implicitMemberChainsTakeTheArraysElementType() throws {
        let declarations = """
            struct Rule {
              var name: String
              var priority: Float = 1000
              static func pin(_ name: String) -> Rule { Rule(name: name) }
              static let base = Rule(name: "base")
              func weak(_ value: Float = 250) -> Rule { var copy = self; copy.priority = value; return copy }
              func named(_ suffix: String) -> Rule { var copy = self; copy.name += suffix; return copy }
            }
            """
        let members = """
            func probe(_ flag: Bool = true) -> String {
              let rules: [Rule] = [.pin("a")] + [.pin("b").weak(), .base.named("!").weak(10), flag ? .pin("c").named("?") : .base]
              return rules.map { "\\($0.name)@\\(Int($0.priority))" }.joined(separator: " ")
            }
            """
        #expect(try ConstructsTests().probe(members, declarations) == "a@1000 b@250 base!@10 c?@1000")
    }
}
