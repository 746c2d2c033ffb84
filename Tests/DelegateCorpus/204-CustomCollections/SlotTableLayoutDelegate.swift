import GoogleNavigation
import UIKit

/// Lays the navigation UI out as a table of slots. Each callback computes the
/// slots it owns and swaps them into `live`; nothing else keeps constraints.
@MainActor
final class SlotTableLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let slideDuration: TimeInterval = 0.3

    /// The open map's floor: above the ETA card (portrait) and above prompts.
    private let floor = UILayoutGuide()

    private var live = SlotMap()
    private var buttonStack: GMSNavigationHidingStackView?
    private var guidanceViews: [UIView] = []
    private var prompt: NavigationPromptView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        navMap.addLayoutGuide(floor)
        let safe = navMap.safeAreaLayoutGuide
        let resting = floor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        let floorSet = ConstraintSet([
            floor.heightAnchor.constraint(equalToConstant: 0),
            floor.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            floor.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            resting,
        ])
        swap([.floor: floorSet])
        navMap.addSubview(newState.googleLogo)
        navMap.addSubview(newState.viewport)
        installButtons(newState.buttons, on: navMap)
        swap(readySlots(newState, navMap, wide: newState.wideMode))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        live.everything.deactivate()
        live = SlotMap()
        buttonStack?.removeFromSuperview()
        buttonStack?.arrangedSubviews = []
        buttonStack = nil
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        navMap.removeLayoutGuide(floor)
        readyState = nil
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidanceState = newState
        guidanceViews = [newState.turnCard, newState.etaCard, newState.speedWidget]
        guidanceViews.forEach { navMap.addSubview($0) }
        installButtons(newState.buttons, on: navMap)
        swap(guidanceSlots(newState, navMap, wide: newState.wideMode))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        for slot in Slot.guidanceOnly {
            live.remove(slot: slot).deactivate()
        }
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        guidanceState = nil
        readyState = newState
        installButtons(newState.buttons, on: navMap)
        swap(readySlots(newState, navMap, wide: newState.wideMode))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidanceState {
            swap(guidanceSlots(guidanceState, navMap, wide: newState.wideMode))
        } else if let readyState {
            swap(readySlots(readyState, navMap, wide: newState.wideMode))
        }
        if let prompt { navMap.bringSubviewToFront(prompt) }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        swap([.prompt: ConstraintSet([
            slide,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.slideDuration) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let leaving = live.remove(slot: .prompt)
        prompt = nil
        UIView.animate(withDuration: Self.slideDuration) {
            for constraint in leaving.members where constraint.firstAttribute == .bottom && constraint.firstItem === oldPrompt {
                constraint.constant = oldPrompt.bounds.height
            }
            navMap.layoutIfNeeded()
        } completion: { _ in
            leaving.deactivate()
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Slot tables

    /// Deactivates what each incoming slot replaces, then activates the new sets.
    private func swap(_ next: SlotMap) {
        for (slot, set) in next {
            live[slot: slot].deactivate()
            live[slot: slot] = set
        }
        for (_, set) in next {
            set.activate()
        }
    }

    private func readySlots(_ state: NavigationReadyUIState, _ navMap: GMSMapView, wide: Bool) -> SlotMap {
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        // Wide or not, the ready layout is the same: logo bottom leading,
        // buttons bottom trailing, the viewport over the whole open map.
        let logoInset: CGFloat = wide ? NavigationStyleValues.elementHorizontalPadding : 0
        var ready: SlotMap = [
            .logo: ConstraintSet([
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset),
                logo.bottomAnchor.constraint(equalTo: floor.topAnchor),
            ]),
            .viewport: ConstraintSet([
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            ]),
        ]
        if let stack = buttonStack {
            ready[slot: .buttons] = ConstraintSet([
                stack.topAnchor.constraint(equalTo: safe.topAnchor),
                stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: floor.topAnchor),
            ])
        }
        return ready
    }

    private func guidanceSlots(_ state: ActiveGuidanceUIState, _ navMap: GMSMapView, wide: Bool) -> SlotMap {
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let logo = state.googleLogo
        let viewport = state.viewport
        var table: SlotMap = [
            .turnCard: ConstraintSet([
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            ]),
        ]
        if wide {
            table[slot: .etaCard] = ConstraintSet([
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ])
            table[slot: .speedWidget] = ConstraintSet([
                state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            ])
            table[slot: .viewport] = ConstraintSet([
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            ])
            table[slot: .logo] = ConstraintSet([
                logo.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                logo.bottomAnchor.constraint(equalTo: floor.topAnchor),
            ])
        } else {
            table[slot: .etaCard] = ConstraintSet([
                etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                floor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            ])
            table[slot: .speedWidget] = ConstraintSet([
                state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: logo.layoutMarginsGuide.topAnchor),
            ])
            table[slot: .viewport] = ConstraintSet([
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            ])
            table[slot: .logo] = ConstraintSet([
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                logo.bottomAnchor.constraint(equalTo: floor.topAnchor),
            ])
        }
        if let stack = buttonStack {
            table[slot: .buttons] = ConstraintSet([
                wide ? stack.topAnchor.constraint(equalTo: safe.topAnchor)
                     : stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: floor.topAnchor),
            ])
        }
        return table
    }

    // MARK: Buttons

    private func installButtons(_ buttons: [NavigationUIButton], on navMap: GMSMapView) {
        live.remove(slot: .buttons).deactivate()
        buttonStack?.removeFromSuperview()
        buttonStack?.arrangedSubviews = []
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { kind in
            buttons.first(where: { $0.type == kind })?.view
        }
        navMap.addSubview(stack)
        buttonStack = stack
    }
}
