import GoogleNavigation
import UIKit

typealias LayoutBuilder = (GMSMapView, NavigationUIState) -> (views: [UIView], constraints: [NSLayoutConstraint])

/// Layout builders registered per state type, looked up by the state's type name.
@MainActor
final class HandlerTableLayout: NSObject, NavigationLayoutDelegate {
  private var builders: [String: LayoutBuilder] = [:]
  private var mounted: (views: [UIView], constraints: [NSLayoutConstraint]) = ([], [])
  private var promptMount: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private let buttonColumn = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let mapBottom = UILayoutGuide()
  private var mapBottomConstraints: [NSLayoutConstraint] = []

  override init() {
    super.init()
    register(NavigationReadyUIState.self) { [unowned self] map, state in
      guard let ready = state as? NavigationReadyUIState else { return ([], []) }
      let safe = map.safeAreaLayoutGuide
      self.buttonColumn.arrangedSubviews = ready.buttons.map { $0.view }
      return ([ready.viewport, ready.googleLogo, self.buttonColumn], [
        ready.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        ready.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ready.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ready.viewport.bottomAnchor.constraint(equalTo: self.mapBottom.topAnchor),
        ready.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
        ready.googleLogo.bottomAnchor.constraint(equalTo: self.mapBottom.topAnchor, constant: -8),
      ] + self.buttonConstraints(map, below: safe.topAnchor, wide: state.wideMode))
    }
    register(ActiveGuidanceUIState.self) { [unowned self] map, state in
      guard let active = state as? ActiveGuidanceUIState else { return ([], []) }
      let safe = map.safeAreaLayoutGuide
      self.buttonColumn.arrangedSubviews = active.buttons.map { $0.view }
      return ([active.viewport, active.turnCard, active.etaCard, active.googleLogo, self.buttonColumn], [
        active.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
        active.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        active.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        active.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        self.mapBottom.bottomAnchor.constraint(lessThanOrEqualTo: active.etaCard.topAnchor),
        active.viewport.topAnchor.constraint(equalTo: active.turnCard.bottomAnchor),
        active.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        active.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        active.viewport.bottomAnchor.constraint(equalTo: self.mapBottom.topAnchor),
        active.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
        active.googleLogo.bottomAnchor.constraint(equalTo: self.mapBottom.topAnchor, constant: -8),
      ] + self.buttonConstraints(map, below: active.turnCard.bottomAnchor, wide: state.wideMode))
    }
  }

  private func register(_ type: NavigationUIState.Type, _ builder: @escaping LayoutBuilder) {
    builders[String(describing: type)] = builder
  }

  private func buttonConstraints(_ map: GMSMapView, below top: NSLayoutYAxisAnchor, wide: Bool) -> [NSLayoutConstraint] {
    [
      buttonColumn.topAnchor.constraint(greaterThanOrEqualTo: top, constant: 8),
      buttonColumn.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor, constant: wide ? -24 : -16),
      buttonColumn.bottomAnchor.constraint(equalTo: mapBottom.topAnchor, constant: -8),
    ]
  }

  private func mount(_ map: GMSMapView, _ state: NavigationUIState, as type: NavigationUIState.Type) {
    unmount()
    guard let build = builders[String(describing: type)] else { return }
    mounted = build(map, state)
    mounted.views.forEach(map.addSubview)
    NSLayoutConstraint.activate(mounted.constraints)
  }

  private func unmount() {
    NSLayoutConstraint.deactivate(mounted.constraints)
    mounted.views.forEach { $0.removeFromSuperview() }
    buttonColumn.arrangedSubviews = []
    mounted = ([], [])
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(mapBottom)
    let rest = mapBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    rest.priority = .defaultLow
    mapBottomConstraints = [rest, mapBottom.heightAnchor.constraint(equalToConstant: 0)]
    NSLayoutConstraint.activate(mapBottomConstraints)
    mount(navMap, newState, as: NavigationReadyUIState.self)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    unmount()
    NSLayoutConstraint.deactivate(mapBottomConstraints)
    mapBottomConstraints.removeAll()
    navMap.removeLayoutGuide(mapBottom)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    mount(navMap, newState, as: ActiveGuidanceUIState.self)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    mount(navMap, newState, as: NavigationReadyUIState.self)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptMount = [
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      mapBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptMount)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptMount)
    promptMount.removeAll()
    prompt = nil
    oldPrompt.removeFromSuperview()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
