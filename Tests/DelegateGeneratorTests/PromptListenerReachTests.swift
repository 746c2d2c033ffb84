import DelegateGenerator
import Testing

/// How generate finds the object a prompt listener is in, when it is not the
/// screen (issue 13, item 4). Plans only: the prompt-* fixtures under
/// Tests/MigrationTests/Fixtures fix, type-check and verify such screens.
@Suite struct PromptListenerReachTests {
    private static func hooks(screen: String, listener: String) throws -> [PromptHook] {
        let result = try ExamplesFixture.generate(
            ExamplesFixture.inputs(["Fixture/Screen.swift": screen, "Fixture/Relay.swift": listener]))
        return try #require(result.generated.first?.plan.promptHooks)
    }

    private static let relay = """
        import GoogleNavigation
        import UIKit

        @MainActor
        final class Relay: NSObject, GMSNavigatorListener {
            var onPrompt: ((Bool) -> Void)?

            func listen(to navigator: GMSNavigator) {
                navigator.addListener(self)
            }

            func navigatorWillPresentPrompt(_ navigator: GMSNavigator) {
                onPrompt?(true)
            }
        }
        """

    private static func screen(holding property: String, body: String = "relay?.listen(to: navigator)") -> String {
        """
        import GoogleNavigation
        import UIKit

        final class Screen: UIViewController, GMSNavigatorListener {
            private let mapView = GMSMapView(frame: .zero)
            \(property)

            override func viewDidLoad() {
                super.viewDidLoad()
                mapView.settings.isNavigationFooterEnabled = false
                mapView.isNavigationEnabled = true
                if let navigator = mapView.navigator {
                    navigator.addListener(self)
                    \(body)
                }
            }

            func navigatorDidDismissPrompt(_ navigator: GMSNavigator) {
                view.alpha = 1
            }
        }
        """
    }

    @Test func aListenerTheScreenHoldsIsReachedThroughItsProperty() throws {
        let hooks = try Self.hooks(screen: Self.screen(holding: "private var relay: Relay?"), listener: Self.relay)
        #expect(hooks.map(\.kind) == [.willPresent, .didDismiss])
        #expect(hooks[0].listener == PromptListener(typeName: "Relay", access: .screenProperty("relay", optional: true)))
        #expect(hooks[1].listener == nil)  // the screen's own
    }

    @Test func aListenerNavlintCannotFollowIsUnreachableWithTheReason() throws {
        let unregistered = Self.relay.replacingOccurrences(of: "navigator.addListener(self)", with: "_ = navigator")
        let cases: [(screen: String, listener: String, reason: String)] = [
            (Self.screen(holding: "let relay = Relay()", body: "relay.listen(to: navigator)"), unregistered, "cannot see `Relay` added as a navigator listener"),
            (Self.screen(holding: "let relay = Relay()", body: "relay.navigatorWillPresentPrompt(navigator)"), Self.relay, "is also called directly (Fixture/Screen.swift:14)"),
            (Self.screen(holding: "let relay = Relay(), spare = Relay()"), Self.relay, "holds `Relay` in `relay` and `spare`"),
        ]
        for (screen, listener, reason) in cases {
            let hook = try #require(try Self.hooks(screen: screen, listener: listener).first)
            guard case .unreachable(let found)? = hook.listener?.access else {
                Issue.record("\(reason): reached as \(String(describing: hook.listener))")
                continue
            }
            #expect(found.contains(reason), "\(found)")
        }
    }

    @Test func aListenerNoScreenHoldsIsLeftWithTheReason() throws {
        let result = try ExamplesFixture.generate(
            ExamplesFixture.inputs(["Fixture/Screen.swift": Self.screen(holding: "", body: ""), "Fixture/Relay.swift": Self.relay]))
        #expect(result.unassigned.map(\.location.line) == [12])
        #expect(result.unassigned.first?.reason.contains("`Relay` listens for prompts, but no screen holds it") == true)
    }
}
