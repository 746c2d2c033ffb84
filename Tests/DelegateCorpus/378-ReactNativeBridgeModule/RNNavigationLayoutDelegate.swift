import GoogleNavigation
import UIKit

/// The layout delegate behind the `NavigationLayout` native module.
///
/// JS owns the props (`NavLayoutProps`), the SDK owns the states. Each callback
/// records the state it was handed and lays it out from the current props, so a
/// `setLayoutProps` from JS mid-drive lays the same state out again.
///
/// - Ready: the camera fills the safe area; logo bottom leading, buttons bottom trailing.
/// - Guidance, narrow: turn card on top, ETA card at the bottom, the camera between.
/// - Guidance, wide: both cards down the leading edge, the camera beside them.
/// - Prompts: docked at the bottom over the ETA card; the open map's floor rises above them.
@MainActor
final class RNNavigationLayoutDelegate: NSObject, NavigationLayoutDelegate {
  /// Events JS can listen to (`new NativeEventEmitter(NavigationLayout)`).
  enum Event: String, CaseIterable {
    case phase = "onNavLayoutPhase"
    case prompt = "onNavPrompt"
  }

  /// Set by the module; forwards to `sendEvent(withName:body:)` while JS listens.
  var onEvent: ((Event, [String: Any]) -> Void)?

  /// From `setLayoutProps`; the defaults until JS sends any.
  var props = NavLayoutProps.defaults {
    didSet {
      guard props != oldValue, let map else { return }
      remount(on: map)
    }
  }

