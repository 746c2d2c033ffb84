import GoogleNavigation
import UIKit

/// Navigation layout driven by a job queue: every callback schedules the
/// removals and placements it needs, then drains the queue once.
@MainActor
final class ScheduledLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var queue = LayoutJobQueue()
  private let contentBottom = UILayoutGuide()
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var sessionConstraints: [NSLayoutConstraint] = []
  private var readyConstraints: [NSLayoutConstraint] = []
  private var readyViews: [UIView] = []
  private var guidanceConstraints: [NSLayoutConstraint] = []
  private var guidanceViews: [UIView] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?

  // MARK: - Navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    queue.enqueue(.addGuide(contentBottom, to: navMap))
    let resting = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    queue.enqueue(.activate(sessionConstraints))
    scheduleReadyLayout(navMap: navMap, state: newState)
    queue.drain()
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    scheduleReadyTeardown()
    schedulePromptTeardown()
    queue.enqueue(.deactivate(sessionConstraints))
    sessionConstraints = []
    queue.enqueue(.removeGuide(contentBottom, from: navMap))
    queue.drain()
  }

  private func scheduleReadyLayout(navMap: GMSMapView, state: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let inset = state.wideMode
      ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
    readyViews = [state.viewport, state.googleLogo, readyButtons]
    for view in readyViews { queue.enqueue(.addView(view, to: navMap)) }
    queue.enqueue(.arrange(readyButtons, state.buttons.map { $0.view }))
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
    queue.enqueue(.activate(readyConstraints))
  }

  private func scheduleReadyTeardown() {
    queue.enqueue(.deactivate(readyConstraints))
    readyConstraints = []
    queue.enqueue(.detachStack(readyButtons))
    for view in readyViews { queue.enqueue(.removeView(view)) }
    readyViews = []
  }

  // MARK: - Active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    scheduleReadyTeardown()
    scheduleGuidanceLayout(navMap: navMap, state: newState)
    queue.drain()
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    scheduleGuidanceTeardown()
    schedulePromptTeardown()
    scheduleReadyLayout(navMap: navMap, state: newState)
    queue.drain()
  }

  private func scheduleGuidanceLayout(navMap: GMSMapView, state: ActiveGuidanceUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speed = state.speedWidget
    let logo = state.googleLogo
    let viewport = state.viewport
    let buttonInset: CGFloat = state.wideMode ? 24 : 16
    guidanceViews = [viewport, turnCard, etaCard, speed, logo, guidanceButtons]
    for view in guidanceViews { queue.enqueue(.addView(view, to: navMap)) }
    queue.enqueue(.arrange(guidanceButtons, state.buttons.map { $0.view }))

    let buttonsAboveContent = guidanceButtons.bottomAnchor.constraint(
      equalTo: contentBottom.topAnchor, constant: -8)
    buttonsAboveContent.priority = .defaultHigh
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
      buttonsAboveContent,
    ]
    queue.enqueue(.activate(guidanceConstraints))
  }

  private func scheduleGuidanceTeardown() {
    queue.enqueue(.deactivate(guidanceConstraints))
    guidanceConstraints = []
    queue.enqueue(.detachStack(guidanceButtons))
    for view in guidanceViews { queue.enqueue(.removeView(view)) }
    guidanceViews = []
  }

  // MARK: - Size

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    if let guidance = newState as? ActiveGuidanceUIState, !guidanceViews.isEmpty {
      scheduleGuidanceTeardown()
      scheduleGuidanceLayout(navMap: navMap, state: guidance)
      if let current = prompt {
        // Re-added guidance views come to the front: put the prompt back on top.
        schedulePromptTeardown()
        schedulePromptLayout(navMap: navMap, prompt: current)
      }
    } else if let ready = newState as? NavigationReadyUIState, !readyViews.isEmpty {
      scheduleReadyTeardown()
      scheduleReadyLayout(navMap: navMap, state: ready)
    }
    queue.drain()
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    schedulePromptLayout(navMap: navMap, prompt: newPrompt)
    queue.drain()
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    schedulePromptTeardown()
    queue.drain()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    schedulePromptTeardown()
    schedulePromptLayout(navMap: navMap, prompt: newPrompt)
    queue.drain()
  }

  private func schedulePromptLayout(navMap: GMSMapView, prompt newPrompt: NavigationPromptView) {
    prompt = newPrompt
    queue.enqueue(.addView(newPrompt, to: navMap))
    promptConstraints = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    queue.enqueue(.activate(promptConstraints))
  }

  private func schedulePromptTeardown() {
    queue.enqueue(.deactivate(promptConstraints))
    promptConstraints = []
    if let current = prompt { queue.enqueue(.removeView(current)) }
    prompt = nil
  }
}
