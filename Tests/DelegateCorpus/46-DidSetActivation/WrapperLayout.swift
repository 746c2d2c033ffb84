import GoogleNavigation
import UIKit

/// Constraints stored here are active exactly while they are stored.
@MainActor
@propertyWrapper
struct Activated {
  private var constraints: [NSLayoutConstraint] = []
  var wrappedValue: [NSLayoutConstraint] {
    get { constraints }
    set {
      NSLayoutConstraint.deactivate(constraints)
      constraints = newValue
      NSLayoutConstraint.activate(constraints)
    }
  }
  init(wrappedValue: [NSLayoutConstraint]) {
    self.wrappedValue = wrappedValue
  }
}

@MainActor
final class WrapperLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var session: [NSLayoutConstraint] = [] {
    didSet { NSLayoutConstraint.deactivate(oldValue); NSLayoutConstraint.activate(session) }
  }
  private var stateLayout: [NSLayoutConstraint] = [] {
    didSet { NSLayoutConstraint.deactivate(oldValue); NSLayoutConstraint.activate(stateLayout) }
  }
  private var promptLayout: [NSLayoutConstraint] = [] {
    didSet { NSLayoutConstraint.deactivate(oldValue); NSLayoutConstraint.activate(promptLayout) }
  }
  private var stateViews: Set<UIView> = []
  private var prompt: NavigationPromptView?
  private let floor = UILayoutGuide()
  private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var sideConstraints: [NSLayoutConstraint] = []

  private func show(_ views: [UIView], on map: UIView) {
    stateViews.forEach { $0.removeFromSuperview() }
    stateViews = Set(views)
    views.forEach(map.addSubview)
  }

  private func sideInset(wide: Bool) -> CGFloat { wide ? 24 : 12 }

  private func ready(_ map: GMSMapView, _ s: NavigationReadyUIState) {
    let safe = map.safeAreaLayoutGuide
    let inset = sideInset(wide: s.wideMode)
    stack.arrangedSubviews = s.buttons.map(\.view)
    show([s.viewport, s.googleLogo, stack], on: map)
    let logoLead = s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset)
    let stackTrail = stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset)
    sideConstraints = [logoLead, stackTrail]
    UIView.performWithoutAnimation {
      stateLayout = [
        s.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        s.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
        logoLead,
        s.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
        stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
        stackTrail,
        stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
      ]
    }
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(floor)
    let rest = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    rest.priority = .defaultLow
    session = [rest, floor.heightAnchor.constraint(equalToConstant: 0)]
    ready(navMap, newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    stateLayout = []
    promptLayout = []
    stack.arrangedSubviews = []
    show([], on: navMap)
    session = []
    navMap.removeLayoutGuide(floor)
  }

  func startGuidance(navMap: GMSMapView, newState s: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    stateLayout = []
    let safe = navMap.safeAreaLayoutGuide
    let inset = sideInset(wide: s.wideMode)
    stack.arrangedSubviews = s.buttons.map(\.view)
    show([s.turnCard, s.etaCard, s.viewport, s.googleLogo, stack], on: navMap)
    let logoLead = s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset)
    let stackTrail = stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset)
    sideConstraints = [logoLead, stackTrail]
    stateLayout = [
      s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      s.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: s.etaCard.topAnchor),
      s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
      s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      s.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logoLead,
      s.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
      stack.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor, constant: 8),
      stackTrail,
      stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
    ]
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    stateLayout = []
    stack.arrangedSubviews = []
    ready(navMap, newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let inset = sideInset(wide: newState.wideMode)
    sideConstraints.first?.constant = inset
    sideConstraints.last?.constant = -inset
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptLayout = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    promptLayout = []
    oldPrompt.removeFromSuperview()
    prompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
