import GoogleNavigation
import UIKit

/// Builds each navigation state as an array of slots and swaps arrays.
@MainActor
final class SlotLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let contentBottom = UILayoutGuide()
    private var session: [any LayoutSlot] = []
    private var current: [any LayoutSlot] = []
    private var prompts: [PromptSlot] = []
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        session = [ContentGuideSlot(guide: contentBottom, map: navMap)]
        navMap.activate(session)
        readyState = newState
        show(readySlots(newState, map: navMap, wide: newState.wideMode), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompts()
        show([], on: navMap)
        navMap.deactivate(session)
        (session, readyState, guidanceState) = ([], nil, nil)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidanceState = newState
        show(guidanceSlots(newState, map: navMap, wide: newState.wideMode), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dropPrompts()
        (guidanceState, readyState) = (nil, newState)
        show(readySlots(newState, map: navMap, wide: newState.wideMode), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance = guidanceState {
            show(guidanceSlots(guidance, map: navMap, wide: newState.wideMode), on: navMap)
        } else if let ready = readyState {
            show(readySlots(ready, map: navMap, wide: newState.wideMode), on: navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompts.append(PromptSlot(prompt: newPrompt, map: navMap, content: contentBottom))
        navMap.activate(prompts.suffix(1).map { $0 as any LayoutSlot })
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let index = prompts.firstIndex(where: { $0.prompt === oldPrompt }) else { return }
        prompts.remove(at: index).remove()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt); showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Plans

    private func dropPrompts() {
        prompts.forEach { $0.removeNow() }
        prompts = []
    }

    private func show(_ slots: [any LayoutSlot], on map: GMSMapView) {
        map.deactivate(current)
        current = slots
        map.activate(current)
        prompts.forEach { $0.raise(in: map) }
    }

    private func readySlots(_ state: NavigationReadyUIState, map: GMSMapView, wide: Bool) -> [any LayoutSlot] {
        let safe = map.safeAreaLayoutGuide
        return [
            ViewportSlot(viewport: state.viewport, map: map, content: contentBottom, top: safe.topAnchor, besides: []),
            LogoSlot(logo: state.googleLogo, leading: safe.leadingAnchor, content: contentBottom),
            ButtonsSlot(buttons: state.buttons, map: map, top: safe.topAnchor, content: contentBottom),
        ]
    }

    private func guidanceSlots(_ state: ActiveGuidanceUIState, map: GMSMapView, wide: Bool) -> [any LayoutSlot] {
        let safe = map.safeAreaLayoutGuide
        let turn = TurnCardSlot(card: state.turnCard, map: map)
        let eta = ETASlot(card: state.etaCard, map: map, content: contentBottom, wide: wide)
        let viewport = wide
            ? ViewportSlot(viewport: state.viewport, map: map, content: contentBottom,
                           top: safe.topAnchor, besides: [state.turnCard, state.etaCard])
            : ViewportSlot(viewport: state.viewport, map: map, content: contentBottom,
                           top: state.turnCard.bottomAnchor, besides: [])
        return [
            turn, eta, viewport,
            LogoSlot(logo: state.googleLogo,
                     leading: wide ? state.viewport.leadingAnchor : safe.leadingAnchor, content: contentBottom),
            ButtonsSlot(buttons: state.buttons, map: map,
                        top: wide ? safe.topAnchor : state.turnCard.bottomAnchor, content: contentBottom),
        ]
    }
}
