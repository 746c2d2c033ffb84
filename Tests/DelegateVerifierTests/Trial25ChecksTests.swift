@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial 25's silent passes and false finding in the checks: an opaque
/// container holding the ETA card, a base class verified alone that only its
/// subclass completes, and reads of a property only the app sets that
/// stated nothing.
@Suite struct Trial25ChecksTests {
    static let guidance = Array(Fixture.portrait.filter { $0.events.contains(.startGuidance) && !$0.events.contains(.showPrompt) }.prefix(2))

    /// The sample with the ETA card in an app panel added over the logo, the
    /// card `inset` below the panel's top; `background` is the panel's
    /// `backgroundColor` (`nil`: never set).
    static func panel(inset: Int, background: String?) -> String {
        let setup = """
                let panel = UIView()
                panel.translatesAutoresizingMaskIntoConstraints = false
                \(background.map { "panel.backgroundColor = \($0)" } ?? "")
                panel.addSubview(etaCard)
                let elements = StateElements(
                  navMap: navMap, buttons: newState.buttons,
                  topLevelViews: [turnCard, viewport, logo, panel])
            """
        let placed = Fixture.mutate(
            Fixture.sample,
            "    let elements = StateElements(\n      navMap: navMap, buttons: newState.buttons,\n      topLevelViews: [turnCard, etaCard, viewport, logo])\n",
            setup + "\n")
        return Fixture.mutate(
            placed,
            "      etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),\n      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),\n",
            """
                  panel.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                  panel.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                  etaCard.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
                  etaCard.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
                  etaCard.bottomAnchor.constraint(equalTo: panel.bottomAnchor),
                  etaCard.topAnchor.constraint(equalTo: panel.topAnchor, constant: \(inset)),

            """)
    }

    /// The trial's silent pass: an opaque panel reaching 60 pt above the ETA
    /// card it holds hides the bottom of the viewport and the logo under it.
    @Test func anOpaquePanelHoldingTheETACardCoversWhatItReaches() throws {
        let result = try Fixture.verify(Self.panel(inset: 60, background: ".systemBackground"), scenarios: Self.guidance)
        #expect(result.ruleIDs == ["delegate_viewport_under_opaque_view", "delegate_overlap"], "\(result.listing)")
        let overlap = try #require(result.findings.first { $0.ruleID == "delegate_overlap" })
        #expect(overlap.message.contains("googleLogo"), "\(overlap.message)")
    }

    /// A panel exactly wrapping its card adds nothing the card does not
    /// cover; a clear panel, or one whose background is never set (UIKit's
    /// `nil`), draws nothing itself.
    @Test func aWrappingOrClearPanelCoversNothing() throws {
        for text in [
            Self.panel(inset: 0, background: ".systemBackground"), Self.panel(inset: 60, background: ".clear"),
            Self.panel(inset: 60, background: nil),
        ] {
            let result = try Fixture.verify(text, scenarios: Self.guidance)
            #expect(result.isFullyVerified && result.findings.isEmpty, "\(result.listing)")
        }
    }

    /// A base only its subclass completes (here: it lays nothing out until
    /// the subclass says it is installed, as a proxy without listeners).
    static let incompleteBase = Fixture.mutate(
        Fixture.mutate(
            ClassHierarchyTests.base, "  private var currentPrompt: NavigationPromptView?\n",
            "  private var currentPrompt: NavigationPromptView?\n  var isInstalled: Bool { false }\n"),
        "    let safeArea = navMap.safeAreaLayoutGuide\n    let bottomGuide = mapContentsBottomGuide\n    navMap.addLayoutGuide(bottomGuide)\n",
        "    guard isInstalled else { return }\n    let safeArea = navMap.safeAreaLayoutGuide\n    let bottomGuide = mapContentsBottomGuide\n    navMap.addLayoutGuide(bottomGuide)\n")
    static let completingSubclass = ClassHierarchyTests.subclass().replacingOccurrences(
        of: "final class FleetLayout: BasicLayoutDelegate {\n", with: "final class FleetLayout: BasicLayoutDelegate {\n  override var isInstalled: Bool { true }\n")

    /// The trial's false finding: a base no given file creates is verified
    /// through its subclasses only, and the verification says so.
    @Test func aBaseNoFileCreatesIsVerifiedOnlyThroughItsSubclasses() throws {
        let result = try ClassHierarchyTests().verify(Self.incompleteBase, context: [Self.completingSubclass])
        #expect(result.delegateNames == ["FleetLayout"] && result.isFullyVerified)
        #expect(result.ruleIDs == ["delegate_assumption"], "\(result.listing)")
        let note = try #require(result.findings.first)
        #expect(note.message.contains("BasicLayoutDelegate is verified only through its subclass FleetLayout: no given file creates it"), "\(note.message)")
        #expect(note.sourceLine?.contains("class BasicLayoutDelegate") ?? false, "\(note)")
    }

    /// A base the files create (`BasicLayoutDelegate()`) may be installed as
    /// it is: it is verified alone too, and what it lacks is found.
    @Test func aBaseTheFilesCreateIsVerifiedAlone() throws {
        let installer = "import UIKit\n@MainActor func fallbackLayout() -> NSObject { BasicLayoutDelegate() }\n"
        let result = try ClassHierarchyTests().verify(Self.incompleteBase, context: [Self.completingSubclass, installer])
        #expect(result.delegateNames == ["BasicLayoutDelegate", "FleetLayout"])
        #expect(result.findings.contains { $0.ruleID == "delegate_missing_required_view" && $0.message.contains("(in BasicLayoutDelegate/") }, "\(result.listing)")
        #expect(!result.findings.contains { $0.message.contains("(in FleetLayout/") || $0.message.contains("verified only through") }, "\(result.listing)")
    }

    static let stopping = Array(Fixture.portrait.filter { $0.events.contains(.stopGuidance) }.prefix(2))

    /// The sample with `declaration` among its properties and `use` run in `enableNavigationUI`.
    static func reading(_ declaration: String, _ use: String) -> String {
        let declared = Fixture.mutate(
            Fixture.sample, "  private var currentPrompt: NavigationPromptView?\n",
            "  private var currentPrompt: NavigationPromptView?\n  \(declaration)\n  func attach() {\n    \(use)\n  }\n")
        return Fixture.mutate(declared, "    navMap.addLayoutGuide(bottomGuide)\n", "    navMap.addLayoutGuide(bottomGuide)\n    attach()\n")
    }

    /// The trial's silent pass: a reference only the app sets, read where a
    /// method is called on it (which does not set it), is stated once
    /// whichever way it is read.
    @Test func everyReadOfAReferenceOnlyTheAppSetsIsStated() throws {
        let reads = [
            "if let host { host.addChild(UIViewController()) }",
            "guard let host else { return }\n    host.addChild(UIViewController())",
            "host?.addChild(UIViewController())",
            "if let host = self.host { host.addChild(UIViewController()) }",
        ]
        for declaration in ["weak var host: UIViewController?", "var host: UIViewController?"] {
            for use in reads {
                let result = try Fixture.verify(Self.reading(declaration, use), scenarios: Self.stopping)
                let stated = result.findings.filter { $0.message.contains("host is set by no code of the given files: its initial value nil is used") }
                #expect(stated.count == 1 && result.findings.count == 1, "\(declaration) / \(use):\n\(result.listing)")
            }
        }
    }

    /// A method called on a value may change it (`log?.append(...)`): the files set it.
    @Test func aValueAMethodMutatesIsSetByTheFiles() throws {
        let result = try Fixture.verify(Self.reading("var log: [String]?", "log?.append(\"attached\")"), scenarios: Self.stopping)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }
}
