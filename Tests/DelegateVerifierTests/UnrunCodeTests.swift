import DelegateVerifier
import Testing

/// Trial 27a: a plugin method the web app calls sets the delegate's
/// configuration; no scenario calls it, so the layout it asks for was never
/// checked, and giving the plugin's file hid even the statement that the
/// configuration kept its initial value. What no scenario ran is stated.
@Suite struct UnrunCodeTests {
    /// The SDK's sample with a property the app sets, read by a callback.
    static let delegate = Fixture.mutate(
        Fixture.mutate(
            Fixture.sample, "  private var currentPrompt: NavigationPromptView?\n",
            "  private var currentPrompt: NavigationPromptView?\n  var showsLogo = true\n"),
        "    navigationReadyElements?.activate()\n",
        "    navigationReadyElements?.activate()\n    if !showsLogo { newState.googleLogo.isHidden = true }\n")

    /// A plugin holding the delegate: what its methods do only the app's calls make happen.
    static let plugin = """

        final class ChromePlugin {
          let layout = BasicLayoutDelegate()
          func setLogo(_ shown: Bool) { layout.showsLogo = shown }
          func version() -> String { "1.0" }
        }
        """

    static func statements(_ text: String) throws -> [String] {
        // Every scenario: a subset would leave the SDK's callbacks it does not send unrun.
        try Fixture.verify(text).findings.filter { $0.ruleID == "delegate_assumption" }.map { "\($0.location.line) \($0.message)" }
    }

