// AutoHideNavigationLayout.swift
// Layout delegate for the driver screen. The SDK's views are placed per state;
// the app's banner and recenter control fade out after inactivity.

import UIKit
import GoogleNavigation

@MainActor
final class AutoHideNavigationLayout: NSObject, NavigationLayoutDelegate {
    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    private let banner = TripBannerView()
    private let recenter = RecenterControl()
    private lazy var autoHide = AutoHideController(views: [banner, recenter])

    private var phase: Phase = .off
    private var wide = false
    private var active: [NSLayoutConstraint] = []
    private var stack: GMSNavigationHidingStackView?
    private var prompt: NavigationPromptView?

    override init() {
        super.init()
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        wide = newState.wideMode
        phase = .ready(newState)
        for view in [newState.viewport, newState.googleLogo, banner, recenter] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        relayout(navMap)
        autoHide.restart()
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        autoHide.cancel()
        clearConstraints()
        prompt?.removeFromSuperview()
        prompt = nil
        stack?.removeFromSuperview()
        stack = nil
        let owned: [UIView] = [oldState.viewport, oldState.googleLogo, banner, recenter] + oldState.buttons.map(\.view)
        owned.forEach { $0.removeFromSuperview() }
        phase = .off
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        autoHide.cancel()
        clearConstraints()
        oldState.buttons.forEach { $0.view.removeFromSuperview() }
        wide = newState.wideMode
        phase = .guiding(newState)

        for view in [newState.turnCard, newState.etaCard, newState.speedWidget, newState.tripProgressBar] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        buttons.translatesAutoresizingMaskIntoConstraints = false
        buttons.spacing = NavigationStyleValues.buttonVerticalPadding
        buttons.arrangedSubviews = newState.buttons
            .filter { $0.type == .compass || $0.type == .reporting }
            .map(\.view)
        navMap.addSubview(buttons)
        stack = buttons

        relayout(navMap)
        autoHide.restart()
        autoHide.reveal(recenter, after: ChromeMetrics.revealDelay)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        autoHide.cancel()
        clearConstraints()
        stack?.removeFromSuperview()
        stack = nil
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget, oldState.tripProgressBar].forEach {
            $0.removeFromSuperview()
        }
        wide = newState.wideMode
        phase = .ready(newState)
        relayout(navMap)
        autoHide.restart()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        clearConstraints()
        relayout(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        autoHide.cancel()
        autoHide.setVisible(true, animated: false)
        insert(newPrompt, into: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        prompt = nil
        fadeAway(oldPrompt)
        clearConstraints()
        relayout(navMap)
        autoHide.restart()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        fadeAway(oldPrompt)
        insert(newPrompt, into: navMap)
    }

    // MARK: Prompts

    private func insert(_ newPrompt: NavigationPromptView, into navMap: GMSMapView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        clearConstraints()
        relayout(navMap)
        UIView.animate(withDuration: ChromeMetrics.fadeDuration) { newPrompt.alpha = 1 }
    }

    private func fadeAway(_ oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: ChromeMetrics.fadeDuration, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    // MARK: Layout

    private func clearConstraints() {
        NSLayoutConstraint.deactivate(active)
        active = []
    }

    private func relayout(_ navMap: GMSMapView) {
        switch phase {
        case .off:
            break
        case .ready(let state):
            active = readyConstraints(navMap, state)
        case .guiding(let state):
            active = guidanceConstraints(navMap, state)
        }
        NSLayoutConstraint.activate(active)
    }

    private func readyConstraints(_ navMap: GMSMapView, _ state: NavigationReadyUIState) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let pad = NavigationStyleValues.elementHorizontalPadding
        var c: [NSLayoutConstraint] = [
            banner.topAnchor.constraint(equalTo: safe.topAnchor, constant: ChromeMetrics.floatingGap),
            banner.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
            wide
                ? banner.widthAnchor.constraint(equalToConstant: ChromeMetrics.bannerMaxWideWidth)
                : banner.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad),
            state.viewport.topAnchor.constraint(equalTo: banner.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -ChromeMetrics.floatingGap),
            recenter.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
            recenter.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -ChromeMetrics.floatingGap),
        ] + recenter.sizeConstraints()
        if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
            compass.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(compass)
            c += [
                compass.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: ChromeMetrics.floatingGap),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            ]
        }
        return c
    }

    private func guidanceConstraints(_ navMap: GMSMapView, _ state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        guard let stack else { return [] }
        let safe = navMap.safeAreaLayoutGuide
        let side = NavigationStyleValues.headerFooterHorizontalPadding
        let buttonInset = NavigationStyleValues.buttonHorizontalPadding
        let gap = ChromeMetrics.floatingGap
        let turn = state.turnCard, eta = state.etaCard
        // The banner rides on the prompt when one is up, else on the ETA card; floating views sit on the banner.
        let floor = prompt?.layoutMarginsGuide.topAnchor ?? eta.layoutMarginsGuide.topAnchor
        let obstruction = banner.topAnchor

        var c: [NSLayoutConstraint] = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            banner.bottomAnchor.constraint(equalTo: floor),
            banner.leadingAnchor.constraint(equalTo: eta.layoutMarginsGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: eta.layoutMarginsGuide.trailingAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
            stack.bottomAnchor.constraint(equalTo: state.speedWidget.topAnchor, constant: -gap),
            state.speedWidget.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
            state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
            state.tripProgressBar.bottomAnchor.constraint(equalTo: stack.topAnchor, constant: -gap),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ] + recenter.sizeConstraints()

        if wide {
            c += [
                turn.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                eta.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: turn.trailingAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: turn.trailingAnchor, constant: side),
                state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
                state.speedWidget.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
                state.tripProgressBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
            ]
        } else {
            c += [
                turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
                eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
                state.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: obstruction),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
                state.googleLogo.bottomAnchor.constraint(equalTo: obstruction, constant: -gap),
                state.speedWidget.bottomAnchor.constraint(equalTo: obstruction, constant: -gap),
                state.tripProgressBar.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: gap),
            ]
        }
        c += [
            recenter.leadingAnchor.constraint(equalTo: state.googleLogo.leadingAnchor),
            recenter.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -gap),
        ]
        if let prompt {
            c += [
                prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
                prompt.trailingAnchor.constraint(equalTo: wide ? turn.trailingAnchor : safe.trailingAnchor, constant: wide ? 0 : -side),
            ]
        }
        return c
    }
}
