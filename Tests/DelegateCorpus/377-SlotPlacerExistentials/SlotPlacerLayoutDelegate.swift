import GoogleNavigation
import UIKit

/// Drive screen layout built from slot placers (SlotPlacer.swift, Placers.swift).
/// Each stage is a list of `any SlotPlacer<State>`; `place(_:for:in:)` lets the
/// previous stage go, mounts what the new list asks for and activates its
/// constraints. The floor guide lives for the session; prompts have their own
/// placer and slide in and out with property animators.
@MainActor
final class SlotPlacerLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Stage {
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let floor = UILayoutGuide()
    private lazy var floorPlacer: some SlotPlacer<GMSMapView> = OpenFloorPlacer(floor: floor)
    private let promptPlacer: some SlotPlacer<NavigationPromptView> = PromptPlacer()

    private var stage: Stage?
    private var sessionItems: [any Mountable] = []
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stageItems: [any Mountable] = []
    private var stageConstraints: [NSLayoutConstraint] = []
    private var prompt: (view: NavigationPromptView, constraints: [NSLayoutConstraint])?
    private var leavingPrompts: [NavigationPromptView] = []

    override init() {
        super.init()
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
        floor.identifier = "slots.openFloor"
    }

    // MARK: - Stages

    private func readyPlacers() -> [any SlotPlacer<NavigationReadyUIState>] {
        [
            ViewportPlacer(),
            LogoPlacer(),
            ButtonRailPlacer(stack: buttonStack, kinds: [.compass]),
        ]
    }

    private func guidancePlacers() -> [any SlotPlacer<ActiveGuidanceUIState>] {
        [
            ViewportPlacer(),
            CardPlacer(),
            LogoPlacer(),
            SpeedWidgetPlacer(),
            TripProgressPlacer(),
            ButtonRailPlacer(stack: buttonStack, kinds: [.compass, .reporting], beside: { $0.tripProgressBar }),
        ]
    }

    /// Compact: the open map starts under the turn card. Wide: it starts at the
    /// top, beside the card column.
    private func guidanceOpenMap(_ navMap: GMSMapView, state: ActiveGuidanceUIState, wide: Bool) -> OpenMap {
        let safe = navMap.safeAreaLayoutGuide
        return OpenMap(
            map: navMap, safeArea: safe, floor: floor,
            top: wide ? safe.topAnchor : state.turnCard.bottomAnchor,
            leading: wide ? state.turnCard.trailingAnchor : safe.leadingAnchor,
            wide: wide
        )
    }

    private func place<State>(_ placers: [any SlotPlacer<State>], for state: State, in open: OpenMap) {
        // The stage we leave lets go first: two stages never hold one view at once.
        NSLayoutConstraint.deactivate(stageConstraints)
        stageConstraints = []

        placers.forEach { $0.prepare(for: state) }
        let items = placers.flatMap { $0.items(for: state) }
        unmount(stageItems.filter { old in !items.contains { $0 === old } })
        items.forEach { $0.mount(on: open.map) }
        stageItems = items

        stageConstraints = placers.flatMap { $0.constraints(for: state, in: open) }
        NSLayoutConstraint.activate(stageConstraints)

        if let prompt {
            open.map.bringSubviewToFront(prompt.view)
        }
    }

    private func enterReady(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) {
        stage = .ready(state)
        place(readyPlacers(), for: state, in: .safeArea(of: navMap, floor: floor, wide: wide))
    }

    private func enterGuidance(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) {
        stage = .guidance(state)
        place(guidancePlacers(), for: state, in: guidanceOpenMap(navMap, state: state, wide: wide))
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        sessionItems = floorPlacer.items(for: navMap)
        sessionItems.forEach { $0.mount(on: navMap) }
        sessionConstraints = floorPlacer.constraints(for: navMap, in: .safeArea(of: navMap, floor: floor, wide: newState.wideMode))
        NSLayoutConstraint.activate(sessionConstraints)
        enterReady(newState, wide: newState.wideMode, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompts()
        NSLayoutConstraint.deactivate(stageConstraints)
        stageConstraints = []
        unmount(stageItems)
        stageItems = []
        buttonStack.arrangedSubviews = []
        stage = nil

        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        unmount(sessionItems)
        sessionItems = []
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        enterGuidance(newState, wide: newState.wideMode, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Arrival can end guidance with a prompt still up: it goes with guidance.
        dropPrompts()
        enterReady(newState, wide: newState.wideMode, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        switch stage {
        case .ready(let state)?:
            enterReady(state, wide: newState.wideMode, on: navMap)
        case .guidance(let state)?:
            enterGuidance(state, wide: newState.wideMode, on: navMap)
        case nil:
            break
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        promptPlacer.items(for: newPrompt).forEach { $0.mount(on: navMap) }
        let constraints = promptPlacer.constraints(for: newPrompt, in: .safeArea(of: navMap, floor: floor, wide: false))
        let slide = constraints.first { $0.identifier == PromptPlacer.slideIdentifier }
        // Parked just below the map, then slid up.
        slide?.constant = newPrompt.bounds.height
        NSLayoutConstraint.activate(constraints)
        prompt = (newPrompt, constraints)
        navMap.layoutIfNeeded()

        let slideIn = UIViewPropertyAnimator(duration: 0.35, dampingRatio: 0.85) {
            slide?.constant = 0
            navMap.layoutIfNeeded()
        }
        slideIn.startAnimation()
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let shown = prompt, shown.view === oldPrompt else {
            oldPrompt.removeFromSuperview()
            return
        }
        prompt = nil
        leavingPrompts.append(oldPrompt)
        let slide = shown.constraints.first { $0.identifier == PromptPlacer.slideIdentifier }

        let slideOut = UIViewPropertyAnimator(duration: 0.25, curve: .easeIn) {
            slide?.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }
        slideOut.addCompletion { [weak self] _ in
            NSLayoutConstraint.deactivate(shown.constraints)
            oldPrompt.removeFromSuperview()
            self?.leavingPrompts.removeAll { $0 === oldPrompt }
        }
        slideOut.startAnimation()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func dropPrompts() {
        if let shown = prompt {
            NSLayoutConstraint.deactivate(shown.constraints)
            shown.view.removeFromSuperview()
            prompt = nil
        }
        unmount(leavingPrompts.map { $0 as any Mountable })
        leavingPrompts = []
    }
}
