import GoogleNavigation
import UIKit

/// Navigation layout with motion: constraints decide where everything ends up, transforms and
/// keyframes only animate the way in and out. A `contentBottom` guide marks where the open map
/// ends (above the ETA card and any prompt) so the viewport, logo and buttons stay clear.
@MainActor
final class ChoreographedLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let contentBottom = UILayoutGuide()
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var stateConstraints: [NSLayoutConstraint] = []
  private var stateViews: [UIView] = []
  private var buttonTrailing: NSLayoutConstraint?
  private var prompt: NavigationPromptView?
  private var promptConstraints: [NSLayoutConstraint] = []
  private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private func buttonInset(wide: Bool) -> CGFloat {
    wide ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
  }

  // MARK: Navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    navMap.addLayoutGuide(contentBottom)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
    layOutReady(navMap: navMap, state: newState)
  }

  private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    stateViews = [viewport, logo, buttons]
    stateViews.forEach { navMap.addSubview($0) }
    buttons.arrangedSubviews = state.buttons.map { $0.view }
    let trailing = buttons.trailingAnchor.constraint(
      equalTo: safe.trailingAnchor, constant: -buttonInset(wide: state.wideMode))
    buttonTrailing = trailing
    stateConstraints = [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      trailing,
      buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
    ]
    NSLayoutConstraint.activate(stateConstraints)
  }

  /// Tears down whatever state is on screen: constraints first, then views, transforms reset.
  private func tearDownState() {
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = []
    buttonTrailing = nil
    buttons.arrangedSubviews = []
    stateViews.forEach {
      $0.transform = .identity
      $0.alpha = 1
      $0.removeFromSuperview()
    }
    stateViews = []
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    dropPromptImmediately()
    tearDownState()
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(contentBottom)
  }

  // MARK: Active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDownState()
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = newState.turnCard
    let etaCard = newState.etaCard
    let speed = newState.speedWidget
    let logo = newState.googleLogo
    let viewport = newState.viewport
    stateViews = [viewport, turnCard, etaCard, speed, logo, buttons]
    stateViews.forEach { navMap.addSubview($0) }
    buttons.arrangedSubviews = newState.buttons.map { $0.view }
    let trailing = buttons.trailingAnchor.constraint(
      equalTo: safe.trailingAnchor, constant: -buttonInset(wide: newState.wideMode))
    buttonTrailing = trailing
    // Cards stay in the leading column in both modes (principle 10).
    stateConstraints = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      speed.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -8),
      buttons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
      trailing,
      buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
    ]
    NSLayoutConstraint.activate(stateConstraints)
    Choreographer.keyframeIn(
      [turnCard, etaCard], from: [.cardEntrance(edge: -1), .cardEntrance(edge: 1)], in: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    dropPromptImmediately()
    tearDownState()
    layOutReady(navMap: navMap, state: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    buttonTrailing?.constant = -buttonInset(wide: newState.wideMode)
  }

  // MARK: Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
    Choreographer.springIn(newPrompt, in: navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    let leaving = promptConstraints
    promptConstraints = []
    prompt = nil
    Choreographer.dropOut(oldPrompt) {
      NSLayoutConstraint.deactivate(leaving)
      oldPrompt.removeFromSuperview()
    }
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  /// No animation when the whole state goes away: the prompt leaves with it.
  private func dropPromptImmediately() {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt?.transform = .identity
    prompt?.removeFromSuperview()
    prompt = nil
  }
}
