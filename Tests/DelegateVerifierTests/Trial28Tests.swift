@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial round 28: a conformance declared in another file's extension (the
/// Xcode `Screen+Layout.swift` shape), a comment naming the protocol, storyboard
/// outlets, registered defaults, dependency-injected protocols and generic
/// delegate classes.
@Suite struct Trial28Tests {
    /// The sample's class without its conformance, which another file adds.
    static let classFile = Fixture.mutate(
        Fixture.sample, "final class BasicLayoutDelegate: NSObject, NavigationLayoutDelegate {", "final class BasicLayoutDelegate: NSObject {")
    static let extensionFile = "import UIKit\n\n// MARK: - NavigationLayoutDelegate\nextension BasicLayoutDelegate: NavigationLayoutDelegate {}\n"

    @Test func aConformanceAddedByAnotherFilesExtensionIsTheDelegate() throws {
        let source = try DelegateSource(
            text: Self.extensionFile, displayPath: "BasicLayoutDelegate+Layout.swift",
            context: [DelegateSource.ContextFile(text: Self.classFile, displayPath: "BasicLayoutDelegate.swift")])
        var options = DelegateVerifier.Options()
        options.scenarios = Array(Fixture.portrait.prefix(2))
        let result = try DelegateVerifier.verify(source, options: options)
        #expect(result.delegateNames == ["BasicLayoutDelegate"])
        #expect(result.isFullyVerified && result.findings.isEmpty, "\(result.listing)")
    }

    /// Only a conformance written in code makes a file the one verified: not a comment or a string.
    @Test func aFileDeclaresTheDelegateOnlyByConformingToIt() {
        #expect(DelegateSource.Input(text: Self.extensionFile, displayPath: "F.swift").declaresConformance)
        #expect(DelegateSource.Input(text: Fixture.sample, displayPath: "F.swift").declaresConformance)
        #expect(!DelegateSource.Input(text: Self.classFile, displayPath: "F.swift").declaresConformance)
        #expect(!DelegateSource.Input(text: "// MARK: - NavigationLayoutDelegate\nlet name = \"NavigationLayoutDelegate\"\nfinal class A {}\n", displayPath: "F.swift").declaresConformance)
        #expect(DelegateSource.Input(text: "enum Screens { final class Layout: NSObject, GoogleNavigation.NavigationLayoutDelegate {} }", displayPath: "F.swift").declaresConformance)
    }

    /// A storyboard outlet written through (`panel?.isHidden = true`) is still never connected in the run: stated.
    @Test func anOutletTheStoryboardConnectsIsStated() throws {
        let outlet = Fixture.mutate(
            Fixture.mutate(
                Fixture.sample, "  private var currentPrompt: NavigationPromptView?\n",
                "  private var currentPrompt: NavigationPromptView?\n  @IBOutlet weak var panel: UIView!\n"),
            "    navigationReadyElements?.activate()\n", "    navigationReadyElements?.activate()\n    panel?.isHidden = true\n")
        let stated = try Fixture.verify(outlet, scenarios: Array(Fixture.portrait.prefix(2))).findings.map(\.message)
        #expect(stated.contains { $0.contains("panel is an @IBOutlet: the storyboard or nib connects it as the view controller loads, and the run has no storyboard: its initial value nil is used") }, "\(stated)")
    }

    /// Runs `probe()` of the delegate `text` declares, made as `makeDelegate` makes it; its value and the assumptions.
    static func run(_ text: String) throws -> (value: String, assumptions: [String]) {
        let interpreter = Interpreter(source: try DelegateSource(text: text, displayPath: "Probe.swift"), metrics: .standard)
        interpreter.resetObservations()
        interpreter.map = MapView(device: DeviceProfile.standardDevices[0])
        let delegate = try interpreter.makeDelegate(interpreter.source.delegateClass)
        let value = try interpreter.callMethod("probe", on: delegate, [], at: interpreter.source.delegateClass.nameNode)
        return (interpreter.describe(value), interpreter.assumptions.map(\.text))
    }

    @Test func aRegisteredDefaultIsReadAsAnAssumption() throws {
        let run = try Self.run(
            """
            import UIKit
            final class Flags: NSObject, NavigationLayoutDelegate {
              override init() { UserDefaults.standard.register(defaults: ["nav.panel": true]) }
              func probe() -> Bool { UserDefaults.standard.bool(forKey: "nav.panel") }
            }
            """)
        #expect(run.value == "true")
        #expect(run.assumptions == [#"UserDefaults.standard.bool(forKey: "nav.panel") is read as its registered default: true; other values are not checked"#])
    }

    /// `init(metrics: ChromeMetricsProviding)`: the files' one conforming type, stated.
    @Test func anInjectedProtocolGetsTheFilesOneConformingType() throws {
        let run = try Self.run(
            """
            import UIKit
            protocol ChromeMetricsProviding { var gap: CGFloat { get } }
            final class LiveMetrics: ChromeMetricsProviding { var gap: CGFloat { 12 } }
            final class Chrome: NSObject, NavigationLayoutDelegate {
              private let metrics: ChromeMetricsProviding
              init(metrics: ChromeMetricsProviding) { self.metrics = metrics }
              func probe() -> CGFloat { metrics.gap }
            }
            """)
        #expect(run.value == "12")
        #expect(run.assumptions.contains { $0.contains("metrics: LiveMetrics(), the files' one type conforming to ChromeMetricsProviding") }, "\(run.assumptions)")
    }

    static let themes = """
        import UIKit
        protocol NavigationTheme { init(); var inset: CGFloat { get } }
        struct NightTheme: NavigationTheme { var inset: CGFloat { 24 } }
        struct DayTheme: NavigationTheme { var inset: CGFloat { 8 } }

        """

    @Test func aGenericDelegateRunsWithTheTypealiasTheAppUses() throws {
        let run = try Self.run(
            Self.themes + """
                final class Themed<Theme: NavigationTheme>: NSObject, NavigationLayoutDelegate {
                  private let theme = Theme()
                  func probe() -> CGFloat { -theme.inset + Theme().inset * 2 }
                }
                typealias DriveLayout = Themed<NightTheme>
                """)
        #expect(run.value == "24")
        #expect(run.assumptions.contains { $0.contains("Themed is made as the app's DriveLayout = Themed<NightTheme>") }, "\(run.assumptions)")
    }

    @Test func aSubclassBindsItsGenericBase() throws {
        let run = try Self.run(
            Self.themes + """
                class Themed<Theme: NavigationTheme>: NSObject, NavigationLayoutDelegate {
                  private let theme = Theme()
                  func probe() -> CGFloat { theme.inset }
                }
                final class DayLayout: Themed<DayTheme> {}
                """)
        #expect(run.value == "8")
    }

    /// Nothing binds the parameter: the run stops, never guessing an opaque theme.
    @Test func anUnboundGenericParameterStops() throws {
        #expect {
            try Self.run(
                Self.themes + """
                    final class Themed<Theme: NavigationTheme>: NSObject, NavigationLayoutDelegate {
                      private let theme = Theme()
                      func probe() -> CGFloat { theme.inset }
                    }
                    """)
        } throws: { error in
            "\(error)".contains("creating Themed, a generic class, with its parameters Theme bound by no typealias of the files")
        }
    }
}
