import GoogleNavigation
import UIKit

/// The turn-by-turn screen's layout, spaced entirely from Wayfinder DS tokens.
///
/// Every constant that depends on the screen's density is bound to the token that made
/// it, so a resize re-resolves the bound constants in place; only a change of wide mode
/// rebuilds the guidance layout. Views are added in elevation order.
@MainActor
final class WayfinderNavigationLayout: NSObject, NavigationLayoutDelegate {
  /// A constraint whose constant comes from a token.
  private struct TokenBinding {
    let constraint: NSLayoutConstraint
    let resolve: (ThemeContext) -> CGFloat
  }

  private enum Stage {
    case off
    case ready
    case guidance(ActiveGuidanceUIState)
  }

  /// The bottom of the open map: above the ETA card column on narrow maps, the speed
  /// widget and any prompt. The viewport, the logo and the rail end on it.
  private let openMap = UILayoutGuide()
  private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var theme = ThemeContext.initial
  private var stage = Stage.off
  private var sessionPins: [NSLayoutConstraint] = []
  private var stagePins: [NSLayoutConstraint] = []
  private var modePins: [NSLayoutConstraint] = []
  private var stageViews: [UIView] = []
  private var bindings: [TokenBinding] = []
  /// Every prompt still in the map (shown, or fading out), with its pins.
  private var prompts: [ObjectIdentifier: (prompt: NavigationPromptView, pins: [NSLayoutConstraint])] = [:]

  // MARK: Tokens

  /// Gives `constraint` its token's value now, and again after every resize.
  private func bound(_ constraint: NSLayoutConstraint, to token: @escaping (ThemeContext) -> CGFloat)
    -> NSLayoutConstraint
  {
    constraint.constant = token(theme)
    bindings.append(TokenBinding(constraint: constraint, resolve: token))
    return constraint
  }

  private func retune() {
    for binding in bindings where binding.constraint.isActive {
      binding.constraint.constant = binding.resolve(theme)
    }
  }

