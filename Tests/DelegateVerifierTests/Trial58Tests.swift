@testable import DelegateVerifier
import Foundation
import LayoutModel
import NavlintCore
import Testing

/// What trial round 58 found about object lifetimes (58b): a helper's block
/// observer capturing `[weak self]` kept the helper alive in the run, so a
/// helper the app frees at once (held in a `weak var`) went on laying out.
@Suite struct Trial58Tests {
    /// A helper laying out the navigation-ready state, held `weak` by the
    /// delegate and `[weak self]` by its own notification observer: nothing
    /// keeps it (58b-03).
    static let weakHelper = #"""
        import GoogleNavigation
        import UIKit

        extension Notification.Name {
          static let metricsChanged = Notification.Name("MetricsMetrics")
        }

        @MainActor
        final class Helper {
          private let views: [UIView]
          private let constraints: [NSLayoutConstraint]
          private var token: NSObjectProtocol?

          init(navMap: GMSMapView, state: NavigationReadyUIState) {
            let safe = navMap.safeAreaLayoutGuide
            views = [state.viewport, state.googleLogo]
            views.forEach { navMap.addSubview($0) }
            constraints = [
              state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
              state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
              state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
              state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
              state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            ]
            NSLayoutConstraint.activate(constraints)
            token = NotificationCenter.default.addObserver(forName: .metricsChanged, object: nil, queue: .main) { [weak self] _ in
              MainActor.assumeIsolated { self?.ping() }
            }
          }

          private func ping() {}

          func dismiss() {
            if let token { NotificationCenter.default.removeObserver(token) }
            token = nil
            do {
              NSLayoutConstraint.deactivate(constraints)
              views.forEach { $0.removeFromSuperview() }
            }
          }
        }

        @MainActor
        final class MetricsDelegate: NSObject, NavigationLayoutDelegate {
          private weak var helper: Helper?

          func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
            _ = newState.wideMode
            helper = Helper(navMap: navMap, state: newState)
          }
          func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) { helper?.dismiss()
            helper = nil }
          private var guidance: [UIView] = []
          private var guidanceConstraints: [NSLayoutConstraint] = []

          func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
            helper?.dismiss()
            helper = nil
            let safe = navMap.safeAreaLayoutGuide
            _ = newState.wideMode  // cards stay leading in both modes
            guidance = [newState.viewport, newState.googleLogo, newState.turnCard]
            guidance.forEach { navMap.addSubview($0) }
            guidanceConstraints = [
              newState.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
              newState.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              newState.viewport.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
              newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor).withPriority(.defaultHigh),
              newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
              newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
              newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8).withPriority(.defaultHigh),
            ]
            NSLayoutConstraint.activate(guidanceConstraints)
          }
          func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
            NSLayoutConstraint.deactivate(guidanceConstraints + promptConstraints)
            guidanceConstraints = []
            promptConstraints = []
            prompt?.removeFromSuperview()
            prompt = nil
            guidance.forEach { $0.removeFromSuperview() }
            guidance = []
            helper = Helper(navMap: navMap, state: newState)
          }
          func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

          private var prompt: NavigationPromptView?
          private var promptConstraints: [NSLayoutConstraint] = []
          func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
            navMap.addSubview(newPrompt)
            prompt = newPrompt
            promptConstraints = [
              newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
              newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
              guidance[0].bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
              guidance[1].bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor, constant: -8),
            ]
            NSLayoutConstraint.activate(promptConstraints)
          }
          func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
            NSLayoutConstraint.deactivate(promptConstraints)
            promptConstraints = []
            oldPrompt.removeFromSuperview()
            prompt = nil
          }
          func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
            hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
            showPrompt(navMap: navMap, newPrompt: newPrompt)
          }
        }

        extension NSLayoutConstraint {
          func withPriority(_ p: UILayoutPriority) -> NSLayoutConstraint { priority = p; return self }
        }
        """#

    static let scenarios = Fixture.portrait.filter { $0.name.hasSuffix("speed.both-prompt") }

    /// In the app the helper is gone as it is made: `helper?.dismiss()` does
    /// nothing and the ready layout stays under guidance (was a silent pass).
    @Test func aHelperOnlyItsWeakObserverHoldsIsReleased() throws {
        let result = try Fixture.verify(Self.weakHelper, scenarios: Self.scenarios)
        #expect(result.isFullyVerified, "\(result.listing)")
        #expect(result.findings.contains { $0.ruleID == "delegate_incomplete_cleanup" && $0.message.contains("after startGuidance") }, "\(result.listing)")
    }

    /// Held strongly, the same helper lives until `dismiss()`: clean, and its
    /// observer's `[weak self]` block still runs it.
    @Test func aHelperTheDelegateKeepsIsCleanedUpByIt() throws {
        let kept = Fixture.mutate(Self.weakHelper, "  private weak var helper: Helper?", "  private var helper: Helper?")
        let result = try Fixture.verify(kept, scenarios: Self.scenarios)
        #expect(result.isFullyVerified && result.findings.allSatisfy { $0.ruleID == "delegate_assumption" }, "\(result.listing)")
    }

    /// A `[weak self]` block of a helper that is gone reads `self` as `nil`
    /// (`self?.x` does nothing, `guard let self` returns); `[unowned self]`
    /// crashes where it reads `self`, as Swift traps.
    @Test func aReleasedSelfReadsAsNil() throws {
        let members = """
            final class Box {
              var log: [String]
              init(_ log: [String]) { self.log = log }
            }
            final class Ticker {
              let box: Box
              var weakBlock: (() -> Void)?
              init(_ box: Box) { self.box = box }
              func make() -> () -> Void {
                return { [weak self] in
                  guard let self else { return }
                  self.box.log.append("ticked")
                }
              }
              func makeUnowned() -> () -> Void { { [unowned self] in self.box.log.append("unowned") } }
            }
            let box = Box([])
            var ticker: Ticker?
            var block: (() -> Void)?
            var unownedBlock: (() -> Void)?
            func start() { ticker = Ticker(box); block = ticker?.make(); unownedBlock = ticker?.makeUnowned() }
            func tick() -> String { block?(); return "\\(box.log)" }
            func drop() { ticker = nil }
            func tickUnowned() { unownedBlock?() }
            """
        let events = try Trial21FlowTests.rootedEvents(members, ["start", "tick", "drop", "tick", "tickUnowned"])
        #expect(events[1] == #"["ticked"]"# && events[3] == #"["ticked"]"#, "\(events)")
        #expect(events[4].hasPrefix("stop:") && events[4].contains("captured unowned"), "\(events)")
    }
}
