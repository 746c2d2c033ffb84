import GoogleNavigation
import UIKit

/// Trip screen layout whose prompts slide in and out with UIView.animate; the SDK
/// may hide a prompt while it is still sliding in, or stop guidance while one is
/// still sliding out, so completions are guarded by generation tokens and state
/// transitions flush prompts synchronously.
@MainActor
final class TokenGuardedLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let contentBottom = UILayoutGuide()
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var stateConstraints: [NSLayoutConstraint] = []
  private var stateViews: [UIView] = []
  private var buttonInset: NSLayoutConstraint?
  private var isWide = false
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let prompts = PromptSlideController()

  // MARK: navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(contentBottom)
    let rest = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    rest.priority = .defaultLow
    sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), rest]
    NSLayoutConstraint.activate(sessionConstraints)
    layOutReady(navMap: navMap, state: newState)
  }

  private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    isWide = state.wideMode
    stateViews = [state.viewport, state.googleLogo, readyButtons]
    stateViews.forEach { navMap.addSubview($0) }
    readyButtons.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map { $0.view }
    let inset = readyButtons.trailingAnchor.constraint(
      equalTo: navMap.safeAreaLayoutGuide.trailingAnchor,
      constant: -GuidancePins.buttonInset(forWidth: navMap.bounds.width, wide: state.wideMode))
    buttonInset = inset
    stateConstraints = GuidancePins.ready(map: navMap, state: state, buttons: readyButtons,
                                          contentBottom: contentBottom, buttonInset: inset)
    NSLayoutConstraint.activate(stateConstraints)
  }

  private func tearDownState(_ stack: GMSNavigationHidingStackView) {
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = []
    buttonInset = nil
    stack.arrangedSubviews = []
    stateViews.forEach { $0.removeFromSuperview() }
    stateViews = []
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    prompts.isLive = false
    prompts.flushAll()
    tearDownState(readyButtons)
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(contentBottom)
  }

  // MARK: active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDownState(readyButtons)
    prompts.isLive = true
    layOutGuidance(navMap: navMap, state: newState)
  }

  private func layOutGuidance(navMap: GMSMapView, state newState: ActiveGuidanceUIState) {
    isWide = newState.wideMode
    stateViews = [newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget,
                  newState.tripProgressBar, newState.googleLogo, guidanceButtons]
    stateViews.forEach { navMap.addSubview($0) }
    let order: [NavigationButtonKnownType] = [.compass, .reporting]
    guidanceButtons.arrangedSubviews = order.compactMap { kind in newState.buttons.first { $0.type == kind }?.view }
    let inset = guidanceButtons.trailingAnchor.constraint(
      equalTo: newState.tripProgressBar.leadingAnchor,
      constant: -GuidancePins.buttonInset(forWidth: navMap.bounds.width, wide: newState.wideMode))
    buttonInset = inset
    stateConstraints = GuidancePins.guidance(map: navMap, state: newState, buttons: guidanceButtons,
                                             contentBottom: contentBottom, buttonInset: inset)
    NSLayoutConstraint.activate(stateConstraints)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // A prompt may still be up, or still sliding out: end it now, not in a late completion.
    prompts.isLive = false
    prompts.flushAll()
    tearDownState(guidanceButtons)
    layOutReady(navMap: navMap, state: newState)
  }

  // MARK: size

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    if let guidance = newState as? ActiveGuidanceUIState, guidance.wideMode != isWide {
      // Across modes: rebuild the guidance layout; a prompt on screen keeps its own pins.
      tearDownState(guidanceButtons)
      layOutGuidance(navMap: navMap, state: guidance)
      prompts.raise(in: navMap)
      return
    }
    if let ready = newState as? NavigationReadyUIState, ready.wideMode != isWide {
      tearDownState(readyButtons)
      layOutReady(navMap: navMap, state: ready)
      return
    }
    // Within one mode: only the button inset follows the width.
    buttonInset?.constant = -GuidancePins.buttonInset(forWidth: navMap.bounds.width, wide: newState.wideMode)
  }

  // MARK: prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompts.present(newPrompt, in: navMap) { prompt in
      [
        prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
        contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
      ]
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    prompts.dismiss(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    prompts.dismiss(oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
