import GoogleNavigation
import UIKit

/// The navigation layout delegate: keeps the `PlanContext` and the state's
/// views up to date and, after every callback, has `LayoutPlanner` plan and
/// `PlanApplier` apply. Prompts fade in; out they go at once (product: a
/// dismissed alert must not linger over the route).
@MainActor
final class PlannedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let promptFadeIn: TimeInterval = 0.2

    private let planner: LayoutPlanner
    private let applier = PlanApplier()
    private var context = PlanContext.off
    private var cast = PlanApplier.Cast()
    private var prompt: NavigationPromptView?

    init(planner: LayoutPlanner = LayoutPlanner()) {
        self.planner = planner
        super.init()
    }

    // MARK: - States

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        cast = PlanApplier.Cast(ready: newState)
        context = PlanContext(
            phase: .ready, wide: newState.wideMode, showsPrompt: false, buttons: newState.buttons.map { $0.type })
        commit(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt = nil
        cast = PlanApplier.Cast()
        context = .off
        commit(on: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        prompt = nil
        cast = PlanApplier.Cast(guidance: newState)
        context = PlanContext(
            phase: .guidance, wide: newState.wideMode, showsPrompt: false, buttons: newState.buttons.map { $0.type })
        commit(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // A prompt still up when guidance stops is not in the ready plan: it goes.
        prompt = nil
        cast = PlanApplier.Cast(ready: newState)
        context = PlanContext(
            phase: .ready, wide: newState.wideMode, showsPrompt: false, buttons: newState.buttons.map { $0.type })
        commit(on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard context.phase != .off else { return }
        context.wide = newState.wideMode
        commit(on: navMap)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard context.phase == .guidance else { return }
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt === oldPrompt else { return }
        prompt = nil
        cast.views[.prompt] = nil
        context.showsPrompt = false
        commit(on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        guard context.phase == .guidance else { return }
        // The new prompt takes the role: the applier swaps the views and their pins.
        present(newPrompt, on: navMap)
    }

    private func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
        prompt = newPrompt
        cast.views[.prompt] = newPrompt
        context.showsPrompt = true
        commit(on: navMap)
        navMap.layoutIfNeeded()
        newPrompt.alpha = 0
        UIView.animate(withDuration: Self.promptFadeIn, delay: 0, options: [.curveEaseOut]) {
            newPrompt.alpha = 1
        }
    }

    // MARK: - Plan and apply

    private func commit(on navMap: GMSMapView) {
        let plan = planner.plan(for: context)
        applier.apply(plan, cast: cast, on: navMap)
    }
}
