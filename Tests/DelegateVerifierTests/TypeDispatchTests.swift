@testable import DelegateVerifier
import LayoutModel
import Testing

/// How members are found on a type (trial 18): constrained protocol
/// extensions chosen by their `where` clauses, `Self` in a protocol extension,
/// `extension Optional`, and framework extensions on the SDK's objects.
@Suite struct TypeDispatchTests {
    let probe = ConstructsTests().probe

    /// The silent pass: the first extension in source order answered for every
    /// conforming type; now the one whose `where` clause the type meets does.
    @Test func constrainedExtensionsAreChosenByTheirWhereClauses() throws {
        let declarations = """
            protocol Chrome { associatedtype S: NavigationUIState; var state: S { get } }
            extension Chrome { func name() -> String { "any" } }
            extension Chrome where S == NavigationReadyUIState { func name() -> String { "ready" }; var rank: Int { 1 } }
            extension Chrome where S == ActiveGuidanceUIState { func name() -> String { "guidance" }; var rank: Int { 2 } }
            struct Ready: Chrome { let state: NavigationReadyUIState }
            struct Guidance: Chrome { let state: ActiveGuidanceUIState }
            protocol Tagged {}
            extension Tagged { var tag: String { "plain" } }
            extension Tagged where Self: Chrome { var tag: String { "chrome" } }
            extension Tagged where Self == Plain { static func make() -> String { "plain" } }
            extension Tagged where Self == Named { static func make() -> String { "named" } }
            extension Guidance: Tagged {}
            struct Plain: Tagged {}
            struct Named: Tagged { typealias S = ActiveGuidanceUIState }
            protocol Sized { associatedtype Unit }
            extension Sized where Unit == Int { func unit() -> String { "int" } }
            extension Sized where Unit == CGFloat { func unit() -> String { "float" } }
            struct Points: Sized { typealias Unit = CGFloat }
            protocol GuidanceLike {}
            extension ActiveGuidanceUIState: GuidanceLike {}
            extension Chrome { func kind() -> String { "other" } }
            extension Chrome where S: GuidanceLike { func kind() -> String { "guidance-like" } }
            """
        let members = """
            func probe() -> String {
              let ready = Ready(state: NavigationReadyUIState()), guidance = Guidance(state: ActiveGuidanceUIState())
              return "\\(ready.name()) \\(guidance.name()) \\(ready.rank) \\(guidance.rank) \\(guidance.tag) \\(Plain().tag) \\(Plain.make()) \\(Named.make()) \\(Points().unit()) \\(ready.kind()) \\(guidance.kind())"
            }
            """
        #expect(try probe(members, declarations, nil) == "ready guidance 1 2 chrome plain plain named float other guidance-like")
    }

