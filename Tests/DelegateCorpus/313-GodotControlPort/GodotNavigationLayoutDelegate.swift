import GoogleNavigation
import UIKit

/// The SDK is the "engine": each callback becomes a signal on the HUD scene.
@MainActor
final class GodotNavigationLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var scene: NavHUDScene?

  private func scene(for map: GMSMapView) -> NavHUDScene {
    if let scene = scene, scene.map === map { return scene }
    let made = NavHUDScene(map: map)
    scene = made
    return made
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    scene(for: navMap).emitSignal("navigation_ready", .ready(newState))
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    scene(for: navMap).emitSignal("navigation_ended")
    scene = nil
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    scene(for: navMap).emitSignal("guidance_started", .guidance(newState))
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    scene(for: navMap).emitSignal("guidance_stopped", .ready(newState))
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    scene(for: navMap).emitSignal("resized", .state(newState))
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    scene(for: navMap).emitSignal("prompt_shown", .prompt(newPrompt))
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    scene(for: navMap).emitSignal("prompt_hidden", .prompt(oldPrompt))
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    scene(for: navMap).emitSignal("prompt_changed", .promptPair(newPrompt, oldPrompt))
  }
}
