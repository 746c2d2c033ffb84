import GoogleNavigation
import UIKit

/// Navigation layout for the ride screen. Layout that depends on the map's width is
/// re-applied through a debouncer on the injected scheduler, so a rotation or a
/// split-view drag that sends a burst of `sizeChanged` calls relays the chrome once.
/// Transition callbacks apply the width-dependent layout synchronously.
@MainActor
final class SchedulerLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private enum Phase {
    case off
    case ready
    case guidance
  }

  private let scheduler: LayoutScheduler
  private let resizeDebouncer: Debouncer
  private let prompts: PromptPresenter

  private var phase: Phase = .off
  private var lastKnownWide = false
  private weak var map: GMSMapView?

  private let contentBottom = UILayoutGuide()
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var phaseConstraints: [NSLayoutConstraint] = []
  private var modeConstraints: [NSLayoutConstraint] = []
  private var phaseViews: [UIView] = []
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  init(scheduler: LayoutScheduler = MainQueueScheduler.shared) {
    self.scheduler = scheduler
    self.resizeDebouncer = Debouncer(scheduler: scheduler, delay: 0.15)
    self.prompts = PromptPresenter(scheduler: scheduler)
    super.init()
  }

  // MARK: Width-dependent layout

  private func buttonInset(wide: Bool) -> CGFloat {
    // Clear of the trip progress bar on the trailing edge; more air on wide maps.
    let barAllowance: CGFloat = 12
    let padding = NavigationStyleValues.buttonHorizontalPadding
    return barAllowance + (wide ? padding * 2 : padding)
  }

  private func applyMode(wide: Bool) {
    lastKnownWide = wide
    NSLayoutConstraint.deactivate(modeConstraints)
    modeConstraints = []
    guard phase != .off, let navMap = map else { return }
    modeConstraints = [
      buttonStack.trailingAnchor.constraint(
        equalTo: navMap.safeAreaLayoutGuide.trailingAnchor, constant: -buttonInset(wide: wide)),
    ]
    NSLayoutConstraint.activate(modeConstraints)
  }

  // MARK: Phase teardown

  private func tearDownPhase() {
    resizeDebouncer.cancel()
    NSLayoutConstraint.deactivate(modeConstraints)
    modeConstraints = []
    NSLayoutConstraint.deactivate(phaseConstraints)
    phaseConstraints = []
    buttonStack.arrangedSubviews = []
    phaseViews.forEach { $0.removeFromSuperview() }
    phaseViews = []
  }

  private func showReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    phaseViews = [viewport, logo, buttonStack]
    phaseViews.forEach { navMap.addSubview($0) }
    buttonStack.arrangedSubviews = state.buttons.map { $0.view }
    phaseConstraints = [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
    ]
    NSLayoutConstraint.activate(phaseConstraints)
    phase = .ready
    applyMode(wide: state.wideMode)
  }

  // MARK: NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    map = navMap
    navMap.addLayoutGuide(contentBottom)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
    showReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    prompts.removeAllNow()
    tearDownPhase()
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(contentBottom)
    phase = .off
    map = nil
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDownPhase()
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = newState.turnCard
    let etaCard = newState.etaCard
    let speed = newState.speedWidget
    let bar = newState.tripProgressBar
    let logo = newState.googleLogo
    let viewport = newState.viewport
    phaseViews = [viewport, turnCard, etaCard, bar, speed, logo, buttonStack]
    phaseViews.forEach { navMap.addSubview($0) }
    buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
    phaseConstraints = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      bar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
      bar.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
      buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
    ]
    NSLayoutConstraint.activate(phaseConstraints)
    phase = .guidance
    applyMode(wide: newState.wideMode)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    prompts.removeAllNow()
    tearDownPhase()
    showReady(navMap: navMap, state: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let wide = newState.wideMode
    resizeDebouncer.call { [weak self] in
      MainActor.assumeIsolated {
        self?.applyMode(wide: wide)
      }
    }
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompts.present(newPrompt, on: navMap, keepingAbove: contentBottom)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    prompts.dismiss(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    prompts.removeNow(oldPrompt)
    prompts.present(newPrompt, on: navMap, keepingAbove: contentBottom)
  }
}
