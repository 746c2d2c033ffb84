import GoogleNavigation
import UIKit

/// Layout delegate written as a tiny ECS: callbacks only spawn/retire entities and update the
/// frame context; the systems do the work, in order, on every callback.
@MainActor
final class NavigationEntityLayout: NavigationLayoutDelegate {
    private let world = EntityWorld()
    private let systems: [any System] = [VisibilitySystem(), PlacementSystem()]
    private var wideMode = false
    private var guiding = false
    private var promptSerial = 0
    private var promptEntities: [ObjectIdentifier: EntityID] = [:]

    // MARK: - Tick

    private func tick(_ navMap: GMSMapView) {
        let frame = FrameContext(navMap: navMap, wideMode: wideMode, guiding: guiding)
        for system in systems {
            system.update(world, frame)
        }
    }

    private func spawnButtons(_ buttons: [NavigationUIButton]) {
        for button in buttons {
            switch button.type {
            case .compass:
                world.spawn(.compass, view: button.view, slot: .floatingButton(stackIndex: 0), lifetime: .session)
            case .reporting:
                world.spawn(.reporting, view: button.view, slot: .floatingButton(stackIndex: 1), lifetime: .guidance)
            default:
                continue
            }
        }
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        wideMode = newState.wideMode
        guiding = false
        world.spawn(.viewport, view: newState.viewport, slot: .viewport, lifetime: .session)
        world.spawn(.googleLogo, view: newState.googleLogo, slot: .googleLogo, lifetime: .session)
        spawnButtons(newState.buttons)
        tick(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        world.retire { _ in true }
        promptEntities.removeAll()
        guiding = false
        tick(navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wideMode = newState.wideMode
        guiding = true
        world.spawn(.turnCard, view: newState.turnCard, slot: .turnCard, lifetime: .guidance)
        world.spawn(.etaCard, view: newState.etaCard, slot: .etaCard, lifetime: .guidance)
        world.spawn(.speedWidget, view: newState.speedWidget, slot: .speedWidget, lifetime: .guidance)
        world.spawn(.viewport, view: newState.viewport, slot: .viewport, lifetime: .session)
        world.spawn(.googleLogo, view: newState.googleLogo, slot: .googleLogo, lifetime: .session)
        spawnButtons(newState.buttons)
        tick(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        wideMode = newState.wideMode
        guiding = false
        world.retire { $0.lifetime != .session }
        promptEntities.removeAll()
        spawnButtons(newState.buttons)
        tick(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wideMode = newState.wideMode
        tick(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        promptSerial += 1
        let id = EntityID.prompt(promptSerial)
        promptEntities[ObjectIdentifier(newPrompt)] = id
        world.spawn(id, view: newPrompt, slot: .prompt, lifetime: .prompt)
        tick(navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        retirePrompt(oldPrompt)
        tick(navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        retirePrompt(oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func retirePrompt(_ prompt: NavigationPromptView) {
        guard let id = promptEntities.removeValue(forKey: ObjectIdentifier(prompt)) else { return }
        if var visibility = world.visibility[id] {
            visibility.wantsVisible = false
            world.visibility[id] = visibility
        }
    }
}
