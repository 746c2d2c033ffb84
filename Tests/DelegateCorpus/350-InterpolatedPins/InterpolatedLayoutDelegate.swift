import GoogleNavigation
import UIKit

/// The navigation layout of the delivery app, every constraint written as a `Pin` line.
/// A state's layout is a `LayoutSheet` (its views bottom to top and its lines); the
/// delegate mounts one sheet at a time, and prompts come and go over it with a fade.
@MainActor
final class InterpolatedLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private struct LayoutSheet {
    var views: [UIView] = []
    var pins: [Pin] = []
  }

  private typealias PromptEntry = (prompt: NavigationPromptView, constraints: [NSLayoutConstraint])

  private static let fadeDuration: TimeInterval = 0.2
  private let gap: CGFloat = 8

  /// The bottom of the open map, pushed up by the bottom cards and any prompt.
  private let openMap = UILayoutGuide()
  private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var sessionConstraints: [NSLayoutConstraint] = []

  private var mountedViews: [UIView] = []
  private var mountedConstraints: [NSLayoutConstraint] = []
  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?
  private var wide = false

  private var shownPrompt: PromptEntry?
  private var leavingPrompts: [PromptEntry] = []

  // MARK: - Navigation on and off

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    navMap.addLayoutGuide(openMap)
    sessionConstraints = [
      "\(openMap).height == 0",
      "\(openMap).bottom == \(safe).bottom @250",
    ].makeConstraints()
    NSLayoutConstraint.activate(sessionConstraints)
    enterReady(newState, on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    takeDownPrompts()
    mount(LayoutSheet(), on: navMap)
    rail.arrangedSubviews = []
    readyState = nil
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(openMap)
  }

  // MARK: - Guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    readyState = nil
    guidanceState = newState
    wide = newState.wideMode
    rail.arrangedSubviews = railOrder(newState.buttons)
    mount(guidanceSheet(newState, on: navMap), on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // A prompt still up (or still fading) goes now, with its lines.
    takeDownPrompts()
    guidanceState = nil
    enterReady(newState, on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard wide != newState.wideMode else { return }
    wide = newState.wideMode
    if let guidanceState {
      mount(guidanceSheet(guidanceState, on: navMap), on: navMap)
    } else if let readyState {
      mount(readySheet(readyState, on: navMap), on: navMap)
    }
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    let safe = navMap.safeAreaLayoutGuide
    navMap.addSubview(newPrompt)
    let constraints = [
      "\(newPrompt).bottom == \(navMap).bottom",
      "\(newPrompt).leading == \(safe).leading",
      "\(openMap).bottom <= \(newPrompt).top",
    ].makeConstraints()
    NSLayoutConstraint.activate(constraints)
    shownPrompt = (newPrompt, constraints)
    newPrompt.alpha = 0
    UIView.animate(withDuration: Self.fadeDuration) {
      newPrompt.alpha = 1
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    fadeOut(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    fadeOut(oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func fadeOut(_ prompt: NavigationPromptView) {
    guard let entry = shownPrompt, entry.prompt === prompt else { return }
    shownPrompt = nil
    leavingPrompts.append(entry)
    UIView.animate(withDuration: Self.fadeDuration, animations: {
      prompt.alpha = 0
    }, completion: { [weak self] _ in
      // Guidance may have stopped meanwhile and taken the prompt down already.
      self?.takeDown(prompt)
    })
  }

  private func takeDown(_ prompt: NavigationPromptView) {
    guard let index = leavingPrompts.firstIndex(where: { $0.prompt === prompt }) else { return }
    let entry = leavingPrompts.remove(at: index)
    NSLayoutConstraint.deactivate(entry.constraints)
    entry.prompt.removeFromSuperview()
  }

  private func takeDownPrompts() {
    if let entry = shownPrompt {
      leavingPrompts.append(entry)
      shownPrompt = nil
    }
    while let entry = leavingPrompts.popLast() {
      NSLayoutConstraint.deactivate(entry.constraints)
      entry.prompt.removeFromSuperview()
    }
  }

  // MARK: - Sheets

  private func enterReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
    readyState = state
    wide = state.wideMode
    rail.arrangedSubviews = railOrder(state.buttons)
    mount(readySheet(state, on: navMap), on: navMap)
  }

  /// Takes the mounted sheet's lines off, the views it does not share with `next` off
  /// the map, then puts `next` on: its new views on top, in order, and its lines.
  private func mount(_ next: LayoutSheet, on navMap: GMSMapView) {
    NSLayoutConstraint.deactivate(mountedConstraints)
    let staying = Set(next.views.map(ObjectIdentifier.init))
    for view in mountedViews.reversed() where !staying.contains(ObjectIdentifier(view)) {
      view.removeFromSuperview()
    }
    for view in next.views where view.superview !== navMap {
      navMap.addSubview(view)
    }
    mountedViews = next.views
    mountedConstraints = next.pins.makeConstraints()
    NSLayoutConstraint.activate(mountedConstraints)
  }

  private func readySheet(_ state: NavigationReadyUIState, on navMap: GMSMapView) -> LayoutSheet {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    let railInset: CGFloat = wide
      ? NavigationStyleValues.buttonHorizontalPadding * 1.5 : NavigationStyleValues.buttonHorizontalPadding
    return LayoutSheet(views: [viewport, logo, rail], pins: [
      "\(viewport).top == \(safe).top",
      "\(viewport).leading == \(safe).leading",
      "\(viewport).trailing == \(safe).trailing",
      "\(viewport).bottom == \(openMap).top",
      "\(logo).leading == \(safe).leading + \(gap)",
      "\(logo).bottom == \(openMap).top - \(gap)",
      "\(rail).top == \(safe).top + \(gap)",
      "\(rail).trailing == \(safe).trailing - \(railInset)",
      "\(rail).bottom == \(openMap).top - \(gap)",
    ])
  }

  private func guidanceSheet(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) -> LayoutSheet {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let turnCard = state.turnCard
    let eta = state.etaCard
    let speed = state.speedWidget
    let bar = state.tripProgressBar
    let logo = state.googleLogo

    var sheet = LayoutSheet(views: [viewport, turnCard, eta, speed, bar, logo, rail], pins: [
      // The cards along the leading edge, the speed widget on the ETA card's margins.
      "\(turnCard).top == \(safe).top",
      "\(turnCard).leading == \(safe).leading",
      "\(eta).bottom == \(safe).bottom",
      "\(eta).leading == \(safe).leading",
      "\(speed).bottom == \(eta.layoutMarginsGuide).top",
      "\(speed).leading == \(eta.layoutMarginsGuide).leading",
      // The trailing column ends on the open map.
      "\(bar).trailing == \(safe).trailing - \(gap)",
      "\(bar).bottom == \(openMap).top - \(gap)",
      "\(rail).trailing == \(bar).leading - \(gap)",
      "\(rail).bottom == \(openMap).top - \(gap)",
      "\(viewport).trailing == \(safe).trailing",
      "\(viewport).bottom == \(openMap).top",
      "\(logo).bottom == \(openMap).top - \(gap)",
    ])
    if wide {
      // The open map beside the leading column, full height.
      sheet.pins += [
        "\(bar).top == \(safe).top + \(gap)",
        "\(rail).top == \(safe).top + \(gap)",
        "\(viewport).top == \(safe).top",
        "\(viewport).leading >= \(turnCard).trailing",
        "\(viewport).leading >= \(eta).trailing",
        "\(viewport).leading == \(safe).leading @250",
        "\(logo).leading == \(viewport).leading + \(gap)",
      ]
    } else {
      // The open map between the turn card and the bottom cards, across the width.
      sheet.pins += [
        "\(bar).top == \(turnCard).bottom + \(gap)",
        "\(rail).top == \(turnCard).bottom + \(gap)",
        "\(viewport).top == \(turnCard).bottom",
        "\(viewport).leading == \(safe).leading",
        "\(openMap).bottom <= \(speed).top",
        "\(logo).leading == \(safe).leading + \(gap)",
      ]
    }
    return sheet
  }

  /// The compass first (the rail hides from its end), then the others as the SDK
  /// hands them over.
  private func railOrder(_ buttons: [NavigationUIButton]) -> [UIView] {
    let compass = buttons.filter { $0.type == .compass }
    let others = buttons.filter { $0.type != .compass }
    return (compass + others).map(\.view)
  }
}
