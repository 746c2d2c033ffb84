import GoogleNavigation
import UIKit

// MARK: - Navigation ready

/// Free drive: the camera frames the whole safe area, the compass floats bottom-trailing.
@MainActor
final class ReadyPhaseCoordinator: PhaseCoordinator {
  var children: [any Coordinator] = []
  weak var parent: (any Coordinator)?
  let state: NavigationReadyUIState

  private let context: PhaseContext
  private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var pins: [NSLayoutConstraint] = []
  private var railTrailing: NSLayoutConstraint?
  private var isFinished = false

  init(state: NavigationReadyUIState, context: PhaseContext) {
    self.state = state
    self.context = context
  }

  func start() {
    let safe = context.safe
    let openMap = context.openMap
    [state.viewport, state.googleLogo, rail].forEach(context.map.addSubview)
    rail.arrangedSubviews = state.buttons.map { $0.view }
    let trailing = rail.trailingAnchor.constraint(
      equalTo: safe.trailingAnchor, constant: -PhaseContext.railInset(wide: state.wideMode))
    railTrailing = trailing
    pins = [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: PhaseContext.gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -PhaseContext.gap),
      rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: PhaseContext.gap),
      rail.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -PhaseContext.gap),
      trailing,
    ]
    NSLayoutConstraint.activate(pins)
  }

  func resize(wide: Bool) {
    railTrailing?.constant = -PhaseContext.railInset(wide: wide)
  }

  func finish() {
    guard !isFinished else { return }
    isFinished = true
    NSLayoutConstraint.deactivate(pins)
    pins = []
    railTrailing = nil
    rail.arrangedSubviews = []
    [rail, state.googleLogo, state.viewport].forEach { $0.removeFromSuperview() }
    parent?.childDidFinish(self)
  }
}

// MARK: - Active guidance

/// Guidance: cards, the speed widget on the ETA card, the trip progress bar on the
/// trailing edge with the buttons beside it. Owns one `PromptCoordinator` per prompt on
/// screen (two while one slides out and the next slides in).
@MainActor
final class GuidancePhaseCoordinator: PhaseCoordinator {
  var children: [any Coordinator] = []
  weak var parent: (any Coordinator)?
  let state: ActiveGuidanceUIState

  private let context: PhaseContext
  private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var commonPins: [NSLayoutConstraint] = []
  private var modePins: [NSLayoutConstraint] = []
  /// The mode `modePins` were made for; nil until the first layout.
  private var laidOutWide: Bool?
  private var isFinished = false

  init(state: ActiveGuidanceUIState, context: PhaseContext) {
    self.state = state
    self.context = context
  }

  private var views: [UIView] {
    [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.tripProgressBar, state.googleLogo, rail]
  }

  func start() {
    let safe = context.safe
    let openMap = context.openMap
    let eta = state.etaCard
    let bar = state.tripProgressBar
    views.forEach(context.map.addSubview)
    rail.arrangedSubviews = state.buttons.map { $0.view }
    commonPins = [
      state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.speedWidget.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
      state.speedWidget.leadingAnchor.constraint(equalTo: eta.layoutMarginsGuide.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
      state.googleLogo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -PhaseContext.gap),
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -PhaseContext.gap),
      bar.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -PhaseContext.gap),
      rail.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -PhaseContext.gap),
      rail.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -PhaseContext.gap),
    ]
    NSLayoutConstraint.activate(commonPins)
    resize(wide: state.wideMode)
  }

  func resize(wide: Bool) {
    guard wide != laidOutWide else { return }
    laidOutWide = wide
    NSLayoutConstraint.deactivate(modePins)
    modePins = wide ? wideColumnPins() : stackedPins()
    NSLayoutConstraint.activate(modePins)
  }

  /// Narrow: turn card across the top, ETA card and speed widget across the bottom.
  private func stackedPins() -> [NSLayoutConstraint] {
    let safe = context.safe
    let turnCard = state.turnCard
    return [
      context.openMap.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor),
      state.viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: PhaseContext.gap),
      state.tripProgressBar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: PhaseContext.gap),
      rail.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: PhaseContext.gap),
    ]
  }

  /// Wide: the cards make a leading column; the open map is beside it, full height.
  private func wideColumnPins() -> [NSLayoutConstraint] {
    let safe = context.safe
    let viewport = state.viewport
    let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
    hug.priority = .defaultLow
    return [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.turnCard.trailingAnchor),
      viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.trailingAnchor),
      hug,
      state.googleLogo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: PhaseContext.gap),
      state.tripProgressBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: PhaseContext.gap),
      rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: PhaseContext.gap),
    ]
  }

  func present(_ prompt: NavigationPromptView) {
    attach(PromptCoordinator(prompt: prompt, context: context))
  }

  func dismiss(_ prompt: NavigationPromptView) {
    for case let child as PromptCoordinator in children where child.prompt === prompt {
      child.slideOut()
    }
  }

  func finish() {
    guard !isFinished else { return }
    isFinished = true
    // Prompts first, at once: a prompt guidance stops with does not outlive it.
    finishChildren()
    NSLayoutConstraint.deactivate(modePins + commonPins)
    modePins = []
    commonPins = []
    laidOutWide = nil
    rail.arrangedSubviews = []
    views.reversed().forEach { $0.removeFromSuperview() }
    parent?.childDidFinish(self)
  }
}

// MARK: - Prompts

/// One prompt on screen: slides it up from the bottom edge, down again, and removes it.
/// The SDK never animates prompts itself.
@MainActor
final class PromptCoordinator: Coordinator {
  static let slideDuration: TimeInterval = 0.3

  var children: [any Coordinator] = []
  weak var parent: (any Coordinator)?
  let prompt: NavigationPromptView

  private let context: PhaseContext
  private var pins: [NSLayoutConstraint] = []
  private var isFinished = false

  init(prompt: NavigationPromptView, context: PhaseContext) {
    self.prompt = prompt
    self.context = context
  }

  func start() {
    let map = context.map
    map.addSubview(prompt)
    pins = [
      prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: context.safe.leadingAnchor),
      context.openMap.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
    NSLayoutConstraint.activate(pins)
    map.layoutIfNeeded()
    prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
    UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseOut]) {
      self.prompt.transform = .identity
      map.layoutIfNeeded()
    }
  }

  /// The SDK took the prompt back: slide it down, then finish.
  func slideOut() {
    guard !isFinished else { return }
    UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseIn, .beginFromCurrentState]) {
      self.prompt.transform = CGAffineTransform(translationX: 0, y: self.prompt.bounds.height)
    } completion: { _ in
      // Guidance may have finished this coordinator while it slid.
      self.finish()
    }
  }

  func finish() {
    guard !isFinished else { return }
    isFinished = true
    NSLayoutConstraint.deactivate(pins)
    pins = []
    prompt.removeFromSuperview()
    prompt.transform = .identity
    parent?.childDidFinish(self)
  }
}
