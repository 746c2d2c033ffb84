import GoogleNavigation
import UIKit

/// Humble object: callbacks translate SDK state into `LayoutInputs`, ask the pure
/// `LayoutPolicy` for pins, and hand views/constraints to the injected ports.
@MainActor
final class PortsLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let env: LayoutEnvironment
  private let contentBottom = UILayoutGuide()
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var sessionConstraints: [NSLayoutConstraint] = []
  private var stateViews: [UIView] = []
  private var stateConstraints: [NSLayoutConstraint] = []
  private var stateSources: [Role: AnchorSource] = [:]
  private var appliedInputs: LayoutInputs?
  private var inGuidance = false

  private var prompt: NavigationPromptView?
  private var promptConstraints: [NSLayoutConstraint] = []
  private var retiring: (view: NavigationPromptView, constraints: [NSLayoutConstraint])?

  init(environment: LayoutEnvironment) {
    self.env = environment
    super.init()
  }

  convenience override init() {
    self.init(environment: .live())
  }

  // MARK: NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    env.mounter.mountGuide(contentBottom, in: navMap)
    sessionConstraints = resolver(navMap: navMap, extra: [:]).constraints(for: env.policy.sessionPins())
    env.activator.activate(sessionConstraints)
    applyReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    tearDownState()
    env.activator.deactivate(sessionConstraints)
    sessionConstraints = []
    env.mounter.unmountGuide(contentBottom, from: navMap)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDownState()
    applyGuidance(navMap: navMap, state: newState)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    removePromptNow()
    tearDownState()
    applyReady(navMap: navMap, state: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let inputs = LayoutInputs(wideMode: newState.wideMode, mapWidth: navMap.bounds.width)
    guard inputs != appliedInputs else { return }
    if let guidance = newState as? ActiveGuidanceUIState, inGuidance {
      env.activator.deactivate(stateConstraints)
      stateConstraints = PinResolver(sources: stateSources).constraints(for: env.policy.guidancePins(inputs))
      env.activator.activate(stateConstraints)
      _ = guidance
    } else if newState is NavigationReadyUIState, !inGuidance {
      env.activator.deactivate(stateConstraints)
      stateConstraints = PinResolver(sources: stateSources).constraints(for: env.policy.readyPins(inputs))
      env.activator.activate(stateConstraints)
    }
    appliedInputs = inputs
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    mountPrompt(newPrompt, navMap: navMap)
    env.animator.animateIn(newPrompt)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    // Keep it (and its constraints) until the fade ends; a stop meanwhile removes it at once.
    retiring = (oldPrompt, promptConstraints)
    promptConstraints = []
    prompt = nil
    env.animator.animateOut(oldPrompt) { [weak self] in
      guard let self, let retiring = self.retiring, retiring.view === oldPrompt else { return }
      self.finishRetiring()
    }
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    // Swap in place: the old prompt goes at once so two prompts never stack.
    removePromptNow()
    mountPrompt(newPrompt, navMap: navMap)
    env.animator.animateIn(newPrompt)
  }

  // MARK: Shell

  private func resolver(navMap: GMSMapView, extra: [Role: AnchorSource]) -> PinResolver {
    var sources: [Role: AnchorSource] = [
      .safeArea: .guide(navMap.safeAreaLayoutGuide),
      .mapBounds: .view(navMap),
      .contentBottom: .guide(contentBottom),
    ]
    sources.merge(extra) { _, new in new }
    return PinResolver(sources: sources)
  }

  private func applyReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    let inputs = LayoutInputs(wideMode: state.wideMode, mapWidth: navMap.bounds.width)
    stateViews = [state.viewport, state.googleLogo, readyButtons]
    stateViews.forEach { env.mounter.mount($0, in: navMap) }
    readyButtons.arrangedSubviews = state.buttons.map(\.view)
    let resolver = resolver(navMap: navMap, extra: [
      .viewport: .view(state.viewport),
      .logo: .view(state.googleLogo),
      .buttons: .view(readyButtons),
    ])
    stateSources = resolver.sources
    stateConstraints = resolver.constraints(for: env.policy.readyPins(inputs))
    env.activator.activate(stateConstraints)
    appliedInputs = inputs
    inGuidance = false
  }

  private func applyGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {
    let inputs = LayoutInputs(wideMode: state.wideMode, mapWidth: navMap.bounds.width)
    stateViews = [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo, guidanceButtons]
    stateViews.forEach { env.mounter.mount($0, in: navMap) }
    guidanceButtons.arrangedSubviews = state.buttons.map(\.view)
    let resolver = resolver(navMap: navMap, extra: [
      .viewport: .view(state.viewport),
      .logo: .view(state.googleLogo),
      .buttons: .view(guidanceButtons),
      .turnCard: .view(state.turnCard),
      .etaCard: .view(state.etaCard),
      .etaCardMargins: .guide(state.etaCard.layoutMarginsGuide),
      .speedWidget: .view(state.speedWidget),
    ])
    stateSources = resolver.sources
    stateConstraints = resolver.constraints(for: env.policy.guidancePins(inputs))
    env.activator.activate(stateConstraints)
    appliedInputs = inputs
    inGuidance = true
  }

  private func tearDownState() {
    removePromptNow()
    env.activator.deactivate(stateConstraints)
    stateConstraints = []
    readyButtons.arrangedSubviews = []
    guidanceButtons.arrangedSubviews = []
    stateViews.forEach { env.mounter.unmount($0) }
    stateViews = []
    stateSources = [:]
    appliedInputs = nil
  }

  private func mountPrompt(_ newPrompt: NavigationPromptView, navMap: GMSMapView) {
    env.mounter.mount(newPrompt, in: navMap)
    prompt = newPrompt
    let resolver = resolver(navMap: navMap, extra: [.prompt: .view(newPrompt)])
    promptConstraints = resolver.constraints(for: env.policy.promptPins())
    env.activator.activate(promptConstraints)
  }

  private func finishRetiring() {
    guard let retiring else { return }
    env.activator.deactivate(retiring.constraints)
    env.mounter.unmount(retiring.view)
    self.retiring = nil
  }

  private func removePromptNow() {
    finishRetiring()
    env.activator.deactivate(promptConstraints)
    promptConstraints = []
    prompt?.removeFromSuperview()
    prompt = nil
  }
}
