import GoogleNavigation
import UIKit

/// The layout delegate the kit ships for apps that take the standard fleet
/// layout as is: viewport, logo and buttons when navigation is ready; the turn
/// card and ETA card in the leading column, the speed widget above the logo and
/// the trip progress bar along the trailing edge during guidance. The open map
/// ends on `floor`, a zero-height guide resting on the safe area's bottom that
/// the ETA card (narrow maps) and any prompt push up.
///
/// Apps install it before turning navigation on:
/// `try mapView.setLayoutDelegate(KitLayoutDelegate())`.
@MainActor
public final class KitLayoutDelegate: NSObject, NavigationLayoutDelegate {
  /// The phase the delegate last laid out.
  public private(set) var phase: KitPhase = .idle

  private let floor = UILayoutGuide()
  private let readyRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  /// Lives from `enableNavigationUI` to `disableNavigationUI`: the floor's own pins.
  private var session: LayoutBatch<NSLayoutConstraint> = []
  /// The current phase's pins and views.
  private var stage: LayoutBatch<NSLayoutConstraint> = []
  private var stageViews: LayoutBatch<UIView> = []
  /// The prompt on screen, with its pins.
  private var prompt: NavigationPromptView?
  private var promptPins: LayoutBatch<NSLayoutConstraint> = []

  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?

  public override init() {
    super.init()
    floor.identifier = "NavLayoutKit.floor"
    readyRail.spacing = Gutter.standard.points
    guidanceRail.spacing = Gutter.standard.points
  }

  // MARK: - NavigationLayoutDelegate

  public func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(floor)
    session = [floor.heightAnchor.constraint(equalToConstant: 0)]
    session += LayoutBatch([floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)])
      .prioritized(.defaultLow)
    session.activate()
    putUpReady(newState, wide: newState.wideMode, on: navMap)
  }

  public func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    takeDownPrompt(on: navMap)
    takeDownStage()
    readyState = nil
    session.retire()
    navMap.removeLayoutGuide(floor)
    phase = .idle
  }

  public func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    takeDownStage()
    readyState = nil
    let launchedWide = newState.wideMode
    putUpGuidance(newState, wide: launchedWide, on: navMap)
  }

  public func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // A prompt still up when guidance ends goes with guidance.
    takeDownPrompt(on: navMap)
    takeDownStage()
    guidanceState = nil
    putUpReady(newState, wide: newState.wideMode, on: navMap)
  }

  public func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let wide = newState.wideMode
    switch phase {
    case .idle:
      return
    case .ready:
      guard let readyState else { return }
      stage.retire()
      stage = readyPins(readyState, wide: wide, on: navMap)
    case .guidance:
      guard let guidanceState else { return }
      stage.retire()
      stage = guidancePins(guidanceState, wide: wide, on: navMap)
    }
    stage.activate()
  }

  public func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard phase == .guidance else { return }
    takeDownPrompt(on: navMap)
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptPins = [
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      // The open map (viewport, logo, buttons) stays above the prompt.
      floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    promptPins.activate()
    newPrompt.alpha = 0
    UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
      newPrompt.alpha = 1
    }
  }

  public func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    takeDownPrompt(on: navMap)
  }

  public func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    takeDownPrompt(on: navMap)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: - Phases

  private func putUpReady(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) {
    readyState = state
    readyRail.arrangedSubviews = KitButtons.ordered(state.buttons)
    stageViews = [state.viewport, state.googleLogo, readyRail]
    stageViews.mount(on: navMap)
    stage = readyPins(state, wide: wide, on: navMap)
    stage.activate()
    phase = .ready
  }

  private func putUpGuidance(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) {
    guidanceState = state
    guidanceRail.arrangedSubviews = KitButtons.ordered(state.buttons)
    stageViews = [
      state.viewport, state.turnCard, state.etaCard, state.tripProgressBar,
      state.speedWidget, state.googleLogo, guidanceRail,
    ]
    stageViews.mount(on: navMap)
    stage = guidancePins(state, wide: wide, on: navMap)
    stage.activate()
    phase = .guidance
  }

  /// Takes the current phase down: pins first, then the rails' buttons, then the views.
  private func takeDownStage() {
    stage.retire()
    readyRail.arrangedSubviews = []
    guidanceRail.arrangedSubviews = []
    stageViews.unmount()
  }

  /// Takes the prompt down at once; the kit never fades a prompt out, so a
  /// relayout never races a half-gone prompt.
  private func takeDownPrompt(on navMap: GMSMapView) {
    promptPins.retire()
    prompt?.removeFromSuperview()
    prompt = nil
    UIView.performWithoutAnimation {
      navMap.layoutIfNeeded()
    }
  }

  // MARK: - Pins

  private func readyPins(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView)
    -> LayoutBatch<NSLayoutConstraint>
  {
    let safe = navMap.safeAreaLayoutGuide
    let edge = Gutter.edge(wide: wide)
    let gap = Gutter.standard
    let viewport = state.viewport
    let logo = state.googleLogo
    return [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge.points),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: gap.inward),
      readyRail.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap.points),
      readyRail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: edge.inward),
      readyRail.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: gap.inward),
    ]
  }

  private func guidancePins(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView)
    -> LayoutBatch<NSLayoutConstraint>
  {
    let safe = navMap.safeAreaLayoutGuide
    let edge = Gutter.edge(wide: wide)
    let gap = Gutter.standard
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let viewport = state.viewport
    let logo = state.googleLogo
    let speed = state.speedWidget
    let bar = state.tripProgressBar

    // Both modes: the cards on the leading edge (turn card top, ETA card
    // bottom), the controls on the trailing edge, the logo and the speed
    // widget above the floor.
    var pins: LayoutBatch<NSLayoutConstraint> = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: gap.inward),
      speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
      speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: gap.inward),
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: Gutter.hairline.inward),
      bar.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: gap.inward),
      guidanceRail.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: gap.inward),
      guidanceRail.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: gap.inward),
    ]

    if wide {
      // The open map beside the card column, from the top of the safe area.
      pins += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: edge.points),
        bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap.points),
        guidanceRail.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap.points),
      ]
      pins += LayoutBatch([viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)])
        .prioritized(.defaultLow)
    } else {
      // The open map between the cards: under the turn card, above the ETA card.
      pins += [
        floor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge.points),
        bar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap.points),
        guidanceRail.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap.points),
      ]
    }
    return pins
  }
}
