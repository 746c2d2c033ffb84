import GoogleNavigation
import UIKit

/// Lays the navigation UI out in reaction to the layout notifications and to the map's
/// bounds (KVO). Everything it observes is released again on disable.
@MainActor
final class NavigationLayoutCoordinator {
  private weak var navMap: GMSMapView?
  private var center: NotificationCenter = .default
  private var notificationTokens: [NSObjectProtocol] = []
  private var lastBoundsSize: CGSize = .zero

  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?
  private var prompt: NavigationPromptView?
  private var wideMode = false

  /// The part of the map no Google card or prompt covers; the camera, logo and buttons live in it.
  private let openMap = UILayoutGuide()
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var placedViews: [UIView] = []
  private var layoutConstraints: [NSLayoutConstraint] = []
  private var promptConstraints: [NSLayoutConstraint] = []

  // MARK: Observation

  func startObserving(_ navMap: GMSMapView, center: NotificationCenter) {
    stopObserving()
    self.navMap = navMap
    self.center = center
    // Each name gets its own observer, tagged with the coordinator's own Route.
    listen(.navLayoutEnable, as: .enable, on: navMap)
    listen(.navLayoutDisable, as: .disable, on: navMap)
    listen(.navLayoutStartGuidance, as: .startGuidance, on: navMap)
    listen(.navLayoutStopGuidance, as: .stopGuidance, on: navMap)
    listen(.navLayoutSizeChanged, as: .sizeChanged, on: navMap)
    listen(.navLayoutShowPrompt, as: .showPrompt, on: navMap)
    listen(.navLayoutHidePrompt, as: .hidePrompt, on: navMap)
    listen(.navLayoutChangePrompt, as: .changePrompt, on: navMap)
    // Relayout on resize comes from sizeChanged.
  }

  private func stopObserving() {
    notificationTokens.forEach { center.removeObserver($0) }
    notificationTokens = []
  }

  private enum Route { case enable, disable, startGuidance, stopGuidance, sizeChanged, showPrompt, hidePrompt, changePrompt }

  private func listen(_ name: Notification.Name, as route: Route, on navMap: GMSMapView) {
    let token = center.addObserver(forName: name, object: navMap, queue: .main) { [weak self] note in
      nonisolated(unsafe) let note = note  // posted and handled on the main queue
      MainActor.assumeIsolated { self?.handle(note, route) }
    }
    notificationTokens.append(token)
  }

  private func handle(_ note: Notification, _ route: Route) {
    guard let navMap else { return }
    let info = note.userInfo ?? [:]
    switch route {
    case .enable:
      guard let state = info[NavLayoutKey.state] as? NavigationReadyUIState else { return }
      navMap.addLayoutGuide(openMap)
      readyState = state
      wideMode = state.wideMode
      applyLayout(in: navMap)
    case .disable:
      tearDownLayout()
      navMap.removeLayoutGuide(openMap)
      readyState = nil
      guidanceState = nil
      stopObserving()
    case .startGuidance:
      guard let state = info[NavLayoutKey.state] as? ActiveGuidanceUIState else { return }
      tearDownLayout()
      guidanceState = state
      wideMode = state.wideMode
      applyLayout(in: navMap)
    case .stopGuidance:
      guard let state = info[NavLayoutKey.state] as? NavigationReadyUIState else { return }
      tearDownLayout()
      guidanceState = nil
      readyState = state
      wideMode = state.wideMode
      applyLayout(in: navMap)
    case .sizeChanged:
      guard let state = info[NavLayoutKey.state] as? NavigationUIState else { return }
      wideMode = state.wideMode
      relayout(in: navMap)
    case .showPrompt:
      guard let newPrompt = info[NavLayoutKey.newPrompt] as? NavigationPromptView else { return }
      present(newPrompt, in: navMap)
    case .hidePrompt:
      guard let oldPrompt = info[NavLayoutKey.oldPrompt] as? NavigationPromptView else { return }
      dismiss(oldPrompt)
    case .changePrompt:
      guard let newPrompt = info[NavLayoutKey.newPrompt] as? NavigationPromptView,
        let oldPrompt = info[NavLayoutKey.oldPrompt] as? NavigationPromptView
      else { return }
      dismiss(oldPrompt)
      present(newPrompt, in: navMap)
    }
  }

