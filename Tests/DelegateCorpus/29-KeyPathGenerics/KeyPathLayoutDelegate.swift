import GoogleNavigation
import UIKit

/// Constraints are kept in sets and diffed: each transition computes the
/// wanted set, deactivates what is no longer wanted and activates the rest.
@MainActor
final class KeyPathLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var active: Set<NSLayoutConstraint> = []
  private var onScreen: Set<UIView> = []
  private var promptSet: Set<NSLayoutConstraint> = []
  private var prompt: NavigationPromptView?
  private let shelf = UILayoutGuide()
  private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private func apply(views: [UIView], constraints: Set<NSLayoutConstraint>, on map: GMSMapView) {
    let wanted = Set(views)
    NSLayoutConstraint.deactivate(Array(active.subtracting(constraints)))
    onScreen.subtracting(wanted).forEach { $0.removeFromSuperview() }
    views.filter { !onScreen.contains($0) }.forEach { map.addSubview($0) }
    NSLayoutConstraint.activate(Array(constraints.subtracting(active)))
    active = constraints
    onScreen = wanted
  }

  private func shelfConstraints(_ map: GMSMapView) -> Set<NSLayoutConstraint> {
    let rest = pin(shelf, \.bottomAnchor, to: map.safeAreaLayoutGuide, \.bottomAnchor)
    rest.priority = .defaultLow
    return [rest, shelf.heightAnchor.constraint(equalToConstant: 0)]
  }

  private func readySet(_ map: GMSMapView, _ s: NavigationReadyUIState) -> Set<NSLayoutConstraint> {
    let safe = map.safeAreaLayoutGuide
    return [
      pin(s.viewport, \.topAnchor, to: safe, \.topAnchor),
      pin(s.viewport, \.leadingAnchor, to: safe, \.leadingAnchor),
      pin(s.viewport, \.trailingAnchor, to: safe, \.trailingAnchor),
      pin(s.viewport, \.bottomAnchor, to: shelf, \.topAnchor),
      pin(s.googleLogo, \.leadingAnchor, to: safe, \.leadingAnchor, 8),
      pin(s.googleLogo, \.bottomAnchor, to: shelf, \.topAnchor, -8),
      pin(buttons, \.trailingAnchor, to: safe, \.trailingAnchor, s.wideMode ? -24 : -16),
      pin(buttons, \.bottomAnchor, to: shelf, \.topAnchor, -8),
      buttons.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: 8),
    ]
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(shelf)
    buttons.arrangedSubviews = newState.buttons.map(\.view)
    apply(views: [newState.viewport, newState.googleLogo, buttons],
          constraints: shelfConstraints(navMap).union(readySet(navMap, newState)), on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    apply(views: [], constraints: [], on: navMap)
    buttons.arrangedSubviews = []
    navMap.removeLayoutGuide(shelf)
  }

  func startGuidance(navMap: GMSMapView, newState s: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    buttons.arrangedSubviews = s.buttons.map(\.view)
    let keep = active.filter { $0.firstItem === shelf }
    let guidance: Set<NSLayoutConstraint> = [
      pin(s.turnCard, \.topAnchor, to: safe, \.topAnchor),
      pin(s.turnCard, \.leadingAnchor, to: safe, \.leadingAnchor),
      pin(s.etaCard, \.bottomAnchor, to: safe, \.bottomAnchor),
      pin(s.etaCard, \.leadingAnchor, to: safe, \.leadingAnchor),
      pinBelow(shelf, \.bottomAnchor, atMost: s.etaCard, \.topAnchor),
      pin(s.viewport, \.topAnchor, to: s.turnCard, \.bottomAnchor),
      pin(s.viewport, \.leadingAnchor, to: safe, \.leadingAnchor),
      pin(s.viewport, \.trailingAnchor, to: safe, \.trailingAnchor),
      pin(s.viewport, \.bottomAnchor, to: shelf, \.topAnchor),
      pin(s.googleLogo, \.leadingAnchor, to: safe, \.leadingAnchor, 8),
      pin(s.googleLogo, \.bottomAnchor, to: shelf, \.topAnchor, -8),
      pin(buttons, \.trailingAnchor, to: safe, \.trailingAnchor, s.wideMode ? -24 : -16),
      pin(buttons, \.bottomAnchor, to: shelf, \.topAnchor, -8),
      buttons.topAnchor.constraint(greaterThanOrEqualTo: s.turnCard.bottomAnchor, constant: 8),
    ]
    apply(views: [s.viewport, s.turnCard, s.etaCard, s.googleLogo, buttons],
          constraints: keep.union(guidance), on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    let keep = active.filter { $0.firstItem === shelf && $0.secondItem !== oldState.etaCard }
    buttons.arrangedSubviews = newState.buttons.map(\.view)
    apply(views: [newState.viewport, newState.googleLogo, buttons],
          constraints: keep.union(readySet(navMap, newState)), on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptSet = [
      pin(newPrompt, \.leadingAnchor, to: navMap.safeAreaLayoutGuide, \.leadingAnchor),
      pin(newPrompt, \.bottomAnchor, to: navMap, \.bottomAnchor),
      pinBelow(shelf, \.bottomAnchor, atMost: newPrompt, \.topAnchor),
    ]
    NSLayoutConstraint.activate(Array(promptSet))
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(Array(promptSet))
    promptSet.removeAll()
    oldPrompt.removeFromSuperview()
    prompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
