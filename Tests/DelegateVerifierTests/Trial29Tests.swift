@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial round 29: Clean Swift's nested `Scene.UseCase.Request` types, a logo
/// or viewport pinned partly off screen, an observer a state leaves behind, a
/// stack view that draws nothing, an app panel on a Google view's margin band
/// and a view subclass's UIKit override no scenario calls.
@Suite struct Trial29Tests {
    static let withoutPrompt = SessionAndPanelTests.withoutPrompt

    @Test func aNestedTypeIsMadeThroughItsOuterType() throws {
        let declarations = "enum Scene { enum UseCase { struct ViewModel { var inset: CGFloat; var shown = true } } }"
        let members = """
            func probe() -> String {
              let model = Scene.UseCase.ViewModel(inset: 8)
              return "\\(model.inset) \\(model.shown)"
            }
            """
        let made = try ConstructsTests().probe(members, declarations)
        #expect(made == "8.0 true", "\(made)")
    }

    /// Nested types sharing a simple name (Clean Swift's `Scene.UseCase.Request`s,
    /// TCA's `Feature.State`s and `Feature.Action`s: trial 50b stopped at setup) are
    /// each their own: a name means the one in the types around its use, and an
    /// extension of `RootFeature.State` extends that one.
    @Test func nestedTypesOfOneNameAreEachTheirOwn() throws {
        let declarations = """
            struct ChildFeature {
                enum Action { case tick }
                struct State { var inset: CGFloat = 4 }
                static func reduce(_ state: inout State, _ action: Action) { if case .tick = action { state.inset += 1 } }
            }
            struct RootFeature {
                enum Action { case child(ChildFeature.Action), reset }
                struct State { var inset: CGFloat = 8; var child = ChildFeature.State() }
                static func reduce(_ state: inout State, _ action: Action) {
                    switch action {
                    case .child(let inner): ChildFeature.reduce(&state.child, inner)
                    case .reset: state = State()
                    }
                }
            }
            extension RootFeature.State { var total: CGFloat { inset + child.inset } }
            """
        let members = """
            func probe() -> String {
              var state = RootFeature.State()
              RootFeature.reduce(&state, .child(.tick))
              let total = state.total
              RootFeature.reduce(&state, .reset)
              return "\\(total) \\(state.total)"
            }
            """
        #expect(try ConstructsTests().probe(members, declarations) == "13.0 12.0")
    }

    @Test func aLogoPartlyOffScreenIsClipped() throws {
        let text = Fixture.mutate(
            Fixture.sample, "      logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),",
            "      logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: -40),")
        let result = try Fixture.verify(text, scenarios: Self.withoutPrompt)
        #expect(result.ruleIDs == ["delegate_clipped_view"], "\(result.listing)")
        #expect(result.findings.allSatisfy { $0.message.hasPrefix("googleLogo is laid out at") }, "\(result.listing)")
    }

    @Test func aViewportPastAnEdgeIsClipped() throws {
        let text = Fixture.mutate(
            Fixture.sample, "      viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),",
            "      viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: 120),")
        let result = try Fixture.verify(text, scenarios: Self.withoutPrompt)
        #expect(result.ruleIDs == ["delegate_clipped_view"], "\(result.listing)")
        #expect(result.findings.allSatisfy { $0.message.hasPrefix("viewport is laid out at") }, "\(result.listing)")
    }

    /// The sample observing the app's route changes while navigation UI is on.
    static let observing = Fixture.mutate(
        Fixture.mutate(
            Fixture.sample, "  private var currentPrompt: NavigationPromptView?\n",
            "  private var currentPrompt: NavigationPromptView?\n  private var routeObserver: NSObjectProtocol?\n"),
        "    let safeArea = navMap.safeAreaLayoutGuide\n    let bottomGuide = mapContentsBottomGuide\n    navMap.addLayoutGuide(bottomGuide)\n",
        """
            let safeArea = navMap.safeAreaLayoutGuide
            let bottomGuide = mapContentsBottomGuide
            navMap.addLayoutGuide(bottomGuide)
            routeObserver = NotificationCenter.default.addObserver(forName: Notification.Name("RouteChanged"), object: nil, queue: .main) { _ in }

        """)

