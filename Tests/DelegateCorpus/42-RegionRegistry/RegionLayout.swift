import GoogleNavigation
import UIKit

extension NSLayoutConstraint {
  /// Chainable priority setter: `a.constraint(equalTo: b).withPriority(.defaultLow)`.
  @discardableResult
  func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}

/// Screen regions in guidance; each knows its own constraints.
enum GuidanceRegion: CaseIterable {
  case turnCard, etaCard, viewport, logo, buttons

  @MainActor
  func view(in state: ActiveGuidanceUIState, stack: UIView) -> UIView {
    switch self {
    case .turnCard: return state.turnCard
    case .etaCard: return state.etaCard
    case .viewport: return state.viewport
    case .logo: return state.googleLogo
    case .buttons: return stack
    }
  }

  @MainActor
  func constraints(for v: UIView, state: ActiveGuidanceUIState, safe: UILayoutGuide,
                   floor: UILayoutGuide, inset: CGFloat) -> [NSLayoutConstraint] {
    switch self {
    case .turnCard:
      return [v.topAnchor.constraint(equalTo: safe.topAnchor),
              v.leadingAnchor.constraint(equalTo: safe.leadingAnchor)]
    case .etaCard:
      return [v.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
              v.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              floor.bottomAnchor.constraint(lessThanOrEqualTo: v.topAnchor)]
    case .viewport:
      return [v.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
              v.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              v.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
              v.bottomAnchor.constraint(equalTo: floor.topAnchor)]
    case .logo:
      return [v.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
              v.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8)]
    case .buttons:
      return [v.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: 8),
              v.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
              v.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8)]
    }
  }
}

@MainActor
final class RegionLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var registry: Dictionary<ObjectIdentifier, [NSLayoutConstraint]> = [:]
  private var placed: [ObjectIdentifier: UIView] = [:]
  private let floor = UILayoutGuide()
  private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var sessionKey: ObjectIdentifier { ObjectIdentifier(floor) }

  private func place(_ view: UIView, on map: UIView, _ constraints: [NSLayoutConstraint]) {
    let key = ObjectIdentifier(view)
    map.addSubview(view)
    registry[key, default: []] += constraints
    placed[key] = view
    NSLayoutConstraint.activate(constraints)
  }

  private func unplaceAll() {
    for (key, view) in placed {
      if let list = registry.removeValue(forKey: key) {
        NSLayoutConstraint.deactivate(list)
      }
      view.removeFromSuperview()
    }
    placed.removeAll()
    stack.arrangedSubviews = []
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(floor)
    let session = [
      floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor).withPriority(.defaultLow),
      floor.heightAnchor.constraint(equalToConstant: 0),
    ]
    registry[sessionKey] = session
    NSLayoutConstraint.activate(session)
    placeReady(navMap, newState)
  }

  private func placeReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let inset: CGFloat = state.wideMode ? 20 : 10
    stack.arrangedSubviews = state.buttons.map { $0.view }
    place(state.viewport, on: navMap, [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
    ])
    place(state.googleLogo, on: navMap, [
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
      state.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
    ])
    place(stack, on: navMap, [
      stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
    ])
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    unplaceAll()
    if let session = registry.removeValue(forKey: sessionKey) {
      NSLayoutConstraint.deactivate(session)
    }
    navMap.removeLayoutGuide(floor)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    unplaceAll()
    let inset: CGFloat = newState.wideMode ? 20 : 10
    stack.arrangedSubviews = newState.buttons.map { $0.view }
    for region in GuidanceRegion.allCases {
      let v = region.view(in: newState, stack: stack)
      place(v, on: navMap, region.constraints(for: v, state: newState, safe: navMap.safeAreaLayoutGuide,
                                               floor: floor, inset: inset))
    }
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    unplaceAll()
    placeReady(navMap, newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    place(newPrompt, on: navMap, [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    let key = ObjectIdentifier(oldPrompt)
    NSLayoutConstraint.deactivate(registry.removeValue(forKey: key) ?? [])
    placed[key] = nil
    oldPrompt.removeFromSuperview()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
