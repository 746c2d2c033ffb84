import GoogleNavigation
import UIKit

/// Prompts slide up from below the map: the prompt is first laid out hidden
/// below the bottom edge (without animation), then its bottom constraint's
/// constant is animated to 0 with `layoutIfNeeded()` in the animation block.
@MainActor
final class SlidingPromptDelegate: NSObject, NavigationLayoutDelegate {
  private enum Metrics {
    static let gap: CGFloat = 8
    static let offscreen: CGFloat = 400
    static let duration: TimeInterval = 0.3
  }

  private var ready: [NSLayoutConstraint] = []
  private var guidance: [NSLayoutConstraint] = []
  private var readyViews: [UIView] = []
  private var guidanceViews: [UIView] = []
  private var promptSlide: NSLayoutConstraint?
  private var promptExtras: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var guidanceViewport: UIView?
  private var isAnimatingPrompt = false

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let gap = newState.wideMode ? Metrics.gap * 2 : Metrics.gap
    readyViews = [newState.viewport, newState.googleLogo]
    UIView.performWithoutAnimation {
      readyViews.forEach(navMap.addSubview)
      ready = [
        newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
        newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
      ]
      NSLayoutConstraint.activate(ready)
      navMap.layoutIfNeeded()
    }
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(ready)
    ready = []
    readyViews.forEach { $0.removeFromSuperview() }
    readyViews = []
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    disableNavigationUI(navMap: navMap, oldState: oldState)
    let safe = navMap.safeAreaLayoutGuide
    let s = newState
    let sideGap = s.wideMode ? Metrics.gap * 2 : Metrics.gap
    guidanceViews = [s.viewport, s.turnCard, s.etaCard, s.speedWidget, s.googleLogo]
    guidanceViews.forEach(navMap.addSubview)
    let low = s.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    low.priority = .defaultLow
    guidance = [
      s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      s.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      // the speed widget sits on the ETA card, aligned with its built-in margins
      s.speedWidget.bottomAnchor.constraint(equalTo: s.etaCard.layoutMarginsGuide.topAnchor),
      s.speedWidget.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -sideGap),
      s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
      s.viewport.bottomAnchor.constraint(lessThanOrEqualTo: s.etaCard.topAnchor),
      s.viewport.bottomAnchor.constraint(lessThanOrEqualTo: s.speedWidget.topAnchor),
      low,
      s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: sideGap),
      s.googleLogo.bottomAnchor.constraint(equalTo: s.viewport.bottomAnchor, constant: -Metrics.gap),
    ]
    NSLayoutConstraint.activate(guidance)
    guidanceViewport = s.viewport
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    NSLayoutConstraint.deactivate(guidance)
    guidance = []
    guidanceViews.forEach { $0.removeFromSuperview() }
    guidanceViews = []
    guidanceViewport = nil
    enableNavigationUI(navMap: navMap, newState: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let viewport = guidanceViewport else { return }
    isAnimatingPrompt = true
    defer { isAnimatingPrompt = false }
    let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: Metrics.offscreen)
    UIView.performWithoutAnimation {
      navMap.addSubview(newPrompt)
      promptExtras = [
        newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
        viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
      ]
      NSLayoutConstraint.activate(promptExtras + [slide])
      navMap.layoutIfNeeded()
    }
    promptSlide = slide
    prompt = newPrompt
    UIView.animate(withDuration: Metrics.duration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
      slide.constant = 0
      navMap.layoutIfNeeded()
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    let slide = promptSlide
    let extras = promptExtras
    defer {
      promptSlide = nil
      promptExtras = []
      prompt = nil
    }
    UIView.animate(withDuration: Metrics.duration, animations: {
      slide?.constant = Metrics.offscreen
      navMap.layoutIfNeeded()
    }, completion: { _ in
      NSLayoutConstraint.deactivate(extras + [slide].compactMap { $0 })
      oldPrompt.removeFromSuperview()
    })
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
