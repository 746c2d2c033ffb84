import Foundation
import GoogleNavigation
import UIKit

/// The trip screen's layout delegate: spacing from `ChromeMetrics` (physical lengths), what is
/// mounted tracked as a `ChromeElements` set, a density notification from settings, and a prompt
/// that fades out before a work item removes it.
@MainActor
final class MeasuredLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var metrics: ChromeMetrics
  private let contentBottom = UILayoutGuide()
  private var mounted: ChromeElements = []
  private var mountedViews: [UIView] = []
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var stateConstraints: [NSLayoutConstraint] = []
  private var buttonTrailing: NSLayoutConstraint?
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var fadingPrompt: NavigationPromptView?
  private var promptRemoval: DispatchWorkItem?
  private var densityObserver: NSObjectProtocol?
  private var guidanceState: ActiveGuidanceUIState?
  private var readyState: NavigationReadyUIState?
  private var laidOutWide = false
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  init(metrics: ChromeMetrics = .standard) {
    self.metrics = metrics
    super.init()
  }

  // MARK: Navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(contentBottom)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = ConstraintTag.tag(
      [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting], owner: [], phase: "session")
    NSLayoutConstraint.activate(sessionConstraints)
    densityObserver = NotificationCenter.default.addObserver(
      forName: .tripChromeDensityDidChange, object: nil, queue: .main
    ) { [weak self, weak navMap] _ in
      MainActor.assumeIsolated {
        guard let self, let navMap else { return }
        self.buttonTrailing?.constant = -self.metrics.buttonInset(forMapWidth: navMap.bounds.width)
      }
    }
    mountReady(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  private func mountReady(navMap: GMSMapView, state: NavigationReadyUIState, wide: Bool) {
    readyState = state
    laidOutWide = wide
    let safe = navMap.safeAreaLayoutGuide
    let gap = metrics.points(metrics.edgeInset)
    mount([(.viewport, state.viewport), (.logo, state.googleLogo), (.buttons, readyButtons)], in: navMap)
    readyButtons.arrangedSubviews = state.buttons.map(\.view)
    let trailing = readyButtons.trailingAnchor.constraint(
      equalTo: safe.trailingAnchor, constant: -buttonInset(navMap: navMap, wide: wide))
    buttonTrailing = trailing
    stateConstraints = ConstraintTag.tag([
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
      readyButtons.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      trailing,
      readyButtons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
    ], owner: .ready, phase: "ready")
    NSLayoutConstraint.activate(stateConstraints)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    unmountState()
    finishPromptRemoval()
    if let densityObserver { NotificationCenter.default.removeObserver(densityObserver) }
    densityObserver = nil
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(contentBottom)
    readyState = nil
  }

  // MARK: Active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    unmountState()
    mountGuidance(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  private func mountGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState, wide: Bool) {
    guidanceState = state
    laidOutWide = wide
    let safe = navMap.safeAreaLayoutGuide
    let gap = metrics.points(metrics.edgeInset)
    let stackGap = metrics.points(metrics.stackGap)
    mount([
      (.viewport, state.viewport), (.turnCard, state.turnCard), (.etaCard, state.etaCard),
      (.progressBar, state.tripProgressBar), (.speedWidget, state.speedWidget),
      (.logo, state.googleLogo), (.buttons, guidanceButtons),
    ], in: navMap)
    guidanceButtons.arrangedSubviews = state.buttons.map(\.view)
    let trailing = guidanceButtons.trailingAnchor.constraint(
      equalTo: state.tripProgressBar.leadingAnchor, constant: -buttonInset(navMap: navMap, wide: wide))
    buttonTrailing = trailing
    // Both modes keep the cards on the leading edge: turn card on top, ETA card at the bottom.
    stateConstraints = ConstraintTag.tag([
      state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
      state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
      state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: state.speedWidget.trailingAnchor, constant: gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
      state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.tripProgressBar.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: stackGap),
      state.tripProgressBar.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -stackGap),
      guidanceButtons.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: stackGap),
      trailing,
      guidanceButtons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
    ], owner: .guidance, phase: wide ? "guidance.wide" : "guidance")
    NSLayoutConstraint.activate(stateConstraints)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    finishPromptRemoval()
    unmountState()
    mountReady(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  // MARK: Size

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    if newState.wideMode != laidOutWide {
      // Across modes: lay the state out again, keeping a prompt that is up.
      if let guidance = guidanceState {
        unmountState()
        mountGuidance(navMap: navMap, state: guidance, wide: newState.wideMode)
      } else if let ready = readyState {
        unmountState()
        mountReady(navMap: navMap, state: ready, wide: newState.wideMode)
      }
      // Mounting again raised the chrome above a prompt that is up: it stays on top.
      if let prompt { navMap.bringSubviewToFront(prompt) }
    } else {
      // Within a mode: only the button inset follows the width.
      buttonTrailing?.constant = -buttonInset(navMap: navMap, wide: newState.wideMode)
    }
  }

  // MARK: Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    finishPromptRemoval()
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    newPrompt.alpha = 0
    promptConstraints = ConstraintTag.tag([
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ], owner: .prompt, phase: "prompt")
    NSLayoutConstraint.activate(promptConstraints)
    UIView.animate(withDuration: metrics.promptFade) { newPrompt.alpha = 1 }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt = nil
    fadingPrompt = oldPrompt
    UIView.animate(withDuration: metrics.promptFade) { oldPrompt.alpha = 0 }
    let removal = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated { self?.finishPromptRemoval() }
    }
    promptRemoval = removal
    DispatchQueue.main.asyncAfter(deadline: .now() + metrics.promptFade, execute: removal)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: Helpers

  private func finishPromptRemoval() {
    promptRemoval?.cancel()
    promptRemoval = nil
    fadingPrompt?.removeFromSuperview()
    fadingPrompt = nil
  }

  private func buttonInset(navMap: GMSMapView, wide: Bool) -> CGFloat {
    let fromWidth = metrics.buttonInset(forMapWidth: navMap.bounds.width)
    return wide ? max(fromWidth, metrics.points(metrics.roomyButtonInset)) : fromWidth
  }

  private func mount(_ elements: [(ChromeElements, UIView)], in navMap: GMSMapView) {
    for (element, view) in elements {
      navMap.addSubview(view)
      mounted.insert(element)
      mountedViews.append(view)
    }
  }

  private func unmountState() {
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = []
    buttonTrailing = nil
    readyButtons.arrangedSubviews = []
    guidanceButtons.arrangedSubviews = []
    mountedViews.forEach { $0.removeFromSuperview() }
    mountedViews = []
    mounted = []
    guidanceState = nil
  }
}
