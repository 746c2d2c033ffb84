import Combine
import GoogleNavigation
import UIKit

/// Every view, guide and constraint the layout makes comes with a Lease; a state is
/// the array of its leases plus its Combine subscriptions. Ending a state is
/// `leases.endAll()` (each lease undone, then let go) and `subscriptions.removeAll()`.
@MainActor
final class LeasedLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let environment = LayoutEnvironment()
  private let contentBottom = UILayoutGuide()
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var sessionLeases: [Lease] = []
  private var stateLeases: [Lease] = []
  private var stateSubscriptions = Set<AnyCancellable>()
  private var promptLeases: [Lease] = []

  // Tuned by subscriptions; weak, so they go quiet once the state's leases let the constraints go.
  private weak var buttonTrailing: NSLayoutConstraint?
  private weak var logoLeading: NSLayoutConstraint?

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    environment.update(navMap: navMap, wideMode: newState.wideMode)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionLeases = [
      Leases.guide(contentBottom, on: navMap),
      Leases.activate([contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]),
    ]
    enterReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    promptLeases.endAll()
    endState()
    sessionLeases.endAll()
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    endState()
    environment.update(navMap: navMap, wideMode: newState.wideMode)
    enterGuidance(navMap: navMap, state: newState)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    promptLeases.endAll()
    endState()
    environment.update(navMap: navMap, wideMode: newState.wideMode)
    enterReady(navMap: navMap, state: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    environment.update(navMap: navMap, wideMode: newState.wideMode)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    promptLeases = [
      Leases.place([newPrompt], on: navMap),
      Leases.activate([
        newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
        contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
      ]),
    ]
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    promptLeases.endAll()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    promptLeases.endAll()
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: - States

  private func endState() {
    stateSubscriptions.removeAll()
    stateLeases.endAll()
  }

  private func enterReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    let trailing = readyButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor)
    let leading = logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
    stateLeases = [
      Leases.place([viewport, logo, readyButtons], on: navMap),
      Leases.arrange(state.buttons.filter { $0.type == .compass }.map { $0.view }, in: readyButtons),
      Leases.activate([
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        leading,
        logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
        readyButtons.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
        readyButtons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
        trailing,
      ]),
    ]
    buttonTrailing = trailing
    logoLeading = leading
    subscribeInsets()
  }

  private func enterGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speed = state.speedWidget
    let progress = state.tripProgressBar
    let logo = state.googleLogo
    let viewport = state.viewport
    var byType: [NavigationButtonKnownType: UIView] = [:]
    for button in state.buttons where byType[button.type] == nil { byType[button.type] = button.view }
    let trailing = guidanceButtons.trailingAnchor.constraint(equalTo: progress.leadingAnchor)
    let leading = logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
    // Cards in the leading column in both modes: turn card top, ETA card bottom.
    stateLeases = [
      Leases.place([viewport, turnCard, etaCard, speed, progress, logo, guidanceButtons], on: navMap),
      Leases.arrange([byType[.reporting], byType[.compass]].compactMap { $0 }, in: guidanceButtons),
      Leases.activate([
        turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
        turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
        speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
        contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        leading,
        logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
        progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        progress.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
        progress.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
        guidanceButtons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
        guidanceButtons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
        trailing,
      ]),
    ]
    buttonTrailing = trailing
    logoLeading = leading
    subscribeInsets()
  }

  /// Current values arrive at once on subscribing, then on every change.
  private func subscribeInsets() {
    environment.$wideMode
      .removeDuplicates()
      .sink { [weak self] wide in self?.buttonTrailing?.constant = -Insets.buttonTrailing(wide: wide) }
      .store(in: &stateSubscriptions)
    environment.$mapWidth
      .map { Insets.logoLeading(width: $0) }
      .removeDuplicates()
      .sink { [weak self] inset in self?.logoLeading?.constant = inset }
      .store(in: &stateSubscriptions)
  }
}
