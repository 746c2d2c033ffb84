import GoogleNavigation
import UIKit

/// Navigation layout as data: every state is a `LayoutExpr`, evaluated into constraints
/// and cached by `LayoutKey`; the ring buffer remembers recent layouts, its newest entry
/// being the set that is active right now.
@MainActor
final class AlgebraLayoutDelegate: NSObject, NavigationLayoutDelegate {
  enum Phase: Hashable {
    case ready
    case guidance
  }

  /// Identifies a built constraint set: the phase, the flags it branched on and the
  /// identity of every view it pins (the SDK may hand over new views).
  struct LayoutKey: Hashable {
    let phase: Phase
    let wideMode: Bool
    let views: [ObjectIdentifier]
  }

  struct LayoutRecord {
    let key: LayoutKey
    let constraints: [NSLayoutConstraint]
  }

  private static let inset: CGFloat = 8

  private let contentGuide = UILayoutGuide()
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let cache = LRUCache<LayoutKey, [NSLayoutConstraint]>(capacity: 8)
  private var history = RingBuffer<LayoutRecord>(capacity: 4)
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var mountedViews: [UIView] = []
  private var phaseViews: [UIView] = []
  private var phaseExpr: (LayoutContext) -> LayoutExpr = { _ in .empty }
  private var phase: Phase = .ready
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?

  // MARK: Expressions

  private var sessionExpr: LayoutExpr {
    .stack([
      .zeroHeight(contentGuide),
      .prioritized(.pin(.guide(contentGuide), .bottom, to: .safeArea, .bottom, offset: 0, relation: .equal),
                   .defaultLow),
    ])
  }

  private func buttonColumn(_ stack: UIView, below top: LayoutItem, _ topEdge: Edge) -> LayoutExpr {
    .stack([
      .pin(stack, .top, to: top, topEdge, Self.inset),
      .when(.wideMode,
            .pin(stack, .trailing, to: .safeArea, .trailing, -2 * NavigationStyleValues.buttonHorizontalPadding),
            else: .pin(stack, .trailing, to: .safeArea, .trailing, -NavigationStyleValues.buttonHorizontalPadding)),
      .pin(stack, .bottom, to: .guide(contentGuide), .top, -Self.inset),
    ])
  }

  private func readyExpr(_ state: NavigationReadyUIState) -> LayoutExpr {
    let viewport = state.viewport
    let logo = state.googleLogo
    return .stack([
      .pin(viewport, .top, to: .safeArea),
      .pin(viewport, .leading, to: .safeArea),
      .pin(viewport, .trailing, to: .safeArea),
      .pin(viewport, .bottom, to: .guide(contentGuide), .top),
      .pin(logo, .leading, to: .safeArea, .leading, Self.inset),
      .pin(logo, .bottom, to: .guide(contentGuide), .top, -Self.inset),
      buttonColumn(readyButtons, below: .safeArea, .top),
    ])
  }

  private func guidanceExpr(_ state: ActiveGuidanceUIState) -> LayoutExpr {
    let viewport = state.viewport
    let logo = state.googleLogo
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speedWidget = state.speedWidget
    return .stack([
      // Leading column in both modes: turn card on top, ETA card at the bottom.
      .pin(turnCard, .top, to: .safeArea),
      .pin(turnCard, .leading, to: .safeArea),
      .pin(etaCard, .bottom, to: .safeArea),
      .pin(etaCard, .leading, to: .safeArea),
      .pin(.guide(contentGuide), .bottom, to: .view(etaCard), .top, offset: 0, relation: .atMost),
      .pin(viewport, .top, to: .view(turnCard), .bottom),
      .pin(viewport, .leading, to: .safeArea),
      .pin(viewport, .trailing, to: .safeArea),
      .pin(viewport, .bottom, to: .guide(contentGuide), .top),
      .pin(speedWidget, .leading, to: .safeArea, .leading, Self.inset),
      .pin(speedWidget, .bottom, to: .guide(contentGuide), .top, -Self.inset),
      .pin(logo, .leading, to: .safeArea, .leading, Self.inset),
      .pin(logo, .bottom, to: .view(speedWidget), .top, -Self.inset),
      buttonColumn(guidanceButtons, below: .view(turnCard), .bottom),
    ])
  }

