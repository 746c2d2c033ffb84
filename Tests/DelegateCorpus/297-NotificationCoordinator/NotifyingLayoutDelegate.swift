import GoogleNavigation
import UIKit

/// The SDK's layout delegate: it owns no layout itself, it posts each callback so the
/// `NavigationLayoutCoordinator` (and anyone else, e.g. analytics) can react.
@MainActor
final class NotifyingLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let center: NotificationCenter
  private let coordinator = NavigationLayoutCoordinator()

  init(center: NotificationCenter = .default) {
    self.center = center
    super.init()
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    coordinator.startObserving(navMap, center: center)
    center.post(name: .navLayoutEnable, object: navMap, userInfo: [NavLayoutKey.state: newState])
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    center.post(name: .navLayoutDisable, object: navMap, userInfo: [NavLayoutKey.state: oldState])
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    center.post(name: .navLayoutStartGuidance, object: navMap, userInfo: [NavLayoutKey.state: newState])
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    center.post(name: .navLayoutStopGuidance, object: navMap, userInfo: [NavLayoutKey.state: newState])
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    center.post(name: .navLayoutSizeChanged, object: navMap, userInfo: [NavLayoutKey.state: newState])
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    center.post(name: .navLayoutShowPrompt, object: navMap, userInfo: [NavLayoutKey.newPrompt: newPrompt])
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    center.post(name: .navLayoutHidePrompt, object: navMap, userInfo: [NavLayoutKey.oldPrompt: oldPrompt])
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    center.post(
      name: .navLayoutChangePrompt, object: navMap,
      userInfo: [NavLayoutKey.newPrompt: newPrompt, NavLayoutKey.oldPrompt: oldPrompt])
  }
}
