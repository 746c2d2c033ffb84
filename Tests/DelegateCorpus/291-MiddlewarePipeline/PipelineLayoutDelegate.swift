import GoogleNavigation
import UIKit

/// Every callback becomes a `LayoutRequest` that runs through the middleware
/// chain; the activator at the end swaps constraints.
@MainActor
final class PipelineLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let contentBottom = UILayoutGuide()
  private let activator = ConstraintActivator()
  private var stage: LayoutRequest.Stage = .off
  private var prompt: NavigationPromptView?
  private lazy var pipeline: LayoutHandler = LayoutPipeline.compose(
    [
      ContentGuideMiddleware(),
      DirectionMiddleware(),
      WideModeMiddleware(),
      StageLayoutMiddleware(
        readyButtons: GMSNavigationHidingStackView(position: .bottom, alignment: .trailing),
        guidanceButtons: GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)),
      SpeedWidgetMiddleware(),
      PromptPlacementMiddleware(),
    ],
    final: { [activator] request in activator.apply(&request) })

  private func run(on navMap: GMSMapView) {
    var request = LayoutRequest(navMap: navMap, stage: stage, prompt: prompt, contentBottom: contentBottom)
    pipeline(&request)
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    stage = .ready(newState)
    prompt = nil
    run(on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    stage = .off
    prompt = nil
    run(on: navMap)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    stage = .guidance(newState)
    run(on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    stage = .ready(newState)
    prompt = nil
    run(on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    run(on: navMap)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompt = newPrompt
    run(on: navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    if prompt === oldPrompt { prompt = nil }
    run(on: navMap)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    prompt = newPrompt
    run(on: navMap)
  }
}
