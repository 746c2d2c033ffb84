import GoogleNavigation
import UIKit

extension SplitLayout {
  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    phase = .ready(wide: newState.wideMode)
    buildReady(navMap, newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    removeEverything()
    phase = .off
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let currentPrompt { hidePrompt(navMap: navMap, oldPrompt: currentPrompt) }
    removeEverything()
    phase = .ready(wide: newState.wideMode)
    buildReady(navMap, newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    switch phase {
    case .ready: phase = .ready(wide: newState.wideMode)
    case .guiding: phase = .guiding(wide: newState.wideMode)
    case .off: break
    }
  }

  private func buildReady(_ map: GMSMapView, _ state: NavigationReadyUIState) {
    guard case .ready(let wide) = phase else { return }
    let safe = map.safeAreaLayoutGuide
    let compass = state.buttons.first { $0.type == .compass }.map { $0.view }
    place([state.viewport, state.googleLogo], on: map)
    compass.map { place([$0], on: map) }
    var constraints = fill(state.viewport, safe)
    constraints += [
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset),
      state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -logoInset),
    ]
    constraints += compass.map { c in
      [c.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
       c.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset(wide: wide))]
    } ?? []
    installedConstraints += constraints
    NSLayoutConstraint.activate(constraints)
    viewport = state.viewport
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    removeEverything()
    phase = .guiding(wide: newState.wideMode)
    guard case .guiding(let wide) = phase else { return }
    let safe = navMap.safeAreaLayoutGuide

    func anchorCards() -> [NSLayoutConstraint] {
      [
        newState.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
        newState.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        newState.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        newState.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
    }
    func frameCamera() -> [NSLayoutConstraint] {
      let pull = newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
      pull.priority = .defaultLow
      return [
        newState.viewport.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
        newState.viewport.bottomAnchor.constraint(lessThanOrEqualTo: newState.etaCard.topAnchor),
        pull,
        newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      ]
    }
    let report = newState.buttons.first(where: { $0.type == .reporting }).flatMap { Optional($0.view) }

    place([newState.viewport, newState.turnCard, newState.etaCard, newState.googleLogo], on: navMap)
    var constraints = anchorCards() + frameCamera()
    constraints.append(newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset))
    constraints.append(
      newState.googleLogo.bottomAnchor.constraint(equalTo: newState.viewport.bottomAnchor, constant: -logoInset))
    if let report {
      place([report], on: navMap)
      constraints.append(report.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset(wide: wide)))
      constraints.append(report.bottomAnchor.constraint(equalTo: newState.viewport.bottomAnchor, constant: -8))
    }
    installedConstraints += constraints
    NSLayoutConstraint.activate(constraints)
    viewport = newState.viewport
  }
}
