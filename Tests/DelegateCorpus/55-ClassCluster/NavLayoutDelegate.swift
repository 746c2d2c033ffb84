import UIKit
import GoogleNavigation

/// Class cluster: callers ask `NavLayoutDelegate.make(for:)` and get the
/// compact or regular leaf. The base owns the lifecycle; leaves place cards.
class NavLayoutDelegate: NavigationLayoutDelegate {

  struct Metrics {
    var margin: CGFloat = 8
    var cardPadding: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    var buttonGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
  }

  static func make(for traitCollection: UITraitCollection) -> NavLayoutDelegate {
    traitCollection.horizontalSizeClass == .regular ? RegularNavLayout() : CompactNavLayout()
  }

  lazy var metrics = Metrics()

  private(set) var isWide = false
  private var readyConstraints: [NSLayoutConstraint] = []
  private var guidanceConstraints: [NSLayoutConstraint] = []
  private var cardConstraints: [NSLayoutConstraint] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var guidance: ActiveGuidanceUIState?
  private var promptView: NavigationPromptView? {
    willSet { promptView?.removeFromSuperview() }
  }

  init() {}

  // MARK: Hooks for the leaves

  func horizontalConstraints(for card: UIView, in safe: UILayoutGuide, wide: Bool) -> [NSLayoutConstraint] {
    fatalError("subclasses provide the card placement")
  }

  func promptConstraints(for prompt: NavigationPromptView, in navMap: GMSMapView) -> [NSLayoutConstraint] {
    fatalError("subclasses provide the prompt placement")
  }

  // MARK: NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    isWide = newState.wideMode
    placeReady(newState, on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(readyConstraints + promptConstraints)
    readyConstraints = []
    promptConstraints = []
    promptView = nil
    ([oldState.viewport, oldState.googleLogo] + oldState.buttons.map(\.view)).forEach { $0.removeFromSuperview() }
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(readyConstraints)
    readyConstraints = []
    oldState.buttons.forEach { $0.view.removeFromSuperview() }
    isWide = newState.wideMode
    guidance = newState

    let safe = navMap.safeAreaLayoutGuide
    let m = metrics
    add([newState.viewport, newState.turnCard, newState.etaCard, newState.tripProgressBar,
         newState.speedWidget, newState.googleLogo] + newState.buttons.map(\.view), to: navMap)

    guidanceConstraints = [
      newState.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
      newState.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      newState.viewport.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
      newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      newState.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m.margin),
      newState.tripProgressBar.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor, constant: m.margin),
      newState.tripProgressBar.bottomAnchor.constraint(equalTo: newState.etaCard.topAnchor, constant: -m.margin),
      newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: m.margin),
      newState.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: m.margin),
      newState.speedWidget.bottomAnchor.constraint(equalTo: newState.googleLogo.topAnchor, constant: -m.margin),
    ]
    guidanceConstraints += Self.floating(newState.viewport.bottomAnchor, on: newState.etaCard.topAnchor, gap: 0)
    guidanceConstraints += Self.floating(newState.googleLogo.bottomAnchor, on: newState.etaCard.topAnchor, gap: m.margin)
    guidanceConstraints += buttonColumn(newState.buttons, trailing: newState.tripProgressBar.leadingAnchor,
                                        floor: newState.etaCard.topAnchor)
    NSLayoutConstraint.activate(guidanceConstraints)
    placeCards(in: safe)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let promptView { hidePrompt(navMap: navMap, oldPrompt: promptView) }
    NSLayoutConstraint.deactivate(guidanceConstraints + cardConstraints)
    guidanceConstraints = []
    cardConstraints = []
    guidance = nil
    [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget].forEach {
      $0.removeFromSuperview()
    }
    oldState.buttons.forEach { $0.view.removeFromSuperview() }
    placeReady(newState, on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    isWide = newState.wideMode
    if guidance != nil { placeCards(in: navMap.safeAreaLayoutGuide) }
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let guidance else { return }
    newPrompt.translatesAutoresizingMaskIntoConstraints = false
    navMap.addSubview(newPrompt)
    promptView = newPrompt
    promptConstraints = promptConstraints(for: newPrompt, in: navMap) + [
      guidance.viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
      guidance.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor, constant: -metrics.margin),
    ]
    if let lowest = Self.bottomUp(guidance.buttons).first {
      promptConstraints.append(lowest.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor, constant: -metrics.margin))
    }
    NSLayoutConstraint.activate(promptConstraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    promptView = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: Shared pieces

  private func placeCards(in safe: UILayoutGuide) {
    guard let guidance else { return }
    NSLayoutConstraint.deactivate(cardConstraints)
    cardConstraints = [guidance.turnCard, guidance.etaCard].flatMap {
      horizontalConstraints(for: $0, in: safe, wide: isWide)
    }
    NSLayoutConstraint.activate(cardConstraints)
  }

  private func placeReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    add([state.viewport, state.googleLogo] + state.buttons.map(\.view), to: navMap)
    readyConstraints = [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.margin),
      state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -metrics.margin),
    ] + buttonColumn(state.buttons, trailing: safe.trailingAnchor, floor: safe.bottomAnchor)
    NSLayoutConstraint.activate(readyConstraints)
  }

  private func add(_ views: [UIView], to navMap: GMSMapView) {
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      navMap.addSubview(view)
    }
  }
}
