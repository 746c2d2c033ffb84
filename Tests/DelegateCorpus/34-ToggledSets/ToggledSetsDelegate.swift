import GoogleNavigation
import UIKit

/// Builds both the compact and the wide constraint sets up front for each state
/// and flips `isActive` between them; `isWide` re-applies through `didSet`.
@MainActor
final class ToggledSetsDelegate: NSObject, NavigationLayoutDelegate {
  private struct Variants {
    var shared: [NSLayoutConstraint] = []
    var compact: [NSLayoutConstraint] = []
    var wide: [NSLayoutConstraint] = []
    var all: [NSLayoutConstraint] { shared + compact + wide }
  }

  private weak var map: GMSMapView?
  private var variants = Variants()
  private var shownViews: [UIView] = []
  private var prompt: (view: NavigationPromptView, constraints: [NSLayoutConstraint])?
  private var viewportBottomLimit: NSLayoutYAxisAnchor?
  private let buttonColumn = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private(set) var isWide = false {
    didSet {
      guard oldValue != isWide else { return }
      applyVariant(animated: true)
    }
  }

  private func applyVariant(animated: Bool) {
    let off = isWide ? variants.compact : variants.wide
    let on = isWide ? variants.wide : variants.compact
    let flip = {
      off.forEach { $0.isActive = false }
      on.forEach { $0.isActive = true }
    }
    if animated, let map {
      UIView.animate(withDuration: 0.25) {
        flip()
        map.layoutIfNeeded()
      }
    } else {
      UIView.performWithoutAnimation(flip)
    }
  }

  private func show(_ views: [UIView], on map: GMSMapView, variants: Variants, wide: Bool) {
    self.map = map
    views.forEach { map.addSubview($0) }
    shownViews = views
    self.variants = variants
    NSLayoutConstraint.activate(variants.shared)
    isWide = wide
    applyVariant(animated: false)
  }

  private func hideAll() {
    NSLayoutConstraint.deactivate(variants.all)
    variants = Variants()
    buttonColumn.arrangedSubviews = []
    shownViews.forEach { $0.removeFromSuperview() }
    shownViews = []
  }

  private func readyVariants(_ s: NavigationReadyUIState, _ safe: UILayoutGuide) -> Variants {
    var v = Variants()
    v.shared = [
      s.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      s.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      s.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
      buttonColumn.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      buttonColumn.bottomAnchor.constraint(equalTo: s.googleLogo.topAnchor, constant: -8),
    ]
    v.compact = [buttonColumn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16)]
    v.wide = [buttonColumn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -32)]
    return v
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    buttonColumn.arrangedSubviews = newState.buttons.map { $0.view }
    show([newState.viewport, newState.googleLogo, buttonColumn], on: navMap,
         variants: readyVariants(newState, navMap.safeAreaLayoutGuide), wide: newState.wideMode)
    viewportBottomLimit = nil
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    hideAll()
    map = nil
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    hideAll()
    let s = newState
    let safe = navMap.safeAreaLayoutGuide
    buttonColumn.arrangedSubviews = s.buttons.map { $0.view }
    var v = Variants()
    let stretch = s.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    stretch.priority = UILayoutPriority(rawValue: 999)
    let logoRest = s.googleLogo.bottomAnchor.constraint(equalTo: s.viewport.bottomAnchor, constant: -8)
    logoRest.priority = .required - 1
    v.shared = [
      s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      s.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
      s.viewport.bottomAnchor.constraint(lessThanOrEqualTo: s.etaCard.topAnchor),
      stretch,
      s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      logoRest,
      buttonColumn.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor, constant: 8),
      buttonColumn.bottomAnchor.constraint(equalTo: s.viewport.bottomAnchor, constant: -8),
    ]
    v.compact = [buttonColumn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16)]
    v.wide = [buttonColumn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -32)]
    viewportBottomLimit = s.viewport.bottomAnchor
    show([s.viewport, s.turnCard, s.etaCard, s.googleLogo, buttonColumn], on: navMap, variants: v, wide: s.wideMode)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt.view) }
    hideAll()
    enableNavigationUI(navMap: navMap, newState: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    isWide = newState.wideMode
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let limit = viewportBottomLimit else { return }
    navMap.addSubview(newPrompt)
    let constraints = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      limit.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    prompt = (newPrompt, constraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    defer { prompt = nil }
    guard let prompt else { return }
    NSLayoutConstraint.deactivate(prompt.constraints)
    prompt.view.removeFromSuperview()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