    @Test func anEntryPointOnlyTheAppCallsIsStatedWithThePropertyItSets() throws {
        let stated = try Self.statements(Self.delegate + Self.plugin)
        let setLine = (Self.delegate + Self.plugin).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("func setLogo") }.map { $0 + 1 }
        #expect(stated.count == 2, "\(stated)")
        #expect(stated.contains { $0.contains("showsLogo is set only by code no scenario runs (ChromePlugin.setLogo(_:) line \(setLine!)): its initial value true is used") }, "\(stated)")
        #expect(stated.contains { $0.hasPrefix("\(setLine!) ") && $0.contains("ChromePlugin.setLogo(_:) uses the delegate and is not run by any scenario") }, "\(stated)")
        // Without the plugin nothing sets it: said at once, as before.
        #expect(try Self.statements(Self.delegate).contains { $0.contains("showsLogo is set by no code of the given files") })
    }

    @Test func whatTheRunExecutesIsNotStated() throws {
        // The delegate sets it in a callback before reading it: the setter ran.
        let setsItself = Fixture.mutate(
            Self.delegate, "    if !showsLogo {", "    showsLogo = navMap.bounds.width > 0\n    if !showsLogo {")
        let stated = try Self.statements(setsItself + Self.plugin)
        #expect(stated.count == 1, "\(stated)")
        #expect(stated.allSatisfy { $0.contains("ChromePlugin.setLogo(_:) uses the delegate") }, "\(stated)")
    }

    @Test func aDelegateMethodNoCallbackReachesIsStated() throws {
        let dead = Fixture.mutate(
            Self.delegate, "  private var currentPrompt: NavigationPromptView?\n",
            "  private var currentPrompt: NavigationPromptView?\n  func resetChrome(on navMap: GMSMapView) { navMap.subviews.forEach { $0.isHidden = false } }\n")
        let stated = try Self.statements(dead)
        #expect(stated.contains { $0.contains("BasicLayoutDelegate.resetChrome(on:) is not run by any scenario (no callback or code the run executed calls it)") }, "\(stated)")
        // The SDK's callbacks (prompts among them) all run in the standard scenarios.
        #expect(!stated.contains { $0.contains("Prompt(") }, "\(stated)")
    }

    /// A setter in a closure the run made but never called (a handler the app fires) did not run.
    @Test func aSetterInAClosureThatNeverRanIsStated() throws {
        let handler = Fixture.mutate(
            Self.delegate, "    if !showsLogo {",
            "    relay.onChange = { [weak self] in self?.showsLogo = $0 }\n    if !showsLogo {")
        let declarations = Fixture.mutate(
            handler, "  var showsLogo = true\n", "  var showsLogo = true\n  let relay = Relay()\n")
            + "\nfinal class Relay { var onChange: ((Bool) -> Void)? }\n"
        let stated = try Self.statements(declarations)
        #expect(stated.contains { $0.contains("showsLogo is set only by code no scenario runs (BasicLayoutDelegate.stopGuidance(navMap:newState:oldState:)") }, "\(stated)")
        #expect(stated.contains { $0.contains("this closure in BasicLayoutDelegate.stopGuidance(navMap:newState:oldState:), stored, registered or given to the files' code, never ran in any scenario") }, "\(stated)")
    }

    /// Trial 60a: an observer of the app's own notification, which code not
    /// given posts, never runs: stated (it was passed over as checked). One
    /// the delegate posts itself runs, and is not.
    @Test func anObserverOfANameNoRunPostsIsStated() throws {
        let text = Fixture.minimalDelegate(
            members: """
                private var observers: [NSObjectProtocol] = []
                private var inset = 8.0
                """,
            enable: """
                observers.append(NotificationCenter.default.addObserver(forName: Notification.Name("DensityDidChange"), object: nil, queue: .main) { [weak self] _ in
                  self?.inset = 400
                })
                observers.append(NotificationCenter.default.addObserver(forName: Notification.Name("Posted"), object: nil, queue: .main) { [weak self] _ in
                  self?.inset = 8
                })
                NotificationCenter.default.post(name: Notification.Name("Posted"), object: nil)
                """)
        let stated = try Self.statements(text).filter { $0.contains("this closure in") }
        #expect(stated.count == 1, "\(stated)")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("DensityDidChange") }.map { $0 + 1 }
        #expect(stated.allSatisfy { $0.hasPrefix("\(line!) ") && $0.contains("stored, registered or given to the files' code, never ran") }, "\(stated)")
    }

    /// A class cluster's base method every verified subclass overrides runs only through `super`.
    @Test func aBaseMethodEverySubclassOverridesIsNotStated() throws {
        let base = Fixture.mutate(
            Fixture.mutate(
                Fixture.sample, "final class BasicLayoutDelegate", "class BasicLayoutDelegate"),
            "  private var currentPrompt: NavigationPromptView?\n",
            "  private var currentPrompt: NavigationPromptView?\n  func logoHidden() -> Bool { false }\n  func unused() {}\n")
        let cluster = Fixture.mutate(
            base, "    navigationReadyElements?.activate()\n",
            "    navigationReadyElements?.activate()\n    newState.googleLogo.isHidden = logoHidden()\n")
            + "\nfinal class Tuned: BasicLayoutDelegate { override func logoHidden() -> Bool { true } }\n"
        let stated = try Self.statements(cluster)
        #expect(!stated.contains { $0.contains("logoHidden") }, "\(stated)")
        #expect(stated.contains { $0.contains("BasicLayoutDelegate.unused() is not run by any scenario") }, "\(stated)")
    }

    /// Trial 59b-03: a branch on the map's width for phones narrower than any
    /// scenario's device never ran, and "verified in full" said nothing of it.
    /// The untaken side of an `if`, `guard`, `?:` or `switch` on the screen is
    /// stated; a branch every run takes both ways, or one not on the screen, is not.
    @Test func aBranchForAScreenNoScenarioHasIsStated() throws {
        let text = Fixture.minimalDelegate(
            members: "private var spare = false",
            enable: """
                let narrow = navMap.bounds.width < 360 ? -16.0 : 16.0
                if navMap.bounds.width < 360 { spare = true }
                switch navMap.traitCollection.horizontalSizeClass {
                case .compact, .regular: _ = narrow
                case .unspecified: spare = true
                @unknown default: spare = true
                }
                if newState.wideMode { _ = narrow } else { _ = narrow }
                if spare { _ = narrow }
                """)
        let stated = try Self.statements(text).filter { $0.contains("this branch, taken when") }
        #expect(stated.contains { $0.contains("`navMap.bounds.width < 360` holds") && $0.contains("not run by any scenario") }, "\(stated)")
        #expect(stated.filter { $0.contains("`navMap.bounds.width < 360` holds") }.count == 2, "\(stated)")
        #expect(stated.contains { $0.contains("matches `case .unspecified:`") }, "\(stated)")
        #expect(!stated.contains { $0.contains("wideMode") || $0.contains("`spare`") }, "\(stated)")
    }
}
