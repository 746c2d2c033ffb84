import GoogleNavigation
import UIKit

/// Navigation layout whose prompts slide up from the bottom edge and back down,
/// animated frame by frame; everything else is plain Auto Layout.
@MainActor
final class SlidingPromptLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private static let slideDuration: TimeInterval = 0.3

  private let contentBottom = UILayoutGuide()
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var readyConstraints: [NSLayoutConstraint] = []
  private var readyViews: [UIView] = []
  private var guidanceConstraints: [NSLayoutConstraint] = []
  private var guidanceViews: [UIView] = []

  private var prompt: NavigationPromptView?
  private var promptConstraints: [NSLayoutConstraint] = []
  private var promptSlide: ConstraintSlideAnimator?

  // MARK: - Navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    navMap.addLayoutGuide(contentBottom)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
    layOutReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    removePromptNow()
    tearDownReady()
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(contentBottom)
  }

  private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let inset = state.wideMode
      ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
    readyViews = [state.viewport, state.googleLogo, readyButtons]
    readyViews.forEach { navMap.addSubview($0) }
    readyButtons.arrangedSubviews = state.buttons.map { $0.view }
    readyConstraints = [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      readyButtons.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      readyButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      readyButtons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
    ]
    NSLayoutConstraint.activate(readyConstraints)
  }

  private func tearDownReady() {
    NSLayoutConstraint.deactivate(readyConstraints)
    readyConstraints = []
    readyButtons.arrangedSubviews = []
    readyViews.forEach { $0.removeFromSuperview() }
    readyViews = []
  }

  // MARK: - Active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDownReady()
    layOutGuidance(navMap: navMap, state: newState)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    removePromptNow()
    tearDownGuidance()
    layOutReady(navMap: navMap, state: newState)
  }

  private func layOutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speed = state.speedWidget
    let logo = state.googleLogo
    let viewport = state.viewport
    let buttonInset: CGFloat = state.wideMode ? 24 : 16
    guidanceViews = [viewport, turnCard, etaCard, speed, logo, guidanceButtons]
    guidanceViews.forEach { navMap.addSubview($0) }
    guidanceButtons.arrangedSubviews = state.buttons.map { $0.view }
    let buttonsDown = guidanceButtons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8)
    buttonsDown.priority = .defaultHigh
    guidanceConstraints = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
      speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
      viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      guidanceButtons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
      guidanceButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
      guidanceButtons.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor, constant: -8),
      guidanceButtons.bottomAnchor.constraint(lessThanOrEqualTo: contentBottom.topAnchor, constant: -8),
      buttonsDown,
    ]
    NSLayoutConstraint.activate(guidanceConstraints)
  }

  private func tearDownGuidance() {
    NSLayoutConstraint.deactivate(guidanceConstraints)
    guidanceConstraints = []
    guidanceButtons.arrangedSubviews = []
    guidanceViews.forEach { $0.removeFromSuperview() }
    guidanceViews = []
  }

  // MARK: - Size

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    if let guidance = newState as? ActiveGuidanceUIState, !guidanceViews.isEmpty {
      tearDownGuidance()
      layOutGuidance(navMap: navMap, state: guidance)
      if let current = prompt { navMap.bringSubviewToFront(current) }
    } else if let ready = newState as? NavigationReadyUIState, !readyViews.isEmpty {
      tearDownReady()
      layOutReady(navMap: navMap, state: ready)
    }
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    slideIn(newPrompt, on: navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    slideOut(on: navMap)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    removePromptNow()
    slideIn(newPrompt, on: navMap)
  }

  private func slideIn(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
    promptConstraints = [
      bottom,
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
    let slide = ConstraintSlideAnimator(
      constraint: bottom, from: navMap.bounds.height, to: 0, duration: Self.slideDuration,
      curve: Easing.easeOutCubic, layoutRoot: navMap)
    promptSlide = slide
    slide.start()
  }

  private func slideOut(on navMap: GMSMapView) {
    promptSlide?.cancel()
    guard let bottom = promptConstraints.first else { return }
    let slide = ConstraintSlideAnimator(
      constraint: bottom, from: bottom.constant, to: navMap.bounds.height, duration: Self.slideDuration,
      curve: Easing.easeInCubic, layoutRoot: navMap,
      completion: { [weak self] in self?.removePromptNow() })
    promptSlide = slide
    slide.start()
  }

  /// Takes the prompt off screen at once, stopping any slide.
  private func removePromptNow() {
    promptSlide?.cancel()
    promptSlide = nil
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt?.removeFromSuperview()
    prompt = nil
  }
}