  private func promptExpr(_ prompt: NavigationPromptView) -> LayoutExpr {
    .stack([
      .pin(prompt, .bottom, to: .map),
      .pin(prompt, .leading, to: .safeArea),
      // The open map (viewport, logo, buttons) ends above the prompt.
      .pin(.guide(contentGuide), .bottom, to: .view(prompt), .top, offset: 0, relation: .atMost),
    ])
  }

  // MARK: Applying layouts

  /// Deactivates the current phase set and activates the one for `key`, from the cache when built before.
  private func apply(_ expr: LayoutExpr, key: LayoutKey, context: LayoutContext) {
    if let current = history.last {
      NSLayoutConstraint.deactivate(current.constraints)
    }
    let constraints: [NSLayoutConstraint]
    if let cached = cache.value(forKey: key) {
      constraints = cached
    } else {
      constraints = LayoutEvaluator(context: context).evaluate(expr)
      cache.setValue(constraints, forKey: key)
    }
    NSLayoutConstraint.activate(constraints)
    history.push(LayoutRecord(key: key, constraints: constraints))
  }

  private func clearPhaseLayout() {
    if let current = history.last {
      NSLayoutConstraint.deactivate(current.constraints)
      history.push(LayoutRecord(key: LayoutKey(phase: phase, wideMode: false, views: []), constraints: []))
    }
    readyButtons.arrangedSubviews = []
    guidanceButtons.arrangedSubviews = []
    phaseViews.forEach { $0.removeFromSuperview() }
    phaseViews = []
  }

  private func mount(_ views: [UIView], on navMap: GMSMapView) {
    phaseViews = views
    views.forEach { navMap.addSubview($0) }
  }

  private func key(for phase: Phase, wideMode: Bool) -> LayoutKey {
    LayoutKey(phase: phase, wideMode: wideMode, views: phaseViews.map { ObjectIdentifier($0) })
  }

  private func showReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    phase = .ready
    mount([state.viewport, state.googleLogo, readyButtons], on: navMap)
    readyButtons.arrangedSubviews = state.buttons.map { $0.view }
    phaseExpr = { [unowned self] _ in self.readyExpr(state) }
    let context = LayoutContext(mapView: navMap, wideMode: state.wideMode)
    apply(readyExpr(state), key: key(for: .ready, wideMode: state.wideMode), context: context)
  }

  // MARK: NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(contentGuide)
    let context = LayoutContext(mapView: navMap, wideMode: newState.wideMode)
    sessionConstraints = LayoutEvaluator(context: context).evaluate(sessionExpr)
    NSLayoutConstraint.activate(sessionConstraints)
    showReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    if let shown = prompt {
      hidePrompt(navMap: navMap, oldPrompt: shown)
    }
    clearPhaseLayout()
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(contentGuide)
    history.removeAll()
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    clearPhaseLayout()
    phase = .guidance
    mount([newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget,
           newState.googleLogo, guidanceButtons], on: navMap)
    guidanceButtons.arrangedSubviews = newState.buttons.map { $0.view }
    phaseExpr = { [unowned self] _ in self.guidanceExpr(newState) }
    let context = LayoutContext(mapView: navMap, wideMode: newState.wideMode)
    apply(guidanceExpr(newState), key: key(for: .guidance, wideMode: newState.wideMode), context: context)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    clearPhaseLayout()
    showReady(navMap: navMap, state: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard let current = history.last, !phaseViews.isEmpty else { return }
    let context = LayoutContext(mapView: navMap, wideMode: newState.wideMode)
    let newKey = key(for: phase, wideMode: newState.wideMode)
    guard newKey != current.key else { return }
    apply(phaseExpr(context), key: newKey, context: context)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    let context = LayoutContext(mapView: navMap, wideMode: false)
    promptConstraints = LayoutEvaluator(context: context).evaluate(promptExpr(newPrompt))
    NSLayoutConstraint.activate(promptConstraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    oldPrompt.removeFromSuperview()
    prompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
