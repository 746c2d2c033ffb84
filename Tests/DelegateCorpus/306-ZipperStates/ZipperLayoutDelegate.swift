import GoogleNavigation
import UIKit

/// The navigation layout as a zipper over state plans: off <-> ready <-> guidance. Each callback
/// moves the focus (or replaces it), and only the difference between the old and new plan is
/// applied to UIKit: pins both plans want stay live, the rest are deactivated or made.
@MainActor
final class ZipperLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var states = Zipper(focus: LayoutPlan.off, right: [LayoutPlan.off, LayoutPlan.off])
  private var live: [PinKey: NSLayoutConstraint] = [:]
  private let contentBottom = UILayoutGuide()
  private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private func planner(_ map: GMSMapView) -> Planner {
    Planner(map: map, contentBottom: contentBottom, buttons: buttons)
  }

  /// Moves the focus with `move` (if given), puts `plan` there and renders the diff.
  private func transition(
    on map: GMSMapView, move: (Zipper<LayoutPlan>) -> Zipper<LayoutPlan>?, to plan: LayoutPlan
  ) {
    let old = states.focus
    states = (move(states) ?? states).replace(with: plan)
    render(from: old, to: states.focus, on: map)
  }

  private func render(from old: LayoutPlan, to new: LayoutPlan, on map: GMSMapView) {
    let oldKeys = Set(old.pins.map(\.key))
    let newKeys = Set(new.pins.map(\.key))
    let ids: ([AnyObject]) -> Set<ObjectIdentifier> = { Set($0.map(ObjectIdentifier.init)) }
    let (oldViews, newViews) = (ids(old.views), ids(new.views))
    let (oldGuides, newGuides) = (ids(old.guides), ids(new.guides))

    // Out: constraints first, then the views and guides no longer planned.
    let leaving = oldKeys.subtracting(newKeys).compactMap { live.removeValue(forKey: $0) }
    NSLayoutConstraint.deactivate(leaving)
    if !zip(old.arranged, new.arranged).allSatisfy({ $0 === $1 }) || old.arranged.count != new.arranged.count {
      buttons.arrangedSubviews = []
    }
    old.views.filter { !newViews.contains(ObjectIdentifier($0)) }.forEach { $0.removeFromSuperview() }
    old.guides.filter { !newGuides.contains(ObjectIdentifier($0)) }.forEach { map.removeLayoutGuide($0) }

    // In: guides, views back to front, the stack's buttons, then the new pins.
    new.guides.filter { !oldGuides.contains(ObjectIdentifier($0)) }.forEach { map.addLayoutGuide($0) }
    new.views.filter { !oldViews.contains(ObjectIdentifier($0)) }.forEach { map.addSubview($0) }
    if buttons.arrangedSubviews.isEmpty && !new.arranged.isEmpty {
      buttons.arrangedSubviews = new.arranged
    }
    let made = new.pins
      .filter { !oldKeys.contains($0.key) }
      .reduce(into: [PinKey: NSLayoutConstraint]()) { made, pin in made[pin.key] = pin.make() }
    live.merge(made) { _, fresh in fresh }
    NSLayoutConstraint.activate(Array(made.values))
  }

  // MARK: Lifecycle: the focus walks off -> ready -> guidance and back.

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let plan = planner(navMap).ready(newState, wide: newState.wideMode)
    transition(on: navMap, move: { $0.moveRight() }, to: plan)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    let plan = planner(navMap).guidance(newState, prompt: nil, wide: newState.wideMode)
    transition(on: navMap, move: { $0.moveRight() }, to: plan)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    let plan = planner(navMap).ready(newState, wide: newState.wideMode)
    transition(on: navMap, move: { $0.moveLeft() }, to: plan)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    transition(on: navMap, move: { $0.moveLeft() }, to: .off)
    states = states.map { _ in LayoutPlan.off }
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let plan = planner(navMap).plan(states.focus.source, wide: newState.wideMode)
    transition(on: navMap, move: { _ in nil }, to: plan)
  }

  // MARK: Prompts replace the guidance focus with the same plan plus or minus a prompt.

  private func guidanceState() -> ActiveGuidanceUIState? {
    if case .guidance(let state, _) = states.focus.source { return state }
    return nil
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let state = guidanceState() else { return }
    let plan = planner(navMap).guidance(state, prompt: newPrompt, wide: states.focus.wide)
    transition(on: navMap, move: { _ in nil }, to: plan)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    guard let state = guidanceState() else { return }
    let plan = planner(navMap).guidance(state, prompt: nil, wide: states.focus.wide)
    transition(on: navMap, move: { _ in nil }, to: plan)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
