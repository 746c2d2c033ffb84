import GoogleNavigation
import UIKit

/// Turns the SDK's callbacks into `LayoutEvent`s for the current `LayoutPhase`.
@MainActor
final class StatePatternLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var context: LayoutContext?

  private func context(for navMap: GMSMapView) -> LayoutContext {
    if let existing = context, existing.navMap === navMap { return existing }
    let created = LayoutContext(navMap: navMap, initialPhase: IdlePhase())
    context = created
    return created
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    context(for: navMap).dispatch(.enable(newState))
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    context(for: navMap).dispatch(.disable(oldState))
    context = nil
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    context(for: navMap).dispatch(.startGuidance(newState))
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    context(for: navMap).dispatch(.stopGuidance(newState))
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    context(for: navMap).dispatch(.sizeChanged(newState))
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    context(for: navMap).dispatch(.showPrompt(newPrompt))
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    context(for: navMap).dispatch(.hidePrompt(oldPrompt))
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    context(for: navMap).dispatch(.changePrompt(new: newPrompt, old: oldPrompt))
  }
}
