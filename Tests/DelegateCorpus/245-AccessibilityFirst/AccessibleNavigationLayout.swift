import GoogleNavigation
import UIKit

/// Navigation screen layout that follows the user's accessibility settings: Dynamic Type for the
/// app panel, scaled spacing, Reduce Motion for prompts, VoiceOver focus and reading order.
@MainActor
final class AccessibleNavigationLayout: NSObject, NavigationLayoutDelegate {
    private let infoPanel = TripInfoPanel()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private weak var googleLogo: UIView?
    private weak var viewport: UIView?
    private var ready: NavigationReadyUIState?
    private var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?

    /// Constraints of the current state (navigation ready or active guidance); replaced as a whole.
    private var stateConstraints: [NSLayoutConstraint] = []
    /// Constraints keeping the logo, the viewport and the buttons above the prompt on screen.
    private var promptConstraints: [NSLayoutConstraint] = []
    private var traitRegistration: (any UITraitChangeRegistration)?

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        ready = newState
        googleLogo = newState.googleLogo
        viewport = newState.viewport

        for view in [newState.viewport, newState.googleLogo, infoPanel, buttonStack] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        buttonStack.spacing = ScaledMetrics.buttonSpacing
        buttonStack.arrangedSubviews = orderedButtons(newState.buttons)
        infoPanel.show(
            title: NSLocalizedString("Next stop", comment: "Trip panel title"),
            detail: NSLocalizedString("Terminal 2", comment: "Trip panel destination"))

