import UIKit
import GoogleNavigation

/// UIKit written by a SwiftUI team: small value specs that throw when they are
/// used wrong, and a delegate that only sequences them.
final class SpecLayoutDelegate: NavigationLayoutDelegate {

  private var ready: [NSLayoutConstraint] = []
  private var guidance: [NSLayoutConstraint] = []
  private var cards: [NSLayoutConstraint] = []
  private var prompt: (view: NavigationPromptView, constraints: [NSLayoutConstraint])?
  private var active: ActiveGuidanceUIState?
  private var isWide = false
  private let spacing = Spacing.standard

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    assert(ready.isEmpty, "enableNavigationUI twice without disable")
    isWide = newState.wideMode
    do {
      ready = try ReadySpec(state: newState, spacing: spacing).place(on: navMap)
      NSLayoutConstraint.activate(ready)
    } catch {
      assertionFailure("ready layout failed: \(error)")
    }
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(ready)
    ready = []
    dismissPrompt()
    ([oldState.viewport, oldState.googleLogo] + oldState.buttons.map(\.view)).forEach { $0.removeFromSuperview() }
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(ready)
    ready = []
    oldState.buttons.forEach { $0.view.removeFromSuperview() }
    isWide = newState.wideMode
    active = newState
    do {
      let spec = GuidanceSpec(state: newState, spacing: spacing)
      guidance = try spec.place(on: navMap)
      cards = try spec.cardConstraints(in: navMap.safeAreaLayoutGuide, wide: isWide)
      NSLayoutConstraint.activate(guidance + cards)
    } catch {
      assertionFailure("guidance layout failed: \(error)")
    }
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    dismissPrompt()
    NSLayoutConstraint.deactivate(guidance + cards)
    guidance = []
    cards = []
    active = nil
    GuidanceSpec.guidanceOnly(oldState).forEach { $0.removeFromSuperview() }
    oldState.buttons.forEach { $0.view.removeFromSuperview() }
    enableNavigationUI(navMap: navMap, newState: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let wasWide = isWide
    isWide = newState.wideMode
    guard wasWide != isWide, let active else { return }
    NSLayoutConstraint.deactivate(cards)
    let result = Result { try GuidanceSpec(state: active, spacing: spacing).cardConstraints(in: navMap.safeAreaLayoutGuide, wide: isWide) }
    switch result {
    case .success(let constraints):
      cards = constraints
      NSLayoutConstraint.activate(cards)
    case .failure(let error):
      assertionFailure("card layout failed: \(error)")
    }
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let active else {
      assertionFailure("prompt outside guidance")
      return
    }
    precondition(prompt == nil, "a prompt is already on screen")
    newPrompt.translatesAutoresizingMaskIntoConstraints = false
    navMap.addSubview(newPrompt)
    let spec = PromptSpec(prompt: newPrompt, spacing: spacing)
    let constraints = spec.constraints(in: navMap, clearing: [
      (active.viewport, 0),
      (active.googleLogo, spacing.edge),
    ] + ButtonOrder.bottomUp(active.buttons).prefix(1).map { ($0, spacing.edge) })
    NSLayoutConstraint.activate(constraints)
    prompt = (newPrompt, constraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    assert(prompt?.view === oldPrompt, "hiding a prompt we never showed")
    dismissPrompt()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    dismissPrompt()
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func dismissPrompt() {
    guard let (view, constraints) = prompt else { return }
    NSLayoutConstraint.deactivate(constraints)
    view.removeFromSuperview()
    prompt = nil
  }
}
