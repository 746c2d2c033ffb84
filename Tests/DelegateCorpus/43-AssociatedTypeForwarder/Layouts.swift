import GoogleNavigation
import UIKit

/// A layout for one kind of SDK state; `State` is the state type it reads.
@MainActor
protocol StateLayout {
  associatedtype State
  func views(for state: State) -> [UIView]
  func constraints(for state: State, in map: GMSMapView, floor: UILayoutGuide) -> [NSLayoutConstraint]
}

@MainActor
struct ReadyLayout: StateLayout {
  typealias State = NavigationReadyUIState
  let stack: GMSNavigationHidingStackView

  func views(for state: NavigationReadyUIState) -> [UIView] {
    [state.viewport, state.googleLogo, stack]
  }

  func constraints(for state: NavigationReadyUIState, in map: GMSMapView, floor: UILayoutGuide) -> [NSLayoutConstraint] {
    let safe = map.safeAreaLayoutGuide
    let side: CGFloat = state.wideMode ? 24 : 12
    return [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
      state.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
      stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
      stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
    ]
  }
}

@MainActor
struct GuidanceLayout: StateLayout {
  typealias State = ActiveGuidanceUIState
  let stack: GMSNavigationHidingStackView

  func views(for state: ActiveGuidanceUIState) -> [UIView] {
    [state.turnCard, state.etaCard, state.viewport, state.googleLogo, stack]
  }

  func constraints(for state: ActiveGuidanceUIState, in map: GMSMapView, floor: UILayoutGuide) -> [NSLayoutConstraint] {
    let safe = map.safeAreaLayoutGuide
    let side: CGFloat = state.wideMode ? 24 : 12
    return [
      state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
      state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
      state.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
      stack.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: 8),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
      stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
    ]
  }
}

/// What is on screen for one state: applied and reverted as a value.
@MainActor
struct Applied {
  var views: [UIView] = []
  var constraints: [NSLayoutConstraint] = []

  mutating func apply<L: StateLayout>(_ layout: L, _ state: L.State, on map: GMSMapView, floor: UILayoutGuide) {
    views = layout.views(for: state)
    views.forEach { map.addSubview($0) }
    constraints = layout.constraints(for: state, in: map, floor: floor)
    NSLayoutConstraint.activate(constraints)
  }

  mutating func revert() {
    NSLayoutConstraint.deactivate(constraints)
    views.forEach { $0.removeFromSuperview() }
    self = Applied()
  }
}
