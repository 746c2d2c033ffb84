import GoogleNavigation
import UIKit

/// The SDK-facing delegate is a thin adapter: every callback becomes a `LayoutEvent`
/// on a hand-rolled subject; the renderer subscribed to it does the layout.
@MainActor
final class EventDrivenLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let events = EventSubject<LayoutEvent>()
  private let renderer: ChromeRenderer

  override init() {
    renderer = ChromeRenderer(events: events)
    super.init()
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    events.send(.enable(navMap, newState))
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    events.send(.disable(navMap))
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    events.send(.startGuidance(navMap, newState))
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    events.send(.stopGuidance(navMap, newState))
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    events.send(.resize(navMap, wide: newState.wideMode))
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    events.send(.promptIn(navMap, newPrompt))
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    events.send(.promptOut(oldPrompt))
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    events.send(.promptSwap(navMap, new: newPrompt, old: oldPrompt))
  }
}
