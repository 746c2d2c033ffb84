import GoogleNavigation
import UIKit

/// Trip screen layout with animated prompts (see PromptMotion). Prompt views are
/// added and removed from the hierarchy synchronously as far as the SDK can tell
/// (added in showPrompt, removal scheduled for the end of the slide-out and forced
/// on any state change); only the cosmetic rounded-corner update after a burst of
/// prompt changes is debounced.
@MainActor
final class WatchdogLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let mapBottom = UILayoutGuide()
  private var guideConstraints: [NSLayoutConstraint] = []
  private var layout: [NSLayoutConstraint] = []
  private var placed: [UIView] = []
  private var buttonTrailing: NSLayoutConstraint?
  private var laidOutWide: Bool?
  private var visiblePrompt: NavigationPromptView?
  private let motion = PromptMotion()
  private let cornerDebounce = Debouncer(delay: 0.1)
  private var stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private func trailingInset(_ map: UIView) -> CGFloat {
    // Narrow phones keep the buttons close to the edge; wider maps give them room.
    map.bounds.width < 380 ? NavigationStyleValues.buttonHorizontalPadding
      : NavigationStyleValues.buttonHorizontalPadding + NavigationStyleValues.elementHorizontalPadding
  }

  private func place(_ views: [UIView], on map: UIView) {
    placed = views
    for view in views { map.addSubview(view) }
  }

  private func clear() {
    NSLayoutConstraint.deactivate(layout)
    layout = []
    buttonTrailing = nil
    stack.arrangedSubviews = []
    for view in placed { view.removeFromSuperview() }
    placed = []
    laidOutWide = nil
  }

  // MARK: - Navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(mapBottom)
    let resting = mapBottom.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    guideConstraints = [mapBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(guideConstraints)
    ready(navMap, newState)
  }

  private func ready(_ map: GMSMapView, _ state: NavigationReadyUIState) {
    stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    place([state.viewport, state.googleLogo, stack], on: map)
    stack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
    let safe = map.safeAreaLayoutGuide
    let trailing = stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -trailingInset(map))
    buttonTrailing = trailing
    laidOutWide = state.wideMode
    layout = [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: mapBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: state.wideMode ? 16 : 8),
      state.googleLogo.bottomAnchor.constraint(equalTo: mapBottom.topAnchor, constant: -8),
      stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      stack.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -8),
      trailing,
    ]
    NSLayoutConstraint.activate(layout)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    cornerDebounce.cancel()
    motion.removeEverything(onScreen: visiblePrompt)
    visiblePrompt = nil
    clear()
    NSLayoutConstraint.deactivate(guideConstraints)
    guideConstraints = []
    navMap.removeLayoutGuide(mapBottom)
  }

  // MARK: - Active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    clear()
    guidance(navMap, newState)
  }

  private func guidance(_ map: GMSMapView, _ state: ActiveGuidanceUIState) {
    stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    place([state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.tripProgressBar,
           state.googleLogo, stack], on: map)
    let compass = state.buttons.first { $0.type == .compass }
    let reporting = state.buttons.first { $0.type == .reporting }
    stack.arrangedSubviews = [reporting, compass].compactMap { $0?.view }
    let safe = map.safeAreaLayoutGuide
    let trailing = stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -trailingInset(map))
    buttonTrailing = trailing
    laidOutWide = state.wideMode
    var c: [NSLayoutConstraint] = [
      state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.speedWidget.leadingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.leadingAnchor),
      state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: mapBottom.topAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: state.tripProgressBar.leadingAnchor),
      state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.tripProgressBar.bottomAnchor.constraint(equalTo: mapBottom.topAnchor, constant: -8),
      stack.bottomAnchor.constraint(equalTo: mapBottom.topAnchor, constant: -8),
      trailing,
    ]
    if state.wideMode {
      // Leading column: turn card on top, ETA card at the bottom; the camera frames what is beside it.
      c += [
        state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
        state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: 8),
        state.googleLogo.bottomAnchor.constraint(equalTo: mapBottom.topAnchor, constant: -8),
        state.tripProgressBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
        stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      ]
    } else {
      c += [
        mapBottom.topAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor),
        mapBottom.topAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
        state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
        state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
        state.googleLogo.bottomAnchor.constraint(equalTo: mapBottom.topAnchor, constant: -8),
        state.tripProgressBar.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: 8),
        stack.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: 8),
      ]
    }
    layout = c
    NSLayoutConstraint.activate(layout)
    if let visiblePrompt { map.bringSubviewToFront(visiblePrompt) }
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    cornerDebounce.cancel()
    motion.removeEverything(onScreen: visiblePrompt)
    visiblePrompt = nil
    clear()
    ready(navMap, newState)
  }

  // MARK: - Size

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    if laidOutWide != nil, laidOutWide != newState.wideMode {
      if let state = newState as? ActiveGuidanceUIState {
        clear()
        guidance(navMap, state)
      } else if let state = newState as? NavigationReadyUIState {
        clear()
        ready(navMap, state)
      }
    } else {
      buttonTrailing?.constant = -trailingInset(navMap)
    }
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    visiblePrompt = newPrompt
    motion.slideIn(newPrompt, pinned: [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      mapBottom.topAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
    cornerDebounce.submit { [weak self] in
      guard let self, let prompt = self.visiblePrompt else { return }
      prompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    if visiblePrompt === oldPrompt { visiblePrompt = nil }
    motion.slideOut(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
