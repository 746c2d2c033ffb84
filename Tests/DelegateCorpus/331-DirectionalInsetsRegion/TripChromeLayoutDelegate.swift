import GoogleNavigation
import UIKit

/// The trip screen's layout. One app layout guide, `openMap`, marks the part of the map nobody
/// covers: below the turn card (portrait) or beside the leading card column (wide), above the ETA
/// card and any prompt. The viewport fills it; the logo and buttons float in its bottom corners.
@MainActor
final class TripChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let openMap = UILayoutGuide()
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?
  private var stateViews: [UIView] = []
  private var stateConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var promptConstraints: [NSLayoutConstraint] = []
  private var laidOutWidth: CGFloat = 0
  private var laidOutWide = false

  // MARK: navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(openMap)
    readyState = newState
    stateViews = [newState.viewport, newState.googleLogo, readyButtons]
    stateViews.forEach { navMap.addSubview($0) }
    readyButtons.arrangedSubviews = newState.buttons.map { $0.view }
    layOutReady(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState, wide: Bool) {
    let safe = navMap.safeAreaLayoutGuide
    remember(navMap: navMap, wide: wide)
    var pins = Pin.inside(openMap, safe, edges: .all)
    pins += Pin.inside(state.viewport, openMap, edges: .all)
    pins += Pin.inside(state.googleLogo, openMap, edges: .bottomLeading, insets: ChromeInsets.logo)
    pins += Pin.inside(readyButtons, openMap, edges: .bottomTrailing, insets: ChromeInsets.buttons)
    pins.append(readyButtons.topAnchor.constraint(
      greaterThanOrEqualTo: openMap.topAnchor, constant: ChromeInsets.buttons.top))
    activate(pins)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    if let prompt { dismiss(prompt) }
    clearState()
    readyState = nil
    navMap.removeLayoutGuide(openMap)
  }

  // MARK: active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    clearState()
    readyState = nil
    guidanceState = newState
    stateViews = [
      newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget,
      newState.tripProgressBar, newState.googleLogo, guidanceButtons,
    ]
    stateViews.forEach { navMap.addSubview($0) }
    guidanceButtons.arrangedSubviews = newState.buttons.map { $0.view }
    layOutGuidance(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  /// `wide` is passed in: a kept state's flags are as they were when it was given.
  private func layOutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState, wide: Bool) {
    let safe = navMap.safeAreaLayoutGuide
    remember(navMap: navMap, wide: wide)
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speed = state.speedWidget
    let bar = state.tripProgressBar
    let logo = state.googleLogo

    // The leading column: turn card on top, ETA card at the bottom, in both modes.
    var pins = Pin.inside(turnCard, safe, edges: [.top, .leading])
    pins += Pin.inside(etaCard, safe, edges: [.bottom, .leading])
    // The speed widget stacks on the ETA card's margins, aligned with its content.
    pins.append(speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor))
    pins.append(speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor))

    // The open map region.
    pins += Pin.inside(openMap, safe, edges: .trailing)
    pins.append(Pin.soft(openMap.bottomAnchor.constraint(equalTo: safe.bottomAnchor), .defaultLow))
    if wide {
      // Beside the column: the region starts after the wider of the two cards.
      pins.append(openMap.topAnchor.constraint(equalTo: safe.topAnchor))
      pins.append(openMap.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor))
      pins.append(openMap.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor))
      pins.append(Pin.soft(openMap.leadingAnchor.constraint(equalTo: safe.leadingAnchor), .defaultLow))
    } else {
      // Below the turn card, above the ETA card and the speed widget's limit sign.
      pins.append(openMap.topAnchor.constraint(equalTo: turnCard.bottomAnchor))
      pins += Pin.inside(openMap, safe, edges: .leading)
      pins.append(Pin.above(openMap, etaCard.topAnchor))
    }

    pins += Pin.inside(state.viewport, openMap, edges: .all)
    pins += Pin.inside(logo, openMap, edges: .leading, insets: ChromeInsets.logo)
    pins.append(Pin.above(logo, openMap.bottomAnchor, gap: ChromeInsets.logo.bottom))
    pins.append(Pin.soft(
      logo.bottomAnchor.constraint(equalTo: openMap.bottomAnchor, constant: -ChromeInsets.logo.bottom),
      .defaultHigh))
    if !wide {
      // In portrait the speed widget sits in the same corner: keep the logo above it.
      pins.append(Pin.above(logo, speed.topAnchor, gap: ChromeInsets.logoAboveSpeedWidget))
    }

    pins += Pin.inside(bar, openMap, edges: [.top, .bottom], insets: ChromeInsets.progressBar)
    pins += Pin.inside(bar, safe, edges: .trailing)
    pins.append(guidanceButtons.trailingAnchor.constraint(
      equalTo: bar.leadingAnchor, constant: -ChromeInsets.buttonsBesideProgressBar))
    pins.append(guidanceButtons.bottomAnchor.constraint(
      equalTo: openMap.bottomAnchor, constant: -ChromeInsets.buttons.bottom))
    pins.append(guidanceButtons.topAnchor.constraint(
      greaterThanOrEqualTo: openMap.topAnchor, constant: ChromeInsets.buttons.top))
    activate(pins)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { dismiss(prompt) }
    clearState()
    guidanceState = nil
    readyState = newState
    stateViews = [newState.viewport, newState.googleLogo, readyButtons]
    stateViews.forEach { navMap.addSubview($0) }
    readyButtons.arrangedSubviews = newState.buttons.map { $0.view }
    layOutReady(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  // MARK: size

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let width = navMap.bounds.width
    guard newState.wideMode != laidOutWide || abs(width - laidOutWidth) > 0.5 else { return }
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = []
    if let guidanceState {
      layOutGuidance(navMap: navMap, state: guidanceState, wide: newState.wideMode)
    } else if let readyState {
      layOutReady(navMap: navMap, state: readyState, wide: newState.wideMode)
    }
  }

  // MARK: prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = Pin.inside(newPrompt, navMap, edges: .bottom)
    promptConstraints += Pin.inside(newPrompt, navMap.safeAreaLayoutGuide, edges: .leading)
    // Keep the open map (viewport, logo, buttons) clear of the prompt.
    promptConstraints.append(Pin.above(openMap, newPrompt.topAnchor))
    NSLayoutConstraint.activate(promptConstraints)
    // Slide in from just below its resting place.
    newPrompt.alpha = 0
    newPrompt.transform = CGAffineTransform(translationX: 0, y: ChromeInsets.promptSlide)
    UIView.animate(withDuration: 0.25) {
      newPrompt.alpha = 1
      newPrompt.transform = .identity
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    dismiss(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    dismiss(oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func dismiss(_ old: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    old.removeFromSuperview()
    prompt = nil
  }

  // MARK: helpers

  private func remember(navMap: GMSMapView, wide: Bool) {
    laidOutWidth = navMap.bounds.width
    laidOutWide = wide
  }

  private func activate(_ pins: [NSLayoutConstraint]) {
    stateConstraints = pins
    NSLayoutConstraint.activate(pins)
  }

  private func clearState() {
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = []
    readyButtons.arrangedSubviews = []
    guidanceButtons.arrangedSubviews = []
    stateViews.forEach { $0.removeFromSuperview() }
    stateViews = []
  }
}
