import GoogleNavigation
import UIKit

/// Navigation layout driven by the product team's chrome spec (`ChromeSpec`): the spec
/// says which parts a phase shows, in what order they go onto the map and their gaps;
/// the constraints are written in `@PinList` blocks.
@MainActor
final class SpecDrivenLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private static let slideDuration: TimeInterval = 0.3
  private static let logoGap: CGFloat = 8

  /// The bottom of the open map: the viewport, the logo and the trailing column end on
  /// it. It rests on the safe area's bottom and rises above the bottom cards and prompts.
  private let openMap = UILayoutGuide()
  private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var sessionPins: [NSLayoutConstraint] = []
  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?
  private var placedViews: [UIView] = []
  private var phasePins: [NSLayoutConstraint] = []

  private var promptPins: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
  private var promptsOnMap: [NavigationPromptView] = []

  // MARK: - Session

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(openMap)
    sessionPins = sessionPinList(in: navMap)
    NSLayoutConstraint.activate(sessionPins)
    enterReady(newState, on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    takeDownAllPrompts()
    leavePhase()
    readyState = nil
    NSLayoutConstraint.deactivate(sessionPins)
    sessionPins = []
    navMap.removeLayoutGuide(openMap)
  }

  // MARK: - Guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    leavePhase()
    readyState = nil
    guidanceState = newState
    let spec = ChromeSpec.guidance
    let partViews = spec.order.map { view(for: $0, in: newState) }
    place([newState.viewport] + partViews + [newState.googleLogo], on: navMap)
    if spec.shows(.buttons) {
      rail.arrangedSubviews = newState.buttons.map(\.view)
    }
    phasePins = guidancePins(newState, wide: newState.wideMode, in: navMap)
    NSLayoutConstraint.activate(phasePins)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // A prompt still up when guidance stops goes with it, at once.
    takeDownAllPrompts()
    leavePhase()
    guidanceState = nil
    enterReady(newState, on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let rebuilt: [NSLayoutConstraint]
    if let guidance = guidanceState {
      rebuilt = guidancePins(guidance, wide: newState.wideMode, in: navMap)
    } else if let ready = readyState {
      rebuilt = readyPins(ready, wide: newState.wideMode, in: navMap)
    } else {
      return
    }
    NSLayoutConstraint.deactivate(phasePins)
    phasePins = rebuilt
    NSLayoutConstraint.activate(phasePins)
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    slideIn(newPrompt, on: navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    slideOut(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    slideOut(oldPrompt)
    slideIn(newPrompt, on: navMap)
  }

  private func slideIn(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
    navMap.addSubview(prompt)
    let pins = promptPinList(prompt, in: navMap)
    NSLayoutConstraint.activate(pins)
    promptPins[ObjectIdentifier(prompt)] = pins
    promptsOnMap.append(prompt)
    navMap.layoutIfNeeded()
    prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
    let animator = UIViewPropertyAnimator(duration: Self.slideDuration, curve: .easeOut) {
      prompt.transform = .identity
    }
    animator.startAnimation()
  }

  private func slideOut(_ prompt: NavigationPromptView) {
    guard promptPins[ObjectIdentifier(prompt)] != nil else { return }
    let animator = UIViewPropertyAnimator(duration: Self.slideDuration, curve: .easeIn) {
      prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
    }
    animator.addCompletion { [weak self] _ in
      // Guidance may have stopped while it slid and taken the prompt down already.
      self?.takeDown(prompt)
    }
    animator.startAnimation()
  }

  private func takeDown(_ prompt: NavigationPromptView) {
    guard let pins = promptPins.removeValue(forKey: ObjectIdentifier(prompt)) else { return }
    NSLayoutConstraint.deactivate(pins)
    prompt.removeFromSuperview()
    prompt.transform = .identity
    promptsOnMap.removeAll { $0 === prompt }
  }

  private func takeDownAllPrompts() {
    for prompt in promptsOnMap {
      takeDown(prompt)
    }
  }

  // MARK: - Phases

  private func enterReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
    readyState = state
    let spec = ChromeSpec.ready
    place([state.viewport] + (spec.shows(.buttons) ? [rail] : []) + [state.googleLogo], on: navMap)
    if spec.shows(.buttons) {
      rail.arrangedSubviews = state.buttons.map(\.view)
    }
    phasePins = readyPins(state, wide: state.wideMode, in: navMap)
    NSLayoutConstraint.activate(phasePins)
  }

  private func place(_ views: [UIView], on navMap: GMSMapView) {
    views.forEach(navMap.addSubview)
    placedViews = views
  }

  /// Takes the current phase's pins and views off the map.
  private func leavePhase() {
    NSLayoutConstraint.deactivate(phasePins)
    phasePins = []
    rail.arrangedSubviews = []
    placedViews.reversed().forEach { $0.removeFromSuperview() }
    placedViews = []
  }

  private func view(for part: ChromePart, in state: ActiveGuidanceUIState) -> UIView {
    switch part {
    case .turn: return state.turnCard
    case .eta: return state.etaCard
    case .speed: return state.speedWidget
    case .bar: return state.tripProgressBar
    case .buttons: return rail
    }
  }

  // MARK: - Pin lists

  @PinList
  private func sessionPinList(in navMap: GMSMapView) -> [NSLayoutConstraint] {
    openMap.heightAnchor.constraint(equalToConstant: 0)
    openMap.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor).at(.defaultLow)
  }

  @PinList
  private func readyPins(_ s: NavigationReadyUIState, wide: Bool, in navMap: GMSMapView) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let spec = ChromeSpec.ready
    s.viewport.topAnchor.constraint(equalTo: safe.topAnchor)
    s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
    s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor)
    s.viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor)
    s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Self.logoGap)
    s.googleLogo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -Self.logoGap)
    if spec.shows(.buttons) {
      rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: spec.gap(.buttons))
      rail.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -spec.gap(.buttons))
      if wide {
        rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -spec.gap(.buttons) * 1.5)
      } else {
        rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -spec.gap(.buttons))
      }
    }
  }

  @PinList
  private func guidancePins(_ s: ActiveGuidanceUIState, wide: Bool, in navMap: GMSMapView) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let spec = ChromeSpec.guidance
    let showsTurnCard = spec.shows(.turn)
    // The trailing column, outermost first: the progress bar, then the buttons beside it.
    let column: [(view: UIView, gap: CGFloat)] = [ChromePart.bar, .buttons]
      .filter(spec.shows)
      .map { (view(for: $0, in: s), spec.gap($0)) }
    let columnTop = (showsTurnCard && !wide) ? s.turnCard.bottomAnchor : safe.topAnchor

    // The cards, along the leading edge.
    if showsTurnCard {
      s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor)
      s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
    }
    if spec.shows(.eta) {
      s.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
      s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      if spec.shows(.speed) {
        s.speedWidget.bottomAnchor.constraint(equalTo: s.etaCard.layoutMarginsGuide.topAnchor)
        s.speedWidget.leadingAnchor.constraint(equalTo: s.etaCard.layoutMarginsGuide.leadingAnchor)
      }
    }

    // The viewport frames the open map.
    s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor)
    s.viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor)
    switch (wide, showsTurnCard) {
    case (false, true):
      s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor)
    default:
      s.viewport.topAnchor.constraint(equalTo: safe.topAnchor)
    }
    if wide {
      // Beside the leading column, full height.
      s.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: s.turnCard.trailingAnchor)
      s.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: s.etaCard.trailingAnchor)
      s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor).at(.defaultLow)
      s.googleLogo.leadingAnchor.constraint(equalTo: s.viewport.leadingAnchor, constant: Self.logoGap)
    } else {
      // Above the bottom cards, across the width.
      if spec.shows(.speed) {
        openMap.bottomAnchor.constraint(lessThanOrEqualTo: s.speedWidget.topAnchor)
      } else {
        openMap.bottomAnchor.constraint(lessThanOrEqualTo: s.etaCard.topAnchor)
      }
      s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Self.logoGap)
    }
    s.googleLogo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -Self.logoGap)

    // The trailing column: each item beside the one before it, from the top edge to the
    // open map's bottom.
    for (index, item) in column.enumerated() {
      item.view.topAnchor.constraint(equalTo: columnTop, constant: item.gap)
      item.view.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -item.gap)
      if index == 0 {
        item.view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -item.gap)
      } else {
        item.view.trailingAnchor.constraint(equalTo: column[index - 1].view.leadingAnchor, constant: -item.gap)
      }
    }
  }

  @PinList
  private func promptPinList(_ prompt: NavigationPromptView, in navMap: GMSMapView) -> [NSLayoutConstraint] {
    prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
    prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor)
    openMap.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor)
  }
}
