import GoogleNavigation
import UIKit

/// Subscribes to layout events and owns every view, guide and constraint on the map.
@MainActor
final class ChromeRenderer {
  private var token: SubscriptionToken?
  private let animations = RunLoopCoalescer()

  private let openBottom = UILayoutGuide()
  private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var stateConstraints: [NSLayoutConstraint] = []
  private var widthConstraints: [NSLayoutConstraint] = []
  private var stateViews: [UIView] = []
  private weak var turnCard: UIView?
  private weak var progressBar: UIView?

  private var prompt: NavigationPromptView?
  private var promptConstraints: [NSLayoutConstraint] = []
  private var promptExit: Task<Void, Never>?
  private var exitingPrompt: NavigationPromptView?
  private var exitingConstraints: [NSLayoutConstraint] = []

  init(events: EventSubject<LayoutEvent>) {
    token = events.subscribe { [weak self] event in
      MainActor.assumeIsolated {
        self?.handle(event)
      }
    }
  }

  private func handle(_ event: LayoutEvent) {
    switch event {
    case let .enable(map, state):
      beginSession(on: map)
      renderReady(on: map, state: state)
    case let .disable(map):
      dropPrompts()
      clearState()
      endSession(on: map)
    case let .startGuidance(map, state):
      clearState()
      renderGuidance(on: map, state: state)
    case let .stopGuidance(map, state):
      dropPrompts()
      clearState()
      renderReady(on: map, state: state)
    case let .resize(map, wide):
      applyWidth(on: map, wide: wide)
      animations.enqueue {
        UIView.animate(withDuration: 0.2) { map.layoutIfNeeded() }
      }
    case let .promptIn(map, prompt):
      present(prompt, on: map)
    case let .promptOut(prompt):
      fadeOut(prompt)
    case let .promptSwap(map, new, old):
      if self.prompt === old {
        removeCurrentPrompt()
      }
      present(new, on: map)
    }
  }

  // MARK: Session

  private func beginSession(on map: GMSMapView) {
    map.addLayoutGuide(openBottom)
    let resting = openBottom.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [openBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
  }

  private func endSession(on map: GMSMapView) {
    animations.discardPending()
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    map.removeLayoutGuide(openBottom)
  }

  // MARK: States

  private func clearState() {
    NSLayoutConstraint.deactivate(widthConstraints)
    widthConstraints = []
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = []
    buttons.arrangedSubviews = []
    stateViews.forEach { $0.removeFromSuperview() }
    stateViews = []
    turnCard = nil
    progressBar = nil
  }

  private func renderReady(on map: GMSMapView, state: NavigationReadyUIState) {
    let safe = map.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    stateViews = [viewport, logo, buttons]
    stateViews.forEach { map.addSubview($0) }
    buttons.arrangedSubviews = state.buttons.map { $0.view }
    stateConstraints = [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: openBottom.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
      logo.bottomAnchor.constraint(equalTo: openBottom.topAnchor, constant: -8),
      buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
      buttons.bottomAnchor.constraint(equalTo: openBottom.topAnchor, constant: -8),
    ]
    NSLayoutConstraint.activate(stateConstraints)
    applyWidth(on: map, wide: state.wideMode)
  }

  private func renderGuidance(on map: GMSMapView, state: ActiveGuidanceUIState) {
    let safe = map.safeAreaLayoutGuide
    let card = state.turnCard
    let eta = state.etaCard
    let speed = state.speedWidget
    let bar = state.tripProgressBar
    let viewport = state.viewport
    let logo = state.googleLogo
    stateViews = [viewport, card, eta, bar, speed, logo, buttons]
    stateViews.forEach { map.addSubview($0) }
    buttons.arrangedSubviews = state.buttons.map { $0.view }
    turnCard = card
    progressBar = bar
    let resting = logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    resting.priority = .defaultLow
    stateConstraints = [
      card.topAnchor.constraint(equalTo: safe.topAnchor),
      card.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      openBottom.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
      viewport.topAnchor.constraint(equalTo: card.bottomAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: openBottom.topAnchor),
      speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
      speed.leadingAnchor.constraint(equalTo: eta.layoutMarginsGuide.leadingAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
      logo.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor, constant: -8),
      logo.bottomAnchor.constraint(lessThanOrEqualTo: openBottom.topAnchor, constant: -8),
      resting,
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: openBottom.topAnchor, constant: -8),
      buttons.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
      buttons.bottomAnchor.constraint(equalTo: openBottom.topAnchor, constant: -8),
    ]
    NSLayoutConstraint.activate(stateConstraints)
    applyWidth(on: map, wide: state.wideMode)
  }

  /// What depends on the map's width: in wide mode the turn card only fills the
  /// leading column, so the trailing controls may start at the top of the map.
  private func applyWidth(on map: GMSMapView, wide: Bool) {
    NSLayoutConstraint.deactivate(widthConstraints)
    widthConstraints = []
    guard !stateViews.isEmpty else { return }
    let safe = map.safeAreaLayoutGuide
    let top = (!wide ? turnCard?.bottomAnchor : nil) ?? safe.topAnchor
    widthConstraints = [buttons.topAnchor.constraint(equalTo: top, constant: 8)]
    if let bar = progressBar {
      widthConstraints.append(bar.topAnchor.constraint(equalTo: top, constant: 8))
    }
    NSLayoutConstraint.activate(widthConstraints)
  }

  // MARK: Prompts

  private func present(_ newPrompt: NavigationPromptView, on map: GMSMapView) {
    if exitingPrompt === newPrompt {
      finishExit()
    }
    map.addSubview(newPrompt)
    promptConstraints = [
      newPrompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
      openBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
    prompt = newPrompt
  }

  private func removeCurrentPrompt() {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt?.removeFromSuperview()
    prompt = nil
  }

  /// Slides the prompt off the bottom, then removes it after the slide, on a MainActor task.
  private func fadeOut(_ oldPrompt: NavigationPromptView) {
    guard prompt === oldPrompt else { return }
    finishExit()
    exitingPrompt = oldPrompt
    exitingConstraints = promptConstraints
    promptConstraints = []
    prompt = nil
    UIView.animate(withDuration: 0.25) {
      oldPrompt.alpha = 0
    }
    promptExit = Task { @MainActor [weak self] in
      try? await Task.sleep(nanoseconds: 250_000_000)
      guard !Task.isCancelled else { return }
      self?.finishExit()
    }
  }

  private func finishExit() {
    promptExit?.cancel()
    promptExit = nil
    NSLayoutConstraint.deactivate(exitingConstraints)
    exitingConstraints = []
    exitingPrompt?.removeFromSuperview()
    exitingPrompt?.alpha = 1
    exitingPrompt = nil
  }

  private func dropPrompts() {
    finishExit()
    removeCurrentPrompt()
  }
}
