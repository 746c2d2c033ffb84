import GoogleNavigation
import UIKit

/// Callbacks only update the `Scene` value and the view table, then re-render.
@MainActor
final class SnapshotLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let renderer = SnapshotRenderer()
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var scene: Scene?
  private var views: [Slot: UIView] = [:]
  private var promptView: NavigationPromptView?

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    useReady(newState)
    scene = Scene(phase: .ready, wideMode: newState.wideMode, mapWidth: Current.mapWidth(navMap), hasPrompt: false)
    render(navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    renderer.clear()
    readyButtons.arrangedSubviews = []
    guidanceButtons.arrangedSubviews = []
    views = [:]
    promptView = nil
    scene = nil
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    readyButtons.arrangedSubviews = []
    guidanceButtons.arrangedSubviews = newState.buttons.map(\.view)
    views = [
      .viewport: newState.viewport,
      .logo: newState.googleLogo,
      .buttons: guidanceButtons,
      .turnCard: newState.turnCard,
      .etaCard: newState.etaCard,
      .speedWidget: newState.speedWidget,
    ]
    scene = Scene(phase: .guidance, wideMode: newState.wideMode, mapWidth: Current.mapWidth(navMap), hasPrompt: false)
    render(navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    promptView = nil
    guidanceButtons.arrangedSubviews = []
    useReady(newState)
    scene = Scene(phase: .ready, wideMode: newState.wideMode, mapWidth: Current.mapWidth(navMap), hasPrompt: false)
    render(navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard var next = scene else { return }
    next.wideMode = newState.wideMode
    next.mapWidth = Current.mapWidth(navMap)
    scene = next
    render(navMap)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    present(newPrompt, navMap: navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    Current.animate(Current.promptFadeOut, {
      oldPrompt.alpha = 0
    }, { [weak self] in
      guard let self, self.promptView === oldPrompt else { return }
      self.promptView = nil
      self.scene?.hasPrompt = false
      self.render(navMap)
      oldPrompt.alpha = 1
    })
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    present(newPrompt, navMap: navMap)
  }

  // MARK: -

  private func useReady(_ state: NavigationReadyUIState) {
    readyButtons.arrangedSubviews = state.buttons.map(\.view)
    views = [.viewport: state.viewport, .logo: state.googleLogo, .buttons: readyButtons]
  }

  private func present(_ prompt: NavigationPromptView, navMap: GMSMapView) {
    promptView = prompt
    scene?.hasPrompt = true
    render(navMap)
    prompt.alpha = 0
    Current.animate(Current.promptFadeIn, { prompt.alpha = 1 }, {})
  }

  private func render(_ navMap: GMSMapView) {
    guard let scene else { return }
    var table = views
    if scene.hasPrompt, let promptView { table[.prompt] = promptView }
    renderer.render(LayoutSnapshot.make(scene, metrics: Current.metrics), views: table, in: navMap)
  }
}
