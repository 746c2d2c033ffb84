@testable import DelegateVerifier
import LayoutModel
import Testing

/// What trial round 42 found: protocol-extension members and casts through
/// protocols a framework type adopts by an extension of the files, implicit
/// members thrown from typed throws, `switch` over a class's static
/// instances, `UIAccessibility.post`, and the build `#if` is read in.
@Suite struct Trial42Tests {
    let probe = ConstructsTests().probe

    /// Checked against the compiled equivalent (`State` standing for a
    /// framework class): a protocol-extension member through a generic or
    /// existential is the extension's, on the concrete type the type's own; a
    /// framework value adopting a protocol by extension casts to it (`as? any P`,
    /// `is P`); `throw .missing(...)` from `throws(Failure)` is caught by
    /// `catch let e as Failure`, and `.failure(.wrongPhase)` casts to `Failure`;
    /// `case .compass:` over a class's static instances compares them.
    @Test func trial42ConstructsRunAsCompiledSwiftDoes() throws {
        let declarations = #"""
            protocol HasAlpha: AnyObject { var tintColor: UIColor? { get } }
            extension HasAlpha { var alpha: CGFloat { 0.5 }; func tag() -> String { "ext" } }
            extension UILabel: HasAlpha { func tag() -> String { "own" } }
            protocol Marker {}
            extension UILabel: Marker {}
            final class Own: Marker {}
            func alphaOf<S: HasAlpha>(_ s: S) -> CGFloat { s.alpha }
            func tagOf(_ s: any HasAlpha) -> String { s.tag() }
            enum Failure: Error { case missing(String), wrongPhase }
            func find(_ ok: Bool) throws(Failure) -> Int { if ok { return 1 }; throw .missing("card") }
            func phase() -> Result<Int, Failure> { .failure(.wrongPhase) }
            final class Slot: NSObject { static let compass = Slot(); static let report = Slot() }
            """#
        let members = #"""
            func probe() -> String {
                let label = UILabel()
                var caught = ""
                do { _ = try find(false) } catch let e as Failure {
                    if case .missing(let name) = e { caught = name }
                } catch { caught = "other" }
                var phaseText = ""
                if case .failure(let e) = phase(), let f = e as? Failure, case .wrongPhase = f { phaseText = "wrongPhase" }
                let any: Any = label
                let own: Any = Own()
                var slotName = ""
                switch Slot.report { case .compass: slotName = "compass"; case .report: slotName = "report"; default: slotName = "none" }
                return "\(label.alpha == 1) \(alphaOf(label)) \(tagOf(label)) \(label.tag()) \((any as? any HasAlpha) != nil) \(any is Marker) \(own is any Marker) \(caught) \(phaseText) \(slotName)"
            }
            """#
        let got = try probe(members, declarations, nil)
        #expect(got == "true 0.5 ext own true true true card wrongPhase report", "\(got)")
    }

    /// A generic helper reading `wideMode` through a protocol the SDK's state
    /// adopts by extension gets the extension's `false` (trial 42b: the state's
    /// own was used, and a logo hidden in every wide launch passed).
    @Test func aProtocolExtensionMemberOnAnSDKStateIsStaticallyDispatched() throws {
        func delegate(requirement: String) -> String {
            Fixture.minimalDelegate(
                declarations: """
                    @MainActor protocol HasLogo: AnyObject { var googleLogo: UIView { get }\(requirement) }
                    extension HasLogo { var wideMode: Bool { false } }
                    extension NavigationReadyUIState: HasLogo {}
                    @MainActor func isWide<S: HasLogo>(_ s: S) -> Bool { s.wideMode }
                    """,
                enable: """
                    if newState.wideMode && !isWide(newState) { newState.googleLogo.alpha = 0 }
                    UIAccessibility.post(notification: .screenChanged, argument: nil)
                    """)
        }
        let scenarios = Array(Fixture.wide.prefix(1) + Fixture.portrait.prefix(1))
        let extensionMember = try Fixture.verify(delegate(requirement: ""), scenarios: scenarios)
        #expect(extensionMember.ruleIDs.contains("delegate_missing_required_view"), "\(extensionMember.listing)")
        #expect(!extensionMember.ruleIDs.contains("delegate_not_verified"), "\(extensionMember.listing)")
        // As a requirement it is dispatched to the state's own `wideMode`: the logo stays.
        let requirement = try Fixture.verify(delegate(requirement: "; var wideMode: Bool { get }"), scenarios: scenarios)
        #expect(!requirement.ruleIDs.contains("delegate_missing_required_view"), "\(requirement.listing)")
        #expect(!requirement.ruleIDs.contains("delegate_not_verified"), "\(requirement.listing)")
    }

    /// `#if` is read for an iOS device build by Swift 6.2 that imports the iOS
    /// SDK's frameworks (trial 42a: `canImport(CoreHaptics)` and
    /// `compiler(>=6.1)` were false, their clauses left unchecked); a clause
    /// `--define` cannot select says so.
    @Test func conditionsAreReadForAnIOSBuildBySwift62() throws {
        let text = Fixture.mutate(
            Fixture.sample, "    let safeArea = navMap.safeAreaLayoutGuide\n",
            """
                let safeArea = navMap.safeAreaLayoutGuide
                #if canImport(CoreHaptics) && compiler(>=6.1) && swift(>=6.2)
                navMap.accessibilityLabel = "map"
                #else
                navMap.accessibilityLabel = "old"
                #endif
                #if os(visionOS)
                navMap.accessibilityHint = "vision"
                #endif

            """)
        let result = try Fixture.verify(text, scenarios: Array(Fixture.portrait.prefix(1)))
        let statements = result.findings.filter { $0.ruleID == "delegate_assumption" && $0.message.contains("is not in the build checked") }.map(\.message)
        #expect(Set(statements).count == 2, "\(statements)")  // the sample lays out at two places: each has both
        #expect(statements.contains { $0.contains("`#else of #if canImport(CoreHaptics)") && $0.contains("--define sets custom conditions only") }, "\(statements)")
        #expect(statements.contains { $0.contains("#if os(visionOS)") }, "\(statements)")
    }
}
