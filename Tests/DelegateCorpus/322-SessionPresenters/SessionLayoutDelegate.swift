import GoogleNavigation
import UIKit

extension Notification.Name {
  /// Posted by the delegate when the map's size (and so the layout metrics) changed;
  /// presenters alive at that moment listen for it and re-tune their constants.
  static let sessionLayoutMetricsChanged = Notification.Name("SessionLayoutMetricsChanged")
}

/// Owns one presenter per navigation phase. A presenter puts its views on the map
/// when it is made and takes them off in `deinit`, so ending a phase is just
/// dropping the presenter (`guidance = nil`).
@MainActor
final class SessionLayoutDelegate: NSObject, NavigationLayoutDelegate {
  /// The bottom of the open map: stays above the ETA card, the speed widget and a prompt.
  let contentBottom = UILayoutGuide()
  private var sessionConstraints: [NSLayoutConstraint] = []

  private var ready: ReadyLayoutPresenter?
  private var guidance: GuidanceLayoutPresenter?
  private var prompt: PromptPresenter?
  private var lastWidth: CGFloat = 0

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(contentBottom)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
    lastWidth = navMap.bounds.width
    ready = ReadyLayoutPresenter(navMap: navMap, state: newState, contentBottom: contentBottom)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    prompt = nil
    guidance = nil
    ready = nil
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(contentBottom)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    ready = nil
    guidance = GuidanceLayoutPresenter(navMap: navMap, state: newState, contentBottom: contentBottom)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    prompt = nil
    guidance = nil
    ready = ReadyLayoutPresenter(navMap: navMap, state: newState, contentBottom: contentBottom)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let width = navMap.bounds.width
    guard width != lastWidth else { return }
    lastWidth = width
    NotificationCenter.default.post(
      name: .sessionLayoutMetricsChanged, object: self,
      userInfo: ["wide": newState.wideMode])
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompt = PromptPresenter(navMap: navMap, prompt: newPrompt, contentBottom: contentBottom)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    prompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    prompt = nil
    prompt = PromptPresenter(navMap: navMap, prompt: newPrompt, contentBottom: contentBottom)
  }
}
