import GoogleNavigation
import UIKit

/// A responsive navigation layout: one set of constraints per state for both
/// compact and wide maps, built from inequalities and a priority ladder. Only the
/// constraints that say where the camera frame sits relative to the cards, and the
/// buttons' inset, change with `wideMode`.
@MainActor
final class LadderLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let labels = TripLabels()
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var stateViews: [UIView] = []
  private var stateConstraints: [NSLayoutConstraint] = []
  /// Swapped with wideMode: active only on compact maps.
  private var compactOnly: [NSLayoutConstraint] = []
  /// Swapped with wideMode: active only on wide maps.
  private var wideOnly: [NSLayoutConstraint] = []
  private var buttonsTrailing: NSLayoutConstraint?

  private var viewport: UIView?
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?

  private func buttonInset(wide: Bool) -> CGFloat {
    wide ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
  }

  /// Applies `wideMode`: swaps the two small sets and moves the buttons in.
  private func apply(wide: Bool) {
    if wide {
      NSLayoutConstraint.deactivate(compactOnly)
      NSLayoutConstraint.activate(wideOnly)
    } else {
      NSLayoutConstraint.deactivate(wideOnly)
      NSLayoutConstraint.activate(compactOnly)
    }
    buttonsTrailing?.constant = -buttonInset(wide: wide)
  }

  /// The part both states share: the camera frame resting on the safe area's edges,
  /// the logo in its bottom leading corner, the buttons and the labels along its top.
  private func shared(
    navMap: GMSMapView, viewport: UIView, logo: UIView, buttons: GMSNavigationHidingStackView,
    buttonsBottom: NSLayoutYAxisAnchor
  ) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let trailing = buttons.trailingAnchor.constraint(equalTo: viewport.trailingAnchor)
    buttonsTrailing = trailing
    return [
      viewport.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor),
      viewport.topAnchor.constraint(equalTo: safe.topAnchor).at(.rest),
      viewport.leadingAnchor.constraint(greaterThanOrEqualTo: safe.leadingAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor).at(.rest),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
      viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor).at(.rest),
      logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
      buttons.topAnchor.constraint(greaterThanOrEqualTo: viewport.topAnchor, constant: 8),
      buttons.bottomAnchor.constraint(equalTo: buttonsBottom, constant: -8),
      trailing,
    ] + labels.constraints(in: viewport, before: buttons.leadingAnchor)
  }

  private func place(_ views: [UIView], on navMap: GMSMapView) {
    stateViews = views
    views.forEach { navMap.addSubview($0) }
  }

  private func clearState() {
    NSLayoutConstraint.deactivate(stateConstraints + compactOnly + wideOnly)
    stateConstraints = []
    compactOnly = []
    wideOnly = []
    buttonsTrailing = nil
    readyButtons.arrangedSubviews = []
    guidanceButtons.arrangedSubviews = []
    stateViews.forEach { $0.removeFromSuperview() }
    stateViews = []
    viewport = nil
  }

  // MARK: Navigation ready

  private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    place([state.viewport, state.googleLogo, readyButtons], on: navMap)
    readyButtons.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map { $0.view }
    viewport = state.viewport
    stateConstraints = shared(
      navMap: navMap, viewport: state.viewport, logo: state.googleLogo, buttons: readyButtons,
      buttonsBottom: state.googleLogo.topAnchor)
    NSLayoutConstraint.activate(stateConstraints)
    apply(wide: state.wideMode)
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    labels.views.forEach { navMap.addSubview($0) }
    layOutReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    dismissPrompt()
    clearState()
    labels.views.forEach { $0.removeFromSuperview() }
  }

  // MARK: Active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    clearState()
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = newState.turnCard
    let etaCard = newState.etaCard
    let progress = newState.tripProgressBar
    let speed = newState.speedWidget
    let port = newState.viewport
    place([port, turnCard, etaCard, progress, speed, newState.googleLogo, guidanceButtons], on: navMap)
    guidanceButtons.arrangedSubviews = newState.buttons.map { $0.view }
    viewport = port
    stateConstraints =
      shared(
        navMap: navMap, viewport: port, logo: newState.googleLogo, buttons: guidanceButtons,
        buttonsBottom: speed.topAnchor)
      + [
        // Cards: leading column in both modes, sized by the SDK.
        turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
        turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        turnCard.trailingAnchor.constraint(lessThanOrEqualTo: safe.trailingAnchor),
        etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        etaCard.trailingAnchor.constraint(lessThanOrEqualTo: safe.trailingAnchor),
        // Trip progress bar along the trailing edge of the camera frame.
        progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        progress.topAnchor.constraint(equalTo: port.topAnchor, constant: 8),
        progress.bottomAnchor.constraint(equalTo: port.bottomAnchor, constant: -8),
        // Speed widget in the bottom trailing corner, buttons stacked above it.
        speed.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -8),
        speed.bottomAnchor.constraint(equalTo: port.bottomAnchor, constant: -8),
      ]
    stateConstraints.removeAll { $0 === buttonsTrailing }
    let trailing = guidanceButtons.trailingAnchor.constraint(equalTo: progress.leadingAnchor)
    buttonsTrailing = trailing
    stateConstraints.append(trailing)
    compactOnly = [
      port.topAnchor.constraint(greaterThanOrEqualTo: turnCard.bottomAnchor),
      port.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
    ]
    wideOnly = [
      port.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
      port.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
    ]
    NSLayoutConstraint.activate(stateConstraints)
    apply(wide: newState.wideMode)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    dismissPrompt()
    clearState()
    layOutReady(navMap: navMap, state: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    apply(wide: newState.wideMode)
  }

  // MARK: Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      newPrompt.trailingAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.trailingAnchor),
    ]
    if let port = viewport {
      promptConstraints.append(port.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor))
    }
    NSLayoutConstraint.activate(promptConstraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    dismissPrompt()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    dismissPrompt()
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func dismissPrompt() {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt?.removeFromSuperview()
    prompt = nil
  }
}
