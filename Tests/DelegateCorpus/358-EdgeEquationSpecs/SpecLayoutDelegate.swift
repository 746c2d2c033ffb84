import GoogleNavigation
import UIKit

/// Spacing from the design file.
@MainActor
enum SpecTokens {
  static let gap: CGFloat = 8
  static let promptSlide: TimeInterval = 0.3
  /// The map chrome's insets as the design file writes them (left/right).
  static let mapInsets = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 8)
  /// Wide maps get twice the room, less a little height.
  static func chromeInsets(wide: Bool) -> NSDirectionalEdgeInsets {
    let base = NSDirectionalEdgeInsets(design: mapInsets)
    return wide ? base * 2 + .vertical(-4) : base
  }
}

/// The navigation layout written as specs in the team's edge-equation DSL:
/// one spec per state (`readySpec`, `guidanceSpec`, `promptSpec`) built from
/// the state's views and `wideMode`, evaluated into constraints when a
/// callback installs it and undone as a whole when the state ends.
@MainActor
final class SpecLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private enum Screen {
    case off
    case ready(NavigationReadyUIState, EvaluatedSpec)
    case guidance(ActiveGuidanceUIState, EvaluatedSpec)
  }

  /// The bottom of the open map for the session: on the safe area's bottom
  /// unless the ETA card (narrow guidance) or a prompt pushes it up.
  private let floor = UILayoutGuide()
  private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var session: EvaluatedSpec?
  private var screen = Screen.off
  private var prompt: (view: NavigationPromptView, spec: EvaluatedSpec)?

  override init() {
    super.init()
    rail.translatesAutoresizingMaskIntoConstraints = false
    rail.spacing = SpecTokens.gap
  }

  // MARK: - Specs

  private func sessionSpec(on navMap: GMSMapView) -> LayoutSpec {
    let safe = navMap.safeAreaLayoutGuide
    return LayoutSpec("session")
      .pinning(floor.top == floor.bottom, floor.bottom == safe.bottom <~ .defaultLow)
  }

  private func readySpec(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) -> LayoutSpec {
    let safe = navMap.safeAreaLayoutGuide
    let inset = SpecTokens.chromeInsets(wide: wide)
    let viewport = state.viewport
    let logo = state.googleLogo
    return LayoutSpec("ready")
      .mounting(viewport, logo, rail)
      .pinning(viewport.edges(.top, .leading, .trailing) == safe.edges)
      .pinning(rail.edges(.top, .trailing) == safe.edges.inset(by: inset))
      .pinning(
        viewport.bottom == floor.top,
        logo.leading == safe.leading + inset.leading,
        logo.bottom == floor.top - inset.bottom,
        rail.bottom == floor.top - inset.bottom)
  }

  private func guidanceSpec(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) -> LayoutSpec {
    let safe = navMap.safeAreaLayoutGuide
    let inset = SpecTokens.chromeInsets(wide: wide)
    let gap = SpecTokens.gap
    let viewport = state.viewport
    let logo = state.googleLogo
    let turn = state.turnCard
    let eta = state.etaCard
    let speed = state.speedWidget
    let bar = state.tripProgressBar
    return LayoutSpec("guidance")
      .mounting(viewport, turn, eta, bar, speed, logo, rail)
      .pinning(
        turn.leading == safe.leading,
        eta.leading == safe.leading,
        eta.bottom == navMap.bottom,
        viewport.trailing == safe.trailing,
        viewport.bottom == floor.top,
        logo.leading == viewport.leading + inset.leading,
        logo.bottom == floor.top - inset.bottom,
        speed.leading == logo.leading,
        speed.bottom == logo.top - gap,
        bar.trailing == safe.trailing - inset.trailing,
        bar.bottom == floor.top - inset.bottom,
        rail.trailing == bar.leading - gap,
        rail.bottom == floor.top - inset.bottom)
      .when(wide, { spec in
        // The cards make a leading column; the open map and the controls are beside it.
        spec.pinning(
          turn.top == safe.top,
          viewport.top == safe.top,
          viewport.leading == turn.trailing,
          viewport.leading >= eta.trailing,
          bar.top == safe.top + inset.top,
          rail.top == safe.top + inset.top)
      }, otherwise: { spec in
        // The turn card across the top, the ETA card across the bottom, the open map between.
        spec.pinning(
          turn.top == navMap.top,
          viewport.top == turn.bottom,
          viewport.leading == safe.leading,
          floor.bottom <= eta.top,
          bar.top == turn.bottom + inset.top,
          rail.top == turn.bottom + inset.top)
      })
  }

  private func promptSpec(_ prompt: NavigationPromptView, lift: CGFloat, on navMap: GMSMapView) -> LayoutSpec {
    LayoutSpec("prompt")
      .mounting(prompt)
      .pinning(
        (prompt.bottom == navMap.bottom + lift).tagged("slide"),
        prompt.leading == navMap.safeAreaLayoutGuide.leading,
        // The open map, the logo and the buttons stay above the prompt.
        floor.bottom <= prompt.top)
  }

  // MARK: - Installing specs

  private func install(_ spec: LayoutSpec, on navMap: GMSMapView) -> EvaluatedSpec {
    spec.views.forEach(navMap.addSubview)
    let evaluated = spec.evaluate()
    NSLayoutConstraint.activate(evaluated.constraints)
    return evaluated
  }

  /// Deactivates a spec's constraints, then takes its views off, top first.
  private func uninstall(_ evaluated: EvaluatedSpec) {
    NSLayoutConstraint.deactivate(evaluated.constraints)
    for (index, view) in evaluated.views.enumerated().reversed() {
      defer { print("[spec] \(evaluated.name): unmounted view \(index + 1) of \(evaluated.views.count)") }
      view.removeFromSuperview()
    }
  }

  /// Swaps an installed spec's constraints for a re-evaluated spec's, leaving
  /// the views (and so a prompt above them) where they are.
  private func repin(_ old: EvaluatedSpec, with spec: LayoutSpec) -> EvaluatedSpec {
    NSLayoutConstraint.deactivate(old.constraints)
    let evaluated = spec.evaluate()
    NSLayoutConstraint.activate(evaluated.constraints)
    return evaluated
  }

  private func leaveScreen() {
    switch screen {
    case .off:
      break
    case .ready(_, let evaluated), .guidance(_, let evaluated):
      uninstall(evaluated)
    }
    rail.arrangedSubviews = []
    screen = .off
  }

  private func dismissPrompt() {
    guard let shown = prompt else { return }
    prompt = nil
    uninstall(shown.spec)
  }

  /// The SDK's buttons by type, the compass at the bottom of the rail.
  private func railButtons(_ buttons: [NavigationUIButton], _ wanted: [NavigationButtonKnownType]) -> [UIView] {
    wanted.compactMap { type in buttons.first { $0.type == type }?.view }
  }

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(floor)
    session = install(sessionSpec(on: navMap), on: navMap)
    rail.arrangedSubviews = railButtons(newState.buttons, [.compass])
    let spec = readySpec(newState, wide: newState.wideMode, on: navMap)
    screen = .ready(newState, install(spec, on: navMap))
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    dismissPrompt()
    leaveScreen()
    if let session {
      uninstall(session)
    }
    session = nil
    navMap.removeLayoutGuide(floor)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    leaveScreen()
    rail.arrangedSubviews = railButtons(newState.buttons, [.compass, .reporting])
    let spec = guidanceSpec(newState, wide: newState.wideMode, on: navMap)
    screen = .guidance(newState, install(spec, on: navMap))
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // A prompt still up when guidance stops goes first.
    dismissPrompt()
    leaveScreen()
    rail.arrangedSubviews = railButtons(newState.buttons, [.compass])
    let spec = readySpec(newState, wide: newState.wideMode, on: navMap)
    screen = .ready(newState, install(spec, on: navMap))
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let wide = newState.wideMode
    switch screen {
    case .off:
      return
    case .ready(let state, let evaluated):
      screen = .ready(state, repin(evaluated, with: readySpec(state, wide: wide, on: navMap)))
    case .guidance(let state, let evaluated):
      screen = .guidance(state, repin(evaluated, with: guidanceSpec(state, wide: wide, on: navMap)))
    }
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard case .guidance = screen else { return }
    dismissPrompt()
    // Mounted just below the map's bottom edge, then slid up.
    let evaluated = install(promptSpec(newPrompt, lift: newPrompt.bounds.height, on: navMap), on: navMap)
    prompt = (newPrompt, evaluated)
    navMap.layoutIfNeeded()
    UIView.animate(withDuration: SpecTokens.promptSlide) {
      evaluated.tagged["slide"]?.constant = 0
      navMap.layoutIfNeeded()
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    if prompt?.view === oldPrompt {
      dismissPrompt()
    } else {
      oldPrompt.removeFromSuperview()
    }
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
