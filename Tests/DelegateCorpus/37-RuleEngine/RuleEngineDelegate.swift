import GoogleNavigation
import UIKit

@MainActor
final class RuleEngineDelegate: NSObject, NavigationLayoutDelegate {
  private var applied: [String: (views: [UIView], constraints: [NSLayoutConstraint])] = [:]
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var context: LayoutContext?

  private func apply(_ phase: Phase, _ context: LayoutContext) {
    retractAll()
    self.context = context
    for rule in RuleBook.all where rule.phases.contains(phase) {
      let views = rule.views(context)
      views.forEach { context.map.addSubview($0) }
      let constraints = rule.constraints(context)
      NSLayoutConstraint.activate(constraints)
      applied[rule.name] = (views, constraints)
    }
  }

  private func retractAll() {
    for (_, entry) in applied {
      NSLayoutConstraint.deactivate(entry.constraints)
      entry.views.forEach { $0.removeFromSuperview() }
    }
    applied.removeAll()
  }

  private func readyContext(_ map: GMSMapView, _ s: NavigationReadyUIState) -> LayoutContext {
    var c = LayoutContext(map: map, wide: s.wideMode, viewport: s.viewport, logo: s.googleLogo)
    c.compass = s.buttons.first { $0.type == .compass }?.view
    return c
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    apply(.ready, readyContext(navMap, newState))
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    retractAll()
    context = nil
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    var c = LayoutContext(map: navMap, wide: newState.wideMode, viewport: newState.viewport, logo: newState.googleLogo)
    c.turnCard = newState.turnCard
    c.etaCard = newState.etaCard
    c.tripProgressBar = newState.tripProgressBar
    c.compass = newState.buttons.first { $0.type == .compass }?.view
    c.reporting = newState.buttons.first { $0.type == .reporting }?.view
    apply(.guidance, c)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    apply(.ready, readyContext(navMap, newState))
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let viewport = context?.viewport else { return }
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = [
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
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
