import GoogleNavigation
import UIKit

/// The app's NavigationLayoutDelegate: a host for the fragments feature modules register.
/// It keeps which views each fragment has on the map and the constraints now active, and on
/// every callback installs the fragments for the new context.
@MainActor
final class FragmentHostLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private struct Installed {
    let fragment: any NavigationLayoutFragment
    var views: [UIView]
  }

  private let registry: LayoutFragmentRegistry
  private let openMapBottom = UILayoutGuide()
  private var guideConstraints: [NSLayoutConstraint] = []
  private var activeConstraints: [NSLayoutConstraint] = []
  private var installed: [Installed] = []
  private var phase: LayoutPhase?
  private var wideMode = false
  private var prompt: NavigationPromptView?

  init(registry: LayoutFragmentRegistry = .standard()) {
    self.registry = registry
    super.init()
  }

  // MARK: NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(openMapBottom)
    let resting = openMapBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    guideConstraints = [openMapBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(guideConstraints)
    phase = .ready(newState)
    wideMode = newState.wideMode
    install(navMap: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(activeConstraints)
    activeConstraints = []
    for entry in installed {
      entry.fragment.willUninstall()
      entry.views.forEach { $0.removeFromSuperview() }
    }
    installed = []
    prompt?.removeFromSuperview()
    prompt = nil
    phase = nil
    NSLayoutConstraint.deactivate(guideConstraints)
    guideConstraints = []
    navMap.removeLayoutGuide(openMapBottom)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    phase = .guidance(newState)
    wideMode = newState.wideMode
    install(navMap: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // A prompt still up belongs to the guidance that ended.
    prompt = nil
    phase = .ready(newState)
    wideMode = newState.wideMode
    install(navMap: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard phase != nil else { return }
    wideMode = newState.wideMode
    install(navMap: navMap)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    newPrompt.alpha = 0
    prompt = newPrompt
    install(navMap: navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    if prompt === oldPrompt { prompt = nil }
    install(navMap: navMap)
    oldPrompt.removeFromSuperview()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    newPrompt.alpha = 0
    prompt = newPrompt
    install(navMap: navMap)
    oldPrompt.removeFromSuperview()
  }

  // MARK: Installing fragments

  private func install(navMap: GMSMapView) {
    guard let phase else { return }
    let context = LayoutContext(
      navMap: navMap, phase: phase, wideMode: wideMode, openMapBottom: openMapBottom, prompt: prompt)

    NSLayoutConstraint.deactivate(activeConstraints)
    activeConstraints = []

    var next: [Installed] = []
    for fragment in registry.ordered {
      let wanted = fragment.views(in: context)
      let previous = installed.first { $0.fragment === fragment }?.views ?? []
      let unchanged = wanted.count == previous.count && zip(wanted, previous).allSatisfy { $0 === $1 }
      if !unchanged {
        if !previous.isEmpty { fragment.willUninstall() }
        for view in previous where !wanted.contains(where: { $0 === view }) {
          view.removeFromSuperview()
        }
        wanted.forEach { navMap.addSubview($0) }
        if !wanted.isEmpty { fragment.didInstall(in: context) }
      }
      next.append(Installed(fragment: fragment, views: wanted))
    }
    installed = next

    activeConstraints = registry.ordered.flatMap { $0.constraints(in: context) }
    NSLayoutConstraint.activate(activeConstraints)
  }
}
