import GoogleNavigation
import UIKit

/// The NavigationFeature module's layout delegate. It owns no numbers and no switches: metrics and
/// feature flags come from the services the composition root injects.
@MainActor
final class NavigationFeatureLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let metrics: any LayoutMetricsProviding
  private let flags: any NavigationFeatureFlagProviding

  /// The bottom of the open map: above the ETA card (portrait) and above any prompt.
  private let openMapBottom = UILayoutGuide()
  private let sessionConstraints = ConstraintGroup()
  private let readyConstraints = ConstraintGroup()
  private let guidanceConstraints = ConstraintGroup()
  private let promptConstraints = ConstraintGroup()

  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?
  private var guidanceViews: [UIView] = []
  private var prompt: NavigationPromptView?

  init(
    metrics: any LayoutMetricsProviding = StandardLayoutMetrics(),
    flags: any NavigationFeatureFlagProviding = DefaultNavigationFeatureFlags()
  ) {
    self.metrics = metrics
    self.flags = flags
    super.init()
  }

  // MARK: Navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(openMapBottom)
    sessionConstraints.replace(with: [
      openMapBottom.heightAnchor.constraint(equalToConstant: 0),
      openMapBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        .withPriority(.defaultLow),
    ])
    showReady(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    hideReady()
    sessionConstraints.clear()
    navMap.removeLayoutGuide(openMapBottom)
  }

  private func showReady(navMap: GMSMapView, state: NavigationReadyUIState, wide: Bool) {
    readyState = state
    for view in [state.viewport, state.googleLogo, readyButtons] { navMap.addSubview(view) }
    readyButtons.arrangedSubviews = state.buttons.map(\.view)
    layoutReady(navMap: navMap, state: state, wide: wide)
  }

  private func layoutReady(navMap: GMSMapView, state: NavigationReadyUIState, wide: Bool) {
    let safe = navMap.safeAreaLayoutGuide
    let gap = metrics.floatingGap
    let inset = metrics.buttonInset(forMapWidth: navMap.bounds.width, wideMode: wide)
    readyConstraints.replace(with: [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor, constant: -gap),
      readyButtons.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      readyButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      readyButtons.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -gap),
    ])
  }

  private func hideReady() {
    readyConstraints.clear()
    readyButtons.arrangedSubviews = []
    readyButtons.removeFromSuperview()
    if let readyState {
      readyState.viewport.removeFromSuperview()
      readyState.googleLogo.removeFromSuperview()
    }
    readyState = nil
  }

  // MARK: Active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    hideReady()
    guidanceState = newState
    var views: [UIView] = [newState.viewport, newState.turnCard, newState.etaCard, newState.googleLogo]
    if flags.showsSpeedWidget { views.append(newState.speedWidget) }
    if flags.showsTripProgressBar { views.append(newState.tripProgressBar) }
    views.append(guidanceButtons)
    views.forEach { navMap.addSubview($0) }
    guidanceViews = views
    guidanceButtons.arrangedSubviews = newState.buttons
      .filter { $0.type != .reporting || flags.showsReportingButton }
      .map(\.view)
    layoutGuidance(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { tearDownPrompt(prompt) }
    guidanceConstraints.clear()
    guidanceButtons.arrangedSubviews = []
    guidanceViews.forEach { $0.removeFromSuperview() }
    guidanceViews = []
    guidanceState = nil
    showReady(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  private func layoutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState, wide: Bool) {
    let safe = navMap.safeAreaLayoutGuide
    let gap = metrics.floatingGap
    let inset = metrics.buttonInset(forMapWidth: navMap.bounds.width, wideMode: wide)
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let logo = state.googleLogo
    let viewport = state.viewport

    // Cards go along the leading edge in both modes: turn card top, ETA card bottom.
    var constraints: [NSLayoutConstraint] = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),
      logo.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor, constant: -gap),
      guidanceButtons.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor, constant: -gap),
    ]

    if flags.showsSpeedWidget {
      // Stacked on the ETA card's margins, as the SDK guide recommends.
      constraints += [
        state.speedWidget.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
        state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
    }

    let buttonsTrailing: NSLayoutXAxisAnchor
    if flags.showsTripProgressBar {
      let bar = state.tripProgressBar
      constraints += [
        bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.progressBarInset),
        bar.topAnchor.constraint(equalTo: wide ? safe.topAnchor : turnCard.bottomAnchor, constant: gap),
        bar.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor, constant: -gap),
      ]
      buttonsTrailing = bar.leadingAnchor
    } else {
      buttonsTrailing = safe.trailingAnchor
    }
    constraints.append(guidanceButtons.trailingAnchor.constraint(equalTo: buttonsTrailing, constant: -inset))

    if wide {
      // The leading column holds the cards; the map and its chrome sit beside it.
      constraints += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor, constant: metrics.columnGap),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor, constant: metrics.columnGap),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor).withPriority(.defaultLow),
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap),
        guidanceButtons.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      ]
      if flags.showsSpeedWidget {
        constraints.append(
          viewport.leadingAnchor.constraint(
            greaterThanOrEqualTo: state.speedWidget.trailingAnchor, constant: metrics.columnGap))
      }
    } else {
      constraints += [
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
        guidanceButtons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
      ]
      if flags.showsSpeedWidget {
        constraints.append(
          openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor))
      }
    }
    guidanceConstraints.replace(with: constraints)
    if let prompt { layoutPrompt(prompt, navMap: navMap, wide: wide) }
  }

  // MARK: Resizes

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    // Width changes move the button stack (narrow phones) and wide mode moves the whole layout,
    // so every resize lays the current state out again with the new width and mode.
    if let guidanceState {
      layoutGuidance(navMap: navMap, state: guidanceState, wide: newState.wideMode)
    } else if let readyState {
      layoutReady(navMap: navMap, state: readyState, wide: newState.wideMode)
    }
  }

  // MARK: Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompt = newPrompt
    newPrompt.alpha = 0
    navMap.addSubview(newPrompt)
    layoutPrompt(newPrompt, navMap: navMap, wide: guidanceState?.wideMode ?? false)
    UIView.animate(withDuration: 0.25) {
      newPrompt.alpha = 1
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    tearDownPrompt(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    tearDownPrompt(oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func layoutPrompt(_ prompt: NavigationPromptView, navMap: GMSMapView, wide: Bool) {
    let safe = navMap.safeAreaLayoutGuide
    let leading: NSLayoutConstraint
    if wide, let guidanceState {
      // Beside the leading column, so the cards stay readable.
      leading = prompt.leadingAnchor.constraint(equalTo: guidanceState.viewport.leadingAnchor)
    } else {
      leading = prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
    }
    promptConstraints.replace(with: [
      leading,
      prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ])
  }

  private func tearDownPrompt(_ oldPrompt: NavigationPromptView) {
    promptConstraints.clear()
    oldPrompt.removeFromSuperview()
    if prompt === oldPrompt { prompt = nil }
  }
}
