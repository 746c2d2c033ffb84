import GoogleNavigation
import UIKit

/// Navigation layout as a stack of existential stages: the base (ready or guidance)
/// and, during guidance, at most one prompt on top.
@MainActor
final class StagedLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let openBottom = UILayoutGuide()
  private var guideConstraints: [NSLayoutConstraint] = []
  private var base: (any LayoutStage)?
  private var promptStage: PromptStage?

  private var stages: [any LayoutStage] {
    var all: [any LayoutStage] = []
    if let base { all.append(base) }
    if let promptStage { all.append(promptStage) }
    return all
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(openBottom)
    let resting = openBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    guideConstraints = [openBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(guideConstraints)
    replaceBase(with: StageFactory.ready(newState, openBottom: openBottom), on: navMap, wide: newState.wideMode)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    stages.reversed().forEach { $0.uninstall() }
    promptStage = nil
    base = nil
    NSLayoutConstraint.deactivate(guideConstraints)
    guideConstraints = []
    navMap.removeLayoutGuide(openBottom)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    replaceBase(with: StageFactory.guidance(newState, openBottom: openBottom), on: navMap, wide: newState.wideMode)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    promptStage?.uninstall()
    promptStage = nil
    replaceBase(with: StageFactory.ready(newState, openBottom: openBottom), on: navMap, wide: newState.wideMode)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let wide = newState.wideMode
    for stage in stages {
      stage.relayout(in: navMap, wide: wide)
    }
    for stage in stages where stage.keepsOnTop {
      stage.views.forEach { navMap.bringSubviewToFront($0) }
    }
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    let stage = PromptStage(prompt: newPrompt, openBottom: openBottom)
    stage.install(in: navMap, wide: false)
    promptStage = stage
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    promptStage?.uninstall()
    promptStage = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func replaceBase(with next: some LayoutStage, on map: GMSMapView, wide: Bool) {
    base?.uninstall()
    next.install(in: map, wide: wide)
    base = next
  }
}