    /// When the type's `where` clauses cannot be decided (a generic parameter
    /// binds the associated type), the call stops instead of picking one.
    @Test func anUndecidedConstrainedExtensionStops() throws {
        let declarations = """
            protocol Chrome { associatedtype S: NavigationUIState; var state: S { get } }
            extension Chrome where S == NavigationReadyUIState { func name() -> String { "ready" } }
            extension Chrome where S == ActiveGuidanceUIState { func name() -> String { "guidance" } }
            struct Box<S: NavigationUIState>: Chrome { let state: S }
            """
        let members = """
            func probe() -> String { Box(state: ActiveGuidanceUIState()).name() }
            """
        #expect {
            try probe(members, declarations, nil)
        } throws: { error in
            "\(error)".contains("which func name() Box has")
        }
    }

    /// The trial's delegate: the guidance extension's left anchor is reported.
    @Test func theChosenExtensionsConstraintsAreChecked() throws {
        let result = try Fixture.verify(Self.repro, scenarios: Array(Fixture.portrait.prefix(2)))
        #expect(result.ruleIDs.contains("delegate_left_right_anchor"), "\(result.listing)")
        #expect(!result.ruleIDs.contains("delegate_not_verified"), "\(result.listing)")
    }

    /// Trial 18's repro r04 (two extensions of one protocol, constrained on its associated type).
    static let repro = """
        import GoogleNavigation
        import UIKit

        @MainActor protocol Chrome { associatedtype S: NavigationUIState; var state: S { get } }
        extension Chrome where S == NavigationReadyUIState {
            func extra(_ m: GMSMapView) -> [NSLayoutConstraint] { [] }
        }
        extension Chrome where S == ActiveGuidanceUIState {
            func extra(_ m: GMSMapView) -> [NSLayoutConstraint] {
                [state.turnCard.leftAnchor.constraint(equalTo: m.leftAnchor),          // should be reported
                 state.turnCard.topAnchor.constraint(equalTo: m.topAnchor)]
            }
        }
        struct Guidance: Chrome { let state: ActiveGuidanceUIState }

        final class R04: NSObject, NavigationLayoutDelegate {
            private var cs: [NSLayoutConstraint] = []
            private func base(_ s: NavigationUIState, _ logo: UIView, _ viewport: UIView, _ m: GMSMapView, top: NSLayoutYAxisAnchor) -> [NSLayoutConstraint] {
                _ = s.wideMode
                m.addSubview(viewport); m.addSubview(logo)
                return [viewport.topAnchor.constraint(equalTo: top), viewport.bottomAnchor.constraint(equalTo: logo.topAnchor),
                        viewport.leadingAnchor.constraint(equalTo: m.safeAreaLayoutGuide.leadingAnchor),
                        viewport.trailingAnchor.constraint(equalTo: m.safeAreaLayoutGuide.trailingAnchor),
                        logo.leadingAnchor.constraint(equalTo: m.safeAreaLayoutGuide.leadingAnchor),
                        logo.bottomAnchor.constraint(equalTo: m.safeAreaLayoutGuide.bottomAnchor)]
            }
            func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
                cs = base(newState, newState.googleLogo, newState.viewport, navMap, top: navMap.safeAreaLayoutGuide.topAnchor)
                NSLayoutConstraint.activate(cs)
            }
            func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
                NSLayoutConstraint.deactivate(cs); cs = []
                oldState.googleLogo.removeFromSuperview(); oldState.viewport.removeFromSuperview()
            }
            func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
                NSLayoutConstraint.deactivate(cs)
                navMap.addSubview(newState.turnCard)
                cs = base(newState, newState.googleLogo, newState.viewport, navMap, top: newState.turnCard.bottomAnchor)
                    + Guidance(state: newState).extra(navMap)
                NSLayoutConstraint.activate(cs)
            }
            func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
                NSLayoutConstraint.deactivate(cs); oldState.turnCard.removeFromSuperview()
                cs = base(newState, newState.googleLogo, newState.viewport, navMap, top: navMap.safeAreaLayoutGuide.topAnchor)
                NSLayoutConstraint.activate(cs)
            }
            func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {}
            func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {}
            func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {}
        }
        """

    /// `Self(...)`, `Self.init(...)` and `Self.member` in a protocol extension are the conforming type.
    @Test func selfInAProtocolExtensionIsTheConformingType() throws {
        let declarations = """
            protocol Layout { var inset: CGFloat { get }; init(inset: CGFloat); static var standard: CGFloat { get } }
            extension Layout {
              static func make() -> Self { Self(inset: Self.standard) }
              func doubled() -> Self { Self.init(inset: inset * 2) }
            }
            struct Compact: Layout { let inset: CGFloat; static var standard: CGFloat { 8 } }
            """
        let members = """
            func probe() -> String { "\\(Int(Compact.make().doubled().inset))" }
            """
        #expect(try probe(members, declarations, nil) == "16")
    }

    /// `extension Optional` methods on optionals, `nil` or not, with `self` and `switch self`.
    @Test func optionalExtensionMethodsRun() throws {
        let declarations = """
            extension Optional {
              func ifPresent(_ block: (Wrapped) -> Void) { if let value = self { block(value) } }
              var described: String { switch self { case .some(let value): return "some \\(value)"; case .none: return "none" } }
            }
            extension Optional where Wrapped: UIView { func hide() { self?.isHidden = true } }
            """
        let members = """
            var prompt: UIView? = UIView()
            var missing: UIView? = nil
            func probe() -> String {
              var seen = 0
              prompt.ifPresent { _ in seen += 1 }
              missing.ifPresent { _ in seen += 10 }
              prompt.hide()
              let count: Int? = 3
              return "\\(seen) \\(prompt!.isHidden) \\(count.described) \\(missing.described)"
            }
            """
        #expect(try probe(members, declarations, nil) == "1 true some 3 none")
    }

    /// Extensions of `NSObject` (and a protocol it is made to conform to) reach the SDK's states,
    /// buttons and anchors, as they reach constraints and guides: the closure runs on the state.
    @Test func frameworkExtensionsReachTheSDKsObjects() throws {
        let extensions = """

            protocol ScopeFunctions {}
            extension ScopeFunctions where Self: AnyObject {
              @discardableResult func also(_ block: (Self) -> Void) -> Self { block(self); return self }
            }
            extension NSObject: ScopeFunctions {}
            extension NSObject { func kind() -> String { "object" } }

            """
        let text = Fixture.mutate(
            Fixture.sample, "    navMap.addLayoutGuide(bottomGuide)\n",
            "    navMap.addLayoutGuide(bottomGuide)\n"
                + "    let kinds = [newState.buttons[0].also { _ in }.kind(), safeArea.topAnchor.kind(), bottomGuide.kind(), navMap.widthAnchor.constraint(equalToConstant: 1).also { $0.constant = 2 }.kind()]\n"
                + "    newState.also { state in if kinds.allSatisfy({ $0 == state.kind() }) { state.googleLogo.isHidden = true } }\n")
            + extensions
        let result = try Fixture.verify(text, scenarios: Array(Fixture.portrait.prefix(1)))
        #expect(result.ruleIDs.contains("delegate_missing_required_view"), "\(result.listing)")
        #expect(!result.ruleIDs.contains("delegate_not_verified"), "\(result.listing)")
    }

    /// The files' property wrappers run: `W(wrappedValue:)`, `W(wrappedValue:, args)`, `W(args)`,
    /// their setters (activating constraints), `_name` and `$name`; a library wrapper still stops.
    @Test func propertyWrappersOfTheFilesRun() throws {
        let declarations = """
            @propertyWrapper struct Clamped {
              private var value: CGFloat; private let range: ClosedRange<CGFloat>
              init(wrappedValue: CGFloat, _ range: ClosedRange<CGFloat>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
              var wrappedValue: CGFloat { get { value } set { value = min(max(newValue, range.lowerBound), range.upperBound) } }
              var projectedValue: String { "at most \\(Int(range.upperBound))" }
            }
            @propertyWrapper final class Counted {
              var wrappedValue: Int { didSet { writes += 1 } }
              var writes = 0
              init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
            }
            @propertyWrapper struct Tagged { let tag: String; var wrappedValue: String = ""; init(_ tag: String) { self.tag = tag } }
            @propertyWrapper struct Active {
              private var storage: [NSLayoutConstraint]
              init(wrappedValue: [NSLayoutConstraint]) { storage = wrappedValue; NSLayoutConstraint.activate(wrappedValue) }
              var wrappedValue: [NSLayoutConstraint] {
                get { storage }
                set { NSLayoutConstraint.deactivate(storage); storage = newValue; NSLayoutConstraint.activate(newValue) }
              }
            }
            """
        let members = """
            @Clamped(0...32) var inset: CGFloat = 50
            @Counted var count: Int = 1
            @Tagged("x") var label: String
            @Active var constraints: [NSLayoutConstraint] = []
            func probe() -> String {
              inset = -4
              let low = inset
              inset += 100
              count = 5
              count += 1
              label = "hi"
              let view = UIView(), guide = UILayoutGuide()
              view.addLayoutGuide(guide)
              let first = guide.widthAnchor.constraint(equalToConstant: 1)
              constraints = [first]
              let wasActive = first.isActive
              constraints = []
              return "\\(Int(low)) \\(Int(inset)) \\($inset) \\(count) \\(_count.writes) \\(label) \\(_label.tag) \\(wasActive) \\(first.isActive)"
            }
            """
        #expect(try probe(members, declarations, nil) == "0 32 at most 32 6 2 hi x true false")
        #expect(throws: Unsupported.self) { try probe("@State var shown = false\nfunc probe() -> String { \"\\(shown)\" }", "", nil) }
    }
}
