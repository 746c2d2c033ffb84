import GoogleNavigation
import UIKit

/// Shared base of every navigation screen's layout delegate. Screens subclass it,
/// pick their metrics through the generic parameter and override the hooks
/// (always calling `super` so the shared chrome is kept).
@MainActor
class NavScreenLayoutDelegate<Metrics: ScreenMetrics>: NSObject, NavigationLayoutDelegate {
  /// Bottom edge of the map content: above the ETA card and any prompt.
  let contentBottom = UILayoutGuide()
  private var sessionConstraints: [NSLayoutConstraint] = []
  private(set) var readyViews: [UIView] = []
  private var readyConstraints: [NSLayoutConstraint] = []
  private(set) var guidanceViews: [UIView] = []
  private var guidanceConstraints: [NSLayoutConstraint] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?
  /// Wide mode of the layout being built; hooks read it (stored states may be stale after a resize).
  private(set) var isWide = false
  private var builtWidth = MapWidthClass.narrow
  let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  override init() { super.init() }

  // MARK: - Hooks

  /// Views the screen adds in the navigation-ready state, on top of the shared ones.
  func readyAccessoryViews(navMap: GMSMapView) -> [UIView] { [] }

  /// Where the ready-state map content starts (below any app bar of the screen).
  func readyContentTop(navMap: GMSMapView) -> NSLayoutYAxisAnchor {
    navMap.safeAreaLayoutGuide.topAnchor
  }

  /// Constraints of the ready state. Overrides append to `super`'s.
  func makeReadyConstraints(navMap: GMSMapView, state: NavigationReadyUIState) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let gap = Metrics.floatingGap
    let inset = Metrics.buttonInset(forMapWidth: navMap.bounds.width, wideMode: isWide)
    let top = readyContentTop(navMap: navMap)
    return [
      state.viewport.topAnchor.constraint(equalTo: top),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
      readyButtons.topAnchor.constraint(equalTo: top, constant: gap),
      readyButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      readyButtons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
    ]
  }

  /// Views of the guidance state besides the cards, logo, viewport and buttons.
  func guidanceAccessoryViews(state: ActiveGuidanceUIState) -> [UIView] { [state.speedWidget] }

  /// The anchor the trailing floating column (buttons, speed widget) lines up with.
  func guidanceTrailingEdge(navMap: GMSMapView, state: ActiveGuidanceUIState) -> NSLayoutXAxisAnchor {
    navMap.safeAreaLayoutGuide.trailingAnchor
  }

  /// Constraints of the guidance state. Overrides append to `super`'s.
  func makeGuidanceConstraints(navMap: GMSMapView, state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let gap = Metrics.floatingGap
    let inset = Metrics.buttonInset(forMapWidth: navMap.bounds.width, wideMode: isWide)
    let trailing = guidanceTrailingEdge(navMap: navMap, state: state)
    return [
      state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
      state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
      state.speedWidget.trailingAnchor.constraint(equalTo: trailing, constant: -inset),
      state.speedWidget.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
      guidanceButtons.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: gap),
      guidanceButtons.trailingAnchor.constraint(equalTo: trailing, constant: -inset),
      guidanceButtons.bottomAnchor.constraint(equalTo: state.speedWidget.topAnchor, constant: -gap),
    ]
  }

  /// Constraints placing a prompt; overrides may add or replace.
  func makePromptConstraints(navMap: GMSMapView, prompt: NavigationPromptView) -> [NSLayoutConstraint] {
    [
      prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
  }

  /// Called once a prompt is on screen and laid out; screens animate it in.
  func promptDidAppear(_ prompt: NavigationPromptView) {}

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    isWide = newState.wideMode
    navMap.addLayoutGuide(contentBottom)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
    showReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    removePrompt()
    tearDownGuidance()
    tearDownReady()
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(contentBottom)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDownReady()
    isWide = newState.wideMode
    guidanceState = newState
    guidanceViews = [newState.viewport, newState.turnCard, newState.etaCard, newState.googleLogo]
      + guidanceAccessoryViews(state: newState) + [guidanceButtons]
    guidanceViews.forEach { navMap.addSubview($0) }
    guidanceButtons.arrangedSubviews = newState.buttons.map { $0.view }
    layoutGuidance(navMap: navMap, state: newState)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    removePrompt()
    tearDownGuidance()
    isWide = newState.wideMode
    showReady(navMap: navMap, state: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let width = MapWidthClass(width: navMap.bounds.width)
    guard newState.wideMode != isWide || width != builtWidth else { return }
    isWide = newState.wideMode
    if let guidanceState {
      NSLayoutConstraint.deactivate(guidanceConstraints)
      layoutGuidance(navMap: navMap, state: guidanceState)
    } else if let readyState {
      NSLayoutConstraint.deactivate(readyConstraints)
      layoutReady(navMap: navMap, state: readyState)
    }
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = makePromptConstraints(navMap: navMap, prompt: newPrompt)
    NSLayoutConstraint.activate(promptConstraints)
    promptDidAppear(newPrompt)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    removePrompt()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    removePrompt()
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: - Shared plumbing (not overridable)

  private func showReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    readyState = state
    readyViews = [state.viewport, state.googleLogo, readyButtons] + readyAccessoryViews(navMap: navMap)
    readyViews.forEach { navMap.addSubview($0) }
    readyButtons.arrangedSubviews = state.buttons.map { $0.view }
    layoutReady(navMap: navMap, state: state)
  }

  private func layoutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    builtWidth = MapWidthClass(width: navMap.bounds.width)
    readyConstraints = makeReadyConstraints(navMap: navMap, state: state)
    NSLayoutConstraint.activate(readyConstraints)
  }

  private func layoutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {
    builtWidth = MapWidthClass(width: navMap.bounds.width)
    guidanceConstraints = makeGuidanceConstraints(navMap: navMap, state: state)
    NSLayoutConstraint.activate(guidanceConstraints)
  }

  private func tearDownReady() {
    NSLayoutConstraint.deactivate(readyConstraints)
    readyConstraints = []
    readyButtons.arrangedSubviews = []
    readyViews.forEach { $0.removeFromSuperview() }
    readyViews = []
    readyState = nil
  }

  private func tearDownGuidance() {
    NSLayoutConstraint.deactivate(guidanceConstraints)
    guidanceConstraints = []
    guidanceButtons.arrangedSubviews = []
    guidanceViews.forEach { $0.removeFromSuperview() }
    guidanceViews = []
    guidanceState = nil
  }

  private func removePrompt() {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt?.removeFromSuperview()
    prompt = nil
  }
}
