import GoogleNavigation
import UIKit

/// Abstract base for all our map screens: owns the bookkeeping; each app's
/// subclass provides the margin and the button inset (the app never creates
/// the base itself).
@MainActor
class MapScreenLayout: NSObject, NavigationLayoutDelegate {
  let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private(set) var installed: [NSLayoutConstraint] = []
  private(set) var addedViews: [UIView] = []
  private var promptInstalled: [NSLayoutConstraint] = []
  private var shownPrompt: NavigationPromptView?
  /// Where the bottom of the map contents sits: subclasses move it above prompts.
  let mapContentBottom = UILayoutGuide()
  private var guideConstraints: [NSLayoutConstraint] = []
  /// How far the buttons sit from the trailing edge (wider in wide mode), set by the subclass.
  let buttonInset: CGFloat

  init(buttonInset: CGFloat) {
    self.buttonInset = buttonInset
    super.init()
  }

  var bottomMargin: CGFloat { fatalError("subclasses provide the margin") }

  func makeReadyConstraints(map: GMSMapView, state: NavigationReadyUIState) -> [NSLayoutConstraint] {
    let safe = map.safeAreaLayoutGuide
    return [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: mapContentBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: bottomMargin),
      state.googleLogo.bottomAnchor.constraint(equalTo: mapContentBottom.topAnchor, constant: -bottomMargin),
    ]
  }

  func makeGuidanceConstraints(map: GMSMapView, state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
    let safe = map.safeAreaLayoutGuide
    return [
      state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      mapContentBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
      state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: mapContentBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: bottomMargin),
      state.googleLogo.bottomAnchor.constraint(equalTo: mapContentBottom.topAnchor, constant: -bottomMargin),
    ]
  }

  func makeButtonConstraints(map: GMSMapView, top: NSLayoutYAxisAnchor, wide: Bool) -> [NSLayoutConstraint] {
    [
      buttonStack.topAnchor.constraint(greaterThanOrEqualTo: top, constant: 8),
      buttonStack.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor, constant: wide ? -buttonInset - 8 : -buttonInset),
      buttonStack.bottomAnchor.constraint(equalTo: mapContentBottom.topAnchor, constant: -bottomMargin),
    ]
  }

  // MARK: NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(mapContentBottom)
    let rest = mapContentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    rest.priority = .defaultLow
    guideConstraints = [rest, mapContentBottom.heightAnchor.constraint(equalToConstant: 0)]
    NSLayoutConstraint.activate(guideConstraints)
    install(navMap, views: [newState.viewport, newState.googleLogo], buttons: newState.buttons,
            constraints: makeReadyConstraints(map: navMap, state: newState)
              + makeButtonConstraints(map: navMap, top: navMap.safeAreaLayoutGuide.topAnchor, wide: newState.wideMode))
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    uninstall()
    NSLayoutConstraint.deactivate(guideConstraints)
    guideConstraints = []
    navMap.removeLayoutGuide(mapContentBottom)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    uninstall()
    install(navMap, views: guidanceViews(of: newState), buttons: newState.buttons,
            constraints: makeGuidanceConstraints(map: navMap, state: newState)
              + makeButtonConstraints(map: navMap, top: newState.turnCard.bottomAnchor, wide: newState.wideMode))
  }

  func guidanceViews(of state: ActiveGuidanceUIState) -> [UIView] {
    [state.viewport, state.turnCard, state.etaCard, state.googleLogo]
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let shownPrompt { hidePrompt(navMap: navMap, oldPrompt: shownPrompt) }
    uninstall()
    install(navMap, views: [newState.viewport, newState.googleLogo], buttons: newState.buttons,
            constraints: makeReadyConstraints(map: navMap, state: newState)
              + makeButtonConstraints(map: navMap, top: navMap.safeAreaLayoutGuide.topAnchor, wide: newState.wideMode))
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    shownPrompt = newPrompt
    promptInstalled = makePromptConstraints(map: navMap, prompt: newPrompt)
    NSLayoutConstraint.activate(promptInstalled)
  }

  func makePromptConstraints(map: GMSMapView, prompt: NavigationPromptView) -> [NSLayoutConstraint] {
    [
      prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
      prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
      mapContentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptInstalled)
    promptInstalled = []
    oldPrompt.removeFromSuperview()
    shownPrompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: Bookkeeping

  private func install(_ map: GMSMapView, views: [UIView], buttons: [NavigationUIButton], constraints: [NSLayoutConstraint]) {
    addedViews = views + [buttonStack]
    for view in addedViews { map.addSubview(view) }
    buttonStack.arrangedSubviews = buttons.map { $0.view }
    installed = constraints
    NSLayoutConstraint.activate(installed)
  }

  private func uninstall() {
    NSLayoutConstraint.deactivate(installed)
    installed = []
    buttonStack.arrangedSubviews = []
    for view in addedViews { view.removeFromSuperview() }
    addedViews = []
  }
}
