import GoogleNavigation
import UIKit

/// Chooses its layout by switching on (phase, wide) tuples; stacks whatever SDK
/// buttons it gets by hand, staggered upward with `enumerated()`.
@MainActor
final class StaggerLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private enum Phase { case ready, guiding }

  private var active: [NSLayoutConstraint] = []
  private var added: [UIView] = []
  private var promptPins: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var openAreaBottom: NSLayoutYAxisAnchor?

  private static let buttonSide: CGFloat = 48
  private static let spacing: CGFloat = max(8, NavigationStyleValues.buttonVerticalPadding)

  private func clear() {
    active.forEach { $0.isActive = false }
    active.removeAll(keepingCapacity: true)
    for view in added {
      defer { view.accessibilityIdentifier = nil }
      view.removeFromSuperview()
    }
    added.removeAll(keepingCapacity: true)
    openAreaBottom = nil
  }

  private func add(_ views: UIView..., to map: GMSMapView) {
    for view in views {
      map.addSubview(view)
      added.append(view)
    }
  }

  private func activate(_ constraints: [NSLayoutConstraint], tag: String) {
    for (index, constraint) in constraints.enumerated() {
      constraint.identifier = "stagger.\(tag).\(index)"
    }
    NSLayoutConstraint.activate(constraints)
    active += constraints
  }

  private func stack(_ buttons: [NavigationUIButton], above bottom: NSLayoutYAxisAnchor,
                     trailing: NSLayoutXAxisAnchor, inset: CGFloat, on map: GMSMapView) {
    let ordered = buttons.sorted { lhs, _ in lhs.type == .reporting }
    for (offset, button) in ordered.enumerated() {
      add(button.view, to: map)
      let lift = CGFloat(offset) * (Self.buttonSide + Self.spacing) + Self.spacing
      activate([
        button.view.trailingAnchor.constraint(equalTo: trailing, constant: -inset),
        button.view.bottomAnchor.constraint(equalTo: bottom, constant: -lift),
      ], tag: "button\(offset)")
    }
  }

  private func layout(_ phase: Phase, wide: Bool, map: GMSMapView, viewport: UIView, logo: UIView,
                      cards: (turn: UIView, eta: UIView)?, buttons: [NavigationUIButton]) {
    clear()
    let safe = map.safeAreaLayoutGuide
    let inset: CGFloat
    switch (phase, wide) {
    case (.ready, false): inset = 16
    case (.ready, true): inset = 24
    case (.guiding, let isWide): inset = isWide ? 24 : 12
    }
    add(viewport, logo, to: map)
    var constraints = [
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Self.spacing),
      logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -Self.spacing),
    ]
    if let (turn, eta) = cards {
      add(turn, eta, to: map)
      let fill = viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
      fill.priority = .fittingSizeLevel
      constraints += [
        turn.topAnchor.constraint(equalTo: safe.topAnchor),
        turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
        viewport.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
        fill,
      ]
    } else {
      constraints += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      ]
    }
    activate(constraints, tag: phase == .ready ? "ready" : "guiding")
    stack(buttons, above: viewport.bottomAnchor, trailing: safe.trailingAnchor, inset: inset, on: map)
    openAreaBottom = cards == nil ? nil : viewport.bottomAnchor
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    layout(.ready, wide: newState.wideMode, map: navMap, viewport: newState.viewport, logo: newState.googleLogo,
           cards: nil, buttons: newState.buttons)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    clear()
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    layout(.guiding, wide: newState.wideMode, map: navMap, viewport: newState.viewport, logo: newState.googleLogo,
           cards: (newState.turnCard, newState.etaCard), buttons: newState.buttons)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    enableNavigationUI(navMap: navMap, newState: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let openAreaBottom else { return }
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptPins = [
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      openAreaBottom.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptPins)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptPins)
    promptPins = []
    oldPrompt.removeFromSuperview()
    prompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
