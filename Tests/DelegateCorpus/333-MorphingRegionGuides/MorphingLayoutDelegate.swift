import GoogleNavigation
import UIKit

/// Google views are pinned to the delegate's region guides; every change of size
/// or mode re-pins the guides only.
@MainActor
final class MorphingLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let guides = RegionGuides()
  private var viewPins: [NSLayoutConstraint] = []
  private var shownViews: [UIView] = []
  private var promptPins: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var cards: (turn: UIView, eta: UIView)?
  private var shape: RegionShape = .readyFull
  private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    guides.install(in: navMap)
    layoutReady(navMap: navMap, state: newState)
  }

  private func layoutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    let area = guides.mapArea
    shape = .readyFull
    guides.morph(to: RegionPins.pins(.readyFull, guides: guides, safe: navMap.safeAreaLayoutGuide, cards: nil))
    let inset = state.wideMode ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
    show([state.viewport, state.googleLogo, buttons], on: navMap)
    buttons.arrangedSubviews = state.buttons.map { $0.view }
    pin([
      state.viewport.topAnchor.constraint(equalTo: area.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: area.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: area.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: area.bottomAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: area.leadingAnchor, constant: 8),
      state.googleLogo.bottomAnchor.constraint(equalTo: area.bottomAnchor, constant: -8),
      buttons.topAnchor.constraint(equalTo: area.topAnchor, constant: 8),
      buttons.trailingAnchor.constraint(equalTo: area.trailingAnchor, constant: -inset),
      buttons.bottomAnchor.constraint(equalTo: area.bottomAnchor, constant: -8),
    ])
  }

  private func show(_ views: [UIView], on map: UIView) {
    shownViews = views
    views.forEach { map.addSubview($0) }
  }

  private func pin(_ constraints: [NSLayoutConstraint]) {
    viewPins = constraints
    NSLayoutConstraint.activate(constraints)
  }

  private func clearViews() {
    NSLayoutConstraint.deactivate(viewPins)
    viewPins = []
    buttons.arrangedSubviews = []
    shownViews.forEach { $0.removeFromSuperview() }
    shownViews = []
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    clearViews()
    guides.uninstall(from: navMap)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    clearViews()
    let area = guides.mapArea
    let safe = navMap.safeAreaLayoutGuide
    cards = (newState.turnCard, newState.etaCard)
    shape = .guidance(wide: newState.wideMode)
    show([newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget,
          newState.tripProgressBar, newState.googleLogo, buttons], on: navMap)
    guides.morph(to: RegionPins.pins(shape, guides: guides, safe: safe, cards: cards))
    buttons.arrangedSubviews = newState.buttons.map { $0.view }
    pin([
      newState.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      newState.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      newState.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      newState.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      newState.viewport.topAnchor.constraint(equalTo: area.topAnchor),
      newState.viewport.leadingAnchor.constraint(equalTo: area.leadingAnchor),
      newState.viewport.trailingAnchor.constraint(equalTo: area.trailingAnchor),
      newState.viewport.bottomAnchor.constraint(equalTo: area.bottomAnchor),
      newState.googleLogo.leadingAnchor.constraint(equalTo: area.leadingAnchor, constant: 8),
      newState.googleLogo.bottomAnchor.constraint(equalTo: area.bottomAnchor, constant: -8),
      newState.speedWidget.leadingAnchor.constraint(equalTo: area.leadingAnchor, constant: 8),
      newState.speedWidget.bottomAnchor.constraint(equalTo: newState.googleLogo.topAnchor, constant: -8),
      newState.tripProgressBar.trailingAnchor.constraint(equalTo: area.trailingAnchor),
      newState.tripProgressBar.topAnchor.constraint(equalTo: area.topAnchor, constant: 8),
      newState.tripProgressBar.bottomAnchor.constraint(equalTo: area.bottomAnchor, constant: -8),
      buttons.topAnchor.constraint(greaterThanOrEqualTo: area.topAnchor, constant: 8),
      buttons.trailingAnchor.constraint(equalTo: newState.tripProgressBar.leadingAnchor,
                                        constant: -NavigationStyleValues.buttonHorizontalPadding),
      buttons.bottomAnchor.constraint(equalTo: area.bottomAnchor, constant: -8),
    ])
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    clearViews()
    cards = nil
    layoutReady(navMap: navMap, state: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard cards != nil else { return }
    let next = RegionShape.guidance(wide: newState.wideMode)
    guard next != shape else { return }
    shape = next
    guides.morph(to: RegionPins.pins(next, guides: guides, safe: navMap.safeAreaLayoutGuide, cards: cards))
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptPins = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      guides.mapArea.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptPins)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptPins)
    promptPins = []
    oldPrompt.removeFromSuperview()
    prompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
