import GoogleNavigation
import Observation
import UIKit

/// Layout delegate of the courier screen.
///
/// The callbacks report navigation events to the screen's coordinator, which
/// updates `CourierChromeModel`. The delegate renders the model: it tracks the
/// properties `render()` reads with `withObservationTracking` and renders again
/// (and re-registers) after each change.
@MainActor
final class CourierLayoutDelegate: NSObject, NavigationLayoutDelegate {
  let model = CourierChromeModel()
  private(set) lazy var coordinator = CourierScreenCoordinator(model: model)

  private let sheet = CourierSheetView()
  private let handoffNote = HandoffNoteView()
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let clearance = UILayoutGuide()

  private weak var navMap: GMSMapView?
  private var ready: NavigationReadyUIState?
  private var guidance: ActiveGuidanceUIState?
  private var prompt: NavigationPromptView?
  private var rendered = CourierLayout()

  override init() {
    super.init()
    buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
    clearance.identifier = "courier.clearance"
    observeModel()
  }

  // MARK: - Observation

  private func observeModel() {
    withObservationTracking {
      render()
    } onChange: { [weak self] in
      // Called before the change lands: render on the next turn, then track again.
      Task { @MainActor in
        self?.observeModel()
      }
    }
  }

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    self.navMap = navMap
    ready = newState
    guidance = nil
    coordinator.navigationUIEnabled(wide: newState.wideMode)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    ready = nil
    guidance = nil
    prompt?.removeFromSuperview()
    prompt = nil
    coordinator.navigationUIDisabled()
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    self.navMap = navMap
    guidance = newState
    ready = nil
    coordinator.guidanceStarted(wide: newState.wideMode)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    ready = newState
    guidance = nil
    coordinator.guidanceStopped(wide: newState.wideMode)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    coordinator.mapResized(wide: newState.wideMode)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompt = newPrompt
    newPrompt.alpha = 0
    coordinator.promptWillAppear()
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    UIView.animate(withDuration: CourierStyle.promptFade, animations: {
      oldPrompt.alpha = 0
    }, completion: { [weak self] _ in
      guard let self, self.prompt === oldPrompt else { return }
      self.prompt = nil
      self.coordinator.promptDidDisappear()
    })
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    oldPrompt.removeFromSuperview()
    prompt = newPrompt
    newPrompt.alpha = 0
    coordinator.promptWillAppear()
  }

  // MARK: - Rendering

  /// Lays out everything the model and the SDK's current state call for, and
  /// takes down whatever the previous render put up that is no longer wanted.
  private func render() {
    let phase = model.phase
    let wide = model.wideMode
    let panel = model.panel
    let sheetHeight = model.sheetHeight
    let promptSlot = model.prompt
    _ = model.promptRevision
    handoffNote.text = model.handoffText

    guard let navMap else { return }
    let recipes = CourierLayoutRecipes(navMap: navMap, stack: buttonStack, clearance: clearance)
    var next = CourierLayout()
    switch phase {
    case .off:
      break
    case .ready:
      if let ready {
        next = recipes.ready(
          viewport: ready.viewport, logo: ready.googleLogo, buttons: ready.buttons,
          sheet: panel == .courierSheet ? sheet : nil, sheetHeight: sheetHeight, wide: wide)
      }
    case .guiding:
      if let guidance {
        next = recipes.guidance(
          guidance, note: panel == .handoffNote ? handoffNote : nil, wide: wide)
        if let prompt, promptSlot != .none {
          next.merge(recipes.prompt(prompt, slot: promptSlot, etaCard: guidance.etaCard))
        }
      }
    }
    swapIn(next, on: navMap)
  }

  private func swapIn(_ next: CourierLayout, on navMap: GMSMapView) {
    NSLayoutConstraint.deactivate(rendered.constraints)
    for view in rendered.views where !next.views.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    for guide in rendered.guides where !next.guides.contains(where: { $0 === guide }) {
      navMap.removeLayoutGuide(guide)
    }
    for view in next.views where view.superview !== navMap {
      view.translatesAutoresizingMaskIntoConstraints = false
      navMap.addSubview(view)
    }
    for guide in next.guides where guide.owningView !== navMap {
      navMap.addLayoutGuide(guide)
    }
    NSLayoutConstraint.activate(next.constraints)
    rendered = next

    // The prompt stays above everything and fades in the first time it is laid out.
    if let prompt, next.views.contains(where: { $0 === prompt }) {
      navMap.bringSubviewToFront(prompt)
      if prompt.alpha == 0 {
        UIView.animate(withDuration: CourierStyle.promptFade) {
          prompt.alpha = 1
        }
      }
    }
  }
}
