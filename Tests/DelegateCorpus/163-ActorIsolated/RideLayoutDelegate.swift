import GoogleNavigation
import UIKit

/// The Google views of the navigation-ready state, kept between callbacks.
@MainActor
private struct ReadyViews {
  let viewport: UIView
  let googleLogo: UIView
  let buttons: [UIView]

  init(_ state: NavigationReadyUIState) {
    viewport = state.viewport
    googleLogo = state.googleLogo
    buttons = state.buttons
      .filter { $0.type == .compass || $0.type == .reporting }
      .map { $0.view }
  }
}

/// The Google views of active guidance, kept between callbacks.
@MainActor
private struct GuidanceViews {
  let viewport: UIView
  let googleLogo: UIView
  let turnCard: UIView
  let etaCard: UIView
  let tripProgressBar: UIView
  let speedWidget: UIView
  let buttons: [UIView]

  init(_ state: ActiveGuidanceUIState) {
    viewport = state.viewport
    googleLogo = state.googleLogo
    turnCard = state.turnCard
    etaCard = state.etaCard
    tripProgressBar = state.tripProgressBar
    speedWidget = state.speedWidget
    buttons = state.buttons
      .filter { $0.type == .compass || $0.type == .reporting }
      .map { $0.view }
  }
}

/// Layout delegate of the ride screen.
///
/// The callbacks only record what the SDK handed over and ask the shared
/// `ChromeDecisionStore` what to show; the answer is applied on the main actor
/// unless a newer request overtook it (revision check). Disabling the
/// navigation UI tears everything down synchronously.
@MainActor
final class RideLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let store: ChromeDecisionStore
  private let destinationPanel = DestinationPanelView()
  private let nextStopChip = NextStopChipView()
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private weak var navMap: GMSMapView?
  private var phase: NavPhase = .off
  private var wideMode = false
  private var readyViews: ReadyViews?
  private var guidanceViews: GuidanceViews?
  private var activePrompt: NavigationPromptView?
  private var promptNeedsReveal = false
  private var applied = RideLayoutPlan()
  private var pending: Task<Void, Never>?

  init(store: ChromeDecisionStore = .shared) {
    self.store = store
    super.init()
    buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
  }

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    self.navMap = navMap
    phase = .ready
    wideMode = newState.wideMode
    readyViews = ReadyViews(newState)
    guidanceViews = nil
    requestLayout()
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    pending?.cancel()
    pending = nil
    phase = .off
    activePrompt?.removeFromSuperview()
    activePrompt = nil
    commit(RideLayoutPlan(), on: navMap)
    buttonStack.arrangedSubviews = []
    readyViews = nil
    guidanceViews = nil
    Task { [store] in await store.reset() }
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    self.navMap = navMap
    phase = .guiding
    wideMode = newState.wideMode
    guidanceViews = GuidanceViews(newState)
    readyViews = nil

    pending?.cancel()
    let inputs = currentInputs()
    pending = Task { [weak self, store] in
      // Both answers come from the store; ask for them side by side.
      async let decision = store.decide(for: inputs)
      async let chipTitle = store.nextStopTitle()
      let (resolved, title) = await (decision, chipTitle)
      guard !Task.isCancelled, await store.isCurrent(resolved.revision) else { return }
      guard let self else { return }
      self.nextStopChip.title = title
      self.apply(resolved)
    }
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    self.navMap = navMap
    // The SDK hides its prompt first; drop one it did not, it belongs to guidance.
    activePrompt?.removeFromSuperview()
    activePrompt = nil
    phase = .ready
    wideMode = newState.wideMode
    readyViews = ReadyViews(newState)
    guidanceViews = nil
    requestLayout()
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard phase != .off else { return }
    wideMode = newState.wideMode
    requestLayout()
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    present(newPrompt, on: navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    UIView.animate(withDuration: 0.2, animations: {
      oldPrompt.alpha = 0
    }, completion: { [weak self] _ in
      oldPrompt.removeFromSuperview()
      guard let self, self.activePrompt === oldPrompt else { return }
      self.activePrompt = nil
      self.requestLayout()
    })
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    // The new prompt takes the old one's place; no cross-fade, it would jump.
    oldPrompt.removeFromSuperview()
    present(newPrompt, on: navMap)
  }

  // MARK: - Requests

  private func present(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
    prompt.translatesAutoresizingMaskIntoConstraints = false
    prompt.alpha = 0
    navMap.addSubview(prompt)
    activePrompt = prompt
    promptNeedsReveal = true
    requestLayout()
  }

  private func currentInputs() -> LayoutInputs {
    LayoutInputs(
      phase: phase,
      isWide: wideMode,
      promptVisible: activePrompt != nil,
      mapHeight: navMap?.bounds.height ?? 0
    )
  }

  /// Asks the store off the main actor and applies the answer back on it.
  private func requestLayout() {
    guard phase != .off else { return }
    pending?.cancel()
    let inputs = currentInputs()
    pending = Task.detached(priority: .userInitiated) { [weak self, store] in
      let decision = await store.decide(for: inputs)
      guard !Task.isCancelled else { return }
      let current = await store.isCurrent(decision.revision)
      guard current else { return }
      await MainActor.run {
        self?.apply(decision)
      }
    }
  }

  // MARK: - Applying a decision

  private func apply(_ decision: ChromeDecision) {
    guard let navMap, decision.phase == phase, phase != .off else { return }
    let planner = RideLayoutPlanner(
      navMap: navMap, buttonStack: buttonStack,
      destinationPanel: destinationPanel, nextStopChip: nextStopChip)
    let next: RideLayoutPlan
    switch decision.phase {
    case .off:
      next = RideLayoutPlan()
    case .ready:
      guard let views = readyViews else { return }
      next = planner.readyPlan(
        viewport: views.viewport, logo: views.googleLogo, buttons: views.buttons, panel: decision.panel)
    case .guiding:
      guard let views = guidanceViews else { return }
      next = planner.guidancePlan(
        turnCard: views.turnCard, etaCard: views.etaCard,
        tripProgressBar: views.tripProgressBar, speedWidget: views.speedWidget,
        viewport: views.viewport, logo: views.googleLogo, buttons: views.buttons,
        prompt: decision.promptVisible ? activePrompt : nil, wide: decision.isWide)
    }
    commit(next, on: navMap)
    revealPromptIfNeeded()
  }

  private func commit(_ next: RideLayoutPlan, on navMap: GMSMapView) {
    NSLayoutConstraint.deactivate(applied.constraints)
    let kept = Set(next.views.map(ObjectIdentifier.init))
    for view in applied.views where !kept.contains(ObjectIdentifier(view)) {
      view.removeFromSuperview()
    }
    for view in next.views where view.superview !== navMap {
      view.translatesAutoresizingMaskIntoConstraints = false
      navMap.addSubview(view)
    }
    NSLayoutConstraint.activate(next.constraints)
    if let prompt = activePrompt {
      navMap.bringSubviewToFront(prompt)
    }
    applied = next
  }

  private func revealPromptIfNeeded() {
    guard promptNeedsReveal, let prompt = activePrompt else { return }
    promptNeedsReveal = false
    UIView.animate(withDuration: 0.25) {
      prompt.alpha = 1
    }
  }
}
