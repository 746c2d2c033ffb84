import GoogleNavigation
import UIKit

/// Every callback says what the screen should look like now as a set of
/// pins; `PinRenderer` changes only the pins that differ, so a pin both
/// states want (the logo's inset at this width) survives a state change.
@MainActor
final class KeyedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let renderer = PinRenderer()
    private var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?

    private func inset(wide: Bool) -> CGFloat { wide ? 20 : 12 }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        install([newState.viewport, newState.googleLogo] + newState.buttons.map(\.view), on: navMap)
        renderer.render(readyPins(navMap, newState))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        let views = newStateViews(oldState)
        views.forEach { $0.removeFromSuperview() }
        renderer.forget(views)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let leaving = oldState.buttons.map(\.view)
        leaving.forEach { $0.removeFromSuperview() }
        renderer.forget(leaving)
        guidance = newState
        install([newState.viewport, newState.googleLogo, newState.turnCard, newState.etaCard] + newState.buttons.map(\.view), on: navMap)
        renderer.render(guidancePins(navMap, newState))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        let leaving = [oldState.turnCard, oldState.etaCard] + oldState.buttons.map(\.view)
        leaving.forEach { $0.removeFromSuperview() }
        renderer.forget(leaving)
        guidance = nil
        install(newStateViews(newState), on: navMap)
        renderer.render(readyPins(navMap, newState))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let state = newState as? ActiveGuidanceUIState {
            guidance = state
            renderer.render(guidancePins(navMap, state))
        } else if let state = newState as? NavigationReadyUIState {
            renderer.render(readyPins(navMap, state))
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        if let guidance { renderer.render(guidancePins(navMap, guidance)) }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        oldPrompt.removeFromSuperview()
        renderer.forget([oldPrompt])
        prompt = nil
        if let guidance { renderer.render(guidancePins(navMap, guidance)) }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - What each state wants

    private func newStateViews(_ state: NavigationReadyUIState) -> [UIView] {
        [state.viewport, state.googleLogo] + state.buttons.map(\.view)
    }

    private func install(_ views: [UIView], on navMap: GMSMapView) {
        for view in views where view.superview !== navMap {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
    }

    private func readyPins(_ navMap: GMSMapView, _ state: NavigationReadyUIState) -> PinSet {
        let safe = navMap.safeAreaLayoutGuide
        let inset = inset(wide: state.wideMode)
        var pins = PinSet()
        pins.top(state.viewport, safe)
        pins.leading(state.viewport, safe)
        pins.trailing(state.viewport, safe)
        pins.bottom(state.viewport, safe)
        pins.leading(state.googleLogo, safe, inset)
        pins.bottom(state.googleLogo, safe, inset)
        stackButtons(state.buttons.map(\.view), below: nil, in: safe, inset: inset, into: &pins)
        return pins
    }

    private func guidancePins(_ navMap: GMSMapView, _ state: ActiveGuidanceUIState) -> PinSet {
        let safe = navMap.safeAreaLayoutGuide
        let inset = inset(wide: state.wideMode)
        var pins = PinSet()
        pins.top(state.turnCard, safe)
        pins.leading(state.turnCard, safe)
        if state.wideMode { pins.trailing(state.turnCard, toCenterOf: safe) } else { pins.trailing(state.turnCard, safe) }
        pins.leading(state.etaCard, safe)
        pins.bottom(state.etaCard, safe)
        if state.wideMode { pins.trailing(state.etaCard, toCenterOf: safe) } else { pins.trailing(state.etaCard, safe) }
        var above: UIView = state.turnCard
        if let prompt {
            pins.below(prompt, state.turnCard)
            pins.leading(prompt, safe)
            if state.wideMode { pins.trailing(prompt, toCenterOf: safe) } else { pins.trailing(prompt, safe) }
            above = prompt
        }
        pins.below(state.viewport, above)
        pins.leading(state.viewport, safe)
        pins.trailing(state.viewport, safe)
        pins.above(state.viewport, state.etaCard)
        // The logo keeps the ready state's inset from the leading edge, above the ETA card.
        pins.leading(state.googleLogo, safe, inset)
        pins.above(state.googleLogo, state.etaCard, 8)
        stackButtons(state.buttons.map(\.view), below: above, in: safe, inset: inset, into: &pins)
        return pins
    }

    /// The buttons down the trailing edge, from the top or below the view given.
    private func stackButtons(_ buttons: [UIView], below top: UIView?, in safe: UILayoutGuide, inset: CGFloat, into pins: inout PinSet) {
        var previous = top
        for button in buttons {
            pins.trailing(button, safe, inset)
            if let previous { pins.below(button, previous, 8) } else { pins.top(button, safe, inset) }
            previous = button
        }
    }
}
