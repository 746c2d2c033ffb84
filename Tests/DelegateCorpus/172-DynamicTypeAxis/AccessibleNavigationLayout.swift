// AccessibleNavigationLayout.swift
// Layout delegate for the turn-by-turn screen. Every state is a phase; each
// phase owns the constraints it activated and the views it added, and hands
// them back before the next phase starts.

import GoogleNavigation
import UIKit

@MainActor
final class AccessibleNavigationLayout: NSObject, NavigationLayoutDelegate {
    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    private enum Metrics {
        static var padding: CGFloat { NavigationStyleValues.elementHorizontalPadding }
        static var buttonInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
        /// Gap between stacked elements, grown with the user's text size.
        static var gap: CGFloat { UIFontMetrics.default.scaledValue(for: 8) }
    }

    private var phase: Phase = .off
    private var wideMode = false
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var phaseViews: [UIView] = []
    private var prompt: (view: NavigationPromptView, constraints: [NSLayoutConstraint])?

    let controlStrip = ControlStripView()

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        wideMode = newState.wideMode
        enter(.ready(newState), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        leaveCurrentPhase()
        dismissPrompt()
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        phase = .off
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wideMode = newState.wideMode
        enter(.guiding(newState), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dismissPrompt()
        wideMode = newState.wideMode
        enter(.ready(newState), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != wideMode else { return }
        wideMode = newState.wideMode
        enter(phase, on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard case .guiding(let state) = phase else { return }
        place(newPrompt, on: navMap, state)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.2) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.2, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            guard let self, self.prompt?.view === oldPrompt else { return }
            self.dismissPrompt()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismissPrompt()
        guard case .guiding(let state) = phase else { return }
        place(newPrompt, on: navMap, state)
    }

    // MARK: Phases

    private func enter(_ next: Phase, on navMap: GMSMapView) {
        leaveCurrentPhase()
        phase = next
        switch next {
        case .off:
            break
        case .ready(let state):
            layOutReady(state, on: navMap)
        case .guiding(let state):
            layOutGuidance(state, on: navMap)
            if let current = prompt {
                // A resize during a prompt: the prompt follows the new layout, on top.
                NSLayoutConstraint.deactivate(current.constraints)
                navMap.bringSubviewToFront(current.view)
                prompt = nil
                place(current.view, on: navMap, state)
            }
        }
    }

    private func leaveCurrentPhase() {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints.removeAll()
        phaseViews.forEach { $0.removeFromSuperview() }
        phaseViews.removeAll()
    }

    private func add(_ views: [UIView], to navMap: GMSMapView, ownedByPhase: Bool = true) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
            if ownedByPhase { phaseViews.append(view) }
        }
    }

    private func buttonStack(for buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = Metrics.gap
        stack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            buttons.first(where: { $0.type == type })?.view
        }
        return stack
    }

    private func layOutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let stack = buttonStack(for: state.buttons)
        add([state.viewport, state.googleLogo], to: navMap, ownedByPhase: false)
        add([stack], to: navMap)

        phaseConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.padding),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Metrics.gap),
            stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.gap),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.buttonInset),
            stack.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -Metrics.gap),
        ]
        NSLayoutConstraint.activate(phaseConstraints)
    }

    private func layOutGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let stack = buttonStack(for: state.buttons)
        add([state.viewport, state.googleLogo], to: navMap, ownedByPhase: false)
        add([state.turnCard, state.etaCard, controlStrip, state.tripProgressBar, state.speedWidget, stack], to: navMap)

        var constraints: [NSLayoutConstraint] = [
            // Leading column (wide) or full width (compact): turn card on top,
            // ETA card at the bottom, the control strip on the ETA card.
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            controlStrip.bottomAnchor.constraint(equalTo: state.etaCard.topAnchor, constant: -Metrics.gap),
            controlStrip.leadingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.leadingAnchor),
            controlStrip.trailingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.trailingAnchor),

            // The open map: the viewport, with the floating controls inside it.
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: Metrics.padding),
            state.googleLogo.bottomAnchor.constraint(equalTo: state.viewport.bottomAnchor, constant: -Metrics.gap),
            state.speedWidget.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: Metrics.padding),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -Metrics.gap),
            state.tripProgressBar.trailingAnchor.constraint(equalTo: state.viewport.trailingAnchor, constant: -Metrics.padding),
            state.tripProgressBar.topAnchor.constraint(equalTo: state.viewport.topAnchor, constant: Metrics.gap),
            state.tripProgressBar.bottomAnchor.constraint(equalTo: state.viewport.bottomAnchor, constant: -Metrics.gap),
            stack.trailingAnchor.constraint(equalTo: state.tripProgressBar.leadingAnchor, constant: -Metrics.buttonInset),
            stack.topAnchor.constraint(equalTo: state.tripProgressBar.topAnchor),
            stack.bottomAnchor.constraint(equalTo: state.viewport.bottomAnchor, constant: -Metrics.gap),
        ]

        if wideMode {
            constraints += [
                state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                controlStrip.topAnchor.constraint(greaterThanOrEqualTo: state.turnCard.bottomAnchor, constant: Metrics.gap),
            ]
        } else {
            // The viewport stops at the strip, or at a prompt when one is higher.
            let pullDown = state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
            pullDown.priority = .defaultLow
            constraints += [
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: controlStrip.topAnchor),
                pullDown,
            ]
        }
        NSLayoutConstraint.activate(constraints)
        phaseConstraints = constraints
        // A column of large controls only where there is height for it.
        controlStrip.prefersRow = wideMode
        controlStrip.updateForContentSize()
    }

    // MARK: Prompts

    private func place(_ newPrompt: NavigationPromptView, on navMap: GMSMapView, _ state: ActiveGuidanceUIState) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        if newPrompt.superview == nil { navMap.addSubview(newPrompt) }
        let column: (leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor) = wideMode
            ? (state.etaCard.leadingAnchor, state.etaCard.trailingAnchor)
            : (navMap.safeAreaLayoutGuide.leadingAnchor, navMap.safeAreaLayoutGuide.trailingAnchor)
        var constraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: column.leading),
            newPrompt.trailingAnchor.constraint(equalTo: column.trailing),
        ]
        if !wideMode {
            constraints.append(state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.layoutMarginsGuide.topAnchor))
        }
        NSLayoutConstraint.activate(constraints)
        prompt = (newPrompt, constraints)
    }

    private func dismissPrompt() {
        guard let current = prompt else { return }
        NSLayoutConstraint.deactivate(current.constraints)
        current.view.removeFromSuperview()
        prompt = nil
    }
}
