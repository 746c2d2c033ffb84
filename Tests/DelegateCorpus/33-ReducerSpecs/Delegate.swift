import GoogleNavigation
import UIKit

@MainActor
final class ReducerLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var screen = Screen()
  private var live: [NSLayoutConstraint] = []
  private var onScreen: [UIView] = []

  private func dispatch(_ action: Action, on map: GMSMapView) {
    screen = reduce(screen, action, safe: map.safeAreaLayoutGuide, map: map)
    render(on: map)
  }

  /// Tears the previous frame down completely and builds the new one.
  private func render(on map: GMSMapView) {
    NSLayoutConstraint.deactivate(live)
    onScreen.filter { view in !screen.views.contains { $0 === view } }.forEach { $0.removeFromSuperview() }
    screen.views.forEach { map.addSubview($0) }
    onScreen = screen.views
    live = screen.pins.map(makeConstraint)
    NSLayoutConstraint.activate(live)
  }

  private func makeConstraint(_ pin: Pin) -> NSLayoutConstraint {
    func yAnchor(_ edge: Edge, of view: UIView?, _ guide: UILayoutGuide?) -> NSLayoutYAxisAnchor {
      if let guide { return edge == .top ? guide.topAnchor : guide.bottomAnchor }
      return edge == .top ? view!.topAnchor : view!.bottomAnchor
    }
    func xAnchor(_ edge: Edge, of view: UIView?, _ guide: UILayoutGuide?) -> NSLayoutXAxisAnchor {
      if let guide { return edge == .leading ? guide.leadingAnchor : guide.trailingAnchor }
      return edge == .leading ? view!.leadingAnchor : view!.trailingAnchor
    }
    let c: NSLayoutConstraint
    switch pin.edge {
    case .top, .bottom:
      let mine = yAnchor(pin.edge, of: pin.view, nil)
      let theirs = yAnchor(pin.targetEdge, of: pin.targetView, pin.target)
      c = pin.atMost ? mine.constraint(lessThanOrEqualTo: theirs, constant: pin.constant)
        : mine.constraint(equalTo: theirs, constant: pin.constant)
    case .leading, .trailing:
      let mine = xAnchor(pin.edge, of: pin.view, nil)
      let theirs = xAnchor(pin.targetEdge, of: pin.targetView, pin.target)
      c = pin.atMost ? mine.constraint(lessThanOrEqualTo: theirs, constant: pin.constant)
        : mine.constraint(equalTo: theirs, constant: pin.constant)
    }
    c.priority = UILayoutPriority(pin.priority)
    return c
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    dispatch(.enable(newState), on: navMap)
  }
  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    dispatch(.disable, on: navMap)
  }
  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    dispatch(.start(newState), on: navMap)
  }
  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    dispatch(.stop(newState), on: navMap)
  }
  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}
  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    dispatch(.showPrompt(newPrompt), on: navMap)
  }
  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    dispatch(.hidePrompt, on: navMap)
  }
  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    dispatch(.hidePrompt, on: navMap)
    dispatch(.showPrompt(newPrompt), on: navMap)
  }
}