  private func boundsDidChange(to size: CGSize) {
    guard size != lastBoundsSize, let navMap else { return }
    lastBoundsSize = size
    relayout(in: navMap)
  }

  // MARK: Layout

  private func relayout(in navMap: GMSMapView) {
    guard readyState != nil || guidanceState != nil else { return }
    tearDownLayout()
    applyLayout(in: navMap)
  }

  private func tearDownLayout() {
    if let prompt {
      NSLayoutConstraint.deactivate(promptConstraints)
      promptConstraints = []
      prompt.removeFromSuperview()
    }
    NSLayoutConstraint.deactivate(layoutConstraints)
    layoutConstraints = []
    buttonStack.arrangedSubviews = []
    placedViews.forEach { $0.removeFromSuperview() }
    placedViews = []
  }

  private func applyLayout(in navMap: GMSMapView) {
    if let guidance = guidanceState {
      layOutGuidance(guidance, in: navMap)
      if let prompt { present(prompt, in: navMap) }
    } else if let ready = readyState {
      layOutReady(ready, in: navMap)
    }
  }

  private func layOutReady(_ state: NavigationReadyUIState, in navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    place([state.viewport, state.googleLogo, buttonStack], in: navMap)
    buttonStack.arrangedSubviews = buttonViews(state.buttons)
    layoutConstraints = [
      openMap.topAnchor.constraint(equalTo: safe.topAnchor),
      openMap.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      openMap.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      openMap.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
    ] + pinToOpenMap(viewport: state.viewport, logo: state.googleLogo)
    NSLayoutConstraint.activate(layoutConstraints)
  }

  private func layOutGuidance(_ state: ActiveGuidanceUIState, in navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speed = state.speedWidget
    place([state.viewport, turnCard, etaCard, speed, state.googleLogo, buttonStack], in: navMap)
    buttonStack.arrangedSubviews = buttonViews(state.buttons)
    let restingBottom = openMap.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    restingBottom.priority = .defaultLow
    layoutConstraints = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
      speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
      openMap.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      restingBottom,
    ]
    if wideMode {
      let padding = NavigationStyleValues.headerFooterHorizontalPadding
      let hugColumn = openMap.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      hugColumn.priority = .defaultLow
      layoutConstraints += [
        openMap.topAnchor.constraint(equalTo: safe.topAnchor),
        openMap.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor, constant: padding),
        openMap.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor, constant: padding),
        hugColumn,
      ]
    } else {
      layoutConstraints += [
        openMap.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        openMap.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        openMap.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor),
      ]
    }
    layoutConstraints += pinToOpenMap(viewport: state.viewport, logo: state.googleLogo)
    NSLayoutConstraint.activate(layoutConstraints)
  }

  private func pinToOpenMap(viewport: UIView, logo: UIView) -> [NSLayoutConstraint] {
    let inset = wideMode
      ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
    return [
      viewport.topAnchor.constraint(equalTo: openMap.topAnchor),
      viewport.bottomAnchor.constraint(equalTo: openMap.bottomAnchor),
      viewport.leadingAnchor.constraint(equalTo: openMap.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: openMap.trailingAnchor),
      logo.leadingAnchor.constraint(equalTo: openMap.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: openMap.bottomAnchor, constant: -8),
      buttonStack.topAnchor.constraint(equalTo: openMap.topAnchor, constant: 8),
      buttonStack.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
      buttonStack.trailingAnchor.constraint(equalTo: openMap.trailingAnchor, constant: -inset),
    ]
  }

  private func place(_ views: [UIView], in navMap: GMSMapView) {
    views.forEach { navMap.addSubview($0) }
    placedViews = views
  }

  private func buttonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
    let compass = buttons.first { $0.type == .compass }?.view
    let reporting = buttons.first { $0.type == .reporting }?.view
    return [compass, reporting].compactMap { $0 }
  }

  // MARK: Prompts

  private func present(_ newPrompt: NavigationPromptView, in navMap: GMSMapView) {
    prompt = newPrompt
    navMap.addSubview(newPrompt)
    promptConstraints = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      openMap.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
  }

  private func dismiss(_ oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    oldPrompt.removeFromSuperview()
    if prompt === oldPrompt { prompt = nil }
  }
}
