import GoogleNavigation
import UIKit

/// A state machine over the navigation UI: each state carries what it put on
/// screen, and leaving a state undoes exactly that.
@MainActor
final class RideLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private struct Installed {
    var views: [UIView]
    var constraints: [NSLayoutConstraint]
  }

  private enum Phase {
    case off
    case ready(Installed)
    case guiding(Installed, prompt: (view: NavigationPromptView, constraints: [NSLayoutConstraint])?)
  }

  private var phase: Phase = .off
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private func uninstall(_ installed: Installed) {
    NSLayoutConstraint.deactivate(installed.constraints)
    buttonStack.arrangedSubviews = []
    for view in installed.views { view.removeFromSuperview() }
  }

  private func leaveCurrentPhase() {
    switch phase {
    case .off:
      break
    case .ready(let installed):
      uninstall(installed)
    case .guiding(let installed, let prompt?):
      NSLayoutConstraint.deactivate(prompt.constraints)
      prompt.view.removeFromSuperview()
      uninstall(installed)
    case .guiding(let installed, nil):
      uninstall(installed)
    }
    phase = .off
  }

  private func install(_ views: [UIView], _ constraints: [NSLayoutConstraint], on navMap: GMSMapView) -> Installed {
    for view in views { navMap.addSubview(view) }
    NSLayoutConstraint.activate(constraints)
    return Installed(views: views, constraints: constraints)
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    leaveCurrentPhase()
    phase = .ready(readyLayout(navMap: navMap, state: newState))
  }

  private func readyLayout(navMap: GMSMapView, state: NavigationReadyUIState) -> Installed {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    buttonStack.arrangedSubviews = state.buttons.map(\.view)
    let topGap: CGFloat = state.wideMode ? 16 : 8
    return install([viewport, logo, buttonStack], [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
      buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: topGap),
      buttonStack.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
      buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
    ], on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    leaveCurrentPhase()
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    leaveCurrentPhase()
    let safe = navMap.safeAreaLayoutGuide
    let viewport = newState.viewport
    let logo = newState.googleLogo
    let turnCard = newState.turnCard
    let etaCard = newState.etaCard
    buttonStack.arrangedSubviews = newState.buttons.map(\.view)
    // Low priority: a prompt may push the map content up.
    let viewportBottom = viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
    viewportBottom.priority = .defaultHigh
    var constraints = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewportBottom,
      viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
      logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8),
      buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
      buttonStack.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
      buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
    ]
    switch (newState.wideMode, newState.buttons.count) {
    case (true, let count) where count > 1:
      // Wide maps: the camera clears the turn card with a little air.
      constraints += [
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 4),
      ]
    case (_, let count) where count > 0:
      constraints += [
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      ]
    default:
      constraints += [
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 2),
      ]
    }
    phase = .guiding(install([viewport, turnCard, etaCard, logo, buttonStack], constraints, on: navMap), prompt: nil)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    leaveCurrentPhase()
    phase = .ready(readyLayout(navMap: navMap, state: newState))
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard case .guiding(let installed, let current) = phase else { return }
    if let current {
      NSLayoutConstraint.deactivate(current.constraints)
      current.view.removeFromSuperview()
    }
    navMap.addSubview(newPrompt)
    let constraints = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      installed.views[0].bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    phase = .guiding(installed, prompt: (newPrompt, constraints))
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    guard case .guiding(let installed, let prompt?) = phase, prompt.view === oldPrompt else { return }
    NSLayoutConstraint.deactivate(prompt.constraints)
    oldPrompt.removeFromSuperview()
    phase = .guiding(installed, prompt: nil)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
