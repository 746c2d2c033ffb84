import GoogleNavigation
import UIKit

/// The drive screen's layout delegate. It knows nothing about where things go:
/// each callback builds a `SlotContext` and installs the phase's slot types.
@MainActor
final class SlotLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let buttonColumn = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let openFloor = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []

    /// Constraints by slot key.
    private var installed: [String: [NSLayoutConstraint]] = [:]
    private var readyState: NavigationReadyUIState?
    /// The width class of the last layout, for prompts (which look the same in both).
    private var wide = false
    private var guidanceState: ActiveGuidanceUIState?

    private var prompt: (view: NavigationPromptView, pins: [NSLayoutConstraint], keepClear: NSLayoutConstraint)?
    private var leavingPrompts: [NavigationPromptView] = []

    override init() {
        super.init()
        buttonColumn.spacing = NavigationStyleValues.buttonVerticalPadding
        openFloor.identifier = "drive.openFloor"
    }

    // MARK: - Installing slots

    private func context(on map: GMSMapView, wide: Bool) -> SlotContext {
        SlotContext(map: map, wide: wide, openFloor: openFloor, buttonColumn: buttonColumn,
                    ready: guidanceState == nil ? readyState : nil, guidance: guidanceState)
    }

    private func addView<S: ChromeSlot>(of slot: S.Type, in context: SlotContext) {
        guard let view = S.view(in: context), view.superview !== context.map else { return }
        context.map.addSubview(view)
    }

    private func install<S: ChromeSlot>(_ slot: S.Type, in context: SlotContext) {
        guard S.view(in: context) != nil else { return }
        let constraints = S.constraints(in: context)
        NSLayoutConstraint.activate(constraints)
        installed[S.key] = constraints
    }

    private func uninstallConstraints<S: ChromeSlot>(of slot: S.Type) {
        NSLayoutConstraint.deactivate(installed.removeValue(forKey: S.key) ?? [])
    }

    private func removeView<S: ChromeSlot>(of slot: S.Type, in context: SlotContext) {
        S.view(in: context)?.removeFromSuperview()
    }

    private func isMounted<S: ChromeSlot>(_ slot: S.Type, in context: SlotContext) -> Bool {
        S.view(in: context)?.superview === context.map
    }

    /// Lays out a phase from scratch: every slot lets go first, then each is installed.
    private func show(_ slots: [any ChromeSlot.Type], in context: SlotContext) {
        for slot in slots { uninstallConstraints(of: slot) }
        // Every view on the map before any pin: a pin between two views needs both there.
        for slot in slots { addView(of: slot, in: context) }
        for slot in slots { install(slot, in: context) }
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(openFloor)
        let resting = openFloor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            openFloor.heightAnchor.constraint(equalToConstant: 0),
            openFloor.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            openFloor.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            openFloor.bottomAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)

        readyState = newState
        wide = newState.wideMode
        buttonColumn.arrangedSubviews = views(of: newState.buttons, [.compass])
        show(DrivePhases.ready, in: context(on: navMap, wide: newState.wideMode))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompts()
        let leaving = context(on: navMap, wide: oldState.wideMode)
        for slot in DrivePhases.ready {
            uninstallConstraints(of: slot)
            removeView(of: slot, in: leaving)
        }
        buttonColumn.arrangedSubviews = []
        readyState = nil

        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(openFloor)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        // The ready layout lets go and leaves the map; the guidance slots put
        // back what they share with it (the SDK may hand over other views).
        let leaving = context(on: navMap, wide: oldState.wideMode)
        for slot in DrivePhases.ready {
            uninstallConstraints(of: slot)
            removeView(of: slot, in: leaving)
        }
        wide = newState.wideMode
        guidanceState = newState
        buttonColumn.arrangedSubviews = views(of: newState.buttons, [.compass, .reporting])
        show(DrivePhases.guidance, in: context(on: navMap, wide: newState.wideMode))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Guidance can end with a prompt up (arrival): it goes with guidance.
        dropPrompts()
        let leaving = context(on: navMap, wide: oldState.wideMode)
        for slot in DrivePhases.guidance {
            uninstallConstraints(of: slot)
            removeView(of: slot, in: leaving)
        }
        assert(!DrivePhases.guidanceOnly.contains { isMounted($0, in: leaving) },
               "a guidance-only view outlived guidance")
        guidanceState = nil
        wide = newState.wideMode

        readyState = newState
        buttonColumn.arrangedSubviews = views(of: newState.buttons, [.compass])
        show(DrivePhases.ready, in: context(on: navMap, wide: newState.wideMode))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard readyState != nil || guidanceState != nil else { return }
        let phase = guidanceState == nil ? DrivePhases.ready : DrivePhases.guidance
        wide = newState.wideMode
        show(phase, in: context(on: navMap, wide: wide))
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let context = context(on: navMap, wide: wide)
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        let placed = PromptSlot.constraints(for: newPrompt, in: context)
        NSLayoutConstraint.activate(placed.pins + [placed.keepClear])
        prompt = (newPrompt, placed.pins, placed.keepClear)
        UIView.animate(withDuration: 0.25) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if let current = prompt, current.view === oldPrompt {
            // The open map comes back down at once; the prompt fades where it is.
            current.keepClear.isActive = false
            prompt = nil
        }
        leavingPrompts.append(oldPrompt)
        UIView.animate(withDuration: 0.25, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            guard let self, self.leavingPrompts.contains(where: { $0 === oldPrompt }) else { return }
            self.leavingPrompts.removeAll { $0 === oldPrompt }
            oldPrompt.removeFromSuperview()
            oldPrompt.alpha = 1
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Helpers

    /// Buttons by type, in the order given (the SDK may reorder `buttons`).
    private func views(of buttons: [NavigationUIButton], _ kinds: [NavigationButtonKnownType]) -> [UIView] {
        kinds.compactMap { kind in buttons.first { $0.type == kind }?.view }
    }

    private func dropPrompts() {
        if let current = prompt {
            NSLayoutConstraint.deactivate(current.pins + [current.keepClear])
            current.view.removeFromSuperview()
            current.view.alpha = 1
            prompt = nil
        }
        for leaving in leavingPrompts {
            leaving.removeFromSuperview()
            leaving.alpha = 1
        }
        leavingPrompts = []
    }
}