        layOutReady(navMap: navMap, state: newState, wideMode: newState.wideMode)
        observeTextSize(on: navMap)
        UIAccessibility.post(notification: .screenChanged, argument: infoPanel)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let traitRegistration {
            navMap.unregisterForTraitChanges(traitRegistration)
        }
        traitRegistration = nil
        NSLayoutConstraint.deactivate(stateConstraints + promptConstraints)
        stateConstraints = []
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
        buttonStack.arrangedSubviews = []
        for view in [oldState.viewport, oldState.googleLogo, infoPanel, buttonStack] {
            view.removeFromSuperview()
        }
        googleLogo = nil
        viewport = nil
        ready = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidance = newState
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        for view in [newState.turnCard, newState.etaCard, newState.speedWidget] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        // Reading order: the turn card before the app panel, the ETA card last.
        navMap.bringSubviewToFront(infoPanel)
        buttonStack.arrangedSubviews = orderedButtons(newState.buttons)
        layOutGuidance(navMap: navMap, state: newState, wideMode: newState.wideMode)
        UIAccessibility.post(notification: .screenChanged, argument: newState.turnCard)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(stateConstraints + promptConstraints)
        stateConstraints = []
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
        for view in [oldState.turnCard, oldState.etaCard, oldState.speedWidget] {
            view.removeFromSuperview()
        }
        guidance = nil
        ready = newState
        buttonStack.arrangedSubviews = orderedButtons(newState.buttons)
        layOutReady(navMap: navMap, state: newState, wideMode: newState.wideMode)
        UIAccessibility.post(notification: .screenChanged, argument: infoPanel)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        if let active = newState as? ActiveGuidanceUIState {
            guidance = active  // the latest state carries the current wideMode
            layOutGuidance(navMap: navMap, state: active, wideMode: active.wideMode)
        } else if let readyState = newState as? NavigationReadyUIState {
            ready = readyState
            layOutReady(navMap: navMap, state: readyState, wideMode: readyState.wideMode)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, on: navMap)
        present(newPrompt, on: navMap)
    }

    // MARK: Layouts

    private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState, wideMode: Bool) {
        let safe = navMap.safeAreaLayoutGuide
        let traits = navMap.traitCollection
        let gap = ScaledMetrics.gap(traits)
        infoPanel.adapt(to: traits, wideMode: wideMode)

        var constraints = [
            infoPanel.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
            infoPanel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: ScaledMetrics.cardInset),

            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: ScaledMetrics.cardInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),

            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -ScaledMetrics.buttonInset),
            buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -ScaledMetrics.buttonSpacing),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: infoPanel.bottomAnchor, constant: gap),

            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ]
        if wideMode {
            constraints += [
                infoPanel.widthAnchor.constraint(equalToConstant: ScaledMetrics.wideColumnWidth),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: infoPanel.trailingAnchor, constant: gap),
            ]
        } else {
            constraints += [
                infoPanel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -ScaledMetrics.cardInset),
                state.viewport.topAnchor.constraint(equalTo: infoPanel.bottomAnchor, constant: gap),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
        }
        activate(constraints)
    }

    private func layOutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState, wideMode: Bool) {
        let safe = navMap.safeAreaLayoutGuide
        let traits = navMap.traitCollection
        let gap = ScaledMetrics.gap(traits)
        let inset = ScaledMetrics.cardInset
        infoPanel.adapt(to: traits, wideMode: wideMode)

        var constraints = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),

            // The app panel hangs under the turn card, as wide as it.
            infoPanel.topAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.bottomAnchor, constant: gap),
            infoPanel.leadingAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.leadingAnchor),
            infoPanel.trailingAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.trailingAnchor),

            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -ScaledMetrics.buttonInset),
        ]
        if wideMode {
            // Leading column: turn card top, panel, ETA card bottom; the map beside it.
            constraints += [
                state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.trailingAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.trailingAnchor, constant: gap),
                state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
                buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -ScaledMetrics.buttonSpacing),
                buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: gap),
            ]
        } else {
            constraints += [
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                state.viewport.topAnchor.constraint(equalTo: infoPanel.bottomAnchor, constant: gap),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.layoutMarginsGuide.topAnchor),
                preferred(state.viewport.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor)),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.layoutMarginsGuide.topAnchor, constant: -gap),
                preferred(state.googleLogo.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor, constant: -gap)),
                buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.layoutMarginsGuide.topAnchor, constant: -ScaledMetrics.buttonSpacing),
                preferred(buttonStack.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor, constant: -ScaledMetrics.buttonSpacing)),
                buttonStack.topAnchor.constraint(greaterThanOrEqualTo: infoPanel.bottomAnchor, constant: gap),
            ]
            if let prompt {
                constraints += keepClear(of: prompt, state: state, gap: gap)
            }
        }
        // The speed widget sits right above the logo, on the leading side.
        constraints += [
            state.speedWidget.leadingAnchor.constraint(equalTo: state.googleLogo.leadingAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -gap),
        ]
        activate(constraints)
    }

    // MARK: Prompts

    private func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
        guard let state = guidance else { return }
        prompt = newPrompt
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        navMap.addSubview(newPrompt)

        // The prompt covers the ETA card, in its column in wide mode too.
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: state.etaCard.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: state.etaCard.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: state.etaCard.bottomAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        relayOut(navMap: navMap, state: state)

        newPrompt.alpha = 0
        UIView.animate(withDuration: ScaledMetrics.promptAnimationDuration) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
        UIAccessibility.post(notification: .layoutChanged, argument: newPrompt)
    }

    private func dismiss(_ oldPrompt: NavigationPromptView, on navMap: GMSMapView) {
        let constraints = promptConstraints
        promptConstraints = []
        if prompt === oldPrompt {
            prompt = nil
            if let state = guidance { relayOut(navMap: navMap, state: state) }
        }
        let finish = {
            NSLayoutConstraint.deactivate(constraints)
            oldPrompt.removeFromSuperview()
        }
        if UIAccessibility.isReduceMotionEnabled {
            finish()
        } else {
            UIView.animate(withDuration: ScaledMetrics.promptAnimationDuration, animations: {
                oldPrompt.alpha = 0
            }, completion: { _ in finish() })
        }
    }

    /// Keeps the logo, the viewport and the buttons above a prompt (it spans the bottom in
    /// portrait; in wide mode it stays in the leading column, clear of them).
    private func keepClear(of prompt: NavigationPromptView, state: ActiveGuidanceUIState, gap: CGFloat) -> [NSLayoutConstraint] {
        let top = prompt.layoutMarginsGuide.topAnchor
        return [
            state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: top),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: top, constant: -gap),
            buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: top, constant: -ScaledMetrics.buttonSpacing),
        ]
    }

    private func relayOut(navMap: GMSMapView, state: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        layOutGuidance(navMap: navMap, state: state, wideMode: state.wideMode)
    }

    // MARK: Helpers

    private func activate(_ constraints: [NSLayoutConstraint]) {
        stateConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func preferred(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.priority = .defaultHigh
        return constraint
    }

    /// Compass first, then the reporting button: found by type, never by index.
    private func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        return order.compactMap { type in buttons.first { $0.type == type }?.view }
    }

    private func observeTextSize(on navMap: GMSMapView) {
        guard traitRegistration == nil else { return }
        traitRegistration = navMap.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
            [weak self] (map: GMSMapView, _: UITraitCollection) in
            guard let self else { return }
            // Relay out the current state at the new text size.
            if let state: NavigationUIState = self.guidance ?? self.ready {
                self.sizeChanged(navMap: map, newState: state)
            }
        }
    }
}
