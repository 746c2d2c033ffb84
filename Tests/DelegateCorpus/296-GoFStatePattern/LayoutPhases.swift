import GoogleNavigation
import UIKit

/// No navigation UI on screen.
@MainActor
final class IdlePhase: LayoutPhase {
  func enter(_ context: LayoutContext) {}
  func exit(_ context: LayoutContext) {}

  func handle(_ event: LayoutEvent, in context: LayoutContext) -> LayoutPhase? {
    if case .enable(let state) = event {
      return NavigationReadyPhase(state: state, wideMode: state.wideMode)
    }
    return nil
  }
}

/// Navigation on, no route: viewport over the safe area, logo bottom leading, compass trailing.
@MainActor
final class NavigationReadyPhase: LayoutPhase {
  private let state: NavigationReadyUIState
  private let wideMode: Bool
  private var views: [UIView] = []
  private var constraints: [NSLayoutConstraint] = []

  init(state: NavigationReadyUIState, wideMode: Bool) {
    self.state = state
    self.wideMode = wideMode
  }

  func enter(_ context: LayoutContext) {
    let safe = context.safeArea
    let viewport = state.viewport
    let logo = state.googleLogo
    let buttons = context.buttonStack
    views = [viewport, logo, buttons]
    views.forEach { context.navMap.addSubview($0) }
    buttons.arrangedSubviews = context.orderedButtonViews(state.buttons)
    let inset = wideMode
      ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
    constraints = [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
      buttons.topAnchor.constraint(equalTo: viewport.topAnchor, constant: 8),
      buttons.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
      buttons.trailingAnchor.constraint(equalTo: viewport.trailingAnchor, constant: -inset),
    ]
    NSLayoutConstraint.activate(constraints)
  }

  func exit(_ context: LayoutContext) {
    NSLayoutConstraint.deactivate(constraints)
    constraints = []
    context.buttonStack.arrangedSubviews = []
    views.forEach { $0.removeFromSuperview() }
    views = []
  }

  func handle(_ event: LayoutEvent, in context: LayoutContext) -> LayoutPhase? {
    switch event {
    case .startGuidance(let guidance):
      return ActiveGuidancePhase(state: guidance, wideMode: guidance.wideMode, prompt: nil)
    case .disable:
      return IdlePhase()
    case .sizeChanged(let newState):
      return NavigationReadyPhase(state: state, wideMode: newState.wideMode)
    default:
      return nil
    }
  }
}

/// Guidance: turn card top leading, ETA card bottom leading; in wide mode they form a
/// leading column and the viewport sits beside it. Prompts are handled here.
@MainActor
final class ActiveGuidancePhase: LayoutPhase {
  private let state: ActiveGuidanceUIState
  private let wideMode: Bool
  private var prompt: NavigationPromptView?
  private var views: [UIView] = []
  private var constraints: [NSLayoutConstraint] = []
  private var promptConstraints: [NSLayoutConstraint] = []

  init(state: ActiveGuidanceUIState, wideMode: Bool, prompt: NavigationPromptView?) {
    self.state = state
    self.wideMode = wideMode
    self.prompt = prompt
  }

  func enter(_ context: LayoutContext) {
    let safe = context.safeArea
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speed = state.speedWidget
    let viewport = state.viewport
    let logo = state.googleLogo
    let buttons = context.buttonStack
    let padding = NavigationStyleValues.headerFooterHorizontalPadding
    views = [viewport, turnCard, etaCard, speed, logo, buttons]
    views.forEach { context.navMap.addSubview($0) }
    buttons.arrangedSubviews = context.orderedButtonViews(state.buttons)

    let restingBottom = viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    restingBottom.priority = .defaultLow
    constraints = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      restingBottom,
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      speed.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8),
      speed.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
      logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -8),
      buttons.topAnchor.constraint(equalTo: viewport.topAnchor, constant: 8),
      buttons.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
      buttons.trailingAnchor.constraint(equalTo: viewport.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
    ]
    if wideMode {
      // Leading column of cards; the camera frames the open map beside it.
      let besideColumn = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      besideColumn.priority = .defaultLow
      constraints += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor, constant: padding),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor, constant: padding),
        besideColumn,
      ]
    } else {
      constraints += [
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    if let prompt { attach(prompt, in: context, animated: false) }
  }

  func exit(_ context: LayoutContext) {
    if let prompt { detach(prompt, animated: false) }
    NSLayoutConstraint.deactivate(constraints)
    constraints = []
    context.buttonStack.arrangedSubviews = []
    views.forEach { $0.removeFromSuperview() }
    views = []
  }

  func handle(_ event: LayoutEvent, in context: LayoutContext) -> LayoutPhase? {
    switch event {
    case .stopGuidance(let ready):
      return NavigationReadyPhase(state: ready, wideMode: ready.wideMode)
    case .disable:
      return IdlePhase()
    case .sizeChanged(let newState):
      return ActiveGuidancePhase(state: state, wideMode: newState.wideMode, prompt: prompt)
    case .showPrompt(let newPrompt):
      prompt = newPrompt
      attach(newPrompt, in: context, animated: true)
      return nil
    case .hidePrompt(let oldPrompt):
      detach(oldPrompt, animated: true)
      prompt = nil
      return nil
    case .changePrompt(let newPrompt, let oldPrompt):
      detach(oldPrompt, animated: false)
      prompt = newPrompt
      attach(newPrompt, in: context, animated: false)
      return nil
    default:
      return nil
    }
  }

  private func attach(_ prompt: NavigationPromptView, in context: LayoutContext, animated: Bool) {
    context.navMap.addSubview(prompt)
    promptConstraints = [
      prompt.bottomAnchor.constraint(equalTo: context.navMap.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: context.safeArea.leadingAnchor),
      state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
    guard animated else { return }
    prompt.alpha = 0
    UIView.animate(withDuration: 0.25) { prompt.alpha = 1 }
  }

  private func detach(_ prompt: NavigationPromptView, animated: Bool) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    guard animated else {
      prompt.removeFromSuperview()
      return
    }
    UIView.animate(withDuration: 0.25, animations: { prompt.alpha = 0 }, completion: { _ in
      prompt.removeFromSuperview()
      prompt.alpha = 1
    })
  }
}
