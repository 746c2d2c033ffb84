import GoogleNavigation
import UIKit

/// Navigation layout as a display list: every callback records what the scene
/// is, builds the full list of items for it (each with its draw layer and its
/// constraints) and commits it. The renderer works out what leaves, restacks
/// the rest in draw order and swaps the constraints in one go.
@MainActor
final class DisplayListLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private enum Scene {
    case off
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)
  }

  private static let gap: CGFloat = 8
  private static let fadeInDuration: TimeInterval = 0.25

  private let renderer = DisplayListRenderer()
  /// The bottom of the open map: on the safe area's bottom, lifted above the
  /// ETA card (between the cards) and above any prompt. Lives for the session.
  private let waterline = UILayoutGuide()
  private var waterlinePins: [NSLayoutConstraint] = []
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var scene = Scene.off
  private var prompt: NavigationPromptView?

  // MARK: - Callbacks

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(waterline)
    let resting = waterline.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    waterlinePins = [waterline.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(waterlinePins)
    scene = .ready(newState)
    render(on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    scene = .off
    prompt = nil
    render(on: navMap)
    buttonStack.arrangedSubviews = []
    NSLayoutConstraint.deactivate(waterlinePins)
    waterlinePins = []
    navMap.removeLayoutGuide(waterline)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    scene = .guidance(newState)
    render(on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // A prompt still up when guidance stops leaves with the guidance list.
    prompt = nil
    scene = .ready(newState)
    render(on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    if case .off = scene { return }
    switch newState {
    case let guidance as ActiveGuidanceUIState:
      scene = .guidance(guidance)
    case let ready as NavigationReadyUIState:
      scene = .ready(ready)
    default:
      return
    }
    render(on: navMap)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompt = newPrompt
    newPrompt.alpha = 0
    render(on: navMap)
    UIView.animate(withDuration: Self.fadeInDuration, delay: 0, options: [.curveEaseOut], animations: {
      newPrompt.alpha = 1
    })
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    prompt = nil
    render(on: navMap)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    prompt = newPrompt
    render(on: navMap)
  }

  // MARK: - Display lists

  private func render(on navMap: GMSMapView) {
    var list: [DisplayItem]
    switch scene {
    case .off:
      list = []
    case .ready(let state):
      list = readyList(state, on: navMap)
    case .guidance(let state):
      list = guidanceList(state, on: navMap)
      list += prompt.map { [promptItem($0, on: navMap)] } ?? []
    }
    renderer.commit(list, on: navMap)
  }

  private func readyList(_ state: NavigationReadyUIState, on navMap: GMSMapView) -> [DisplayItem] {
    let safe = navMap.safeAreaLayoutGuide
    let gap = Self.gap
    let viewport = state.viewport
    let logo = state.googleLogo
    let sideInset = state.wideMode
      ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
    buttonStack.arrangedSubviews = state.buttons.map(\.view)
    return [
      DisplayItem(z: ZKey(.map, 0), view: viewport, pins: [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: waterline.topAnchor),
      ]),
      DisplayItem(z: ZKey(.chrome, 0), view: logo, pins: [
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap),
        logo.bottomAnchor.constraint(equalTo: waterline.topAnchor, constant: -gap),
      ]),
      DisplayItem(z: ZKey(.chrome, 1), view: buttonStack, pins: [
        buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        buttonStack.bottomAnchor.constraint(equalTo: waterline.topAnchor, constant: -gap),
        buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -sideInset),
      ]),
    ]
  }

  private func guidanceList(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) -> [DisplayItem] {
    let safe = navMap.safeAreaLayoutGuide
    let gap = Self.gap
    let wide = state.wideMode
    let viewport = state.viewport
    let logo = state.googleLogo
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speed = state.speedWidget
    let bar = state.tripProgressBar
    buttonStack.arrangedSubviews = state.buttons.map(\.view)

    // The trailing controls start under the turn card, or at the top beside the card column.
    let controlsTop = wide ? safe.topAnchor : turnCard.bottomAnchor
    var viewportPins = [
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: waterline.topAnchor),
    ]
    var etaPins = [
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
    ]
    if wide {
      viewportPins += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
      ]
    } else {
      viewportPins += [
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
      etaPins.append(waterline.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor))
    }

    return [
      DisplayItem(z: ZKey(.map, 0), view: viewport, pins: viewportPins),
      DisplayItem(z: ZKey(.chrome, 0), view: logo, pins: [
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap),
        logo.bottomAnchor.constraint(equalTo: waterline.topAnchor, constant: -gap),
      ]),
      DisplayItem(z: ZKey(.chrome, 1), view: speed, pins: [
        speed.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap),
        speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap),
      ]),
      DisplayItem(z: ZKey(.chrome, 2), view: bar, pins: [
        bar.topAnchor.constraint(equalTo: controlsTop, constant: gap),
        bar.bottomAnchor.constraint(equalTo: waterline.topAnchor, constant: -gap),
        bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap),
      ]),
      DisplayItem(z: ZKey(.chrome, 3), view: buttonStack, pins: [
        buttonStack.topAnchor.constraint(equalTo: controlsTop, constant: gap),
        buttonStack.bottomAnchor.constraint(equalTo: waterline.topAnchor, constant: -gap),
        buttonStack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -gap),
      ]),
      DisplayItem(z: ZKey(.cards, 0), view: turnCard, pins: [
        turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
        turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]),
      DisplayItem(z: ZKey(.cards, 1), view: etaCard, pins: etaPins),
    ]
  }

  private func promptItem(_ prompt: NavigationPromptView, on navMap: GMSMapView) -> DisplayItem {
    DisplayItem(z: ZKey(.alerts, 0), view: prompt, pins: [
      prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      waterline.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ])
  }
}
