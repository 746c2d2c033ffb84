import GoogleNavigation
import UIKit

/// Navigation chrome driven by the shared (Kotlin Multiplatform) layout spec, the
/// same one the Android app's layout reads. The spec decides insets, which
/// optional Google views show, the button order and how prompts sit; this class
/// turns it into constraints.
@MainActor
final class SharedSpecLayout: NSObject, NavigationLayoutDelegate {
    private let specs = LayoutSpec.Companion.shared
    private var spec = LayoutSpec.Companion.shared.forNavigation(wide: false)
    /// `wideMode` of the latest callback (a state object kept from an earlier one may be stale).
    private var isWide = false
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var ready: NavigationReadyUIState?
    private var guidance: ActiveGuidanceUIState?
    private var guidanceViews: [UIView] = []
    private var prompt: NavigationPromptView?
    private var layout: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []

    // MARK: States

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        ready = newState
        isWide = newState.wideMode
        spec = specs.forNavigation(wide: isWide)
        [newState.viewport, newState.googleLogo, buttonStack].forEach { navMap.addSubview($0) }
        render(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        NSLayoutConstraint.deactivate(layout + promptConstraints)
        layout = []
        promptConstraints = []
        buttonStack.arrangedSubviews = []
        [oldState.viewport, oldState.googleLogo, buttonStack].forEach { $0.removeFromSuperview() }
        ready = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidance = newState
        isWide = newState.wideMode
        spec = specs.forNavigation(wide: isWide)
        syncGuidanceViews(newState, on: navMap)
        render(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        NSLayoutConstraint.deactivate(layout)
        layout = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        guidance = nil
        ready = newState
        isWide = newState.wideMode
        spec = specs.forNavigation(wide: isWide)
        render(on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        spec = specs.forNavigation(wide: isWide)
        if let guidance {
            syncGuidanceViews(guidance, on: navMap)
        }
        render(on: navMap)
    }

    /// Cards always; the speedometer and trip progress bar when the spec asks.
    private func syncGuidanceViews(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        var wanted = [state.turnCard, state.etaCard]
        if spec.showSpeedometer { wanted.append(state.speedWidget) }
        if spec.showsTripProgress { wanted.append(state.tripProgressBar) }
        for view in guidanceViews where !wanted.contains(view) {
            view.removeFromSuperview()
        }
        for view in wanted where view.superview !== navMap {
            navMap.addSubview(view)
        }
        guidanceViews = wanted
    }

    // MARK: Layout

    private func render(on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(layout + promptConstraints)
        if let guidance {
            buttonStack.arrangedSubviews = orderedButtons(guidance.buttons)
            layout = guidanceLayout(guidance, on: navMap)
            promptConstraints = promptLayout(on: navMap)
        } else if let ready {
            buttonStack.arrangedSubviews = orderedButtons(ready.buttons)
            layout = readyLayout(ready, on: navMap)
            promptConstraints = []
        } else {
            layout = []
            promptConstraints = []
        }
        buttonStack.spacing = spec.stackSpacing
        NSLayoutConstraint.activate(layout + promptConstraints)
    }

    private func readyLayout(_ state: NavigationReadyUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        return [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spec.extra("logoInsetDp", default: 12)),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -spec.logoLift),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -spec.edgeInset),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: spec.edgeInset),
            buttonStack.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -spec.stackSpacing),
        ]
    }

    private func guidanceLayout(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let column = spec.cardColumn
        let wide = isWide
        let inset = spec.edgeInset
        let floor = wide ? safe.bottomAnchor : (prompt?.topAnchor ?? state.etaCard.topAnchor)
        let shows = { (view: UIView) in self.guidanceViews.contains(view) }

        var constraints = [
            state.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            state.turnCard.anchor(for: column).constraint(equalTo: safe.anchor(for: column)),
            state.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            state.etaCard.anchor(for: column).constraint(equalTo: safe.anchor(for: column)),
        ]
        if shows(state.speedWidget) {
            constraints += [
                state.speedWidget.topAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.bottomAnchor),
                state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            ]
        }
        var stackTrailing = safe.trailingAnchor
        if shows(state.tripProgressBar) {
            constraints += [
                state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                state.tripProgressBar.topAnchor.constraint(equalTo: wide ? safe.topAnchor : state.turnCard.bottomAnchor, constant: inset),
                state.tripProgressBar.bottomAnchor.constraint(equalTo: floor, constant: -inset),
            ]
            stackTrailing = state.tripProgressBar.leadingAnchor
        }
        constraints += [
            buttonStack.trailingAnchor.constraint(equalTo: stackTrailing, constant: -inset),
            buttonStack.topAnchor.constraint(equalTo: wide ? safe.topAnchor : state.turnCard.bottomAnchor, constant: inset),
            buttonStack.bottomAnchor.constraint(equalTo: floor, constant: -spec.stackSpacing),
        ]
        if wide {
            // The cards are a column; the camera frames the map beside it.
            constraints += [
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: spec.extra("logoInsetDp", default: 12)),
            ]
        } else {
            constraints += [
                state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: floor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spec.extra("logoInsetDp", default: 12)),
            ]
        }
        constraints.append(state.googleLogo.bottomAnchor.constraint(equalTo: floor, constant: -spec.logoLift))
        return constraints
    }

    private func promptLayout(on navMap: GMSMapView) -> [NSLayoutConstraint] {
        guard let prompt else { return [] }
        let safe = navMap.safeAreaLayoutGuide
        let bottom: NSLayoutConstraint
        if let lifted = spec.promptPlacement as? PromptPlacementLifted {
            bottom = prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -CGFloat(lifted.bottomInsetDp))
        } else {
            bottom = prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        }
        return [bottom, prompt.anchor(for: spec.cardColumn).constraint(equalTo: safe.anchor(for: spec.cardColumn))]
    }

    /// In the shared spec's order (first = bottom of the stack), matched by type.
    private func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
        spec.buttonOrder.elements.compactMap { slot in
            buttons.first { $0.type == slot.sdkType }?.view
        }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        navMap.addSubview(newPrompt)
        render(on: navMap)
        newPrompt.alpha = 0
        UIView.animate(withDuration: spec.promptFade) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === prompt else { return }
        // Keep the leaving prompt's constraints while it fades, then take it off.
        let leaving = promptConstraints
        promptConstraints = []
        prompt = nil
        render(on: navMap)
        UIView.animate(withDuration: spec.promptFade, animations: { oldPrompt.alpha = 0 }, completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
