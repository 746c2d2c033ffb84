@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial 24a: a generic type's implicit-member arguments typed from its
/// specialisation, and a session-long bound on a hiding stack that guidance
/// bounds further.
@Suite struct Trial24Tests {
    let probe = ConstructsTests().probe

    static let box = """
        enum Mode { case off, on
          var isOn: Bool { if case .on = self { return true } else { return false } } }
        final class Box<T> {
          var value: T
          init(_ initial: T) { value = initial }
          func send(_ newValue: T) { value = newValue }
          func peek() -> T { value }
          func derived<U>(_ transform: (T) -> U) -> Box<U> { Box<U>(transform(value)) }
        }
        """

    /// `Box<Mode>(.off)` and `send(.on)`: Swift types `.off` and `.on` as `Mode`
    /// from the specialisation, so members of `Mode` run on the stored value.
    @Test func anImplicitMemberPassedAsASpecialisedParameter() throws {
        let members = """
            let mode = Box<Mode>(.off)
            func probe() -> String {
              let before = mode.value.isOn
              mode.send(.on)
              return "\\(before) \\(mode.value.isOn) \\(mode.peek().isOn)"
            }
            """
        #expect(try probe(members, Self.box, nil) == "false true true")
    }

    /// `let mode: Box<Mode> = Box(.on)`: the arguments come from the declaration.
    @Test func anImplicitMemberTypedFromTheDeclaredSpecialisation() throws {
        let members = """
            let mode: Box<Mode> = Box(.on)
            func probe() -> String { "\\(mode.value.isOn) \\(mode.derived { $0.isOn ? 8 : 0 }.value)" }
            """
        #expect(try probe(members, Self.box, nil) == "true 8")
    }

    /// A hiding stack kept for the session with `top >= safe.top + 8`, which
    /// guidance bounds again below the turn card: both lower bounds hold (the
    /// larger wins), so the session's bound is not a navigation-ready leftover.
    @Test func aSessionBoundOnAHidingStackIsNotALeftover() throws {
        let result = try Fixture.verify(Self.sessionStack(guidanceRelation: "greaterThanOrEqualTo"), scenarios: Self.guidance)
        #expect(result.findings.isEmpty, "\(result.listing)")
    }

    /// Guidance pinning the same anchor with an equality pulls it differently:
    /// the session's bound is the ready state's leftover, as before.
    @Test func aReadyBoundBesideAGuidanceEqualityIsALeftover() throws {
        let result = try Fixture.verify(Self.sessionStack(guidanceRelation: "equalTo"), scenarios: Self.guidance)
        #expect(result.ruleIDs.contains("delegate_incomplete_cleanup"), "\(result.listing)")
    }

    static let guidance = Array(Fixture.portrait.filter { $0.events.contains(.startGuidance) && !$0.events.contains(.showPrompt) }.prefix(2))

    /// A delegate keeping one hiding stack for the session, its top bounded
    /// below the safe area's top, and in guidance below the turn card.
    static func sessionStack(guidanceRelation: String) -> String {
        """
        import GoogleNavigation
        import UIKit

        final class StackDelegate: NSObject, NavigationLayoutDelegate {
          let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
          var session: [NSLayoutConstraint] = []
          var phase: [NSLayoutConstraint] = []
          var views: [UIView] = []

          func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
            let safe = navMap.safeAreaLayoutGuide
            navMap.addSubview(stack)
            session = [
              stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
              stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -100),
              stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: 8),
            ]
            NSLayoutConstraint.activate(session)
            show(newState.buttons.map(\\.view), [newState.googleLogo, newState.viewport], on: navMap, [
              newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
              newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
              newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
              newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
              newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            ])
          }

          func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
            clear()
            NSLayoutConstraint.deactivate(session)
            stack.removeFromSuperview()
          }

          func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
            clear()
            let safe = navMap.safeAreaLayoutGuide
            let card = newState.turnCard
            show(newState.buttons.map(\\.view), [card, newState.etaCard, newState.googleLogo, newState.viewport], on: navMap, [
              card.topAnchor.constraint(equalTo: safe.topAnchor),
              card.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              card.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
              newState.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
              newState.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              newState.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
              stack.topAnchor.constraint(\(guidanceRelation): card.bottomAnchor, constant: 8),
              newState.viewport.topAnchor.constraint(equalTo: card.bottomAnchor),
              newState.viewport.bottomAnchor.constraint(equalTo: newState.etaCard.topAnchor),
              newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
              newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
              newState.googleLogo.bottomAnchor.constraint(equalTo: newState.etaCard.topAnchor, constant: -8),
            ])
          }

          func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
            disableNavigationUI(navMap: navMap, oldState: newState)
            enableNavigationUI(navMap: navMap, newState: newState)
          }

          func show(_ buttons: [UIView], _ shown: [UIView], on navMap: GMSMapView, _ constraints: [NSLayoutConstraint]) {
            stack.arrangedSubviews = buttons
            for view in shown {
              view.translatesAutoresizingMaskIntoConstraints = false
              navMap.addSubview(view)
            }
            views = shown
            phase = constraints
            NSLayoutConstraint.activate(constraints)
          }

          func clear() {
            NSLayoutConstraint.deactivate(phase)
            views.forEach { $0.removeFromSuperview() }
            stack.arrangedSubviews = []
          }

          func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {}
          func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {}
        }
        """
    }
}
