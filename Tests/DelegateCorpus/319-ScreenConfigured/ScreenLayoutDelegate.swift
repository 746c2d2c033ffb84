import GoogleNavigation
import UIKit

/// The one layout delegate of every navigation screen, driven by the screen's configuration.
@MainActor
final class ScreenLayoutDelegate: NSObject, NavigationLayoutDelegate {
  let configuration: NavScreenConfiguration
  private let contentBottom = UILayoutGuide()
  private let appBar = ScreenAppBar()
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var stateViews: [UIView] = []
  private var stateConstraints: [NSLayoutConstraint] = []
  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?
  private var prompt: NavigationPromptView?
  private var promptConstraints: [NSLayoutConstraint] = []
  private var laidOutWide = false
  private var laidOutRegularWidth = false

  init(configuration: NavScreenConfiguration) {
    self.configuration = configuration
    super.init()
  }

  // MARK: Navigation session

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(contentBottom)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
    enterReady(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    removePrompt()
    clearState()
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(contentBottom)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    clearState()
    enterGuidance(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    removePrompt()
    clearState()
    enterReady(navMap: navMap, state: newState, wide: newState.wideMode)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let regular = navMap.bounds.width >= 600
    guard newState.wideMode != laidOutWide || regular != laidOutRegularWidth else { return }
    if let guidanceState {
      NSLayoutConstraint.deactivate(stateConstraints)
      layOutGuidance(navMap: navMap, state: guidanceState, wide: newState.wideMode)
    } else if let readyState {
      NSLayoutConstraint.deactivate(stateConstraints)
      layOutReady(navMap: navMap, state: readyState, wide: newState.wideMode)
    }
  }

  // MARK: Navigation ready

  private func enterReady(navMap: GMSMapView, state: NavigationReadyUIState, wide: Bool) {
    readyState = state
    stateViews = [state.viewport, state.googleLogo, readyButtons]
    if case .appBar = configuration.banner {
      stateViews.append(appBar)
    }
    stateViews.forEach { navMap.addSubview($0) }
    readyButtons.arrangedSubviews = state.buttons.map { $0.view }
    layOutReady(navMap: navMap, state: state, wide: wide)
  }

  private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState, wide: Bool) {
    let safe = navMap.safeAreaLayoutGuide
    let gap = configuration.floatingGap
    let inset = configuration.buttonInset(mapWidth: navMap.bounds.width, wideMode: wide)
    var contentTop = safe.topAnchor
    var constraints: [NSLayoutConstraint] = []
    switch configuration.banner {
    case .none:
      break
    case .appBar(let height):
      constraints += [
        appBar.topAnchor.constraint(equalTo: safe.topAnchor),
        appBar.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        appBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        appBar.heightAnchor.constraint(equalToConstant: height),
      ]
      contentTop = appBar.bottomAnchor
    }
    constraints += [
      state.viewport.topAnchor.constraint(equalTo: contentTop),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
      readyButtons.topAnchor.constraint(equalTo: contentTop, constant: gap),
      readyButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      readyButtons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
    ]
    activate(constraints, navMap: navMap, wide: wide)
  }

  // MARK: Active guidance

  private func enterGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState, wide: Bool) {
    guidanceState = state
    stateViews = [state.viewport, state.turnCard, state.etaCard, state.googleLogo, state.speedWidget]
    if configuration.showsTripProgress {
      stateViews.append(state.tripProgressBar)
    }
    stateViews.append(guidanceButtons)
    stateViews.forEach { navMap.addSubview($0) }
    guidanceButtons.arrangedSubviews = state.buttons.map { $0.view }
    layOutGuidance(navMap: navMap, state: state, wide: wide)
  }

  private func layOutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState, wide: Bool) {
    let safe = navMap.safeAreaLayoutGuide
    let gap = configuration.floatingGap
    let inset = configuration.buttonInset(mapWidth: navMap.bounds.width, wideMode: wide)
    let viewport = state.viewport
    var constraints = [
      state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
    ]
    if wide {
      // Cards form the leading column; the map content sits beside it, full height.
      let hugLeading = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      hugLeading.priority = .defaultHigh
      constraints += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.turnCard.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.trailingAnchor),
        hugLeading,
      ]
    } else {
      constraints += [
        viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
      ]
    }

    // Logo bottom leading of the map content.
    constraints += [
      state.googleLogo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
    ]

    // Trailing column: optional trip progress bar on the edge, then buttons and maybe the speed widget.
    var columnEdge = safe.trailingAnchor
    if configuration.showsTripProgress {
      let bar = state.tripProgressBar
      constraints += [
        bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -4),
        bar.topAnchor.constraint(equalTo: viewport.topAnchor, constant: gap),
        bar.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
      ]
      columnEdge = bar.leadingAnchor
    }
    constraints += [
      guidanceButtons.topAnchor.constraint(equalTo: viewport.topAnchor, constant: gap),
      guidanceButtons.trailingAnchor.constraint(equalTo: columnEdge, constant: -inset),
    ]
    switch configuration.speedWidgetCorner {
    case .leading:
      constraints += [
        state.speedWidget.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap),
        state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -gap),
        guidanceButtons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
      ]
    case .trailing:
      constraints += [
        state.speedWidget.trailingAnchor.constraint(equalTo: columnEdge, constant: -inset),
        state.speedWidget.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
        guidanceButtons.bottomAnchor.constraint(equalTo: state.speedWidget.topAnchor, constant: -gap),
      ]
    }
    activate(constraints, navMap: navMap, wide: wide)
  }

  // MARK: Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
    if configuration.animatesPrompts {
      newPrompt.alpha = 0
      UIView.animate(withDuration: 0.25) {
        newPrompt.alpha = 1
      }
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    removePrompt()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    removePrompt()
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: Helpers

  private func activate(_ constraints: [NSLayoutConstraint], navMap: GMSMapView, wide: Bool) {
    laidOutWide = wide
    laidOutRegularWidth = navMap.bounds.width >= 600
    stateConstraints = constraints
    NSLayoutConstraint.activate(constraints)
  }

  private func clearState() {
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = []
    readyButtons.arrangedSubviews = []
    guidanceButtons.arrangedSubviews = []
    stateViews.forEach { $0.removeFromSuperview() }
    stateViews = []
    readyState = nil
    guidanceState = nil
  }

  private func removePrompt() {
    guard let prompt else { return }
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt.removeFromSuperview()
    self.prompt = nil
  }
}
