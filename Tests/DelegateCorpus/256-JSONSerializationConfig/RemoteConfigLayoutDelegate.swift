import GoogleNavigation
import UIKit

/// Layout delegate whose insets and optional widgets come from the remote-config
/// layout payload (`LayoutConfig`), chosen per state and per width class.
@MainActor
final class RemoteConfigLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let config: LayoutConfig
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var guidanceViews: [UIView] = []
    private var isWide = false
    private var prompt: NavigationPromptView?
    private var leavingPrompts: [NavigationPromptView] = []

    init(config: LayoutConfig = LayoutConfig()) {
        self.config = config
        super.init()
    }

    // MARK: Navigation on / off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        isWide = newState.wideMode
        for view in [newState.viewport, newState.googleLogo, buttonStack] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        buttonStack.arrangedSubviews = orderedButtonViews(newState.buttons)
        layoutReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints + guidanceConstraints)
        readyConstraints = []
        guidanceConstraints = []
        for view in guidanceViews + leavingPrompts + [prompt].compactMap({ $0 }) {
            view.removeFromSuperview()
        }
        guidanceViews = []
        leavingPrompts = []
        prompt = nil
        buttonStack.arrangedSubviews = []
        [oldState.viewport, oldState.googleLogo, buttonStack].forEach { $0.removeFromSuperview() }
        readyState = nil
        guidanceState = nil
    }

    // MARK: Guidance on / off

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        guidanceState = newState
        isWide = newState.wideMode

        let metrics = config.metrics(.guidance, wide: isWide)
        var added: [UIView] = [newState.turnCard, newState.etaCard]
        if metrics.showsSpeedWidget { added.append(newState.speedWidget) }
        if metrics.showsTripProgressBar { added.append(newState.tripProgressBar) }
        for view in added {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        guidanceViews = added
        buttonStack.arrangedSubviews = orderedButtonViews(newState.buttons)
        layoutGuidance(newState, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { takeOut(prompt, on: navMap) }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        guidanceState = nil

        readyState = newState
        isWide = newState.wideMode
        buttonStack.arrangedSubviews = orderedButtonViews(newState.buttons)
        layoutReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != isWide else { return }
        isWide = newState.wideMode
        if let guidanceState {
            relayoutGuidance(guidanceState, on: navMap)
        } else if let readyState {
            layoutReady(readyState, on: navMap)
        }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        bringIn(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        takeOut(oldPrompt, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        takeOut(oldPrompt, on: navMap)
        bringIn(newPrompt, on: navMap)
    }
}

// MARK: - Constraint sets

private extension RemoteConfigLayoutDelegate {
    func orderedButtonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
        config.buttonOrder.compactMap { name in
            buttons.first { $0.type == NavigationButtonKnownType(rawValue: name) }?.view
        }
    }

    func layoutReady(_ state: NavigationReadyUIState, on map: GMSMapView) {
        NSLayoutConstraint.deactivate(readyConstraints)
        let m = config.metrics(.ready, wide: isWide)
        let safe = map.safeAreaLayoutGuide
        readyConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: m.logoLeading),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -m.logoBottom),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m.buttonsTrailing),
            buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -m.buttonsBottom),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: m.buttonsTop),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    /// A width-class change can switch the optional widgets too: re-add them first.
    func relayoutGuidance(_ state: ActiveGuidanceUIState, on map: GMSMapView) {
        let m = config.metrics(.guidance, wide: isWide)
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        let optional: [(UIView, Bool)] = [(state.speedWidget, m.showsSpeedWidget),
                                          (state.tripProgressBar, m.showsTripProgressBar)]
        for (view, wanted) in optional {
            let isShown = guidanceViews.contains { $0 === view }
            if wanted && !isShown {
                view.translatesAutoresizingMaskIntoConstraints = false
                map.insertSubview(view, belowSubview: state.turnCard)
                guidanceViews.append(view)
            } else if !wanted && isShown {
                view.removeFromSuperview()
                guidanceViews.removeAll { $0 === view }
            }
        }
        layoutGuidance(state, on: map)
    }

    func layoutGuidance(_ state: ActiveGuidanceUIState, on map: GMSMapView) {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        let m = config.metrics(.guidance, wide: isWide)
        let safe = map.safeAreaLayoutGuide
        let turn = state.turnCard, eta = state.etaCard, viewport = state.viewport, logo = state.googleLogo

        var c: [NSLayoutConstraint] = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor, constant: m.turnCardTop),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: m.cardSideInset),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -m.etaCardBottom),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: m.cardSideInset),
            viewport.trailingAnchor.constraint(equalTo: map.trailingAnchor),
        ]
        // Bottom of the open map: the prompt while one is up, else the ETA card
        // (compact) or the safe area (wide, the cards sit in the leading column).
        let floor: NSLayoutYAxisAnchor
        let viewportFloor: NSLayoutYAxisAnchor
        let floatingLeading: NSLayoutXAxisAnchor
        if isWide {
            floor = prompt?.topAnchor ?? safe.bottomAnchor
            viewportFloor = prompt?.layoutMarginsGuide.topAnchor ?? safe.bottomAnchor
            floatingLeading = viewport.leadingAnchor
            c += [
                turn.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                eta.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turn.trailingAnchor),
            ]
        } else {
            floor = prompt?.topAnchor ?? eta.topAnchor
            viewportFloor = prompt?.layoutMarginsGuide.topAnchor ?? eta.topAnchor
            floatingLeading = safe.leadingAnchor
            c += [
                turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m.cardSideInset),
                eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m.cardSideInset),
                viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            ]
        }
        c += [
            viewport.bottomAnchor.constraint(equalTo: viewportFloor),
            logo.leadingAnchor.constraint(equalTo: floatingLeading, constant: m.logoLeading),
            logo.bottomAnchor.constraint(equalTo: floor, constant: -m.logoBottom),
        ]
        if m.showsSpeedWidget {
            c += [
                state.speedWidget.leadingAnchor.constraint(equalTo: floatingLeading, constant: m.logoLeading),
                state.speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -m.speedWidgetGap),
            ]
        }
        let buttonsTrailing: NSLayoutXAxisAnchor
        if m.showsTripProgressBar {
            let bar = state.tripProgressBar
            c += [
                bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m.tripProgressBarTrailing),
                bar.topAnchor.constraint(equalTo: isWide ? safe.topAnchor : turn.bottomAnchor, constant: m.tripProgressBarGap),
                bar.bottomAnchor.constraint(equalTo: floor, constant: -m.tripProgressBarGap),
            ]
            buttonsTrailing = bar.leadingAnchor
        } else {
            buttonsTrailing = safe.trailingAnchor
        }
        c += [
            buttonStack.trailingAnchor.constraint(equalTo: buttonsTrailing, constant: -m.buttonsTrailing),
            buttonStack.bottomAnchor.constraint(equalTo: floor, constant: -m.buttonsBottom),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: isWide ? safe.topAnchor : turn.bottomAnchor,
                                             constant: m.buttonsTop),
        ]
        guidanceConstraints = c
        NSLayoutConstraint.activate(c)
    }

    // MARK: Prompt helpers

    func bringIn(_ newPrompt: NavigationPromptView, on map: GMSMapView) {
        prompt = newPrompt
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        map.addSubview(newPrompt)
        let safe = map.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: config.promptSideInset),
            newPrompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -config.promptSideInset),
            newPrompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        if let guidanceState { layoutGuidance(guidanceState, on: map) }
        UIView.animate(withDuration: config.promptFadeIn) { newPrompt.alpha = 1 }
    }

    func takeOut(_ oldPrompt: NavigationPromptView, on map: GMSMapView) {
        if prompt === oldPrompt {
            prompt = nil
            if let guidanceState { layoutGuidance(guidanceState, on: map) }
        }
        leavingPrompts.append(oldPrompt)
        UIView.animate(withDuration: config.promptFadeOut, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            oldPrompt.removeFromSuperview()
            self?.leavingPrompts.removeAll { $0 === oldPrompt }
        })
    }
}
