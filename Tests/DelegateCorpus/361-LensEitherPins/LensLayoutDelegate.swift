import GoogleNavigation
import UIKit

/// What the navigation screen shows, as a value. The delegate edits it only
/// through the lenses in `DriveScreen.Focus` and lays the map out from it.
struct DriveScreen {
  enum Stage {
    case off
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)
  }

  struct Chrome {
    /// Between stacked views.
    var gap: CGFloat = 8
    /// From the safe area's sides to floating controls; wider on wide maps.
    var edge: CGFloat = 12
  }

  var stage: Stage = .off
  var wide = false
  var chrome = Chrome()
  /// The prompt the SDK is showing.
  var prompt: NavigationPromptView?
  /// Prompts the SDK took back that are still sliding out.
  var leaving: [NavigationPromptView] = []

  var isGuiding: Bool {
    if case .guidance = stage { return true }
    return false
  }
}

extension DriveScreen {
  /// Every edit of the screen model goes through one of these.
  enum Focus {
    static var stage: Lens<DriveScreen, Stage> { Lens(\.stage) }
    static var wide: Lens<DriveScreen, Bool> { Lens(\.wide) }
    static var edge: Lens<DriveScreen, CGFloat> { Lens(\.chrome).then(Lens(\.edge)) }
    static var prompt: Lens<DriveScreen, NavigationPromptView?> { Lens(\.prompt) }
    static var leaving: Lens<DriveScreen, [NavigationPromptView]> { Lens(\.leaving) }
  }
}

