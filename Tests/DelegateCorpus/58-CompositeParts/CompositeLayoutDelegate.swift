import UIKit
import GoogleNavigation

/// Shared by the parts: the band at the bottom of the map that something opaque
/// (the ETA card, a prompt) occupies. Its top is as low as the parts allow.
@MainActor
final class LayoutContext {
  let obstruction: UILayoutGuide = {
    let guide = UILayoutGuide()
    guide.identifier = "nav.bottomObstruction"
    return guide
  }()
  let margin: CGFloat = 8
  var isWide = false
}

@MainActor
protocol LayoutPart: AnyObject {
  func enable(_ map: GMSMapView, _ state: NavigationReadyUIState)
  func disable(_ map: GMSMapView, _ state: NavigationReadyUIState)
  func start(_ map: GMSMapView, _ state: ActiveGuidanceUIState, from old: NavigationReadyUIState)
  func stop(_ map: GMSMapView, _ state: NavigationReadyUIState, from old: ActiveGuidanceUIState)
  func resized(_ map: GMSMapView, _ state: NavigationUIState)
  func show(_ map: GMSMapView, _ prompt: NavigationPromptView)
  func hide(_ map: GMSMapView, _ prompt: NavigationPromptView)
}

extension LayoutPart {
  func enable(_ map: GMSMapView, _ state: NavigationReadyUIState) {}
  func disable(_ map: GMSMapView, _ state: NavigationReadyUIState) {}
  func start(_ map: GMSMapView, _ state: ActiveGuidanceUIState, from old: NavigationReadyUIState) {}
  func stop(_ map: GMSMapView, _ state: NavigationReadyUIState, from old: ActiveGuidanceUIState) {}
  func resized(_ map: GMSMapView, _ state: NavigationUIState) {}
  func show(_ map: GMSMapView, _ prompt: NavigationPromptView) {}
  func hide(_ map: GMSMapView, _ prompt: NavigationPromptView) {}
}

/// Forwards every callback to small parts that each own their constraints.
/// Set-up runs front to back, tear-down back to front.
final class CompositeLayoutDelegate: NavigationLayoutDelegate {
  private let context = LayoutContext()
  private var sessionConstraints: [NSLayoutConstraint] = []

  private lazy var parts: [LayoutPart] = [
    CardsPart(context: context),
    ChromePart(context: context),
    ButtonsPart(context: context),
    PromptPart(context: context),
  ]

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    context.isWide = newState.wideMode
    let guide = context.obstruction
    navMap.addLayoutGuide(guide)
    let floor = guide.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    floor.priority = .defaultLow
    sessionConstraints = [
      floor,
      guide.topAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor),
      guide.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      guide.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
    ]
    NSLayoutConstraint.activate(sessionConstraints)
    parts.forEach { $0.enable(navMap, newState) }
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    parts.reversed().forEach { $0.disable(navMap, oldState) }
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints.removeAll()
    navMap.removeLayoutGuide(context.obstruction)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    context.isWide = newState.wideMode
    parts.forEach { $0.start(navMap, newState, from: oldState) }
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    parts.reversed().forEach { $0.stop(navMap, newState, from: oldState) }
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    context.isWide = newState.wideMode
    parts.forEach { $0.resized(navMap, newState) }
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    parts.forEach { $0.show(navMap, newPrompt) }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    parts.reversed().forEach { $0.hide(navMap, oldPrompt) }
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
