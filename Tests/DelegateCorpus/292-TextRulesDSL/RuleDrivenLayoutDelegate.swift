import GoogleNavigation
import UIKit

/// Navigation layout driven by the team's rule text. Names: `safe` (the map's
/// safe area), `map` (the map view), `content` (a guide whose top is the bottom of
/// the unobscured map content), and the Google views by state.
@MainActor
final class RuleDrivenLayoutDelegate: NSObject, NavigationLayoutDelegate {
  static let sessionRules = [
    "content.height == 0",
    "content.leading == safe.leading",
    "content.trailing == safe.trailing",
    "content.bottom == safe.bottom @250",
  ]

  static let readyRules = [
    "viewport.top == safe.top",
    "viewport.leading == safe.leading",
    "viewport.trailing == safe.trailing",
    "viewport.bottom == content.top",
    "logo.leading == safe.leading + 8",
    "logo.bottom == content.top - 8",
    "buttons.top == safe.top + 8",
    "buttons.trailing == safe.trailing - 16 [compact]",
    "buttons.trailing == safe.trailing - \(NavigationStyleValues.buttonHorizontalPadding * 2) [wide]",
    "buttons.bottom == content.top - 8",
  ]

  static let guidanceRules = [
    "turnCard.top == safe.top",
    "turnCard.leading == safe.leading",
    "etaCard.bottom == safe.bottom",
    "etaCard.leading == safe.leading",
    "content.bottom <= etaCard.top",
    "viewport.top == turnCard.bottom",
    "viewport.leading == safe.leading",
    "viewport.trailing == safe.trailing",
    "viewport.bottom == content.top",
    "logo.leading == safe.leading + 8",
    "logo.bottom == content.top - 8",
    "speed.trailing == safe.trailing - 16 [compact]",
    "speed.trailing == safe.trailing - 32 [wide]",
    "speed.bottom == content.top - 8",
    "buttons.top == turnCard.bottom + 8",
    "buttons.trailing == safe.trailing - 16 [compact]",
    "buttons.trailing == safe.trailing - 32 [wide]",
    "buttons.bottom == speed.top - 8",
  ]

  static let promptRules = """
    # a bottom prompt lifts the map content
    prompt.bottom == map.bottom
    prompt.leading == safe.leading
    content.bottom <= prompt.top
    """

  private enum Phase {
    case off, ready, guidance
  }

  private let parsedSession = LayoutRuleParser.parse(sessionRules)
  private let parsedReady = LayoutRuleParser.parse(readyRules)
  private static let parsedGuidanceCache = LayoutRuleParser.parse(guidanceRules)
  private var parsedGuidance: [LayoutRule] { Self.parsedGuidanceCache }
  private let parsedPrompt = LayoutRuleParser.parse(promptRules)

  private let content = UILayoutGuide()
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var resolver = RuleResolver()
  private var phase = Phase.off
  private var wideMode = false

  private var sessionConstraints: [NSLayoutConstraint] = []
  private var stateConstraints: [NSLayoutConstraint] = []
  private var stateViews: [UIView] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?

  // MARK: - Transitions

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    wideMode = newState.wideMode
    navMap.addLayoutGuide(content)
    resolver = RuleResolver()
    resolver.register("map", navMap)
    resolver.register("safe", navMap.safeAreaLayoutGuide)
    resolver.register("content", content)
    sessionConstraints = resolver.constraints(for: parsedSession, wideMode: wideMode)
    NSLayoutConstraint.activate(sessionConstraints)
    enterReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    if let prompt { removePrompt(prompt) }
    leaveState()
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(content)
    resolver = RuleResolver()
    phase = .off
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    leaveState()
    wideMode = newState.wideMode
    stateViews = [newState.viewport, newState.turnCard, newState.etaCard, newState.googleLogo,
                  newState.speedWidget, buttonStack]
    stateViews.forEach { navMap.addSubview($0) }
    buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
    resolver.register("viewport", newState.viewport)
    resolver.register("turnCard", newState.turnCard)
    resolver.register("etaCard", newState.etaCard)
    resolver.register("logo", newState.googleLogo)
    resolver.register("speed", newState.speedWidget)
    resolver.register("buttons", buttonStack)
    phase = .guidance
    applyStateRules()
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { removePrompt(prompt) }
    leaveState()
    wideMode = newState.wideMode
    enterReady(navMap: navMap, state: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard phase != .off, newState.wideMode != wideMode else { return }
    wideMode = newState.wideMode
    NSLayoutConstraint.deactivate(stateConstraints)
    applyStateRules()
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    resolver.register("prompt", newPrompt)
    promptConstraints = resolver.constraints(for: parsedPrompt, wideMode: wideMode)
    NSLayoutConstraint.activate(promptConstraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    removePrompt(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    removePrompt(oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: - Helpers

  private func enterReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    stateViews = [state.viewport, state.googleLogo, buttonStack]
    stateViews.forEach { navMap.addSubview($0) }
    buttonStack.arrangedSubviews = state.buttons.map { $0.view }
    resolver.register("viewport", state.viewport)
    resolver.register("logo", state.googleLogo)
    resolver.register("buttons", buttonStack)
    phase = .ready
    applyStateRules()
  }

  private func applyStateRules() {
    let rules = phase == .guidance ? parsedGuidance : parsedReady
    stateConstraints = resolver.constraints(for: rules, wideMode: wideMode)
    NSLayoutConstraint.activate(stateConstraints)
  }

  private func leaveState() {
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = []
    buttonStack.arrangedSubviews = []
    stateViews.forEach { $0.removeFromSuperview() }
    stateViews = []
  }

  private func removePrompt(_ old: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    old.removeFromSuperview()
    prompt = nil
  }
}
