import GoogleNavigation
import UIKit

/// One view and the constraints that place it, installed and torn down together.
@MainActor
final class LayoutSlot<View: UIView> {
  let view: View
  private(set) var constraints: [NSLayoutConstraint] = []
  private(set) var isInstalled = false

  init(_ view: View) {
    self.view = view
  }

  func install(in host: UIView, _ make: (View) -> [NSLayoutConstraint]) {
    host.addSubview(view)
    constraints = make(view)
    NSLayoutConstraint.activate(constraints)
    isInstalled = true
  }

  func tearDown() {
    guard isInstalled else { return }
    NSLayoutConstraint.deactivate(constraints)
    constraints.removeAll()
    view.removeFromSuperview()
    isInstalled = false
  }
}

@MainActor
final class SlotLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let contentBottom = UILayoutGuide()
  private var guideConstraints: [NSLayoutConstraint] = []
  private var readySlots: [LayoutSlot<UIView>] = []
  private var guidanceSlots: [LayoutSlot<UIView>] = []
  private var promptSlot: LayoutSlot<NavigationPromptView>?
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private func slot(_ view: UIView) -> LayoutSlot<UIView> { LayoutSlot<UIView>(view) }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(contentBottom)
    let rest = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    rest.priority = .defaultLow
    guideConstraints = [rest, contentBottom.heightAnchor.constraint(equalToConstant: 0)]
    NSLayoutConstraint.activate(guideConstraints)
    installReady(navMap, newState)
  }

  private func installReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let inset: CGFloat = state.wideMode ? 24 : 12
    buttonStack.arrangedSubviews = state.buttons.map(\.view)
    let viewport = slot(state.viewport)
    viewport.install(in: navMap) { v in
      [v.topAnchor.constraint(equalTo: safe.topAnchor),
       v.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
       v.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
       v.bottomAnchor.constraint(equalTo: contentBottom.topAnchor)]
    }
    let logo = slot(state.googleLogo)
    logo.install(in: navMap) { v in
      [v.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
       v.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8)]
    }
    let buttons = slot(buttonStack)
    buttons.install(in: navMap) { v in
      [v.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
       v.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
       v.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8)]
    }
    readySlots = [viewport, logo, buttons]
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    readySlots.forEach { $0.tearDown() }
    readySlots = []
    buttonStack.arrangedSubviews = []
    NSLayoutConstraint.deactivate(guideConstraints)
    guideConstraints = []
    navMap.removeLayoutGuide(contentBottom)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    readySlots.forEach { $0.tearDown() }
    readySlots = []
    let safe = navMap.safeAreaLayoutGuide
    let inset: CGFloat = newState.wideMode ? 24 : 12
    buttonStack.arrangedSubviews = newState.buttons.map(\.view)
    let turnCard = slot(newState.turnCard)
    turnCard.install(in: navMap) { v in
      [v.topAnchor.constraint(equalTo: safe.topAnchor),
       v.leadingAnchor.constraint(equalTo: safe.leadingAnchor)]
    }
    let etaCard = slot(newState.etaCard)
    etaCard.install(in: navMap) { v in
      [v.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
       v.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
       contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: v.topAnchor)]
    }
    let viewport = slot(newState.viewport)
    viewport.install(in: navMap) { v in
      [v.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
       v.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
       v.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
       v.bottomAnchor.constraint(equalTo: contentBottom.topAnchor)]
    }
    let logo = slot(newState.googleLogo)
    logo.install(in: navMap) { v in
      [v.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
       v.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8)]
    }
    let buttons = slot(buttonStack)
    buttons.install(in: navMap) { v in
      [v.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor, constant: 8),
       v.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
       v.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8)]
    }
    guidanceSlots = [turnCard, etaCard, viewport, logo, buttons]
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    promptSlot?.tearDown()
    promptSlot = nil
    guidanceSlots.reversed().forEach { $0.tearDown() }
    guidanceSlots = []
    buttonStack.arrangedSubviews = []
    installReady(navMap, newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    let slot = LayoutSlot(newPrompt)
    slot.install(in: navMap) { p in
      [p.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
       p.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
       contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: p.topAnchor)]
    }
    promptSlot = slot
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    promptSlot?.tearDown()
    promptSlot = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
