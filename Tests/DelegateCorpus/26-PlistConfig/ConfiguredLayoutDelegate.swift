import GoogleNavigation
import UIKit

@MainActor
final class ConfiguredLayoutDelegate: NSObject {
  private let config: LayoutConfig
  private let floor = UILayoutGuide()
  private var floorConstraints: [NSLayoutConstraint] = []
  private var current: (views: [UIView], constraints: [NSLayoutConstraint]) = ([], [])
  private var promptPart: (view: NavigationPromptView?, constraints: [NSLayoutConstraint]) = (nil, [])
  private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  init(config: LayoutConfig = LayoutConfig()) {
    self.config = config
    super.init()
  }

  private func swap(to next: (views: [UIView], constraints: [NSLayoutConstraint]), on map: GMSMapView) {
    NSLayoutConstraint.deactivate(current.constraints)
    current.views.forEach { $0.removeFromSuperview() }
    next.views.forEach { map.addSubview($0) }
    NSLayoutConstraint.activate(next.constraints)
    current = next
  }

  private func readyPart(_ map: GMSMapView, _ state: NavigationReadyUIState) -> (views: [UIView], constraints: [NSLayoutConstraint]) {
    let safe = map.safeAreaLayoutGuide
    let (logo, viewport) = (state.googleLogo, state.viewport)
    stack.arrangedSubviews = state.buttons.map { $0.view }
    let inset = config.buttonInset(wide: state.wideMode)
    return ([viewport, logo, stack], [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: config[.logoInset]),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -config[.logoInset]),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -config[.buttonGap]),
      stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: config[.buttonGap]),
    ])
  }

  private func guidancePart(_ map: GMSMapView, _ state: ActiveGuidanceUIState) -> (views: [UIView], constraints: [NSLayoutConstraint]) {
    let safe = map.safeAreaLayoutGuide
    let (turn, eta, logo, viewport) = (state.turnCard, state.etaCard, state.googleLogo, state.viewport)
    stack.arrangedSubviews = state.buttons.map { $0.view }
    let inset = config.buttonInset(wide: state.wideMode)
    return ([viewport, turn, eta, logo, stack], [
      turn.topAnchor.constraint(equalTo: safe.topAnchor),
      turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
      viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: config[.logoInset]),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -config[.logoInset]),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -config[.buttonGap]),
      stack.topAnchor.constraint(greaterThanOrEqualTo: turn.bottomAnchor, constant: config[.buttonGap]),
    ])
  }
}

extension ConfiguredLayoutDelegate: NavigationLayoutDelegate {
  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(floor)
    let resting = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = UILayoutPriority(250)
    floorConstraints = [resting, floor.heightAnchor.constraint(equalToConstant: 0)]
    NSLayoutConstraint.activate(floorConstraints)
    swap(to: readyPart(navMap, newState), on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    swap(to: ([], []), on: navMap)
    stack.arrangedSubviews = []
    NSLayoutConstraint.deactivate(floorConstraints)
    floorConstraints = []
    navMap.removeLayoutGuide(floor)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    swap(to: guidancePart(navMap, newState), on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt = promptPart.view { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    swap(to: readyPart(navMap, newState), on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    promptPart = (newPrompt, [
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
    NSLayoutConstraint.activate(promptPart.constraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptPart.constraints)
    promptPart.view?.removeFromSuperview()
    promptPart = (nil, [])
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
