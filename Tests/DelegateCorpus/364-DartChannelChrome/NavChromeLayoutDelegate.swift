import GoogleNavigation
import UIKit

/// The layout delegate of the plugin's platform view. What is shown comes from
/// Dart (`ChromeOptions`, decoded from the creation params and every
/// `chrome#update` call); where it goes is decided here, for narrow and wide
/// maps and either writing direction (Dart's "start"/"end" are our leading and
/// trailing). Phase changes go back to Dart on the event channel.
@MainActor
final class NavChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
  /// The event channel's sink, set by `onListen` when Dart subscribes.
  var eventSink: ((Any?) -> Void)?

  private(set) var options: ChromeOptions
  private weak var map: GMSMapView?
  private var phase = "off"
  private var wide = false
  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?

  /// The bottom of the open map for the session: on the safe area's bottom,
  /// pushed up by the ETA card (narrow) and by a prompt.
  private let floor = UILayoutGuide()
  private let buttonRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var sessionPins: [NSLayoutConstraint] = []
  private var phaseViews: [UIView] = []
  private var phasePins: [NSLayoutConstraint] = []

  private var prompt: NavigationPromptView?
  private var promptPins: [NSLayoutConstraint] = []
  private var promptSlide: NSLayoutConstraint?

  init(creationParams: Any? = ChromeChannel.defaultCreationParams) {
    options = ChromeOptions.decode(creationParams, over: ChromeOptions())
    super.init()
    floor.identifier = "nav_chrome.floor"
    buttonRail.translatesAutoresizingMaskIntoConstraints = false
  }

  // MARK: - Method channel

  /// `setMethodCallHandler` body.
  func handle(_ call: ChromeMethodCall, result: @escaping ChromeResult) {
    switch call.method {
    case "chrome#update":
      guard call.arguments is [String: Any] else {
        result(ChromeChannelError(code: "bad_arguments", message: "chrome#update expects a map", details: nil))
        return
      }
      options = ChromeOptions.decode(call.arguments, over: options)
      remountCurrentPhase()
      result(nil)
    case "chrome#reset":
      options = ChromeOptions.decode(ChromeChannel.defaultCreationParams, over: ChromeOptions())
      remountCurrentPhase()
      result(nil)
    case "chrome#state":
      result([
        "phase": phase,
        "wide": NSNumber(value: wide),
        "prompt": NSNumber(value: prompt != nil),
      ] as [String: Any])
    default:
      result(ChromeChannel.methodNotImplemented)
    }
  }

  private func emit(_ event: String, _ body: [String: Any]) {
    guard let sink = eventSink else { return }
    var payload = body
    payload["event"] = event
    sink(payload)
  }

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    map = navMap
    wide = newState.wideMode
    readyState = newState
    phase = "ready"

    navMap.addLayoutGuide(floor)
    let resting = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionPins = [
      floor.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      floor.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
      floor.heightAnchor.constraint(equalToConstant: 0),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor),
      resting,
    ]
    NSLayoutConstraint.activate(sessionPins)

    mountReady(newState, on: navMap)
    phasePins = readyPins(newState, on: navMap)
    NSLayoutConstraint.activate(phasePins)
    emit("phase", ["name": phase, "wide": NSNumber(value: wide)])
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    dropPromptNow()
    unmountPhase()
    NSLayoutConstraint.deactivate(sessionPins)
    sessionPins = []
    navMap.removeLayoutGuide(floor)
    readyState = nil
    guidanceState = nil
    map = nil
    phase = "off"
    emit("phase", ["name": phase, "wide": NSNumber(value: wide)])
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    unmountPhase()
    readyState = nil
    wide = newState.wideMode
    guidanceState = newState
    phase = "guidance"

    mountGuidance(newState, on: navMap)
    phasePins = guidancePins(newState, on: navMap)
    NSLayoutConstraint.activate(phasePins)
    emit("phase", ["name": phase, "wide": NSNumber(value: wide)])
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    dropPromptNow()
    unmountPhase()
    guidanceState = nil
    wide = newState.wideMode
    readyState = newState
    phase = "ready"

    mountReady(newState, on: navMap)
    phasePins = readyPins(newState, on: navMap)
    NSLayoutConstraint.activate(phasePins)
    emit("phase", ["name": phase, "wide": NSNumber(value: wide)])
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let wasWide = wide
    wide = newState.wideMode
    NSLayoutConstraint.deactivate(phasePins)
    if let guidanceState {
      phasePins = guidancePins(guidanceState, on: navMap)
    } else if let readyState {
      phasePins = readyPins(readyState, on: navMap)
    } else {
      phasePins = []
    }
    NSLayoutConstraint.activate(phasePins)
    if wasWide != wide {
      emit("wide", ["wide": NSNumber(value: wide)])
    }
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard guidanceState != nil else { return }
    prompt = newPrompt
    navMap.addSubview(newPrompt)

    let transition = options.promptTransition
    let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: transition == "slide" ? 240 : 0)
    promptSlide = slide
    promptPins = [
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      slide,
      // The open map (viewport, logo, buttons) stays above the prompt.
      floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptPins)

    switch transition {
    case "slide":
      navMap.layoutIfNeeded()
      UIView.animate(withDuration: options.promptDuration) {
        slide.constant = 0
        navMap.layoutIfNeeded()
      }
    case "fade":
      newPrompt.alpha = 0
      UIView.animate(withDuration: options.promptDuration) {
        newPrompt.alpha = 1
      }
    default:
      break
    }
    emit("prompt", ["shown": NSNumber(value: true)])
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    let pins = prompt === oldPrompt ? promptPins : []
    let slide = prompt === oldPrompt ? promptSlide : nil
    if prompt === oldPrompt {
      prompt = nil
      promptPins = []
      promptSlide = nil
    }
    let finish: (Bool) -> Void = { _ in
      NSLayoutConstraint.deactivate(pins)
      oldPrompt.removeFromSuperview()
      oldPrompt.alpha = 1
    }

    switch options.promptTransition {
    case "slide":
      UIView.animate(withDuration: options.promptDuration, animations: {
        slide?.constant = 240
        navMap.layoutIfNeeded()
      }, completion: finish)
    case "fade":
      UIView.animate(withDuration: options.promptDuration, animations: {
        oldPrompt.alpha = 0
      }, completion: finish)
    default:
      finish(true)
    }
    emit("prompt", ["shown": NSNumber(value: false)])
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: - Mounting

  private func buttonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
    var views: [UIView] = []
    for button in buttons {
      if button.type == .compass && options.showsCompass {
        views.append(button.view)
      } else if button.type == .reporting && options.showsReportIncident {
        views.append(button.view)
      }
    }
    return views
  }

  private func mount(_ views: [UIView], on navMap: GMSMapView) {
    for view in views {
      navMap.addSubview(view)
    }
    phaseViews = views
  }

  private func mountReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
    var views: [UIView] = [state.viewport, state.googleLogo]
    buttonRail.arrangedSubviews = buttonViews(state.buttons)
    if !buttonRail.arrangedSubviews.isEmpty {
      views.append(buttonRail)
    }
    mount(views, on: navMap)
  }

  private func mountGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
    var views: [UIView] = [state.viewport]
    if options.showsTurnCard { views.append(state.turnCard) }
    if options.showsEtaCard { views.append(state.etaCard) }
    if options.showsSpeedometer { views.append(state.speedWidget) }
    if options.showsTripProgress { views.append(state.tripProgressBar) }
    views.append(state.googleLogo)
    buttonRail.arrangedSubviews = buttonViews(state.buttons)
    if !buttonRail.arrangedSubviews.isEmpty {
      views.append(buttonRail)
    }
    mount(views, on: navMap)
  }

  private func unmountPhase() {
    NSLayoutConstraint.deactivate(phasePins)
    phasePins = []
    for view in phaseViews.reversed() {
      view.removeFromSuperview()
    }
    phaseViews = []
    buttonRail.arrangedSubviews = []
  }

  /// After `chrome#update` or `chrome#reset`: the set of views may have
  /// changed, so the phase is mounted again; a prompt on screen stays on top.
  private func remountCurrentPhase() {
    guard let navMap = map else { return }
    if let guidanceState {
      unmountPhase()
      mountGuidance(guidanceState, on: navMap)
      phasePins = guidancePins(guidanceState, on: navMap)
    } else if let readyState {
      unmountPhase()
      mountReady(readyState, on: navMap)
      phasePins = readyPins(readyState, on: navMap)
    } else {
      return
    }
    NSLayoutConstraint.activate(phasePins)
    if let prompt {
      navMap.bringSubviewToFront(prompt)
    }
  }

  private func dropPromptNow() {
    NSLayoutConstraint.deactivate(promptPins)
    promptPins = []
    promptSlide = nil
    prompt?.removeFromSuperview()
    prompt?.alpha = 1
    prompt = nil
  }

  // MARK: - Pins

  private func readyPins(_ state: NavigationReadyUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let edge = wide ? options.wideEdge : options.edge
    let gap = options.gap
    let viewport = state.viewport
    let logo = state.googleLogo
    var pins = [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
    ]
    if buttonRail.superview != nil {
      pins += [
        buttonRail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edge),
        buttonRail.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge),
        buttonRail.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      ]
    }
    return pins
  }

  private func guidancePins(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let edge = wide ? options.wideEdge : options.edge
    let gap = options.gap
    let viewport = state.viewport
    let logo = state.googleLogo
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speedWidget = state.speedWidget
    let progressBar = state.tripProgressBar
    let hasTurnCard = options.showsTurnCard
    let hasEtaCard = options.showsEtaCard
    var pins: [NSLayoutConstraint] = [
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
    ]

    // Cards: turn card top, ETA card bottom, both in the leading column.
    if hasTurnCard {
      pins += [
        turnCard.topAnchor.constraint(equalTo: wide ? safe.topAnchor : navMap.topAnchor),
        turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
    }
    if hasEtaCard && wide {
      pins += [
        etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      ]
    } else if hasEtaCard {
      pins += [
        etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        floor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      ]
    }

    // The camera: below the turn card when narrow, beside the column when wide.
    if wide && (hasTurnCard || hasEtaCard) {
      pins.append(viewport.topAnchor.constraint(equalTo: safe.topAnchor))
      if hasTurnCard {
        let besideTurnCard = viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor)
        besideTurnCard.priority = .defaultHigh
        pins += [besideTurnCard, viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor)]
      }
      if hasEtaCard {
        pins.append(viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor))
      }
    } else {
      pins += [
        viewport.topAnchor.constraint(equalTo: hasTurnCard ? turnCard.bottomAnchor : safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
    }

    // Speedometer and logo: on the ETA card's margins when narrow, in the
    // bottom leading corner of the open map otherwise.
    var logoLeading = viewport.leadingAnchor
    var logoInset = edge
    if options.showsSpeedometer {
      if hasEtaCard && !wide {
        pins += [
          speedWidget.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
          speedWidget.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
        ]
      } else {
        pins += [
          speedWidget.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: edge),
          speedWidget.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
        ]
      }
      logoLeading = speedWidget.trailingAnchor
      logoInset = gap
    }
    pins.append(logo.leadingAnchor.constraint(equalTo: logoLeading, constant: logoInset))

    // The trailing rail: trip progress against the edge, buttons inside it.
    let railTop = (hasTurnCard && !wide) ? turnCard.bottomAnchor : safe.topAnchor
    var railTrailing = safe.trailingAnchor
    if options.showsTripProgress {
      pins += [
        progressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edge),
        progressBar.topAnchor.constraint(equalTo: railTop, constant: edge),
        progressBar.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      ]
      railTrailing = progressBar.leadingAnchor
    }
    if buttonRail.superview != nil {
      pins += [
        buttonRail.trailingAnchor.constraint(equalTo: railTrailing, constant: options.showsTripProgress ? -gap : -edge),
        buttonRail.topAnchor.constraint(equalTo: railTop, constant: edge),
        buttonRail.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      ]
    }
    return pins
  }
}