  private func release(_ pins: inout [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(pins)
    bindings.removeAll { binding in pins.contains { $0 === binding.constraint } }
    pins.removeAll()
  }

  // MARK: Mounting

  private func mount(_ entries: [(view: UIView, elevation: Semantic.Elevation)], on map: GMSMapView) {
    for entry in entries.sorted(by: { $0.elevation < $1.elevation }) {
      map.addSubview(entry.view)
      stageViews.append(entry.view)
    }
  }

  private func unmountStage() {
    release(&modePins)
    release(&stagePins)
    rail.arrangedSubviews = []
    stageViews.reversed().forEach { $0.removeFromSuperview() }
    stageViews.removeAll()
  }

  private func logoPins(_ logo: UIView, leadingTo leading: NSLayoutXAxisAnchor) -> [NSLayoutConstraint] {
    [
      bound(logo.leadingAnchor.constraint(equalTo: leading)) { NavChromeTokens.logoInsets(in: $0).leading },
      bound(logo.bottomAnchor.constraint(equalTo: openMap.topAnchor)) { -NavChromeTokens.logoInsets(in: $0).bottom },
    ]
  }

  private func railPins(on map: GMSMapView) -> [NSLayoutConstraint] {
    [
      bound(rail.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor)) {
        -NavChromeTokens.railTrailing(in: $0)
      },
      rail.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -NavChromeTokens.railGap),
    ]
  }

  // MARK: Navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    theme = .resolve(for: navMap, wide: newState.wideMode)
    navMap.addLayoutGuide(openMap)
    let resting = openMap.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionPins = [openMap.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionPins)
    layOutReady(newState, on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    dropPrompts()
    unmountStage()
    release(&sessionPins)
    navMap.removeLayoutGuide(openMap)
    stage = .off
  }

  private func layOutReady(_ state: NavigationReadyUIState, on map: GMSMapView) {
    stage = .ready
    let safe = map.safeAreaLayoutGuide
    let viewport = state.viewport
    mount([(viewport, .canvas), (state.googleLogo, .floating), (rail, .floating)], on: map)
    rail.arrangedSubviews = state.buttons.map { $0.view }
    stagePins = [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
      rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavChromeTokens.railGap),
    ] + logoPins(state.googleLogo, leadingTo: safe.leadingAnchor) + railPins(on: map)
    NSLayoutConstraint.activate(stagePins)
  }

  // MARK: Active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    unmountStage()
    theme = .resolve(for: navMap, wide: newState.wideMode)
    stage = .guidance(newState)
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = newState.turnCard
    let eta = newState.etaCard
    let speed = newState.speedWidget
    mount([
      (newState.viewport, .canvas),
      (newState.googleLogo, .floating),
      (rail, .floating),
      (turnCard, .surface),
      (eta, .surface),
      (speed, .surface),
    ], on: navMap)
    rail.arrangedSubviews = newState.buttons.map { $0.view }
    stagePins = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      // The speed widget rides on the ETA card's margin band; the SDK sizes it.
      speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
      speed.leadingAnchor.constraint(equalTo: eta.layoutMarginsGuide.leadingAnchor),
      newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      newState.viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
    ] + railPins(on: navMap)
    NSLayoutConstraint.activate(stagePins)
    layOutGuidanceMode(newState, on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    dropPrompts()
    unmountStage()
    theme = .resolve(for: navMap, wide: newState.wideMode)
    layOutReady(newState, on: navMap)
  }

  /// Narrow: the turn card spans the top, the ETA card and speed widget the bottom, the
  /// open map lies between. Wide: the cards make a leading column, the open map is beside it.
  private func layOutGuidanceMode(_ state: ActiveGuidanceUIState, on map: GMSMapView) {
    release(&modePins)
    let safe = map.safeAreaLayoutGuide
    let viewport = state.viewport
    if theme.isWide {
      let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      hug.priority = .defaultLow
      modePins = [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.turnCard.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.trailingAnchor),
        hug,
        rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavChromeTokens.railGap),
      ] + logoPins(state.googleLogo, leadingTo: viewport.leadingAnchor)
    } else {
      modePins = [
        openMap.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor),
        viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        rail.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: NavChromeTokens.railGap),
      ] + logoPins(state.googleLogo, leadingTo: safe.leadingAnchor)
    }
    NSLayoutConstraint.activate(modePins)
  }

  // MARK: Resizes

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let previous = theme
    theme = .resolve(for: navMap, wide: newState.wideMode)
    defer { retune() }
    guard case .guidance(let state) = stage, previous.isWide != theme.isWide else { return }
    layOutGuidanceMode(state, on: navMap)
  }

  // MARK: Prompts (overlay elevation: added last, so on top of everything)

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    let pins = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      openMap.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(pins)
    prompts[ObjectIdentifier(newPrompt)] = (newPrompt, pins)
    newPrompt.alpha = 0
    UIView.animate(withDuration: NavChromeTokens.promptEnter, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
      newPrompt.alpha = 1
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    let key = ObjectIdentifier(oldPrompt)
    UIView.animate(
      withDuration: NavChromeTokens.promptExit, delay: 0, options: [.curveEaseIn, .beginFromCurrentState],
      animations: { oldPrompt.alpha = 0 },
      completion: { [weak self] _ in
        // stopGuidance may have taken it down while it faded.
        guard let self, self.prompts[key] != nil else { return }
        self.remove(key)
      })
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func remove(_ key: ObjectIdentifier) {
    guard let entry = prompts.removeValue(forKey: key) else { return }
    NSLayoutConstraint.deactivate(entry.pins)
    entry.prompt.removeFromSuperview()
  }

  /// Takes every prompt down at once, fading or not (a state change does not wait).
  private func dropPrompts() {
    for key in Array(prompts.keys) {
      remove(key)
    }
  }
}
