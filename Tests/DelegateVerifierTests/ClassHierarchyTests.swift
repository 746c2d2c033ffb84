@testable import DelegateVerifier
import LayoutModel
import Testing

/// Delegates as class hierarchies (the app installs a subclass of a shared
/// base) and extensions of framework types next to the delegate.
@Suite struct ClassHierarchyTests {
    /// The SDK sample as a base class the app may subclass.
    static let base = Fixture.mutate(Fixture.sample, "final class BasicLayoutDelegate", "class BasicLayoutDelegate")

    /// A subclass in a second file: it inherits the conformance, and its
    /// `startGuidance` override runs the base's through `super`, then `extra`.
    static func subclass(_ extra: String = "") -> String {
        """
        import GoogleNavigation
        import UIKit
        final class FleetLayout: BasicLayoutDelegate {
          override func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
            super.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
            \(extra)
          }
        }
        """
    }

    func verify(_ main: String, context: [String] = []) throws -> DelegateVerifier.Verification {
        let files = context.enumerated().map { DelegateSource.ContextFile(text: $1, displayPath: "Context\($0).swift") }
        var options = DelegateVerifier.Options()
        options.scenarios = Fixture.portrait
        return try DelegateVerifier.verify(DelegateSource(text: main, displayPath: "Delegate.swift", context: files), options: options)
    }

    /// The subclass is verified in full, and the base too when a file
    /// creates it (else through the subclass: `Trial25ChecksTests`); a bug
    /// only the subclass's override has is found, and named with its class.
    @Test func theSubclassOfADelegateIsVerifiedWithItsBase() throws {
        let installer = "import UIKit\n@MainActor func fallbackLayout() -> NSObject { BasicLayoutDelegate() }\n"
        let clean = try verify(Self.base, context: [Self.subclass(), installer])
        #expect(clean.delegateNames == ["BasicLayoutDelegate", "FleetLayout"])
        #expect(clean.isFullyVerified && clean.runs == 2 * Fixture.portrait.count)
        #expect(clean.findings.isEmpty, "\(clean.listing)")

        let fixedHeight = "newState.turnCard.heightAnchor.constraint(equalToConstant: 90).isActive = true"
        let buggy = try verify(Self.base, context: [Self.subclass(fixedHeight)])
        let finding = try #require(buggy.findings.first { $0.ruleID == "delegate_fixed_size_constraint" }, "\(buggy.listing)")
        #expect(finding.location.file == "Context0.swift" && finding.message.contains("(in FleetLayout/"), "\(finding.message)")
    }

    /// The subclass given without its base has no delegate, and the problem says which file is missing.
    @Test func aSubclassAloneNamesItsMissingBase() {
        #expect {
            try DelegateSource(text: Self.subclass(), displayPath: "Fleet.swift")
        } throws: { error in
            "\(error)".contains("FleetLayout's superclass BasicLayoutDelegate is declared in no given file")
        }
    }

    /// A base that marks itself abstract (a member that only calls
    /// `fatalError`) is not verified alone when a subclass exists; alone, or
    /// reached at run time, the `fatalError` is a crash, never a pass.
    @Test func anAbstractBaseIsVerifiedOnlyThroughItsSubclasses() throws {
        let abstract = Fixture.mutate(
            Self.base, "  func enableNavigationUI(\n", "  var inset: CGFloat { fatalError(\"subclasses\") }\n\n  func enableNavigationUI(\n")
        let throughSubclass = try verify(abstract, context: [Self.subclass("_ = 1")])
        #expect(throughSubclass.delegateNames == ["FleetLayout"] && throughSubclass.isFullyVerified)
        #expect(throughSubclass.ruleIDs == ["delegate_assumption"], "\(throughSubclass.listing)")

        let reached = try verify(abstract, context: [Self.subclass("_ = inset")])
        let crash = try #require(reached.findings.first { $0.ruleID == "delegate_not_verified" }, "\(reached.listing)")
        #expect(crash.message.hasPrefix("the app would crash: fatalError is reached"), "\(crash.message)")
        #expect(!reached.isFullyVerified)
    }

    /// Extending a framework type adds members without hiding the model's
    /// own: `UILayoutGuide()`, `addLayoutGuide`, `UIView()`, constraints still work.
    @Test func extensionsOfFrameworkTypesKeepTheirModel() throws {
        let extensions = """
            import GoogleNavigation
            import UIKit
            protocol Tagged {}
            extension UILayoutGuide: Tagged { var debugName: String { identifier } }
            extension UIView: Tagged { var isShown: Bool { !isHidden } }
            extension NSLayoutConstraint { func prioritized(_ value: UILayoutPriority) -> NSLayoutConstraint { priority = value; return self } }
            extension UIStackView: Tagged {}
            extension NSLayoutAnchor: Tagged {}
            extension GMSMapView: Tagged {}
            extension ActiveGuidanceUIState: Tagged {}
            """
        let clean = try verify(Self.base, context: [extensions])
        #expect(clean.isFullyVerified && clean.findings.isEmpty, "\(clean.listing)")

        let using = Fixture.mutate(
            Self.base, "    navMap.addLayoutGuide(bottomGuide)\n",
            "    navMap.addLayoutGuide(bottomGuide)\n    let probe = UILayoutGuide()\n    navMap.addLayoutGuide(probe)\n    _ = probe.debugName\n    navMap.removeLayoutGuide(probe)\n    _ = UIView().isShown\n")
        let used = try verify(using, context: [extensions])
        #expect(used.isFullyVerified && used.findings.isEmpty, "\(used.listing)")
    }
}
