import GoogleNavigation
import UIKit

/// Layout numbers for the map's current traits: spacing grows with the
/// accessibility text sizes, and every constant lands on the screen's pixel
/// grid (`displayScale`), so hairline gaps stay crisp on 2x and 3x screens.
struct TraitMetrics {
  let scale: CGFloat
  let largeText: Bool
  let style: UIUserInterfaceStyle
  let wide: Bool

  @MainActor
  init(traits: UITraitCollection, wide: Bool) {
    scale = traits.displayScale > 0 ? traits.displayScale : 1
    largeText = traits.preferredContentSizeCategory >= .accessibilityMedium
    style = traits.userInterfaceStyle
    self.wide = wide
  }

  /// Rounds `points` to the nearest whole device pixel.
  func snap(_ points: CGFloat) -> CGFloat {
    (points * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  var gap: CGFloat { snap(largeText ? 12 : 8) }
  var edge: CGFloat { snap(wide ? 20 : 12.5) }
  var barInset: CGFloat { snap(4.5) }
  var chipSize: CGSize {
    largeText ? CGSize(width: snap(168), height: snap(44)) : CGSize(width: snap(124), height: snap(32))
  }
}

/// The drive screen's layout delegate. The shift chip is the app's own view
/// for the whole navigation session: top leading over the open map. Guidance
/// puts the turn card top leading and the ETA card bottom leading (a card
/// column when the map is wide), the trip progress bar along the trailing
/// edge with the buttons and the speed widget beside it, and the logo bottom
/// leading. The open map ends on `floor`, a guide the ETA card (narrow maps)
/// and prompts push up.
@MainActor
final class TraitLayoutDelegate: NSObject, NavigationLayoutDelegate {
  /// Set by the view controller while the device rotates: prompts then come
  /// and go without fading.
  var isRotating = false

  private let chip = ShiftChip()
  private let floor = UILayoutGuide()
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var sessionConstraints: [NSLayoutConstraint] = []
  private var chipSize: [NSLayoutConstraint] = []
  private var stateConstraints: [NSLayoutConstraint] = []
  private var stateViews: [UIView] = []
  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?

  private var prompt: (view: NavigationPromptView, constraints: [NSLayoutConstraint])?
  /// Prompts fading out after the SDK took them back.
  private var fading: [(view: NavigationPromptView, constraints: [NSLayoutConstraint])] = []

  private var fadeDuration: TimeInterval {
    isRotating || UIAccessibility.isReduceMotionEnabled ? 0 : 0.25
  }

  // MARK: - Session

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let metrics = TraitMetrics(traits: navMap.traitCollection, wide: newState.wideMode)
    navMap.addLayoutGuide(floor)
    navMap.addSubview(chip)
    let resting = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [floor.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
    restyleChip(metrics)
    showReady(newState, metrics, on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    dropPrompts()
    clearState()
    readyState = nil
    guidanceState = nil
    NSLayoutConstraint.deactivate(chipSize + sessionConstraints)
    chipSize = []
    sessionConstraints = []
    chip.removeFromSuperview()
    navMap.removeLayoutGuide(floor)
  }

  // MARK: - Guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    clearState()
    readyState = nil
    let metrics = TraitMetrics(traits: navMap.traitCollection, wide: newState.wideMode)
    guidanceState = newState
    buttonStack.arrangedSubviews = Self.buttonViews(newState.buttons)
    stateViews = [
      newState.viewport, newState.turnCard, newState.etaCard, newState.tripProgressBar,
      newState.speedWidget, newState.googleLogo, buttonStack,
    ]
    stateViews.forEach { navMap.addSubview($0) }
    navMap.bringSubviewToFront(chip)
    stateConstraints = guidanceConstraints(newState, metrics, on: navMap)
    NSLayoutConstraint.activate(stateConstraints)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // The prompt, up or fading, leaves with guidance.
    dropPrompts()
    clearState()
    guidanceState = nil
    let metrics = TraitMetrics(traits: navMap.traitCollection, wide: newState.wideMode)
    showReady(newState, metrics, on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let metrics = TraitMetrics(traits: navMap.traitCollection, wide: newState.wideMode)
    let next: [NSLayoutConstraint]
    if let guidanceState {
      next = guidanceConstraints(guidanceState, metrics, on: navMap)
    } else if let readyState {
      next = readyConstraints(readyState, metrics, on: navMap)
    } else {
      return
    }
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = next
    restyleChip(metrics)
    NSLayoutConstraint.activate(stateConstraints)
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard guidanceState != nil else { return }
    if let current = prompt, current.view !== newPrompt {
      fadeOut(current.view)
    }
    navMap.addSubview(newPrompt)
    let constraints = [
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    prompt = (newPrompt, constraints)
    newPrompt.alpha = 0
    UIView.animate(withDuration: fadeDuration) {
      newPrompt.alpha = 1
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    fadeOut(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    fadeOut(oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func fadeOut(_ view: NavigationPromptView) {
    guard let current = prompt, current.view === view else {
      view.removeFromSuperview()
      return
    }
    prompt = nil
    fading.append(current)
    UIView.animate(
      withDuration: fadeDuration, delay: 0, options: [.beginFromCurrentState],
      animations: { view.alpha = 0 },
      completion: { [weak self] _ in
        self?.finishFading(view)
      })
  }

  private func finishFading(_ view: NavigationPromptView) {
    guard let index = fading.firstIndex(where: { $0.view === view }) else { return }
    let entry = fading.remove(at: index)
    NSLayoutConstraint.deactivate(entry.constraints)
    entry.view.removeFromSuperview()
    entry.view.alpha = 1
  }

  /// Takes every prompt down at once.
  private func dropPrompts() {
    if let current = prompt {
      fading.append(current)
      prompt = nil
    }
    for entry in fading {
      NSLayoutConstraint.deactivate(entry.constraints)
      entry.view.removeFromSuperview()
      entry.view.alpha = 1
    }
    fading.removeAll()
  }

  // MARK: - Layouts

  private func showReady(_ state: NavigationReadyUIState, _ metrics: TraitMetrics, on navMap: GMSMapView) {
    readyState = state
    buttonStack.arrangedSubviews = Self.buttonViews(state.buttons)
    stateViews = [state.viewport, state.googleLogo, buttonStack]
    stateViews.forEach { navMap.addSubview($0) }
    // The chip stays above the viewport, the stack and logo of the new state.
    navMap.bringSubviewToFront(chip)
    stateConstraints = readyConstraints(state, metrics, on: navMap)
    NSLayoutConstraint.activate(stateConstraints)
  }

  private func clearState() {
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = []
    buttonStack.arrangedSubviews = []
    stateViews.forEach { $0.removeFromSuperview() }
    stateViews = []
  }

  private func restyleChip(_ metrics: TraitMetrics) {
    NSLayoutConstraint.deactivate(chipSize)
    chipSize = [
      chip.widthAnchor.constraint(equalToConstant: metrics.chipSize.width),
      chip.heightAnchor.constraint(equalToConstant: metrics.chipSize.height),
    ]
    NSLayoutConstraint.activate(chipSize)
    chip.restyle(for: metrics.style, height: metrics.chipSize.height)
  }

  private func readyConstraints(
    _ state: NavigationReadyUIState, _ metrics: TraitMetrics, on navMap: GMSMapView
  ) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    return [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      chip.topAnchor.constraint(equalTo: safe.topAnchor, constant: metrics.gap),
      chip.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.edge),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.edge),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -metrics.gap),
      buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: metrics.gap),
      buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.edge),
      buttonStack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -metrics.gap),
    ]
  }

  private func guidanceConstraints(
    _ state: ActiveGuidanceUIState, _ metrics: TraitMetrics, on navMap: GMSMapView
  ) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let gap = metrics.gap
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let viewport = state.viewport
    let logo = state.googleLogo
    let bar = state.tripProgressBar
    let speed = state.speedWidget

    var constraints = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      // The trailing edge: the progress bar, and beside it the speed widget
      // in the bottom corner with the buttons stacked above it.
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.barInset),
      bar.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      speed.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -gap),
      speed.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      buttonStack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -gap),
      buttonStack.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -gap),
    ]
    if metrics.wide {
      // The card column along the leading edge; the open map, the chip and
      // the logo beside it.
      let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      hug.priority = .defaultLow
      constraints += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
        hug,
        chip.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        chip.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: metrics.edge),
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: metrics.edge),
        bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      ]
    } else {
      // Cards across the map; the open map between them, the chip under the turn card.
      constraints += [
        floor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        chip.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
        chip.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.edge),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.edge),
        bar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
        buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
      ]
    }
    return constraints
  }

  /// The compass first: a hiding stack gives up views from its end.
  private static func buttonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
    let compass = buttons.filter { $0.type == .compass }
    return (compass + buttons.filter { $0.type != .compass }).map(\.view)
  }
}
