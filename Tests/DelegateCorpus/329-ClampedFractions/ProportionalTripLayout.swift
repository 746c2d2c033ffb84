import GoogleNavigation
import UIKit

/// Trip screen layout sized in shares of the map rather than fixed points: the wide-mode card
/// column, the route badge and the edge insets are clamped fractions of `navMap.bounds`
/// (see `TripProportions`). `sizeChanged` re-measures on every resize and only rebuilds the
/// layout when the mode flips.
@MainActor
final class ProportionalTripLayout: NSObject, NavigationLayoutDelegate {
  private let sizing = ProportionalSizing()
  /// Zero-height band: the bottom of the open map, above the ETA card (portrait) and any prompt.
  private let mapContent = UILayoutGuide()
  /// Wide mode's leading column; its width is `TripProportions.cardColumn` of the map's width.
  private let cardColumn = UILayoutGuide()
  private let badge = RouteBadgeView()
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var sessionConstraints: [NSLayoutConstraint] = []
  private var readyConstraints: [NSLayoutConstraint] = []
  private var guidanceConstraints: [NSLayoutConstraint] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?
  private var prompt: NavigationPromptView?
  private var laidOutWide = false

  // MARK: Session

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    sizing.measure(navMap.bounds)
    navMap.addLayoutGuide(mapContent)
    navMap.addLayoutGuide(cardColumn)
    let safe = navMap.safeAreaLayoutGuide
    let resting = mapContent.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [
      mapContent.heightAnchor.constraint(equalToConstant: 0),
      mapContent.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      mapContent.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      mapContent.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
      resting,
      cardColumn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      cardColumn.topAnchor.constraint(equalTo: safe.topAnchor),
      cardColumn.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      sizing.trackColumn(cardColumn.widthAnchor.constraint(equalToConstant: 0)),
    ]
    NSLayoutConstraint.activate(sessionConstraints)
    readyState = newState
    layOutReady(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    tearDownReady()
    sizing.forget(sessionConstraints)
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(cardColumn)
    navMap.removeLayoutGuide(mapContent)
    readyState = nil
  }

  // MARK: Navigation ready

  private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState, wide: Bool) {
    laidOutWide = wide
    let safe = navMap.safeAreaLayoutGuide
    let logo = state.googleLogo
    let viewport = state.viewport
    [viewport, logo, readyButtons].forEach { navMap.addSubview($0) }
    readyButtons.arrangedSubviews = state.buttons.map { $0.view }
    readyConstraints = [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: mapContent.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: sizing.edgeInset),
      sizing.trackInset(logo.bottomAnchor.constraint(equalTo: mapContent.topAnchor)),
      readyButtons.topAnchor.constraint(equalTo: safe.topAnchor, constant: sizing.edgeInset),
      sizing.trackInset(readyButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor)),
      sizing.trackInset(readyButtons.bottomAnchor.constraint(equalTo: mapContent.topAnchor)),
    ]
    NSLayoutConstraint.activate(readyConstraints)
  }

  private func tearDownReady() {
    sizing.forget(readyConstraints)
    NSLayoutConstraint.deactivate(readyConstraints)
    readyConstraints = []
    readyButtons.arrangedSubviews = []
    readyButtons.removeFromSuperview()
    readyState?.viewport.removeFromSuperview()
    readyState?.googleLogo.removeFromSuperview()
  }

  // MARK: Active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDownReady()
    guidanceState = newState
    sizing.measure(navMap.bounds)
    [newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget,
     newState.googleLogo, guidanceButtons, badge].forEach { navMap.addSubview($0) }
    guidanceButtons.arrangedSubviews = newState.buttons.map { $0.view }
    layOutGuidance(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  private func layOutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState, wide: Bool) {
    laidOutWide = wide
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let viewport = state.viewport
    let speed = state.speedWidget
    let logo = state.googleLogo
    let inset = sizing.edgeInset

    var cs: [NSLayoutConstraint] = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: mapContent.topAnchor),
      // Square badge: side is a share of the map's shorter side, height follows width.
      sizing.trackBadge(badge.widthAnchor.constraint(equalToConstant: 0)),
      badge.heightAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 1),
      sizing.trackInset(badge.trailingAnchor.constraint(equalTo: safe.trailingAnchor)),
      guidanceButtons.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: inset),
      sizing.trackInset(guidanceButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor)),
      sizing.trackInset(guidanceButtons.bottomAnchor.constraint(equalTo: mapContent.topAnchor)),
      sizing.trackInset(speed.bottomAnchor.constraint(equalTo: mapContent.topAnchor)),
      logo.leadingAnchor.constraint(equalTo: speed.trailingAnchor, constant: inset),
      sizing.trackInset(logo.bottomAnchor.constraint(equalTo: mapContent.topAnchor)),
    ]
    if wide {
      // Cards stacked in the leading column, narrowed to it if the SDK's card is wider.
      cs += [
        turnCard.leadingAnchor.constraint(equalTo: cardColumn.leadingAnchor),
        turnCard.trailingAnchor.constraint(lessThanOrEqualTo: cardColumn.trailingAnchor),
        etaCard.leadingAnchor.constraint(equalTo: cardColumn.leadingAnchor),
        etaCard.trailingAnchor.constraint(lessThanOrEqualTo: cardColumn.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: cardColumn.trailingAnchor),
        badge.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
        speed.leadingAnchor.constraint(equalTo: cardColumn.trailingAnchor, constant: inset),
      ]
    } else {
      cs += [
        turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        mapContent.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        badge.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: inset),
        speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
      ]
    }
    guidanceConstraints = cs
    NSLayoutConstraint.activate(guidanceConstraints)
  }

  private func tearDownGuidanceConstraints() {
    sizing.forget(guidanceConstraints)
    NSLayoutConstraint.deactivate(guidanceConstraints)
    guidanceConstraints = []
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    tearDownGuidanceConstraints()
    guidanceButtons.arrangedSubviews = []
    [oldState.viewport, oldState.turnCard, oldState.etaCard, oldState.speedWidget,
     oldState.googleLogo, guidanceButtons, badge].forEach { $0.removeFromSuperview() }
    guidanceState = nil
    readyState = newState
    sizing.measure(navMap.bounds)
    layOutReady(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  // MARK: Resize

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    // Every resize: new shares of the new bounds, pushed into the kept constraints.
    sizing.apply(to: navMap)
    guard newState.wideMode != laidOutWide else { return }
    // The mode flipped: the cards move between full width and the leading column.
    if let guidanceState {
      tearDownGuidanceConstraints()
      layOutGuidance(navMap: navMap, state: guidanceState, wide: newState.wideMode)
      if let prompt { pinPrompt(prompt, navMap: navMap) }
    } else if let readyState {
      sizing.forget(readyConstraints)
      NSLayoutConstraint.deactivate(readyConstraints)
      readyConstraints = []
      layOutReady(navMap: navMap, state: readyState, wide: newState.wideMode)
    }
  }

  // MARK: Prompts

  private func pinPrompt(_ prompt: NavigationPromptView, navMap: GMSMapView) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = [
      prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      mapContent.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    pinPrompt(newPrompt, navMap: navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    oldPrompt.removeFromSuperview()
    prompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
