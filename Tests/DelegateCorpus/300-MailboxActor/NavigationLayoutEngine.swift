import GoogleNavigation
import UIKit

/// Owns every view and constraint the navigation layout adds. Only ever touched
/// from the mailbox consumer, one message at a time, on the main actor.
@MainActor
final class NavigationLayoutEngine {
  private let contentBottom = UILayoutGuide()
  private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var stateConstraints: [NSLayoutConstraint] = []
  private var stateViews: [UIView] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var guidance: ActiveGuidanceUIState?
  private var ready: NavigationReadyUIState?

  func receive(_ message: LayoutMessage) {
    switch message {
    case let .enable(navMap, state):
      beginSession(on: navMap)
      layoutReady(on: navMap, state: state)
    case let .disable(navMap, _):
      removePrompt()
      tearDownState()
      endSession(on: navMap)
    case let .startGuidance(navMap, state):
      tearDownState()
      layoutGuidance(on: navMap, state: state)
    case let .stopGuidance(navMap, state):
      removePrompt()
      tearDownState()
      layoutReady(on: navMap, state: state)
    case let .resize(navMap, _):
      // Relay out the current state: wideMode may have flipped.
      if let guidance {
        tearDownState()
        layoutGuidance(on: navMap, state: guidance)
      } else if let ready {
        tearDownState()
        layoutReady(on: navMap, state: ready)
      }
      // Re-added state views go on top; the prompt must stay above the layout.
      if let prompt { navMap.bringSubviewToFront(prompt) }
    case let .showPrompt(navMap, prompt):
      present(prompt, on: navMap)
    case .hidePrompt:
      removePrompt()
    case let .changePrompt(navMap, new, _):
      removePrompt()
      present(new, on: navMap)
    }
  }

  // MARK: - Session

  private func beginSession(on navMap: GMSMapView) {
    navMap.addLayoutGuide(contentBottom)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
  }

  private func endSession(on navMap: GMSMapView) {
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(contentBottom)
  }

  // MARK: - States

  private func layoutReady(on navMap: GMSMapView, state: NavigationReadyUIState) {
    ready = state
    guidance = nil
    let safe = navMap.safeAreaLayoutGuide
    let inset = Metrics.buttonInset(wide: state.wideMode)
    install([state.viewport, state.googleLogo, buttons], on: navMap)
    buttons.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map { $0.view }
    activate([
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.logoInset),
      state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Metrics.logoInset),
      buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.logoInset),
      buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Metrics.logoInset),
    ])
  }

  private func layoutGuidance(on navMap: GMSMapView, state: ActiveGuidanceUIState) {
    guidance = state
    ready = nil
    let safe = navMap.safeAreaLayoutGuide
    let inset = Metrics.buttonInset(wide: state.wideMode)
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let logo = state.googleLogo
    let speed = state.speedWidget
    install([state.viewport, turnCard, etaCard, logo, speed, buttons], on: navMap)
    buttons.arrangedSubviews = state.buttons.map { $0.view }
    activate([
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      state.viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.logoInset),
      logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Metrics.logoInset),
      speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.logoInset),
      speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -Metrics.logoInset),
      buttons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Metrics.logoInset),
      buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Metrics.logoInset),
    ])
  }

  private func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
  }

  private func removePrompt() {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt?.removeFromSuperview()
    prompt = nil
  }

  // MARK: - Bookkeeping

  private func install(_ views: [UIView], on navMap: GMSMapView) {
    stateViews = views
    views.forEach { navMap.addSubview($0) }
  }

  private func activate(_ constraints: [NSLayoutConstraint]) {
    stateConstraints = constraints
    NSLayoutConstraint.activate(constraints)
  }

  private func tearDownState() {
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = []
    buttons.arrangedSubviews = []
    stateViews.forEach { $0.removeFromSuperview() }
    stateViews = []
  }
}

enum Metrics {
  static let logoInset: CGFloat = 8
  static func buttonInset(wide: Bool) -> CGFloat {
    wide ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
  }
}