    @Test func anObserverRemovedWhenNavigationUIIsDisabledIsClean() throws {
        let removed = Fixture.mutate(
            Self.observing, "    navMap.removeLayoutGuide(mapContentsBottomGuide)\n",
            "    navMap.removeLayoutGuide(mapContentsBottomGuide)\n    if let routeObserver { NotificationCenter.default.removeObserver(routeObserver) }\n    routeObserver = nil\n")
        let result = try Fixture.verify(removed, scenarios: Self.withoutPrompt)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }

    /// Left registered after `disableNavigationUI`, it is registered again by the next session's `enableNavigationUI`.
    @Test func anObserverRegisteredAgainBeforeItWasRemovedIsACleanupFinding() throws {
        let sessions = Fixture.portrait.filter { $0.name.hasPrefix("two-sessions") }
        let result = try Fixture.verify(Self.observing, scenarios: sessions)
        #expect(result.ruleIDs == ["delegate_incomplete_cleanup"], "\(result.listing)")
        #expect(
            result.findings.allSatisfy {
                $0.message.hasPrefix(
                    "the NotificationCenter observer of RouteChanged is registered again in enableNavigationUI while the one an earlier enableNavigationUI registered here is still registered")
            }, "\(result.listing)")
        // One session never registers it twice.
        let single = Self.withoutPrompt.filter { !$0.name.hasPrefix("two-sessions") }
        #expect(try Fixture.verify(Self.observing, scenarios: single).findings.isEmpty)
    }

    /// A `UIStackView` draws nothing until given a background: the viewport may run under it.
    @Test func aStackViewWithoutABackgroundDoesNotHideTheViewport() throws {
        let stack = Fixture.mutate(SessionAndPanelTests.viewportUnderPanel, "private let panel = UIView()", "private let panel = UIStackView()")
        #expect(try Fixture.verify(stack, scenarios: Self.withoutPrompt).findings.isEmpty)
        let painted = Fixture.mutate(
            stack, "    panel.translatesAutoresizingMaskIntoConstraints = false\n",
            "    panel.translatesAutoresizingMaskIntoConstraints = false\n    panel.backgroundColor = .white\n")
        let result = try Fixture.verify(painted, scenarios: Self.withoutPrompt)
        #expect(result.ruleIDs == ["delegate_viewport_under_opaque_view"], "\(result.listing)")
    }

    /// A Google view's margins are a clear band: an app panel ending on the ETA card's margins guide covers nothing it draws.
    @Test func anAppPanelOnAGoogleViewsMarginBandIsNoOverlap() throws {
        let onBand = Fixture.mutate(
            SessionAndPanelTests.panel, "panel.bottomAnchor.constraint(equalTo: etaCard.topAnchor),",
            "panel.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),")
        let result = try Fixture.verify(onBand, scenarios: Self.withoutPrompt)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }

    /// `traitCollectionDidChange(_:)` of an app view the run made: UIKit calls it on events no scenario sends.
    @Test func aViewSubclassOverrideNoScenarioCallsIsStated() throws {
        let strip = """
            import UIKit
            final class ControlStrip: UIView {
              private(set) var vertical = false
              override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                vertical.toggle()
              }
            }
            """
        let text = Fixture.mutate(
            Fixture.sample, "  private var currentPrompt: NavigationPromptView?\n",
            "  private var currentPrompt: NavigationPromptView?\n  private let strip = ControlStrip()\n")
        var options = DelegateVerifier.Options()
        options.scenarios = nil
        let result = try DelegateVerifier.verify(
            DelegateSource(text: text, displayPath: "Delegate.swift", context: [.init(text: strip, displayPath: "ControlStrip.swift")]), options: options)
        let stated = result.findings.filter { $0.message.contains("overrides") }
        #expect(
            stated.map(\.message) == [
                "assumed: ControlStrip.traitCollectionDidChange(_:) overrides a UIKit method the run never called (the scenarios do not send every UIKit call: trait changes, drawing, touches, a view's own layout pass), so what it does is not checked (in every scenario)"
            ] && stated.first?.location.file == "ControlStrip.swift", "\(result.listing)")
    }
}
