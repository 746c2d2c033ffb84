import GoogleNavigation
import UIKit

/// Lays out the SDK's navigation UI in the Flutter platform view; configured from the
/// Dart creation params, talks back through `host` and `onAppButtonTapped`.
@MainActor
final class NavLayoutDelegate: NSObject, NavigationLayoutDelegate {
  weak var host: NavLayoutHost?
  var onAppButtonTapped: ((String) -> Void)?

  private let options: LayoutOptions
  private let contentBottom = UILayoutGuide()
  private let googleButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let topAppButtons = UIStackView()
  private let bottomAppButtons = UIStackView()
  private var hasTopButtons = false
  private var hasBottomButtons = false
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var phaseConstraints: [NSLayoutConstraint] = []
  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?
  private var prompt: NavigationPromptView?

  init(options: LayoutOptions) {
    self.options = options
    super.init()
    for stack in [topAppButtons, bottomAppButtons] {
      stack.axis = .vertical
      stack.spacing = options.spacing
      stack.translatesAutoresizingMaskIntoConstraints = false
    }
    for spec in options.appButtons {
      let id = spec.id
      let button = UIButton(type: .system, primaryAction: UIAction(title: spec.label) { [weak self] _ in self?.onAppButtonTapped?(id) })
      button.accessibilityIdentifier = "flutter.nav.\(id)"
      button.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([button.widthAnchor.constraint(equalToConstant: options.buttonSize),
                                   button.heightAnchor.constraint(equalToConstant: options.buttonSize)])
      (spec.slot == .top ? topAppButtons : bottomAppButtons).addArrangedSubview(button)
      if spec.slot == .top { hasTopButtons = true } else { hasBottomButtons = true }
    }
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    readyState = newState
    navMap.addLayoutGuide(contentBottom)
    let safe = navMap.safeAreaLayoutGuide
    let resting = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -options.bottomInset)
    resting.priority = .defaultLow
    sessionConstraints = [
      contentBottom.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      contentBottom.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
      contentBottom.heightAnchor.constraint(equalToConstant: 0),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor, constant: -options.bottomInset),
      resting,
    ]
    NSLayoutConstraint.activate(sessionConstraints)
    if hasTopButtons { navMap.addSubview(topAppButtons) }
    if hasBottomButtons { navMap.addSubview(bottomAppButtons) }
    navMap.addSubview(googleButtons)
    showReady(newState, on: navMap, wide: newState.wideMode)
    host?.navLayout(didEnterPhase: "ready", wide: newState.wideMode)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    dropPrompt()
    NSLayoutConstraint.deactivate(phaseConstraints + sessionConstraints)
    (phaseConstraints, sessionConstraints) = ([], [])
    googleButtons.arrangedSubviews = []
    [oldState.googleLogo, oldState.viewport, googleButtons, topAppButtons, bottomAppButtons].forEach { $0.removeFromSuperview() }
    navMap.removeLayoutGuide(contentBottom)
    readyState = nil
    host?.navLayout(didEnterPhase: "off", wide: oldState.wideMode)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(phaseConstraints)
    [oldState.googleLogo, oldState.viewport].forEach { $0.removeFromSuperview() }
    readyState = nil
    guidanceState = newState
    [newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget, newState.googleLogo].forEach(navMap.addSubview)
    googleButtons.arrangedSubviews = newState.buttons.map { $0.view }
    phaseConstraints = guidanceLayout(newState, on: navMap, wide: newState.wideMode)
    NSLayoutConstraint.activate(phaseConstraints)
    host?.navLayout(didEnterPhase: "guidance", wide: newState.wideMode)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    dropPrompt()
    NSLayoutConstraint.deactivate(phaseConstraints)
    phaseConstraints = []
    googleButtons.arrangedSubviews = []
    [oldState.turnCard, oldState.etaCard, oldState.speedWidget, oldState.googleLogo, oldState.viewport].forEach { $0.removeFromSuperview() }
    guidanceState = nil
    readyState = newState
    showReady(newState, on: navMap, wide: newState.wideMode)
    host?.navLayout(didEnterPhase: "ready", wide: newState.wideMode)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    NSLayoutConstraint.deactivate(phaseConstraints)
    if let guidance = guidanceState {
      phaseConstraints = guidanceLayout(guidance, on: navMap, wide: newState.wideMode)
    } else if let ready = readyState {
      phaseConstraints = readyLayout(ready, on: navMap, wide: newState.wideMode)
    }
    NSLayoutConstraint.activate(phaseConstraints)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompt = newPrompt
    newPrompt.alpha = 0
    navMap.addSubview(newPrompt)
    NSLayoutConstraint.activate([
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: -options.bottomInset),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
    UIView.animate(withDuration: options.promptFadeDuration) { newPrompt.alpha = 1 }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    UIView.animate(withDuration: options.promptFadeDuration, animations: { oldPrompt.alpha = 0 }, completion: { [weak self] _ in
      oldPrompt.removeFromSuperview()
      if self?.prompt === oldPrompt { self?.prompt = nil }
    })
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    oldPrompt.removeFromSuperview()
    prompt = nil
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func showReady(_ state: NavigationReadyUIState, on navMap: GMSMapView, wide: Bool) {
    navMap.insertSubview(state.viewport, at: 0)
    navMap.addSubview(state.googleLogo)
    googleButtons.arrangedSubviews = state.buttons.map { $0.view }
    phaseConstraints = readyLayout(state, on: navMap, wide: wide)
    NSLayoutConstraint.activate(phaseConstraints)
  }

  private func readyLayout(_ state: NavigationReadyUIState, on navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let logo = state.googleLogo, viewport = state.viewport
    // Same in both widths: with no cards the map is open in wide mode too.
    return [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: options.edgePadding),
      logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -options.spacing),
    ] + trailingColumn(below: safe.topAnchor, on: navMap)
  }

  private func guidanceLayout(_ state: ActiveGuidanceUIState, on navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let turn = state.turnCard, eta = state.etaCard, logo = state.googleLogo, viewport = state.viewport, speed = state.speedWidget
    var result: [NSLayoutConstraint] = [
      turn.topAnchor.constraint(equalTo: safe.topAnchor),
      turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -options.spacing),
      logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -options.spacing),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
    ]
    if wide {
      // Cards form the leading column; the camera frames the map beside it.
      let besideColumn = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      besideColumn.priority = .defaultLow
      result += [
        eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -options.bottomInset),
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turn.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: eta.trailingAnchor),
        besideColumn,
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: options.edgePadding),
        speed.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: options.edgePadding),
      ] + trailingColumn(below: safe.topAnchor, on: navMap)
    } else {
      result += [
        eta.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: -options.bottomInset),
        contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
        viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: options.edgePadding),
        speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: options.edgePadding),
      ] + trailingColumn(below: turn.bottomAnchor, on: navMap)
    }
    return result
  }

  /// App buttons (top slot), the SDK's buttons, app buttons (bottom slot) down the trailing edge.
  private func trailingColumn(below top: NSLayoutYAxisAnchor, on navMap: GMSMapView) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide, inset = options.edgePadding, gap = options.spacing
    var result: [NSLayoutConstraint] = []
    var above = top
    if hasTopButtons {
      result += [topAppButtons.topAnchor.constraint(equalTo: above, constant: gap),
                 topAppButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset)]
      above = topAppButtons.bottomAnchor
    }
    var below = contentBottom.topAnchor
    if hasBottomButtons {
      result += [bottomAppButtons.bottomAnchor.constraint(equalTo: below, constant: -gap),
                 bottomAppButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset)]
      below = bottomAppButtons.topAnchor
    }
    return result + [googleButtons.topAnchor.constraint(equalTo: above, constant: gap),
                     googleButtons.bottomAnchor.constraint(equalTo: below, constant: -gap),
                     googleButtons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset)]
  }

  private func dropPrompt() { prompt?.removeFromSuperview(); prompt = nil }
}
