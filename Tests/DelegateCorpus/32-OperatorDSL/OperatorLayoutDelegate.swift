import GoogleNavigation
import UIKit

@MainActor
final class OperatorLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var current: [NSLayoutConstraint] = []
  private var currentViews: [UIView] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private let floor = UILayoutGuide()
  private var floorConstraints: [NSLayoutConstraint] = []
  private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private func replace(with views: [UIView], _ constraints: [NSLayoutConstraint], on map: GMSMapView) {
    NSLayoutConstraint.deactivate(current)
    currentViews.forEach { $0.removeFromSuperview() }
    views.forEach { map.addSubview($0) }
    NSLayoutConstraint.activate(constraints)
    current = constraints
    currentViews = views
  }

  private func ready(_ map: GMSMapView, _ s: NavigationReadyUIState) {
    let safe = map.safeAreaLayoutGuide
    stack.arrangedSubviews = s.buttons.map { $0.view }
    replace(with: [s.viewport, s.googleLogo, stack], [
      s.viewport.topAnchor == safe.topAnchor,
      s.viewport.leadingAnchor == safe.leadingAnchor,
      s.viewport.trailingAnchor == safe.trailingAnchor,
      s.viewport.bottomAnchor == floor.topAnchor,
      s.googleLogo.leadingAnchor == safe.leadingAnchor + 8,
      s.googleLogo.bottomAnchor == floor.topAnchor - 8,
      stack.trailingAnchor == safe.trailingAnchor - (s.wideMode ? 24 : 16),
      stack.bottomAnchor == floor.topAnchor - 8,
      stack.topAnchor >= safe.topAnchor + 8,
    ], on: map)
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(floor)
    floorConstraints = [
      floor.heightAnchor.constraint(equalToConstant: 0),
      floor.bottomAnchor == navMap.safeAreaLayoutGuide.bottomAnchor ~ .defaultLow,
    ]
    NSLayoutConstraint.activate(floorConstraints)
    ready(navMap, newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    replace(with: [], [], on: navMap)
    stack.arrangedSubviews = []
    NSLayoutConstraint.deactivate(floorConstraints)
    floorConstraints = []
    navMap.removeLayoutGuide(floor)
  }

  func startGuidance(navMap: GMSMapView, newState s: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    stack.arrangedSubviews = s.buttons.map { $0.view }
    replace(with: [s.viewport, s.turnCard, s.etaCard, s.googleLogo, stack], [
      s.turnCard.topAnchor == safe.topAnchor,
      s.turnCard.leadingAnchor == safe.leadingAnchor,
      s.etaCard.bottomAnchor == safe.bottomAnchor,
      s.etaCard.leadingAnchor == safe.leadingAnchor,
      floor.bottomAnchor <= s.etaCard.topAnchor,
      s.viewport.topAnchor == s.turnCard.bottomAnchor,
      s.viewport.leadingAnchor == safe.leadingAnchor,
      s.viewport.trailingAnchor == safe.trailingAnchor,
      s.viewport.bottomAnchor == floor.topAnchor,
      s.googleLogo.leadingAnchor == safe.leadingAnchor + 8,
      s.googleLogo.bottomAnchor == floor.topAnchor - 8,
      stack.trailingAnchor == safe.trailingAnchor - (s.wideMode ? 24 : 16),
      stack.bottomAnchor == floor.topAnchor - 8,
      stack.topAnchor >= s.turnCard.bottomAnchor + 8,
    ], on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    ready(navMap, newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = [
      newPrompt.leadingAnchor == navMap.safeAreaLayoutGuide.leadingAnchor,
      newPrompt.bottomAnchor == navMap.bottomAnchor,
      floor.bottomAnchor <= newPrompt.topAnchor,
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
