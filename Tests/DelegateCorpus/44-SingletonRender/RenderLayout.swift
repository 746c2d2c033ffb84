import GoogleNavigation
import UIKit

/// App-wide navigation screen state, shared with the rest of the app.
@MainActor
final class NavScreenStore {
  static let shared = NavScreenStore()
  enum Phase { case off, ready(NavigationReadyUIState), guidance(ActiveGuidanceUIState) }
  var phase: Phase = .off
  var prompt: NavigationPromptView?
  var wide = false
  private init() {}
}

/// Every callback updates the store, then `render()` rebuilds the whole screen from it.
@MainActor
final class RenderLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var store: NavScreenStore { NavScreenStore.shared }
  private weak var map: GMSMapView?
  private var onScreen: [UIView] = []
  private var active: [NSLayoutConstraint] = []
  private let floor = UILayoutGuide()
  private var floorAdded = false
  private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private func tearDown() {
    NSLayoutConstraint.deactivate(active)
    active = []
    stack.arrangedSubviews = []
    onScreen.forEach { $0.removeFromSuperview() }
    onScreen = []
    if floorAdded, let map = map { map.removeLayoutGuide(floor); floorAdded = false }
  }

  private func render() {
    tearDown()
    guard let map = map else { return }
    let safe = map.safeAreaLayoutGuide
    let side: CGFloat = store.wide ? 24 : 12
    var views: [UIView] = []
    var cs: [NSLayoutConstraint] = []
    let viewport: UIView
    let logo: UIView
    let top: NSLayoutYAxisAnchor
    switch store.phase {
    case .off:
      return
    case .ready(let s):
      viewport = s.viewport; logo = s.googleLogo; top = safe.topAnchor
      stack.arrangedSubviews = s.buttons.map { $0.view }
      views = [viewport, logo]
      cs.append(stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8))
    case .guidance(let s):
      viewport = s.viewport; logo = s.googleLogo; top = s.turnCard.bottomAnchor
      stack.arrangedSubviews = s.buttons.map { $0.view }
      views = [s.turnCard, s.etaCard, viewport, logo]
      cs += [
        s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
        s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        s.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        floor.bottomAnchor.constraint(lessThanOrEqualTo: s.etaCard.topAnchor),
        stack.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor, constant: 8),
      ]
    }
    map.addLayoutGuide(floor)
    floorAdded = true
    views.append(stack)
    if let prompt = store.prompt {
      views.append(prompt)
      cs += [
        prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        floor.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
      ]
    }
    let rest = floor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    rest.priority = .defaultLow
    cs += [
      rest,
      floor.heightAnchor.constraint(equalToConstant: 0),
      viewport.topAnchor.constraint(equalTo: top),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
      stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
    ]
    views.forEach { map.addSubview($0) }
    NSLayoutConstraint.activate(cs)
    onScreen = views
    active = cs
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    map = navMap
    store.phase = .ready(newState)
    store.wide = newState.wideMode
    render()
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    store.phase = .off
    store.prompt = nil
    render()
    map = nil
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    store.phase = .guidance(newState)
    store.wide = newState.wideMode
    render()
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    store.phase = .ready(newState)
    render()
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    store.wide = newState.wideMode
    render()
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    DispatchQueue.main.async { [weak self] in
      guard let self = self else { return }
      self.store.prompt = newPrompt
      UIView.transition(with: navMap, duration: 0.25, options: .curveEaseInOut, animations: {
        self.render()
      }, completion: nil)
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    store.prompt = nil
    UIView.transition(with: navMap, duration: 0.2, options: .curveEaseInOut, animations: {
      self.render()
    })
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    store.prompt = newPrompt
    render()
  }
}
