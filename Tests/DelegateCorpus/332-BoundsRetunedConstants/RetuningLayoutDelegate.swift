import GoogleNavigation
import UIKit

/// Builds one constraint set per state, keeps handles on the constraints whose
/// constants depend on the map's size, and retunes those on every `sizeChanged`.
/// Only the few constraints that differ between narrow and wide are swapped.
@MainActor
final class RetuningLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let contentBottom = UILayoutGuide()
  private let session = TunedConstraints()
  private let ready = TunedConstraints()
  private let guidance = TunedConstraints()
  private let guidanceMode = TunedConstraints()
  private let promptPins = TunedConstraints()
  private var readyViews: [UIView] = []
  private var guidanceViews: [UIView] = []
  private var prompt: NavigationPromptView?
  private var guidanceState: ActiveGuidanceUIState?
  private var wide = false

  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  // Constraints retuned in place on resize.
  private var readyButtonTrailing: NSLayoutConstraint?
  private var readyLogoBottom: NSLayoutConstraint?
  private var guidanceButtonTrailing: NSLayoutConstraint?
  private var guidanceLogoBottom: NSLayoutConstraint?
  private var progressTop: NSLayoutConstraint?

  // MARK: navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    wide = newState.wideMode
    let safe = navMap.safeAreaLayoutGuide
    navMap.addLayoutGuide(contentBottom)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    resting.priority = .defaultLow
    session.replace(with: [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting])
    showReady(navMap: navMap, state: newState)
  }

  private func showReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let metrics = LayoutMetrics(bounds: navMap.bounds, wide: wide)
    readyViews = [state.viewport, state.googleLogo, readyButtons]
    readyViews.forEach { navMap.addSubview($0) }
    readyButtons.arrangedSubviews = state.buttons.map { $0.view }
    let buttonTrailing = readyButtons.trailingAnchor.constraint(
      equalTo: safe.trailingAnchor, constant: -metrics.buttonInset)
    let logoBottom = state.googleLogo.bottomAnchor.constraint(
      equalTo: contentBottom.topAnchor, constant: -metrics.logoGap)
    readyButtonTrailing = buttonTrailing
    readyLogoBottom = logoBottom
    ready.replace(with: [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      logoBottom,
      readyButtons.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      buttonTrailing,
      readyButtons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
    ])
  }

  private func hideReady() {
    ready.clear()
    readyButtonTrailing = nil
    readyLogoBottom = nil
    readyButtons.arrangedSubviews = []
    readyViews.forEach { $0.removeFromSuperview() }
    readyViews = []
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    hideReady()
    session.clear()
    navMap.removeLayoutGuide(contentBottom)
  }

  // MARK: active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    hideReady()
    wide = newState.wideMode
    guidanceState = newState
    let safe = navMap.safeAreaLayoutGuide
    let metrics = LayoutMetrics(bounds: navMap.bounds, wide: wide)
    let turnCard = newState.turnCard
    let etaCard = newState.etaCard
    let logo = newState.googleLogo
    let speed = newState.speedWidget
    let progress = newState.tripProgressBar
    guidanceViews = [newState.viewport, turnCard, etaCard, logo, speed, progress, guidanceButtons]
    guidanceViews.forEach { navMap.addSubview($0) }
    guidanceButtons.arrangedSubviews = newState.buttons.map { $0.view }

    let buttonTrailing = guidanceButtons.trailingAnchor.constraint(
      equalTo: progress.leadingAnchor, constant: -metrics.buttonInset)
    let logoBottom = logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -metrics.logoGap)
    let barTop = progress.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: metrics.progressGap)
    guidanceButtonTrailing = buttonTrailing
    guidanceLogoBottom = logoBottom
    progressTop = barTop
    guidance.replace(with: [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      newState.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logoBottom,
      speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
      progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      barTop,
      progress.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      guidanceButtons.topAnchor.constraint(greaterThanOrEqualTo: turnCard.bottomAnchor, constant: 8),
      buttonTrailing,
      guidanceButtons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
    ])
    applyGuidanceMode(navMap: navMap, state: newState)
  }

  /// The constraints that differ between a narrow map (cards across the top and
  /// bottom, map below the turn card) and a wide one (cards in the leading column,
  /// map beside them).
  private func applyGuidanceMode(navMap: GMSMapView, state: ActiveGuidanceUIState) {
    let safe = navMap.safeAreaLayoutGuide
    if wide {
      guidanceMode.replace(with: [
        state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
        state.googleLogo.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor, constant: 8),
        state.speedWidget.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor, constant: 8),
      ])
    } else {
      guidanceMode.replace(with: [
        state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
        state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
        state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
        contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
      ])
    }
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    guidanceMode.clear()
    guidance.clear()
    guidanceButtonTrailing = nil
    guidanceLogoBottom = nil
    progressTop = nil
    guidanceButtons.arrangedSubviews = []
    guidanceViews.forEach { $0.removeFromSuperview() }
    guidanceViews = []
    guidanceState = nil
    wide = newState.wideMode
    showReady(navMap: navMap, state: newState)
  }

  // MARK: resize

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let modeFlipped = newState.wideMode != wide
    wide = newState.wideMode
    let metrics = LayoutMetrics(bounds: navMap.bounds, wide: wide)
    readyButtonTrailing?.constant = -metrics.buttonInset
    readyLogoBottom?.constant = -metrics.logoGap
    guidanceButtonTrailing?.constant = -metrics.buttonInset
    guidanceLogoBottom?.constant = -metrics.logoGap
    progressTop?.constant = metrics.progressGap
    if modeFlipped, let state = guidanceState {
      applyGuidanceMode(navMap: navMap, state: state)
    }
  }

  // MARK: prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptPins.replace(with: [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
    newPrompt.alpha = 0
    UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    promptPins.clear()
    oldPrompt.removeFromSuperview()
    prompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
