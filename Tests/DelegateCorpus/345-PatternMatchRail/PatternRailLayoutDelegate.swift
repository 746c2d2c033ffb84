import GoogleNavigation
import UIKit

/// The trip screen's navigation layout. Buttons are sorted into the rail with a
/// `switch` on their type, the compact or wide variant is chosen with a `switch` on
/// the state, and views go onto the map in the order `stackingOrder` hands them out.
@MainActor
final class PatternRailLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private static let gap: CGFloat = 8
  private static let slideDuration: TimeInterval = 0.3

  /// The bottom of the open map: the viewport, the logo and the rail end on it. It
  /// rests on the safe area and is pushed up by the bottom cards and any prompt.
  private let openMap = UILayoutGuide()
  private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var sessionPins: [NSLayoutConstraint] = []
  private var readyPins: [NSLayoutConstraint] = []
  private var railTrailing: NSLayoutConstraint?

  private var guidance: ActiveGuidanceUIState?
  private var guidancePins: [NSLayoutConstraint] = []
  private var modePins: [NSLayoutConstraint] = []
  private var laidOutWide = false

  private var prompts: [PromptSlot] = []

  // MARK: - Session

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    openMap.identifier = "PatternRail.openMap"
    navMap.addLayoutGuide(openMap)
    let resting = openMap.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionPins = [openMap.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionPins)
    layOutReady(newState, on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    retireAllPrompts()
    tearDownGuidance()
    tearDownReady(oldState)
    NSLayoutConstraint.deactivate(sessionPins)
    sessionPins = []
    navMap.removeLayoutGuide(openMap)
  }

  // MARK: - Guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDownReady(oldState)
    layOutGuidance(newState, on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // A prompt guidance stops with goes at once, with no slide.
    retireAllPrompts()
    tearDownGuidance()
    layOutReady(newState, on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    if let state = guidance {
      let wantsWide = Self.isWide(newState)
      guard wantsWide != laidOutWide else { return }
      laidOutWide.toggle()
      NSLayoutConstraint.deactivate(modePins)
      // The mode is the new state's: the guidance state kept from startGuidance has the wide mode it had then.
      modePins = modePins(for: state, mode: newState, on: navMap)
      NSLayoutConstraint.activate(modePins)
    } else {
      railTrailing?.constant = -Self.railInset(for: newState)
    }
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    present(newPrompt, on: navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    slideOut(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    slideOut(oldPrompt)
    present(newPrompt, on: navMap)
  }

  // MARK: - Navigation ready

  private func layOutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    for view in stackingOrder([state.viewport, rail, state.googleLogo]) {
      navMap.addSubview(view)
    }
    rail.arrangedSubviews = Self.railOrder(state.buttons)
    let trailing = rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Self.railInset(for: state))
    railTrailing = trailing
    readyPins = [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Self.gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -Self.gap),
      rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: Self.gap),
      rail.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -Self.gap),
      trailing,
    ]
    NSLayoutConstraint.activate(readyPins)
  }

  private func tearDownReady(_ state: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(readyPins)
    readyPins = []
    railTrailing = nil
    rail.arrangedSubviews = []
    [rail, state.googleLogo, state.viewport].forEach { $0.removeFromSuperview() }
  }

  // MARK: - Active guidance

  private func layOutGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    let gap = Self.gap
    let eta = state.etaCard
    let bar = state.tripProgressBar
    guidance = state
    for view in stackingOrder(Self.guidanceViews(of: state, rail: rail)) {
      navMap.addSubview(view)
    }
    rail.arrangedSubviews = Self.railOrder(state.buttons)
    guidancePins = [
      state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.speedWidget.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
      state.speedWidget.leadingAnchor.constraint(equalTo: eta.layoutMarginsGuide.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
      state.googleLogo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap),
      bar.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
      rail.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -gap),
      rail.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
    ]
    NSLayoutConstraint.activate(guidancePins)
    laidOutWide = Self.isWide(state)
    modePins = modePins(for: state, mode: state, on: navMap)
    NSLayoutConstraint.activate(modePins)
  }

  private func modePins(for state: ActiveGuidanceUIState, mode: NavigationUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let gap = Self.gap
    let viewport = state.viewport
    switch mode {
    case StateTrait.wide:
      // The cards make a leading column; the open map is beside it, full height.
      let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      hug.priority = .defaultLow
      return [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.turnCard.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.trailingAnchor),
        hug,
        state.googleLogo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap),
        state.tripProgressBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      ]
    default:
      // Turn card across the top, ETA card and speed widget across the bottom.
      let turnCard = state.turnCard
      return [
        openMap.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
        state.tripProgressBar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
        rail.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
      ]
    }
  }

  private func tearDownGuidance() {
    guard let state = guidance else { return }
    NSLayoutConstraint.deactivate(modePins + guidancePins)
    modePins = []
    guidancePins = []
    rail.arrangedSubviews = []
    for view in stackingOrder(Self.guidanceViews(of: state, rail: rail)) {
      view.removeFromSuperview()
    }
    guidance = nil
  }

  // MARK: - Prompt slots

  private func present(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
    let slot = PromptSlot(view: prompt)
    navMap.addSubview(prompt)
    slot.pins = [
      prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      openMap.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
    NSLayoutConstraint.activate(slot.pins)
    prompts.append(slot)
    navMap.layoutIfNeeded()
    prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
    UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseOut]) {
      prompt.transform = .identity
      navMap.layoutIfNeeded()
    }
  }

  private func slideOut(_ prompt: NavigationPromptView) {
    // The newest slot still showing this prompt: an older one may be on its way out.
    guard let slot = prompts.last(where: { $0.view === prompt && !$0.leaving }) else { return }
    slot.leaving = true
    UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseIn, .beginFromCurrentState]) {
      prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
    } completion: { [weak self, weak slot] _ in
      // Guidance may have stopped while it slid: the slot is then already retired.
      guard let self, let slot else { return }
      self.retire(slot)
    }
  }

  private func retire(_ slot: PromptSlot) {
    guard prompts.contains(where: { $0 === slot }) else { return }
    NSLayoutConstraint.deactivate(slot.pins)
    slot.pins = []
    slot.view.removeFromSuperview()
    slot.view.transform = .identity
    prompts.removeAll { $0 === slot }
  }

  private func retireAllPrompts() {
    for slot in prompts.reversed() {
      retire(slot)
    }
  }

  // MARK: - Helpers

  private static func isWide(_ state: NavigationUIState) -> Bool {
    if case StateTrait.wide = state {
      return true
    }
    return false
  }

  private static func railInset(for state: NavigationUIState) -> CGFloat {
    switch state {
    case StateTrait.wide: return NavigationStyleValues.buttonHorizontalPadding * 1.5
    default: return NavigationStyleValues.buttonHorizontalPadding
    }
  }

  /// The rail's order: the compass first (the stack hides from the end when short of
  /// room), then reporting, then any button this release does not know.
  private static func railOrder(_ buttons: [NavigationUIButton]) -> [UIView] {
    var compass: [UIView] = []
    var reporting: [UIView] = []
    var others: [UIView] = []
    for button in buttons {
      switch button {
      case .compass: compass.append(button.view)
      case .reporting: reporting.append(button.view)
      default: others.append(button.view)
      }
    }
    return compass + reporting + others
  }

  /// Guidance's views bottom to top: the viewport under everything, the rail last.
  private static func guidanceViews(of state: ActiveGuidanceUIState, rail: UIView) -> [UIView?] {
    [
      state.viewport, state.turnCard, state.etaCard, state.speedWidget,
      state.tripProgressBar, state.googleLogo, rail,
    ]
  }
}
