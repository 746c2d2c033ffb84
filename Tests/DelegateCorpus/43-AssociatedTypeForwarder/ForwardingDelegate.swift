import GoogleNavigation
import UIKit

@MainActor
protocol LayoutEventsObserver: AnyObject {
  func layoutDidChange(to phase: String)
}

/// The value type that does the work; the class below only forwards to it.
@MainActor
struct LayoutEngine {
  let floor = UILayoutGuide()
  let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  var session: [NSLayoutConstraint] = []
  var current = Applied()
  var prompt = Applied()

  mutating func enable(_ map: GMSMapView, _ state: NavigationReadyUIState) {
    map.addLayoutGuide(floor)
    let rest = floor.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor)
    rest.priority = .defaultLow
    session = [rest, floor.heightAnchor.constraint(equalToConstant: 0)]
    NSLayoutConstraint.activate(session)
    showReady(map, state)
  }

  mutating func showReady(_ map: GMSMapView, _ state: NavigationReadyUIState) {
    stack.arrangedSubviews = state.buttons.map { $0.view }
    current.apply(ReadyLayout(stack: stack), state, on: map, floor: floor)
  }

  mutating func showGuidance(_ map: GMSMapView, _ state: ActiveGuidanceUIState) {
    current.revert()
    stack.arrangedSubviews = state.buttons.map { $0.view }
    current.apply(GuidanceLayout(stack: stack), state, on: map, floor: floor)
  }

  mutating func endGuidance(_ map: GMSMapView, _ state: NavigationReadyUIState) {
    current.revert()
    stack.arrangedSubviews = []
    showReady(map, state)
  }

  mutating func disable(_ map: GMSMapView) {
    current.revert()
    prompt.revert()
    stack.arrangedSubviews = []
    NSLayoutConstraint.deactivate(session)
    session = []
    map.removeLayoutGuide(floor)
  }

  mutating func present(_ p: NavigationPromptView, on map: GMSMapView) {
    map.addSubview(p)
    prompt.views = [p]
    prompt.constraints = [
      p.bottomAnchor.constraint(equalTo: map.bottomAnchor),
      p.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: p.topAnchor),
    ]
    NSLayoutConstraint.activate(prompt.constraints)
  }
}

@MainActor
final class ForwardingLayoutDelegate: NSObject, NavigationLayoutDelegate {
  weak var observer: LayoutEventsObserver?
  private var engine = LayoutEngine()

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    engine.enable(navMap, newState)
    observer?.layoutDidChange(to: "ready")
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    engine.disable(navMap)
    observer?.layoutDidChange(to: "off")
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    engine.showGuidance(navMap, newState)
    observer?.layoutDidChange(to: "guidance")
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    engine.endGuidance(navMap, newState)
    observer?.layoutDidChange(to: "ready")
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    engine.present(newPrompt, on: navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    engine.prompt.revert()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    engine.prompt.revert()
    engine.present(newPrompt, on: navMap)
  }
}
