import GoogleNavigation
import UIKit

/// The layout delegate as a parent coordinator: it decides which regions a
/// state has and hands each region to a child coordinator, kept in `children`
/// in the order they were started. A state change finishes the children of the
/// state that ends (last started first, then lets them go: their `deinit`s log
/// it) before starting the next state's.
@MainActor
final class RegionLayoutDelegate: NSObject, NavigationLayoutDelegate, RegionHost {
  let floor = UILayoutGuide()
  private var children: [any RegionCoordinator] = []
  private var guiding = false
  private var wide = false
  /// Prompts fading out after `hidePrompt`/`changePrompt`, with their pins.
  private var fading: [(view: UIView, pins: [NSLayoutConstraint])] = []

  // MARK: - Children

  private func adopt(_ regions: [any RegionCoordinator], on navMap: GMSMapView) {
    for region in regions {
      region.host = self
      children.append(region)
      region.start(on: navMap, wide: wide)
    }
  }

  /// Finishes the children of `scopes`, last started first, and drops them.
  private func finish(_ scopes: Set<RegionScope>) {
    var finished: [String] = []
    for index in stride(from: children.count - 1, to: -1, by: -1) where scopes.contains(children[index].scope) {
      defer { finished.append(children[index].name) }
      children[index].finish()
    }
    children.removeAll { scopes.contains($0.scope) }
    print("[regions] finished \(finished.count): \(finished.joined(separator: ", "))")
  }

  /// Takes down prompts still fading out, at once.
  private func flushFading() {
    for entry in fading {
      NSLayoutConstraint.deactivate(entry.pins)
      entry.view.removeFromSuperview()
    }
    fading.removeAll()
  }

  private func pickButtons(_ buttons: [NavigationUIButton], _ order: [NavigationButtonKnownType]) -> [UIView] {
    let byType = Dictionary(grouping: buttons, by: \.type)
    return order.compactMap { byType[$0]?.first?.view }
  }

  private func readyRegions(_ state: NavigationReadyUIState) -> [any RegionCoordinator] {
    [
      MapSurfaceRegion(viewport: state.viewport, logo: state.googleLogo),
      ControlRailRegion(buttons: pickButtons(state.buttons, [.compass])),
    ]
  }

  private func guidanceRegions(_ state: ActiveGuidanceUIState) -> [any RegionCoordinator] {
    [
      CardColumnRegion(turnCard: state.turnCard, etaCard: state.etaCard),
      MapSurfaceRegion(
        viewport: state.viewport, logo: state.googleLogo, speedWidget: state.speedWidget,
        cards: (turn: state.turnCard, eta: state.etaCard)),
      ControlRailRegion(
        buttons: pickButtons(state.buttons, [.compass, .reporting]),
        progressBar: state.tripProgressBar, below: state.turnCard),
    ]
  }

  private func retirePrompt(_ prompt: NavigationPromptView) {
    guard let index = children.firstIndex(where: { ($0 as? PromptRegion)?.prompt === prompt }) else {
      prompt.removeFromSuperview()
      return
    }
    if let region = children[index] as? PromptRegion {
      region.retire()
    }
    children.remove(at: index)
  }

  // MARK: - RegionHost

  func promptWillFade(_ prompt: UIView, pins: [NSLayoutConstraint]) {
    fading.append((view: prompt, pins: pins))
  }

  func promptDidFade(_ prompt: UIView) {
    fading.removeAll { $0.view === prompt }
  }

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    wide = newState.wideMode
    adopt([FloorRegion()], on: navMap)
    adopt(readyRegions(newState), on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    finish([.prompt, .phase, .session])
    flushFading()
    guiding = false
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    finish([.prompt, .phase])
    wide = newState.wideMode
    guiding = true
    adopt(guidanceRegions(newState), on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // A prompt still up (or fading) when guidance stops goes with it.
    finish([.prompt, .phase])
    flushFading()
    wide = newState.wideMode
    guiding = false
    adopt(readyRegions(newState), on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    wide = newState.wideMode
    // Unpin every region (the prompt first), then pin them again session first.
    let byScope = Dictionary(grouping: children, by: \.scope)
    let scopes = byScope.keys.sorted()
    for scope in scopes.reversed() {
      byScope[scope]?.forEach { $0.unpin() }
    }
    for scope in scopes {
      byScope[scope]?.forEach { $0.pin(on: navMap, wide: wide) }
    }
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard guiding else { return }
    // Should the SDK show a prompt without hiding the last one, that one fades out first.
    for shown in children.compactMap({ ($0 as? PromptRegion)?.prompt }) {
      retirePrompt(shown)
    }
    adopt([PromptRegion(prompt: newPrompt)], on: navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    retirePrompt(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    retirePrompt(oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