  private enum Screen {
    case off
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)
  }

  private var screen = Screen.off
  private weak var map: GMSMapView?

  /// Zero-height guide on the bottom of the open map for the whole session: it
  /// rests on the safe area and is held above the docked ETA card and any prompt.
  private let openFloor = UILayoutGuide()
  private var sessionPins: [NSLayoutConstraint] = []

  private var stateViews: [UIView] = []
  private var statePins: [NSLayoutConstraint] = []
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var prompt: NavigationPromptView?
  private var promptPins: [NSLayoutConstraint] = []
  private var promptKeepClear: [NSLayoutConstraint] = []
  /// Prompts animating out, with the pins that hold them until they are removed.
  private var leavingPrompts: [(view: NavigationPromptView, pins: [NSLayoutConstraint])] = []

  override init() {
    super.init()
    openFloor.identifier = "rn.navigationLayout.openFloor"
    buttonStack.translatesAutoresizingMaskIntoConstraints = false
  }

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    map = navMap
    let safe = navMap.safeAreaLayoutGuide
    navMap.addLayoutGuide(openFloor)
    let resting = openFloor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    resting.priority = .defaultLow
    sessionPins = [
      openFloor.heightAnchor.constraint(equalToConstant: 0),
      openFloor.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      openFloor.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      openFloor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
      resting,
    ]
    NSLayoutConstraint.activate(sessionPins)

    let wide = newState.wideMode
    screen = .ready(newState)
    mountReady(newState, wide: wide, on: navMap)
    emit(.phase, ["phase": "ready", "wide": wide])
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    dropPrompts()
    unmountState()
    NSLayoutConstraint.deactivate(sessionPins)
    sessionPins = []
    navMap.removeLayoutGuide(openFloor)
    screen = .off
    map = nil
    emit(.phase, ["phase": "off"])
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    unmountState()
    let wide = newState.wideMode
    screen = .guidance(newState)
    mountGuidance(newState, wide: wide, on: navMap)
    emit(.phase, ["phase": "guidance", "wide": wide])
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // Arrival can stop guidance with a prompt still up; it goes with guidance.
    dropPrompts()
    unmountState()
    let wide = newState.wideMode
    screen = .ready(newState)
    mountReady(newState, wide: wide, on: navMap)
    emit(.phase, ["phase": "ready", "wide": wide])
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    // Same views, other pins: only the constraints are swapped.
    let wide = newState.wideMode
    let pins: [NSLayoutConstraint]
    switch screen {
    case .off: return
    case .ready(let state): pins = readyPins(state, wide: wide, on: navMap)
    case .guidance(let state): pins = guidancePins(state, wide: wide, on: navMap)
    }
    NSLayoutConstraint.deactivate(statePins)
    statePins = pins
    NSLayoutConstraint.activate(statePins)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    let safe = navMap.safeAreaLayoutGuide
    promptPins = [
      newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
    ]
    promptKeepClear = [openFloor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)]
    NSLayoutConstraint.activate(promptPins + promptKeepClear)
    prompt = newPrompt
    animateIn(newPrompt, on: navMap)
    emit(.prompt, ["visible": true])
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    var pins: [NSLayoutConstraint] = []
    if oldPrompt === prompt {
      // The map's content comes back down now; the prompt keeps its pins while it leaves.
      NSLayoutConstraint.deactivate(promptKeepClear)
      pins = promptPins
      promptKeepClear = []
      promptPins = []
      prompt = nil
    }
    leavingPrompts.append((oldPrompt, pins))
    animateOut(oldPrompt, on: navMap) { [weak self] in
      self?.finishLeaving(oldPrompt)
    }
    emit(.prompt, ["visible": false])
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: - Mounting

  private func mountReady(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) {
    buttonStack.arrangedSubviews = buttonViews(from: state.buttons)
    mount([state.viewport, state.googleLogo, buttonStackIfNeeded()].compactMap { $0 }, on: navMap)
    statePins = readyPins(state, wide: wide, on: navMap)
    NSLayoutConstraint.activate(statePins)
  }

  private func mountGuidance(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) {
    buttonStack.arrangedSubviews = buttonViews(from: state.buttons)
    let views: [UIView?] = [
      state.viewport,
      state.turnCard,
      state.etaCard,
      props.showsTripProgressBar ? state.tripProgressBar : nil,
      props.showsSpeedWidget ? state.speedWidget : nil,
      state.googleLogo,
      buttonStackIfNeeded(),
    ]
    mount(views.compactMap { $0 }, on: navMap)
    statePins = guidancePins(state, wide: wide, on: navMap)
    NSLayoutConstraint.activate(statePins)
  }

  /// Lays the current state out again from scratch (props changed from JS).
  private func remount(on navMap: GMSMapView) {
    switch screen {
    case .off:
      return
    case .ready(let state):
      unmountState()
      mountReady(state, wide: state.wideMode, on: navMap)
    case .guidance(let state):
      unmountState()
      mountGuidance(state, wide: state.wideMode, on: navMap)
    }
    // Views added again went on top; the prompt stays above the layout.
    if let prompt {
      navMap.bringSubviewToFront(prompt)
    }
  }

  private func mount(_ views: [UIView], on navMap: GMSMapView) {
    views.forEach(navMap.addSubview)
    stateViews = views
  }

  private func unmountState() {
    NSLayoutConstraint.deactivate(statePins)
    statePins = []
    buttonStack.arrangedSubviews = []
    stateViews.forEach { $0.removeFromSuperview() }
    stateViews = []
  }

  private func buttonStackIfNeeded() -> UIView? {
    buttonStack.arrangedSubviews.isEmpty ? nil : buttonStack
  }

  /// The buttons JS asked for, found by type (the SDK may reorder `buttons`).
  private func buttonViews(from buttons: [NavigationUIButton]) -> [UIView] {
    props.buttons.compactMap { kind in
      buttons.first { $0.type == kind }?.view
    }
  }

  // MARK: - Pins

  private func readyPins(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let inset = wide ? props.wideEdgeInset : props.edgeInset
    let viewport = state.viewport
    let logo = state.googleLogo
    var pins = [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: openFloor.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
      logo.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -props.spacing),
    ]
    if buttonStack.superview != nil {
      pins += [
        buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
        buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
        buttonStack.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -props.spacing),
      ]
    }
    return pins
  }

  private func guidancePins(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let inset = wide ? props.wideEdgeInset : props.edgeInset
    let gap = props.spacing
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let viewport = state.viewport
    let logo = state.googleLogo

    // Both cards hug the leading edge in either mode: turn card on top, ETA card at the bottom.
    var pins = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: openFloor.topAnchor),
      logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: inset),
      logo.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -gap),
    ]
    // Where the controls on the trailing side start from the top.
    let controlsTop: NSLayoutYAxisAnchor
    let controlsTopGap: CGFloat
    if wide {
      // The camera sits beside the card column and may start at the top.
      pins += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
      ]
      controlsTop = safe.topAnchor
      controlsTopGap = inset
    } else {
      // The camera sits between the cards; the open map's floor stays above the ETA card.
      pins += [
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        openFloor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      ]
      controlsTop = turnCard.bottomAnchor
      controlsTopGap = gap
    }

    if state.speedWidget.superview != nil {
      pins += [
        state.speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
        state.speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap),
      ]
    }

    var buttonsTrailing = safe.trailingAnchor
    var buttonsInset = inset
    if state.tripProgressBar.superview != nil {
      let bar = state.tripProgressBar
      pins += [
        bar.topAnchor.constraint(equalTo: controlsTop, constant: controlsTopGap),
        bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
        bar.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -gap),
      ]
      buttonsTrailing = bar.leadingAnchor
      buttonsInset = gap
    }
    if buttonStack.superview != nil {
      pins += [
        buttonStack.topAnchor.constraint(equalTo: controlsTop, constant: controlsTopGap),
        buttonStack.trailingAnchor.constraint(equalTo: buttonsTrailing, constant: -buttonsInset),
        buttonStack.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -gap),
      ]
    }
    return pins
  }

  // MARK: - Prompts

  private func animateIn(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
    let duration = props.promptDuration
    switch props.promptAnimation {
    case .none:
      navMap.layoutIfNeeded()
    case .fade:
      prompt.alpha = 0
      UIView.animate(withDuration: duration) {
        prompt.alpha = 1
        navMap.layoutIfNeeded()
      }
    case .slide:
      navMap.layoutIfNeeded()
      prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height + navMap.safeAreaInsets.bottom)
      UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
        prompt.transform = .identity
        navMap.layoutIfNeeded()
      })
    }
  }

  private func animateOut(_ prompt: NavigationPromptView, on navMap: GMSMapView, completion: @escaping () -> Void) {
    let duration = props.promptDuration
    switch props.promptAnimation {
    case .none:
      completion()
    case .fade:
      UIView.animate(withDuration: duration, animations: {
        prompt.alpha = 0
        navMap.layoutIfNeeded()
      }, completion: { _ in completion() })
    case .slide:
      let offset = prompt.bounds.height + navMap.safeAreaInsets.bottom
      UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
        prompt.transform = CGAffineTransform(translationX: 0, y: offset)
        navMap.layoutIfNeeded()
      }, completion: { _ in completion() })
    }
  }

  private func finishLeaving(_ prompt: NavigationPromptView) {
    guard let index = leavingPrompts.firstIndex(where: { $0.view === prompt }) else { return }
    let leaving = leavingPrompts.remove(at: index)
    NSLayoutConstraint.deactivate(leaving.pins)
    leaving.view.removeFromSuperview()
    leaving.view.alpha = 1
    leaving.view.transform = .identity
  }

  /// Takes every prompt down at once (guidance stopped or navigation turned off).
  private func dropPrompts() {
    if let prompt {
      NSLayoutConstraint.deactivate(promptPins + promptKeepClear)
      prompt.removeFromSuperview()
      prompt.alpha = 1
      prompt.transform = .identity
    }
    prompt = nil
    promptPins = []
    promptKeepClear = []
    while let leaving = leavingPrompts.first {
      finishLeaving(leaving.view)
    }
  }

  private func emit(_ event: Event, _ body: [String: Any]) {
    onEvent?(event, body)
  }
}