/// The map screen's layout delegate. Navigation ready: the viewport over the
/// safe area, the logo bottom leading, the compass in a hiding stack bottom
/// trailing. Guidance: the turn card top leading, the ETA card bottom leading
/// with the speed widget on its margins (narrow maps) or above the logo (wide
/// maps, beside the card column). The open map ends on `floor`, a zero-height
/// guide the ETA card, the speed widget and prompts push up.
@MainActor
final class LensLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var screen = DriveScreen()
  private let floor = UILayoutGuide()
  private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var sessionPins: [NSLayoutConstraint] = []
  private var stagePins: [NSLayoutConstraint] = []
  private var stageViews: [UIView] = []
  /// Each prompt's constraints, by prompt.
  private var promptPins: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

  // MARK: - Model edits

  private func update<Part>(_ lens: Lens<DriveScreen, Part>, _ value: Part) {
    screen = lens.set(value, screen)
  }

  private func applyMode(_ wide: Bool) {
    update(DriveScreen.Focus.wide, wide)
    update(DriveScreen.Focus.edge, wide ? 20 : 12)
  }

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(floor)
    sessionPins = [
      floor.heightAnchor.constraint(equalToConstant: 0),
      pin(.guide(floor), .bottom, to: .guide(navMap.safeAreaLayoutGuide), .bottom, priority: .defaultLow).make(),
    ]
    NSLayoutConstraint.activate(sessionPins)
    applyMode(newState.wideMode)
    update(DriveScreen.Focus.stage, .ready(newState))
    buildStage(on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    flushPrompts()
    tearDownStage()
    update(DriveScreen.Focus.stage, .off)
    NSLayoutConstraint.deactivate(sessionPins)
    sessionPins = []
    navMap.removeLayoutGuide(floor)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDownStage()
    let wide = newState.wideMode
    applyMode(wide)
    update(DriveScreen.Focus.stage, .guidance(newState))
    buildStage(on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // Prompts go with guidance, the one up and any still sliding out.
    flushPrompts()
    tearDownStage()
    applyMode(newState.wideMode)
    update(DriveScreen.Focus.stage, .ready(newState))
    buildStage(on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    applyMode(newState.wideMode)
    if case .off = screen.stage { return }
    NSLayoutConstraint.deactivate(stagePins)
    stagePins = pins(for: screen, on: navMap).map { $0.make() }
    NSLayoutConstraint.activate(stagePins)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard screen.isGuiding else { return }
    if let current = screen.prompt, current !== newPrompt {
      slideOut(current)
    }
    navMap.addSubview(newPrompt)
    let pins = [
      pin(.view(newPrompt), .leading, to: .guide(navMap.safeAreaLayoutGuide), .leading),
      pin(.view(newPrompt), .bottom, to: .view(navMap), .bottom),
      // Keep the open map (viewport, logo, buttons) above the prompt.
      pin(.guide(floor), .bottom, .atMost, to: .view(newPrompt), .top),
    ].map { $0.make() }
    NSLayoutConstraint.activate(pins)
    promptPins[ObjectIdentifier(newPrompt)] = pins
    update(DriveScreen.Focus.prompt, newPrompt)

    newPrompt.transform = CGAffineTransform(translationX: 0, y: 64)
    UIView.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
      options: [.curveEaseOut, .beginFromCurrentState]
    ) {
      newPrompt.transform = .identity
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    slideOut(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    slideOut(oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: - Prompts

  /// Slides `prompt` down and takes it off the map when it is out of sight.
  private func slideOut(_ prompt: NavigationPromptView) {
    if screen.prompt === prompt {
      update(DriveScreen.Focus.prompt, nil)
    }
    screen = DriveScreen.Focus.leaving.over(screen) { $0 + [prompt] }
    UIView.animate(
      withDuration: 0.2, delay: 0, options: [.curveEaseIn, .beginFromCurrentState],
      animations: {
        prompt.transform = CGAffineTransform(translationX: 0, y: 64)
      },
      completion: { [weak self] _ in
        self?.finishLeaving(prompt)
      })
  }

  private func finishLeaving(_ prompt: NavigationPromptView) {
    guard screen.leaving.contains(where: { $0 === prompt }) else { return }
    screen = DriveScreen.Focus.leaving.over(screen) { $0.filter { $0 !== prompt } }
    NSLayoutConstraint.deactivate(promptPins.removeValue(forKey: ObjectIdentifier(prompt)) ?? [])
    prompt.transform = .identity
    prompt.removeFromSuperview()
  }

  /// Takes every prompt down at once: the one up and those sliding out.
  private func flushPrompts() {
    let all = screen.leaving + (screen.prompt.map { [$0] } ?? [])
    for prompt in all {
      NSLayoutConstraint.deactivate(promptPins.removeValue(forKey: ObjectIdentifier(prompt)) ?? [])
      prompt.transform = .identity
      prompt.removeFromSuperview()
    }
    update(DriveScreen.Focus.prompt, nil)
    update(DriveScreen.Focus.leaving, [])
  }

  // MARK: - Stages

  private func buildStage(on navMap: GMSMapView) {
    switch screen.stage {
    case .off:
      return
    case .ready(let state):
      rail.arrangedSubviews = Self.compassFirst(state.buttons)
      stageViews = [state.viewport, state.googleLogo, rail]
    case .guidance(let state):
      rail.arrangedSubviews = Self.compassFirst(state.buttons)
      stageViews = [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo, rail]
    }
    stageViews.forEach { navMap.addSubview($0) }
    stagePins = pins(for: screen, on: navMap).map { $0.make() }
    NSLayoutConstraint.activate(stagePins)
  }

  private func tearDownStage() {
    NSLayoutConstraint.deactivate(stagePins)
    stagePins = []
    rail.arrangedSubviews = []
    stageViews.reversed().forEach { $0.removeFromSuperview() }
    stageViews = []
  }

  /// The hiding stack gives up views from its end first: the compass stays longest.
  private static func compassFirst(_ buttons: [NavigationUIButton]) -> [UIView] {
    (buttons.filter { $0.type == .compass } + buttons.filter { $0.type != .compass }).map(\.view)
  }

  // MARK: - Pins

  private func pins(for screen: DriveScreen, on navMap: GMSMapView) -> [Pin] {
    switch screen.stage {
    case .off:
      return []
    case .ready(let state):
      return readyPins(state, screen.chrome, on: navMap)
    case .guidance(let state):
      return guidancePins(state, screen.chrome, wide: screen.wide, on: navMap)
    }
  }

  private func readyPins(_ state: NavigationReadyUIState, _ chrome: DriveScreen.Chrome, on navMap: GMSMapView) -> [Pin] {
    let safe = Anchorage.guide(navMap.safeAreaLayoutGuide)
    let open = Anchorage.guide(floor)
    let viewport = Anchorage.view(state.viewport)
    let mark = Anchorage.view(state.googleLogo)
    let buttons = Anchorage.view(rail)
    return [
      pin(viewport, .top, to: safe, .top),
      pin(viewport, .leading, to: safe, .leading),
      pin(viewport, .trailing, to: safe, .trailing),
      pin(viewport, .bottom, to: open, .top),
      pin(mark, .leading, to: safe, .leading, chrome.edge),
      pin(mark, .bottom, to: open, .top, -chrome.gap),
      pin(buttons, .top, to: safe, .top, chrome.gap),
      pin(buttons, .trailing, to: safe, .trailing, -chrome.edge),
      pin(buttons, .bottom, to: open, .top, -chrome.gap),
    ]
  }

  private func guidancePins(
    _ state: ActiveGuidanceUIState, _ chrome: DriveScreen.Chrome, wide: Bool, on navMap: GMSMapView
  ) -> [Pin] {
    let safe = Anchorage.guide(navMap.safeAreaLayoutGuide)
    let open = Anchorage.guide(floor)
    let turn = Anchorage.view(state.turnCard)
    let eta = Anchorage.view(state.etaCard)
    let speed = Anchorage.view(state.speedWidget)
    let viewport = Anchorage.view(state.viewport)
    let logo = Anchorage.view(state.googleLogo)
    let buttons = Anchorage.view(rail)

    var pins = [
      pin(turn, .top, to: safe, .top),
      pin(turn, .leading, to: safe, .leading),
      pin(eta, .bottom, to: safe, .bottom),
      pin(eta, .leading, to: safe, .leading),
      pin(viewport, .trailing, to: safe, .trailing),
      pin(viewport, .bottom, to: open, .top),
      pin(logo, .bottom, to: open, .top, -chrome.gap),
      pin(buttons, .trailing, to: safe, .trailing, -chrome.edge),
      pin(buttons, .bottom, to: open, .top, -chrome.gap),
    ]
    if wide {
      // The card column on the leading side; the open map beside it from the
      // top, the speed widget floating above the logo.
      pins += [
        pin(viewport, .top, to: safe, .top),
        pin(viewport, .leading, .atLeast, to: turn, .trailing),
        pin(viewport, .leading, .atLeast, to: eta, .trailing),
        pin(viewport, .leading, to: safe, .leading, priority: .defaultLow),
        pin(logo, .leading, to: viewport, .leading, chrome.edge),
        pin(speed, .leading, to: logo, .leading),
        pin(speed, .bottom, to: logo, .top, -chrome.gap),
        pin(buttons, .top, to: safe, .top, chrome.gap),
      ]
    } else {
      // Cards across the map: the speed widget stacked on the ETA card's
      // margins, the open map between the turn card and both of them.
      pins += [
        pin(speed, .bottom, to: .margins(of: state.etaCard), .top),
        pin(speed, .leading, to: .margins(of: state.etaCard), .leading),
        pin(open, .bottom, .atMost, to: eta, .top),
        pin(open, .bottom, .atMost, to: .margins(of: state.speedWidget), .top),
        pin(viewport, .top, to: turn, .bottom),
        pin(viewport, .leading, to: safe, .leading),
        pin(logo, .leading, to: safe, .leading, chrome.edge),
        pin(buttons, .top, to: turn, .bottom, chrome.gap),
      ]
    }
    return pins
  }
}
