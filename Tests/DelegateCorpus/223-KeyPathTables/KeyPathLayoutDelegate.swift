import GoogleNavigation
import UIKit

/// Lays out the navigation UI from the key-path tables in `LayoutTable`.
/// Every callback updates the stage and the phase, then `relayout()` rebuilds the
/// phase's constraints from the tables.
@MainActor
final class KeyPathLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let fadeDuration: TimeInterval = 0.25

    private let stage = Stage()
    private var phase = Phase.off
    private var wide = false
    private var live: [NSLayoutConstraint] = []
    private var promptPins: [NSLayoutConstraint] = []
    private var stack: GMSNavigationHidingStackView?

    // MARK: Navigation on / off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        buttonStack.spacing = LayoutTable.gap
        stack = buttonStack
        stage.map = navMap
        stage.buttonStack = buttonStack
        stage.load(newState, LayoutTable.readyViews)
        phase = .ready
        wide = newState.wideMode
        mount(LayoutTable.readySlots, on: navMap)
        buttonStack.arrangedSubviews = buttonViews(newState.buttons, LayoutTable.readyButtons)
        relayout()
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        tearDown()
        NSLayoutConstraint.deactivate(promptPins)
        promptPins = []
        stack?.arrangedSubviews = []
        stage.views(LayoutTable.allSlots).forEach { $0.removeFromSuperview() }
        stage.clear(LayoutTable.allSlots + [\.map])
        stack = nil
        phase = .off
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDown()
        stage.load(newState, LayoutTable.guidanceViews)
        phase = .guidance
        wide = newState.wideMode
        mount(LayoutTable.guidanceSlots, on: navMap)
        stack?.arrangedSubviews = buttonViews(newState.buttons, LayoutTable.guidanceButtons)
        relayout()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt = stage.prompt as? NavigationPromptView { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        tearDown()
        stage.views(LayoutTable.guidanceSlots).forEach { $0.removeFromSuperview() }
        stage.clear(LayoutTable.guidanceSlots)
        stack?.arrangedSubviews = buttonViews(newState.buttons, LayoutTable.readyButtons)
        stage.load(newState, LayoutTable.readyViews)
        phase = .ready
        wide = newState.wideMode
        relayout()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        guard phase != .off else { return }
        relayout()
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        stage.prompt = newPrompt
        newPrompt.alpha = 0
        mount([\.prompt], on: navMap)
        promptPins = LayoutTable.promptPins.flatMap(stage.constraints(for:))
        NSLayoutConstraint.activate(promptPins)
        relayout()
        UIView.animate(withDuration: Self.fadeDuration) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard stage.prompt === oldPrompt else { return }
        let pins = promptPins
        promptPins = []
        stage.prompt = nil
        relayout()
        UIView.animate(withDuration: Self.fadeDuration, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            NSLayoutConstraint.deactivate(pins)
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Table plumbing

    private func tearDown() {
        NSLayoutConstraint.deactivate(live)
        live = []
    }

    private func relayout() {
        tearDown()
        live = LayoutTable.rows(for: phase, wide: wide, prompting: stage.prompt != nil)
            .flatMap(stage.constraints(for:))
        NSLayoutConstraint.activate(live)
    }

    private func mount(_ slots: [Slot], on map: UIView) {
        for view in stage.views(slots) {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
    }

    /// The buttons' views in the table's order, found by type (never by index).
    private func buttonViews(_ buttons: [NavigationUIButton], _ order: [NavigationButtonKnownType]) -> [UIView] {
        order.compactMap { kind in buttons.first { $0.type == kind }.map(\.view) }
    }
}
