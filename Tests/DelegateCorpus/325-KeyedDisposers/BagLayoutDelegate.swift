import GoogleNavigation
import UIKit

/// Every effect on the map goes into a bag keyed by `Phase`; transitions end
/// bags and fill new ones.
@MainActor
final class BagLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var bags: [Phase: DisposeBag] = [:]
  private var screen: Screen?
  private var metrics = Metrics(wide: false, width: 0)
  private let floor = UILayoutGuide()
  private let readyStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private func begin(_ phase: Phase) -> DisposeBag {
    let bag = DisposeBag()
    bags[phase] = bag
    return bag
  }

  private func end(_ phases: Phase...) {
    for phase in phases { bags[phase] = nil }
  }

  // MARK: navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let session = begin(.session)
    Layout.guide(floor, on: navMap).disposed(by: session)
    let resting = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    Layout.pin([floor.heightAnchor.constraint(equalToConstant: 0), resting]).disposed(by: session)
    enterReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    end(.prompt, .pins, .guidance, .ready)
    end(.session)
    screen = nil
  }

  private func enterReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    let ready = begin(.ready)
    Layout.mount([state.viewport, state.googleLogo], on: navMap).disposed(by: ready)
    Layout.buttons(readyStack, state.buttons, on: navMap).disposed(by: ready)
    screen = .ready(state)
    metrics = Metrics(wide: state.wideMode, width: navMap.bounds.width)
    repin(navMap: navMap)
  }

  // MARK: guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    end(.pins, .ready)
    let guidance = begin(.guidance)
    Layout.mount(
      [newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget, newState.googleLogo],
      on: navMap
    ).disposed(by: guidance)
    Layout.buttons(guidanceStack, newState.buttons, on: navMap).disposed(by: guidance)
    screen = .guidance(newState)
    metrics = Metrics(wide: newState.wideMode, width: navMap.bounds.width)
    repin(navMap: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    end(.prompt, .pins, .guidance)
    enterReady(navMap: navMap, state: newState)
  }

  // MARK: size

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let next = Metrics(wide: newState.wideMode, width: navMap.bounds.width)
    guard next.wide != metrics.wide || next.width != metrics.width else { return }
    metrics = next
    repin(navMap: navMap)
  }

  private func repin(navMap: GMSMapView) {
    bags[.pins] = DisposeBag()
    guard let screen else { return }
    let pins: [NSLayoutConstraint]
    switch screen {
    case .ready(let state): pins = readyPins(navMap: navMap, state: state)
    case .guidance(let state): pins = guidancePins(navMap: navMap, state: state)
    }
    Layout.pin(pins).disposed(by: bags[.pins])
  }

  private func readyPins(navMap: GMSMapView, state: NavigationReadyUIState) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    return [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      state.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
      readyStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      readyStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.buttonInset),
      readyStack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
    ]
  }

  private func guidancePins(navMap: GMSMapView, state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let turn = state.turnCard
    let eta = state.etaCard
    let speed = state.speedWidget
    return [
      turn.topAnchor.constraint(equalTo: safe.topAnchor),
      turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
      // Speedometer in the bottom-trailing corner, on the ETA card's margins.
      speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
      speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.elementHorizontalPadding),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor),
      state.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      state.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
      guidanceStack.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: metrics.spacing),
      guidanceStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.buttonInset),
      guidanceStack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
    ]
  }

  // MARK: prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    let prompt = begin(.prompt)
    Layout.mount([newPrompt], on: navMap).disposed(by: prompt)
    Layout.pin([
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]).disposed(by: prompt)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    end(.prompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    end(.prompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
