import UIKit
import GoogleNavigation

final class FunctionalLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var active: [NSLayoutConstraint] = []
    private var shown: [UIView] = []
    private var promptPins: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    /// The views that must stay clear of a prompt, with the gap to keep.
    private var clearOfPrompt: [(UIView, CGFloat)] = []

    private let side = NavigationStyleValues.headerFooterHorizontalPadding
    private let inset = NavigationStyleValues.elementHorizontalPadding
    private let gap = NavigationStyleValues.buttonVerticalPadding

    private func show(_ placements: [Placement], extra: [NSLayoutConstraint] = [], in map: GMSMapView) {
        let made = Pins.place(placements, in: map) + extra
        NSLayoutConstraint.activate(made)
        active += made
        shown += placements.map(\.view)
    }

    private func tearDown() {
        NSLayoutConstraint.deactivate(active)
        active.removeAll()
        shown.forEach { $0.removeFromSuperview() }
        shown.removeAll()
        clearOfPrompt.removeAll()
    }

    private func sortedButtons(_ buttons: [NavigationUIButton], _ kinds: [NavigationButtonKnownType]) -> [UIView] {
        kinds.compactMap { kind in buttons.first(where: { $0.type == kind }).map(\.view) }
    }

    private func ready(_ state: NavigationReadyUIState, on map: GMSMapView) {
        let safe = map.safeAreaLayoutGuide
        let floor: [NSLayoutYAxisAnchor] = [safe.bottomAnchor]
        let buttons = sortedButtons(state.buttons, [.compass])
        let logoInset = state.wideMode ? side : inset
        var placements: [Placement] = [
            (state.viewport, [Pins.horizontalEdges(map.safeAreaLayoutGuide), Pins.top(safe.topAnchor),
                              Pins.floating(above: floor, rest: safe.bottomAnchor)]),
            (state.googleLogo, [Pins.leading(safe, logoInset), Pins.floating(above: floor, rest: safe.bottomAnchor, gap)]),
        ]
        placements += buttons.prefix(1).map { ($0, [Pins.trailing(safe, inset), Pins.floating(above: floor, rest: safe.bottomAnchor, gap)]) }
        show(placements, in: map)
        clearOfPrompt = [(state.viewport, 0), (state.googleLogo, gap)] + buttons.prefix(1).map { ($0, gap) }
    }

    private func guidance(_ state: ActiveGuidanceUIState, on map: GMSMapView) {
        let safe = map.safeAreaLayoutGuide
        let turn = state.turnCard, eta = state.etaCard, speed = state.speedWidget
        let floor = [eta.layoutMarginsGuide.topAnchor]
        let cardWidth: Pin = state.wideMode ? Pins.trailing(atMost: map.centerXAnchor) : Pins.trailing(safe, side)
        let buttons = sortedButtons(state.buttons, [.reporting, .compass])

        var placements: [Placement] = [
            (turn, [Pins.top(safe.topAnchor), Pins.leading(safe, side), cardWidth]),
            (eta, [Pins.bottom(safe.bottomAnchor), Pins.leading(safe, side), cardWidth]),
            (state.viewport, [Pins.top(turn.bottomAnchor), Pins.horizontalEdges(map.safeAreaLayoutGuide),
                              Pins.floating(above: floor, rest: safe.bottomAnchor)]),
            (speed, [Pins.leading(safe, inset), Pins.floating(above: floor, rest: safe.bottomAnchor)]),
            (state.googleLogo, [Pins.leading(safe, inset), Pins.bottom(speed.topAnchor, gap)]),
        ]
        placements += buttons.prefix(1).map {
            ($0, [Pins.trailing(safe, inset), Pins.floating(above: floor, rest: safe.bottomAnchor, gap)])
        }
        placements += buttons.dropFirst().map { ($0, [Pins.trailing(safe, inset), Pins.top(atLeast: turn.bottomAnchor, gap)]) }
        show(placements, extra: Pins.column(buttons, spacing: gap), in: map)
        clearOfPrompt = [(state.viewport, 0), (speed, 0)] + buttons.prefix(1).map { ($0, gap) }
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        ready(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompt()
        tearDown()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDown()
        guidance(newState, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dropPrompt()
        tearDown()
        ready(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard !shown.isEmpty else { return }
        let relayout: ((GMSMapView) -> Void)? = (newState as? ActiveGuidanceUIState).map { state in { self.guidance(state, on: $0) } }
            ?? (newState as? NavigationReadyUIState).map { state in { self.ready(state, on: $0) } }
        guard let relayout else { return }
        tearDown()
        relayout(navMap)
        if let prompt { pinPrompt(prompt, in: navMap) }
    }

    private func pinPrompt(_ prompt: NavigationPromptView, in map: GMSMapView) {
        NSLayoutConstraint.deactivate(promptPins)
        map.bringSubviewToFront(prompt)
        promptPins = Pins.horizontalEdges(map.safeAreaLayoutGuide)(prompt)
            + Pins.bottom(map.bottomAnchor)(prompt)
            + clearOfPrompt.map { view, gap in view.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -gap) }
        NSLayoutConstraint.activate(promptPins)
    }

    private func dropPrompt() {
        NSLayoutConstraint.deactivate(promptPins)
        promptPins = []
        prompt?.removeFromSuperview()
        prompt = nil
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        pinPrompt(newPrompt, in: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dropPrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dropPrompt()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
