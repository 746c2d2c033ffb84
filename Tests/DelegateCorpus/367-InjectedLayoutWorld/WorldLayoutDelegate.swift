import GoogleNavigation
import UIKit

/// The navigation layout delegate, with its dependencies injected.
///
/// `init(world:)` defaults to `.live`; previews pass `.preview` or
/// `.previewMirrored`. The delegate only keeps track of the phase, the width
/// class, what is mounted and the prompt; placements come from the free
/// functions in WorldLayout.swift.
@MainActor
final class WorldLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    private struct PromptOnScreen {
        let view: NavigationPromptView
        let pins: [NSLayoutConstraint]
    }

    private let world: LayoutWorld
    private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var phase = Phase.off
    private var wide = false
    private var placement = Placement.empty
    private var prompt: PromptOnScreen?

    init(world: LayoutWorld = .live) {
        self.world = world
        super.init()
        rail.translatesAutoresizingMaskIntoConstraints = false
        rail.spacing = world.metrics().gap
    }

    // MARK: - States

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        wide = newState.wideMode
        phase = .ready(newState)
        placement = readyPlacement(newState, rail: rail, in: navMap, wide: wide, world: world)
        mount(placement, rail: rail, on: navMap, world: world)
        world.log("navigation on (wide: \(wide))")
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPromptAtOnce()
        unmount(placement, rail: rail, world: world)
        placement = .empty
        phase = .off
        world.log("navigation off")
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        unmount(placement, rail: rail, world: world)
        wide = newState.wideMode
        phase = .guidance(newState)
        placement = guidancePlacement(newState, rail: rail, in: navMap, wide: wide, world: world)
        mount(placement, rail: rail, on: navMap, world: world)
        world.log("guidance on (wide: \(wide))")
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Guidance may stop with its prompt still up: it goes with guidance.
        dropPromptAtOnce()
        unmount(placement, rail: rail, world: world)
        wide = newState.wideMode
        phase = .ready(newState)
        placement = readyPlacement(newState, rail: rail, in: navMap, wide: wide, world: world)
        mount(placement, rail: rail, on: navMap, world: world)
        world.log("guidance off")
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        let next: Placement
        switch phase {
        case .off:
            return
        case .ready(let state):
            next = readyPlacement(state, rail: rail, in: navMap, wide: wide, world: world)
        case .guidance(let state):
            next = guidancePlacement(state, rail: rail, in: navMap, wide: wide, world: world)
        }
        repin(from: placement, to: next, world: world)
        placement = next
        if let prompt {
            prompt.view.roundedCorners = promptCorners(in: navMap, wide: wide, world: world)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard case .guidance(let state) = phase else { return }
        let metrics = world.metrics()
        navMap.addSubview(newPrompt)
        let pins = promptPins(newPrompt, above: state.viewport, in: navMap)
        NSLayoutConstraint.activate(pins)
        newPrompt.roundedCorners = promptCorners(in: navMap, wide: wide, world: world)
        prompt = PromptOnScreen(view: newPrompt, pins: pins)

        navMap.layoutIfNeeded()
        newPrompt.transform = promptOffstage(in: navMap, wide: wide, world: world)
        newPrompt.alpha = world.reduceMotion() ? 0 : 1
        world.animate(metrics.promptDuration, {
            newPrompt.transform = .identity
            newPrompt.alpha = 1
        }, {})
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let shown = prompt, shown.view === oldPrompt else { return }
        prompt = nil
        let offstage = promptOffstage(in: navMap, wide: wide, world: world)
        let fades = world.reduceMotion()
        world.animate(world.metrics().promptDuration, {
            oldPrompt.transform = offstage
            if fades {
                oldPrompt.alpha = 0
            }
        }, {
            NSLayoutConstraint.deactivate(shown.pins)
            oldPrompt.removeFromSuperview()
            oldPrompt.transform = .identity
            oldPrompt.alpha = 1
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    /// Takes the prompt down without animating, when guidance or navigation ends.
    private func dropPromptAtOnce() {
        guard let shown = prompt else { return }
        prompt = nil
        NSLayoutConstraint.deactivate(shown.pins)
        shown.view.removeFromSuperview()
        shown.view.transform = .identity
        shown.view.alpha = 1
    }
}
