import GoogleNavigation
import UIKit

/// CQRS layout delegate: callbacks are commands, the store appends events, the
/// projection folds them, and `render` diffs the new read model with the last
/// one it applied.
@MainActor
final class EventSourcedLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let store = LayoutEventStore()
  private var applied = LayoutReadModel.empty

  // Applied artefacts of the last read model.
  private let contentBottom = UILayoutGuide()
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var phaseConstraints: [NSLayoutConstraint] = []
  private var phaseViews: [UIView] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  // MARK: Commands

  private func dispatch(_ command: LayoutCommand, on navMap: GMSMapView) {
    do {
      try store.handle(command)
    } catch {
      return
    }
    render(store.current, on: navMap)
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    dispatch(.enableNavigation(newState), on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    dispatch(.disableNavigation, on: navMap)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    dispatch(.startGuidance(newState), on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    dispatch(.stopGuidance(newState), on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    dispatch(.resize(newState), on: navMap)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    dispatch(.showPrompt(newPrompt), on: navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    dispatch(.hidePrompt(oldPrompt), on: navMap)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    dispatch(.changePrompt(new: newPrompt, old: oldPrompt), on: navMap)
  }

  // MARK: Applying the read model

  private func render(_ model: LayoutReadModel, on navMap: GMSMapView) {
    let phaseChanged = model.phaseIdentity != applied.phaseIdentity || model.wideMode != applied.wideMode
    if let leaving = applied.prompt, leaving !== model.prompt {
      animateOut(leaving)
    }
    if phaseChanged {
      removePhase()
      if !applied.isNavigating && model.isNavigating {
        addSession(on: navMap)
      }
      switch model.phase {
      case .off:
        removeSession(from: navMap)
      case .ready(let state):
        addReady(state, wideMode: model.wideMode, on: navMap)
      case .guidance(let state):
        addGuidance(state, wideMode: model.wideMode, on: navMap)
      }
    }
    if let prompt = model.prompt {
      if prompt !== applied.prompt {
        animateIn(prompt, on: navMap)
      } else if phaseChanged {
        // The rebuilt phase views were added above the prompt: put it back on top.
        navMap.bringSubviewToFront(prompt)
      }
    }
    applied = model
  }

  private func addSession(on navMap: GMSMapView) {
    navMap.addLayoutGuide(contentBottom)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
  }

  private func removeSession(from navMap: GMSMapView) {
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(contentBottom)
  }

  private func removePhase() {
    NSLayoutConstraint.deactivate(phaseConstraints)
    phaseConstraints = []
    readyButtons.arrangedSubviews = []
    guidanceButtons.arrangedSubviews = []
    phaseViews.forEach { $0.removeFromSuperview() }
    phaseViews = []
  }

  private func addReady(_ state: NavigationReadyUIState, wideMode: Bool, on navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    let inset = wideMode ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
    phaseViews = [state.viewport, state.googleLogo, readyButtons]
    phaseViews.forEach { navMap.addSubview($0) }
    readyButtons.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map { $0.view }
    phaseConstraints = [
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
    NSLayoutConstraint.activate(phaseConstraints)
  }

  private func addGuidance(_ state: ActiveGuidanceUIState, wideMode: Bool, on navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let logo = state.googleLogo
    let viewport = state.viewport
    let speed = state.speedWidget
    phaseViews = [viewport, turnCard, etaCard, logo, speed, guidanceButtons]
    phaseViews.forEach { navMap.addSubview($0) }
    guidanceButtons.arrangedSubviews = state.buttons.map { $0.view }
    let buttonInset: CGFloat = wideMode ? 24 : 16
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
      guidanceButtons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
      guidanceButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
      guidanceButtons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
    ]
    NSLayoutConstraint.activate(phaseConstraints)
  }

  private func animateIn(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
    prompt.alpha = 0
    navMap.addSubview(prompt)
    promptConstraints = [
      prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
    UIView.animate(withDuration: 0.25) {
      prompt.alpha = 1
    }
  }

  private func animateOut(_ prompt: NavigationPromptView) {
    let constraints = promptConstraints
    promptConstraints = []
    UIView.animate(withDuration: 0.25, animations: {
      prompt.alpha = 0
    }, completion: { _ in
      NSLayoutConstraint.deactivate(constraints)
      prompt.removeFromSuperview()
    })
  }
}
