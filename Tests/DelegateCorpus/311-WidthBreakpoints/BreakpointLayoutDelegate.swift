import GoogleNavigation
import UIKit

/// Navigation layout keyed on a width breakpoint and the SDK's wide mode.
/// A resize that crosses a breakpoint (or flips wide mode) relays the current phase out.
@MainActor
final class BreakpointLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var phase: NavPhase = .off
  private var context: LayoutContext?
  private let openMapBottom = UILayoutGuide()
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var phaseConstraints: [NSLayoutConstraint] = []
  private var phaseViews: [UIView] = []
  private var prompt: NavigationPromptView?
  private var promptConstraints: [NSLayoutConstraint] = []
  private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  // MARK: - Transitions

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(openMapBottom)
    let resting = Pin.bottom(openMapBottom, to: navMap.safeAreaLayoutGuide)
    resting.priority = .defaultLow
    sessionConstraints = [openMapBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
    phase = .ready(newState)
    apply(phase, on: navMap, context: LayoutContext(map: navMap, state: newState))
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    tearDownPrompt()
    tearDownPhase()
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(openMapBottom)
    phase = .off
    context = nil
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDownPhase()
    phase = .guiding(newState)
    apply(phase, on: navMap, context: LayoutContext(map: navMap, state: newState))
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    tearDownPrompt()
    tearDownPhase()
    phase = .ready(newState)
    apply(phase, on: navMap, context: LayoutContext(map: navMap, state: newState))
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let next = LayoutContext(map: navMap, state: newState)
    guard next != context else { return }
    switch phase {
    case .off:
      context = next
    case .ready, .guiding:
      tearDownPhase()
      apply(phase, on: navMap, context: next)
      // The relayout re-added the phase's views; a prompt on screen stays on top.
      if let prompt { navMap.bringSubviewToFront(prompt) }
    }
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      Pin.leading(newPrompt, to: navMap.safeAreaLayoutGuide),
      Pin.keep(openMapBottom, above: newPrompt),
    ]
    NSLayoutConstraint.activate(promptConstraints)
    newPrompt.alpha = 0
    UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    tearDownPrompt()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    tearDownPrompt()
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: - Layout passes

  private func apply(_ phase: NavPhase, on map: GMSMapView, context: LayoutContext) {
    self.context = context
    switch phase {
    case .off:
      return
    case .ready(let state):
      layoutReady(state, on: map, context: context)
    case .guiding(let state):
      layoutGuidance(state, on: map, context: context)
    }
    NSLayoutConstraint.activate(phaseConstraints)
  }

  private func layoutReady(_ state: NavigationReadyUIState, on map: GMSMapView, context: LayoutContext) {
    let safe = map.safeAreaLayoutGuide
    let bp = context.breakpoint
    let logo = state.googleLogo
    let viewport = state.viewport
    phaseViews = [viewport, logo, buttons]
    phaseViews.forEach { map.addSubview($0) }
    buttons.arrangedSubviews = state.buttons.map { $0.view }
    let buttonInset = context.wide ? bp.trailingGutter * 2 : bp.trailingGutter
    phaseConstraints = [
      Pin.top(viewport, to: safe),
      Pin.leading(viewport, to: safe),
      Pin.trailing(viewport, to: safe),
      Pin.bottom(viewport, above: openMapBottom),
      Pin.leading(logo, to: safe, inset: bp.edgeInset),
      Pin.bottom(logo, above: openMapBottom, gap: bp.spacing),
      Pin.top(buttons, to: safe, inset: bp.spacing),
      Pin.trailing(buttons, to: safe, inset: buttonInset),
      Pin.bottom(buttons, above: openMapBottom, gap: bp.spacing),
    ]
  }

  private func layoutGuidance(_ state: ActiveGuidanceUIState, on map: GMSMapView, context: LayoutContext) {
    let safe = map.safeAreaLayoutGuide
    let bp = context.breakpoint
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speed = state.speedWidget
    let progress = state.tripProgressBar
    let logo = state.googleLogo
    let viewport = state.viewport
    phaseViews = [viewport, turnCard, etaCard, progress, speed, logo, buttons]
    phaseViews.forEach { map.addSubview($0) }
    buttons.arrangedSubviews = state.buttons.map { $0.view }

    var pins: [NSLayoutConstraint] = [
      Pin.top(turnCard, to: safe),
      Pin.leading(turnCard, to: safe),
      Pin.bottom(etaCard, to: safe),
      Pin.leading(etaCard, to: safe),
      Pin.keep(openMapBottom, above: etaCard),
      Pin.bottom(viewport, above: openMapBottom),
      Pin.trailing(viewport, to: safe),
      // Trip progress bar: the SDK's vertical bar on the trailing edge.
      Pin.trailing(progress, to: safe),
      Pin.top(progress, below: turnCard, gap: bp.spacing),
      Pin.bottom(progress, above: openMapBottom, gap: bp.spacing),
      // Speed widget bottom trailing, buttons stacked above it; the stack absorbs the widget's size changes.
      Pin.trailing(speed, to: safe, inset: bp.trailingGutter),
      Pin.bottom(speed, above: openMapBottom, gap: bp.spacing),
      Pin.trailing(buttons, to: safe, inset: bp.trailingGutter),
      Pin.top(buttons, below: turnCard, gap: bp.spacing),
      Pin.bottom(buttons, above: speed, gap: bp.spacing),
      Pin.bottom(logo, above: openMapBottom, gap: bp.spacing),
    ]
    if context.wide {
      // Leading column holds the cards; the camera frames the open map beside it.
      pins += [
        Pin.top(viewport, to: safe),
        Pin.leading(viewport, after: turnCard, gap: 0),
        Pin.leading(logo, after: turnCard, gap: bp.edgeInset),
      ]
    } else {
      pins += [
        Pin.top(viewport, below: turnCard),
        Pin.leading(viewport, to: safe),
        Pin.leading(logo, to: safe, inset: bp.edgeInset),
      ]
    }
    phaseConstraints = pins
  }

  // MARK: - Cleanup

  private func tearDownPhase() {
    NSLayoutConstraint.deactivate(phaseConstraints)
    phaseConstraints = []
    buttons.arrangedSubviews = []
    phaseViews.forEach { $0.removeFromSuperview() }
    phaseViews = []
  }

  private func tearDownPrompt() {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt?.removeFromSuperview()
    prompt = nil
  }
}
