import GoogleNavigation
import UIKit

/// Navigation layout written with the team's `@Pins` builder.
///
/// Compact guidance: turn card on top, ETA card docked at the bottom, the
/// camera between them. Wide: both cards in the leading column, the camera
/// beside it. The logo sits bottom leading of the camera with the speed
/// widget on top of it; the trip progress bar and buttons are trailing. Every
/// floating view ends at `floor`, which stays above the docked ETA card and
/// any prompt.
@MainActor
final class BuilderLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let floor = UILayoutGuide()
    private let buttonColumn = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var session = PinSet.empty
    private var layout = PinSet.empty
    private var mounted: [UIView] = []
    private var ready: NavigationReadyUIState?
    private var guidance: ActiveGuidanceUIState?

    private var prompt: (view: NavigationPromptView, pins: PinSet, keepClear: PinSet)?
    private var outgoing: [NavigationPromptView] = []

    override init() {
        super.init()
        floor.identifier = "drive.floor"
        buttonColumn.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: - Layouts

    private func readyPins(_ state: NavigationReadyUIState, on map: GMSMapView, wide: Bool) -> PinSet {
        let safe = map.safeAreaLayoutGuide
        let inset: CGFloat = wide ? 20 : 12
        return PinSet("ready") {
            state.viewport.top == safe.top
            state.viewport.leading == safe.leading
            state.viewport.trailing == safe.trailing
            state.viewport.bottom == floor.top
            state.googleLogo.leading == safe.leading + inset
            state.googleLogo.bottom == floor.top - inset
            if !buttonColumn.arrangedSubviews.isEmpty {
                buttonColumn.top == safe.top + inset
                buttonColumn.trailing == safe.trailing - inset
                buttonColumn.bottom == floor.top - inset
            }
        }
    }

    private func guidancePins(_ state: ActiveGuidanceUIState, on map: GMSMapView, wide: Bool) -> PinSet {
        let safe = map.safeAreaLayoutGuide
        let inset: CGFloat = wide ? 20 : 12
        let turn = state.turnCard, eta = state.etaCard, viewport = state.viewport
        let logo = state.googleLogo, bar = state.tripProgressBar
        return PinSet("guidance") {
            // The SDK sizes the cards: pin a corner, never a width or height.
            for card in [turn, eta] {
                card.leading == safe.leading
            }
            turn.top == safe.top
            eta.bottom == safe.bottom

            if wide {
                viewport.top == safe.top
                viewport.leading == turn.trailing
                bar.top == safe.top + inset
            } else {
                viewport.top == turn.bottom
                viewport.leading == safe.leading
                floor.bottom <= eta.top
                bar.top == turn.bottom + inset
            }
            viewport.trailing == safe.trailing
            viewport.bottom == floor.top

            logo.leading == viewport.leading + inset
            if #available(iOS 17, *) {
                // 17's Dynamic Type spacing for the gap under the logo.
                floor.topAnchor.constraint(equalToSystemSpacingBelow: logo.bottomAnchor, multiplier: 1)
            } else {
                logo.bottom == floor.top - inset
            }
            state.speedWidget.leading == logo.leading
            state.speedWidget.bottom == logo.top - 8

            bar.trailing == safe.trailing - inset
            bar.bottom == floor.top - inset
            if !buttonColumn.arrangedSubviews.isEmpty {
                buttonColumn.top == bar.top
                buttonColumn.trailing == bar.leading - 8
                buttonColumn.bottom == bar.bottom
            }
        }
    }

    private func mount(_ views: [UIView], on map: GMSMapView, pins: PinSet) {
        layout.deactivate()
        mounted.forEach { $0.removeFromSuperview() }
        views.forEach(map.addSubview)
        mounted = views
        layout = pins
        layout.activate()
    }

    private func showReady(_ state: NavigationReadyUIState, on map: GMSMapView) {
        ready = state
        guidance = nil
        buttonColumn.arrangedSubviews = pick(state.buttons, [.compass])
        var views = [state.viewport, state.googleLogo]
        if !buttonColumn.arrangedSubviews.isEmpty { views.append(buttonColumn) }
        mount(views, on: map, pins: readyPins(state, on: map, wide: state.wideMode))
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        let safe = navMap.safeAreaLayoutGuide
        session = PinSet("session") {
            floor.heightAnchor.constraint(equalToConstant: 0)
            floor.leading == safe.leading
            floor.trailing == safe.trailing
            floor.bottom <= safe.bottom
            floor.bottom == safe.bottom ~ .defaultLow
        }
        session.activate()
        showReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompts()
        mount([], on: navMap, pins: .empty)
        buttonColumn.arrangedSubviews = []
        ready = nil
        session.deactivate()
        session = .empty
        navMap.removeLayoutGuide(floor)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidance = newState
        ready = nil
        buttonColumn.arrangedSubviews = pick(newState.buttons, [.compass, .reporting])
        var views = [newState.viewport, newState.turnCard, newState.etaCard, newState.tripProgressBar,
                     newState.googleLogo, newState.speedWidget]
        if !buttonColumn.arrangedSubviews.isEmpty { views.append(buttonColumn) }
        mount(views, on: navMap, pins: guidancePins(newState, on: navMap, wide: newState.wideMode))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Arrival can end guidance with a prompt up: it leaves with guidance.
        dropPrompts()
        showReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let pins: PinSet
        if let guidance {
            pins = guidancePins(guidance, on: navMap, wide: newState.wideMode)
        } else if let ready {
            pins = readyPins(ready, on: navMap, wide: newState.wideMode)
        } else {
            return
        }
        layout.deactivate()
        layout = pins
        layout.activate()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addSubview(newPrompt)
        let pins = PinSet("prompt") {
            newPrompt.bottom == navMap.bottom
            newPrompt.leading == safe.leading
        }
        let keepClear = PinSet("prompt.keepClear") {
            floor.bottom <= newPrompt.top
        }
        pins.activate()
        keepClear.activate()
        prompt = (newPrompt, pins, keepClear)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if let current = prompt, current.view === oldPrompt {
            current.keepClear.deactivate()
            prompt = nil
        }
        outgoing.append(oldPrompt)
        UIView.animate(withDuration: 0.25, animations: { oldPrompt.alpha = 0 }, completion: { [weak self] _ in
            self?.finish(oldPrompt)
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Helpers

    private func finish(_ leaving: NavigationPromptView) {
        guard outgoing.contains(where: { $0 === leaving }) else { return }
        outgoing.removeAll { $0 === leaving }
        leaving.removeFromSuperview()
        leaving.alpha = 1
    }

    private func dropPrompts() {
        if let current = prompt {
            current.pins.deactivate()
            current.keepClear.deactivate()
            current.view.removeFromSuperview()
            current.view.alpha = 1
            prompt = nil
        }
        outgoing.forEach(finish)
    }

    /// Buttons by type, in the order given (the SDK may reorder `buttons`).
    private func pick(_ buttons: [NavigationUIButton], _ kinds: [NavigationButtonKnownType]) -> [UIView] {
        kinds.compactMap { kind in buttons.first { $0.type == kind }?.view }
    }
}
