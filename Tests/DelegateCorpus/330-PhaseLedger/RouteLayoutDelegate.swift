import GoogleNavigation
import UIKit

/// The route screen's navigation layout. Every view, guide and constraint goes
/// through `ledger` under the phase that owns it; prompts go through `prompts`;
/// a resize is applied on the next turn of the main queue, coalesced.
@MainActor
final class RouteLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let ledger = PhaseLedger()
  private let prompts = PromptTransitioner()
  /// The bottom of the open map: above the ETA card column, the speed widget and any prompt.
  private let clearance = UILayoutGuide()
  private let readyRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private weak var map: GMSMapView?
  private var guidance: ActiveGuidanceUIState?
  private var railTrailing: NSLayoutConstraint?
  private var guidanceIsWide = false
  private var pendingWide = false
  private var relayoutQueued = false
  private var textSizeObserver: NSObjectProtocol?

  // MARK: Navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    map = navMap
    ledger.mount(clearance, on: navMap, for: .session)
    let resting = clearance.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    ledger.pin([clearance.heightAnchor.constraint(equalToConstant: 0), resting], for: .session)
    ledger.mount(newState.viewport, on: navMap, for: .session)
    ledger.mount(newState.googleLogo, on: navMap, for: .session)
    startObservingTextSize()
    layOutReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    stopObservingTextSize()
    prompts.dismissAll()
    readyRail.arrangedSubviews = []
    ledger.teardown([.ready] + LayoutPhase.guidancePhases + [.session])
    railTrailing = nil
    guidance = nil
    map = nil
  }

  private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    ledger.mount(readyRail, on: navMap, for: .ready)
    readyRail.arrangedSubviews = state.buttons.map(\.view)
    let trailing = readyRail.trailingAnchor.constraint(
      equalTo: safe.trailingAnchor, constant: -Chrome.railInset(width: navMap.bounds.width, wide: state.wideMode))
    railTrailing = trailing
    ledger.pin([
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: clearance.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Chrome.logoInset),
      logo.bottomAnchor.constraint(equalTo: clearance.topAnchor, constant: -Chrome.logoInset),
      readyRail.topAnchor.constraint(equalTo: safe.topAnchor, constant: Chrome.railGap),
      trailing,
      readyRail.bottomAnchor.constraint(equalTo: clearance.topAnchor, constant: -Chrome.railGap),
    ], for: .ready)
  }

  // MARK: Active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    readyRail.arrangedSubviews = []
    ledger.teardown([.ready])
    guidance = newState
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = newState.turnCard
    let etaCard = newState.etaCard
    let speedWidget = newState.speedWidget
    ledger.mount(turnCard, on: navMap, for: .guidance)
    ledger.mount(etaCard, on: navMap, for: .guidance)
    ledger.mount(speedWidget, on: navMap, for: .guidance)
    ledger.mount(guidanceRail, on: navMap, for: .guidance)
    guidanceRail.arrangedSubviews = newState.buttons.map(\.view)
    let trailing = guidanceRail.trailingAnchor.constraint(
      equalTo: safe.trailingAnchor, constant: -Chrome.railInset(width: navMap.bounds.width, wide: newState.wideMode))
    railTrailing = trailing
    ledger.pin([
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      speedWidget.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
      speedWidget.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
      newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      newState.viewport.bottomAnchor.constraint(equalTo: clearance.topAnchor),
      newState.googleLogo.bottomAnchor.constraint(equalTo: clearance.topAnchor, constant: -Chrome.logoInset),
      trailing,
      guidanceRail.bottomAnchor.constraint(equalTo: clearance.topAnchor, constant: -Chrome.railGap),
    ], for: .guidance)
    applyGuidanceMode(wide: newState.wideMode, navMap: navMap, state: newState)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    prompts.dismissAll()
    guidanceRail.arrangedSubviews = []
    ledger.teardown(LayoutPhase.guidancePhases)
    guidance = nil
    layOutReady(navMap: navMap, state: newState)
  }

  /// Swaps the narrow and wide guidance constraints. Narrow: the turn card spans the
  /// top and the ETA card the bottom, the open map is between them. Wide: the cards
  /// make a leading column and the open map is beside it.
  private func applyGuidanceMode(wide: Bool, navMap: GMSMapView, state: ActiveGuidanceUIState) {
    ledger.teardown(LayoutPhase.modePhases)
    guidanceIsWide = wide
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    if wide {
      let pullLeading = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      pullLeading.priority = .defaultLow
      ledger.pin([
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.turnCard.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.trailingAnchor),
        pullLeading,
        state.googleLogo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: Chrome.logoInset),
        guidanceRail.topAnchor.constraint(equalTo: safe.topAnchor, constant: Chrome.railGap),
      ], for: .guidanceWide)
    } else {
      ledger.pin([
        clearance.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor),
        viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Chrome.logoInset),
        guidanceRail.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: Chrome.railGap),
      ], for: .guidanceNarrow)
    }
  }

  // MARK: Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompts.present(newPrompt, on: navMap, clearing: clearance)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    prompts.dismiss(oldPrompt, animated: true)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    prompts.dismiss(oldPrompt, animated: true)
    prompts.present(newPrompt, on: navMap, clearing: clearance)
  }

  // MARK: Resizes

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    pendingWide = newState.wideMode
    scheduleRelayout()
  }

  private func scheduleRelayout() {
    guard !relayoutQueued else { return }
    relayoutQueued = true
    DispatchQueue.main.async { [weak self] in
      self?.flushRelayout()
    }
  }

  private func flushRelayout() {
    relayoutQueued = false
    guard let map else { return }
    if let guidance, pendingWide != guidanceIsWide {
      applyGuidanceMode(wide: pendingWide, navMap: map, state: guidance)
    }
    railTrailing?.constant = -Chrome.railInset(width: map.bounds.width, wide: pendingWide)
  }

  // MARK: Text size

  private func startObservingTextSize() {
    guard textSizeObserver == nil else { return }
    textSizeObserver = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in
      // Larger text makes the buttons taller: let the rail hide what no longer fits.
      Task { @MainActor in self?.scheduleRelayout() }
    }
  }

  private func stopObservingTextSize() {
    if let textSizeObserver {
      NotificationCenter.default.removeObserver(textSizeObserver)
    }
    textSizeObserver = nil
  }
}
