import GoogleNavigation
import UIKit

/// The trip screen's layout delegate. It owns at most one session scope and
/// one stage; every transition is "drop the old owner, make the new one", and
/// the owners' `deinit`s do all of the cleanup.
@MainActor
final class StageLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var session: SessionScope?
  private var stage: LayoutStage?
  private var lastWide = false
  private var lastWidth: CGFloat = 0

  private var guidance: GuidanceStage? { stage as? GuidanceStage }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let scope = SessionScope(host: navMap)
    session = scope
    remember(wide: newState.wideMode, navMap: navMap)
    stage = ReadyStage(host: navMap, session: scope, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    stage = nil
    session = nil
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    guard let scope = session else { return }
    // The old stage must be gone before the next one adds the shared views.
    stage = nil
    remember(wide: newState.wideMode, navMap: navMap)
    stage = GuidanceStage(host: navMap, session: scope, state: newState)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    guard let scope = session else { return }
    // Dropping the guidance stage also drops a prompt still on screen.
    stage = nil
    remember(wide: newState.wideMode, navMap: navMap)
    stage = ReadyStage(host: navMap, session: scope, state: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let width = navMap.bounds.width
    guard newState.wideMode != lastWide || width != lastWidth else { return }
    remember(wide: newState.wideMode, navMap: navMap)
    stage?.resize(wide: newState.wideMode, width: width)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guidance?.mountPrompt(newPrompt)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    guidance?.unmountPrompt()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    guidance?.mountPrompt(newPrompt)
  }

  private func remember(wide: Bool, navMap: GMSMapView) {
    lastWide = wide
    lastWidth = navMap.bounds.width
  }
}
