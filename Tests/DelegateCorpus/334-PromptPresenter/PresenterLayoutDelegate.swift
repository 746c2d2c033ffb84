import GoogleNavigation
import UIKit

/// Navigation layout for the trip screen. Prompts are handed to a presenter the
/// delegate owns; the button stacks and the content guide are made lazily once
/// and reused by every navigation session.
@MainActor
final class PresenterLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private lazy var contentBottom = UILayoutGuide()
  private lazy var prompts = PromptPresenter(contentBottom: contentBottom)
  private lazy var readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private lazy var guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private lazy var sessionConstraints: [NSLayoutConstraint] = makeSessionConstraints()

  private var readyConstraints: [NSLayoutConstraint] = []
  private var guidanceConstraints: [NSLayoutConstraint] = []
  private var readyViews: [UIView] = []
  private var guidanceViews: [UIView] = []
  private var lastWide: Bool?

  private func makeSessionConstraints() -> [NSLayoutConstraint] {
    let resting = contentBottom.bottomAnchor.constraint(equalTo: hostSafeBottom!)
    resting.priority = .defaultLow
    return [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
  }
  private var hostSafeBottom: NSLayoutYAxisAnchor?

  // MARK: session

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(contentBottom)
    hostSafeBottom = navMap.safeAreaLayoutGuide.bottomAnchor
    NSLayoutConstraint.activate(sessionConstraints)
    layOutReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    prompts.dismissCurrentImmediately()
    tearDownReady()
    NSLayoutConstraint.deactivate(sessionConstraints)
    navMap.removeLayoutGuide(contentBottom)
    lastWide = nil
  }

  // MARK: navigation ready

  private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let inset = ChromeMetrics.buttonInset(wide: state.wideMode)
    lastWide = state.wideMode
    readyViews = [state.viewport, state.googleLogo, readyButtons]
    readyViews.forEach { navMap.addSubview($0) }
    readyButtons.arrangedSubviews = state.buttons.map { $0.view }
    readyConstraints = [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: ChromeMetrics.logoInset),
      state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -ChromeMetrics.logoInset),
      readyButtons.topAnchor.constraint(equalTo: safe.topAnchor, constant: ChromeMetrics.buttonGap),
      readyButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      readyButtons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -ChromeMetrics.buttonGap),
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

  // MARK: guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDownReady()
    layOutGuidance(navMap: navMap, state: newState)
  }

  private func layOutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let inset = ChromeMetrics.buttonInset(wide: state.wideMode)
    lastWide = state.wideMode
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speed = state.speedWidget
    guidanceViews = [state.viewport, turnCard, etaCard, speed, state.googleLogo, guidanceButtons]
    guidanceViews.forEach { navMap.addSubview($0) }
    guidanceButtons.arrangedSubviews = state.buttons.map { $0.view }
    guidanceConstraints = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      speed.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -ChromeMetrics.buttonGap),
      state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: ChromeMetrics.logoInset),
      state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -ChromeMetrics.logoInset),
      guidanceButtons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: ChromeMetrics.buttonGap),
      guidanceButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      guidanceButtons.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -ChromeMetrics.buttonGap),
    ]
    if state.wideMode {
      // Wide: the cards make a leading column; the camera frames the map beside it.
      guidanceConstraints += [
        state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        state.viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
        state.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
      ]
    } else {
      guidanceConstraints += [
        contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        state.viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
    }
    NSLayoutConstraint.activate(guidanceConstraints)
  }

  private func tearDownGuidance() {
    NSLayoutConstraint.deactivate(guidanceConstraints)
    guidanceConstraints = []
    guidanceButtons.arrangedSubviews = []
    guidanceViews.forEach { $0.removeFromSuperview() }
    guidanceViews = []
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    prompts.dismissCurrentImmediately()
    tearDownGuidance()
    layOutReady(navMap: navMap, state: newState)
  }

  // MARK: size

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard newState.wideMode != lastWide else { return }
    if let guidance = newState as? ActiveGuidanceUIState {
      tearDownGuidance()
      layOutGuidance(navMap: navMap, state: guidance)
      prompts.keepOnTop(in: navMap)
    } else if let ready = newState as? NavigationReadyUIState {
      tearDownReady()
      layOutReady(navMap: navMap, state: ready)
    }
  }

  // MARK: prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompts.present(newPrompt, in: navMap, animated: true)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    prompts.dismiss(oldPrompt, animated: true)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    prompts.dismiss(oldPrompt, animated: false)
    prompts.present(newPrompt, in: navMap, animated: true)
  }
}
