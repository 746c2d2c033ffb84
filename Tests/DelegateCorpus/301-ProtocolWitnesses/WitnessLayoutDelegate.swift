import GoogleNavigation
import UIKit

/// The navigation layout, assembled from witnesses. The delegate only builds a
/// context per state and runs `placement`, `layouting` and `cleanup` on it.
@MainActor
final class WitnessLayoutDelegate: NSObject, NavigationLayoutDelegate {
  var placement: Placement<LayoutContext> = .navigation
  var layouting: Layouting<LayoutContext> = .navigation
  var promptLayouting: Layouting<PromptContext> = .bottomPrompt
  var cleanup: Cleanup = .deactivateAndRemove

  private let contentBottom = UILayoutGuide()
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var installed = Installed.nothing
  private var promptInstalled = Installed.nothing
  private var context: LayoutContext?

  // MARK: - Contexts

  private func context(_ navMap: GMSMapView, ready state: NavigationReadyUIState) -> LayoutContext {
    LayoutContext(
      navMap: navMap, contentBottom: contentBottom, buttonStack: buttonStack,
      wideMode: state.wideMode, viewport: state.viewport, logo: state.googleLogo,
      buttonViews: state.buttons.filter { $0.type == .compass }.map(\.view), cards: nil)
  }

  private func context(_ navMap: GMSMapView, guidance state: ActiveGuidanceUIState) -> LayoutContext {
    LayoutContext(
      navMap: navMap, contentBottom: contentBottom, buttonStack: buttonStack,
      wideMode: state.wideMode, viewport: state.viewport, logo: state.googleLogo,
      buttonViews: state.buttons.map(\.view),
      cards: .init(turnCard: state.turnCard, etaCard: state.etaCard, speedWidget: state.speedWidget))
  }

  private func transition(to next: LayoutContext) {
    cleanup.run(installed)
    let views = placement.views(next)
    views.forEach { next.navMap.addSubview($0) }
    placement.arrange(next)
    let constraints = layouting.place(next)
    NSLayoutConstraint.activate(constraints)
    installed = Installed(views: views, constraints: constraints)
    context = next
    // A prompt on screen stays above whatever the state re-added.
    promptInstalled.views.forEach { next.navMap.bringSubviewToFront($0) }
  }

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(contentBottom)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
    transition(to: context(navMap, ready: newState))
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    cleanup.run(promptInstalled)
    promptInstalled = .nothing
    cleanup.run(installed)
    installed = .nothing
    context = nil
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(contentBottom)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    transition(to: context(navMap, guidance: newState))
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    cleanup.run(promptInstalled)
    promptInstalled = .nothing
    transition(to: context(navMap, ready: newState))
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard var current = context else { return }
    current.wideMode = newState.wideMode
    transition(to: current)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    let constraints = promptLayouting.place(
      PromptContext(navMap: navMap, contentBottom: contentBottom, prompt: newPrompt))
    NSLayoutConstraint.activate(constraints)
    promptInstalled = Installed(views: [newPrompt], constraints: constraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    cleanup.run(promptInstalled)
    promptInstalled = .nothing
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
