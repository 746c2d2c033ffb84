// ThemedNavigationLayout.swift
// One layout delegate for every driving theme; the theme supplies spacing,
// camera insets and an optional wide-mode side panel.

import UIKit
import GoogleNavigation

final class ThemedNavigationLayout<Theme: NavigationTheme>: NSObject, NavigationLayoutDelegate {
    private let theme = Theme()
    private var metrics: Theme.Metrics { theme.metrics }

    private var isWide = false
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var currentPrompt: NavigationPromptView?

    private var panel: StopsPanelView?
    private var buttonStack: GMSNavigationHidingStackView?
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var panelConstraints: [NSLayoutConstraint] = []

    override init() {
        super.init()
    }

    // MARK: - State transitions

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWide = newState.wideMode
        readyState = newState
        add([newState.viewport, newState.googleLogo], to: navMap)
        updatePanel(in: navMap)
        applyReadyLayout(in: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        deactivate(&readyConstraints)
        deactivate(&guidanceConstraints)
        deactivate(&panelConstraints)
        currentPrompt?.removeFromSuperview()
        currentPrompt = nil
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        panel?.removeFromSuperview()
        panel = nil
        oldState.buttons.forEach { $0.view.removeFromSuperview() }
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        readyState = nil
        guidanceState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        deactivate(&readyConstraints)
        oldState.buttons.forEach { $0.view.removeFromSuperview() }
        isWide = newState.wideMode
        readyState = nil
        guidanceState = newState

        add([newState.turnCard, newState.etaCard, newState.speedWidget, newState.tripProgressBar], to: navMap)
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        stack.arrangedSubviews = [button(.reporting, in: newState.buttons), button(.compass, in: newState.buttons)].compactMap { $0 }
        navMap.addSubview(stack)
        buttonStack = stack
        updatePanel(in: navMap)
        applyGuidanceLayout(in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        deactivate(&guidanceConstraints)
        currentPrompt?.removeFromSuperview()
        currentPrompt = nil
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget, oldState.tripProgressBar].forEach {
            $0.removeFromSuperview()
        }
        guidanceState = nil
        isWide = newState.wideMode
        readyState = newState
        updatePanel(in: navMap)
        applyReadyLayout(in: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        updatePanel(in: navMap)
        if guidanceState != nil {
            applyGuidanceLayout(in: navMap)
        } else if readyState != nil {
            applyReadyLayout(in: navMap)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        attach(newPrompt, to: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        currentPrompt = nil
        applyGuidanceLayout(in: navMap)
        detach(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        detach(oldPrompt)
        attach(newPrompt, to: navMap)
    }

    private func attach(_ prompt: NavigationPromptView, to navMap: GMSMapView) {
        prompt.translatesAutoresizingMaskIntoConstraints = false
        prompt.transform = CGAffineTransform(translationX: 0, y: 200)
        navMap.addSubview(prompt)
        currentPrompt = prompt
        applyGuidanceLayout(in: navMap)
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut) {
            prompt.transform = .identity
        }
    }

    private func detach(_ prompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.2, animations: {
            prompt.transform = CGAffineTransform(translationX: 0, y: 200)
        }, completion: { _ in
            prompt.removeFromSuperview()
            prompt.transform = .identity
        })
    }

    // MARK: - Side panel

    /// The theme's side panel lives only in wide mode, in every navigation state.
    private func updatePanel(in navMap: GMSMapView) {
        deactivate(&panelConstraints)
        guard isWide, let style = theme.sidePanel else {
            panel?.removeFromSuperview()
            panel = nil
            return
        }
        let view = panel ?? StopsPanelView(style: style)
        if view.superview == nil {
            navMap.insertSubview(view, at: 0)
        }
        panel = view
        panelConstraints = [
            view.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            view.topAnchor.constraint(equalTo: navMap.topAnchor),
            view.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            view.widthAnchor.constraint(equalToConstant: style.width),
        ]
        NSLayoutConstraint.activate(panelConstraints)
    }

    /// Where floating views and the camera frame end on the trailing side.
    private func trailingEdge(in navMap: GMSMapView) -> NSLayoutXAxisAnchor {
        panel?.leadingAnchor ?? navMap.safeAreaLayoutGuide.trailingAnchor
    }

    // MARK: - Layouts

    private func applyReadyLayout(in navMap: GMSMapView) {
        guard let state = readyState else { return }
        deactivate(&readyConstraints)
        let safe = navMap.safeAreaLayoutGuide
        let insets = theme.viewportInsets
        let edge = trailingEdge(in: navMap)
        var constraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor, constant: insets.top),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: insets.leading),
            state.viewport.trailingAnchor.constraint(equalTo: edge, constant: -insets.trailing),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -insets.bottom),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.cardInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -metrics.floatingGap),
        ]
        if let compass = button(.compass, in: state.buttons) {
            add([compass], to: navMap)
            constraints += [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: metrics.floatingGap),
                compass.trailingAnchor.constraint(equalTo: edge, constant: -metrics.buttonInset),
            ]
        }
        readyConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func applyGuidanceLayout(in navMap: GMSMapView) {
        guard let state = guidanceState, let stack = buttonStack else { return }
        deactivate(&guidanceConstraints)
        let safe = navMap.safeAreaLayoutGuide
        let gap = metrics.floatingGap
        let inset = metrics.cardInset
        let insets = theme.viewportInsets
        let edge = trailingEdge(in: navMap)
        let turn = state.turnCard, eta = state.etaCard
        let floor = currentPrompt?.layoutMarginsGuide.topAnchor ?? eta.layoutMarginsGuide.topAnchor
        // The wide-mode column hugs the leading edge whatever the theme's card inset.
        let cardLead = isWide ? NavigationStyleValues.headerFooterHorizontalPadding : inset

        var constraints = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardLead),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardLead),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            stack.trailingAnchor.constraint(equalTo: edge, constant: -metrics.buttonInset),
            state.tripProgressBar.trailingAnchor.constraint(equalTo: edge, constant: -metrics.buttonInset),
            state.viewport.trailingAnchor.constraint(equalTo: edge, constant: -insets.trailing),
        ]
        if isWide {
            constraints += [
                turn.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                eta.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor, constant: insets.top),
                state.viewport.leadingAnchor.constraint(equalTo: turn.trailingAnchor, constant: insets.leading),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -insets.bottom),
                state.googleLogo.leadingAnchor.constraint(equalTo: turn.trailingAnchor, constant: inset),
                state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
                // Speed widget sits over the logo, clear of the trailing buttons and the side panel.
                state.speedWidget.leadingAnchor.constraint(equalTo: state.googleLogo.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -gap),
                // Buttons top-trailing, progress bar below them: the bottom of the
                // narrow strip next to the panel belongs to the logo and speed widget.
                stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
                state.tripProgressBar.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: gap),
                state.tripProgressBar.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
            ]
        } else {
            constraints += [
                turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                state.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: insets.top),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: insets.leading),
                state.viewport.bottomAnchor.constraint(equalTo: floor, constant: -insets.bottom),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                state.googleLogo.bottomAnchor.constraint(equalTo: floor, constant: -gap),
                state.speedWidget.trailingAnchor.constraint(equalTo: edge, constant: -metrics.buttonInset),
                state.speedWidget.bottomAnchor.constraint(equalTo: floor, constant: -gap),
                stack.bottomAnchor.constraint(equalTo: state.speedWidget.topAnchor, constant: -gap),
                state.tripProgressBar.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: gap),
                state.tripProgressBar.bottomAnchor.constraint(equalTo: stack.topAnchor, constant: -gap),
            ]
        }
        if let prompt = currentPrompt {
            constraints += [
                prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardLead),
                isWide
                    ? prompt.trailingAnchor.constraint(equalTo: turn.trailingAnchor)
                    : prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            ]
        }
        guidanceConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    // MARK: - Helpers

    private func add(_ views: [UIView], to navMap: GMSMapView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
    }

    private func button(_ type: NavigationButtonKnownType, in buttons: [NavigationUIButton]) -> UIView? {
        buttons.first { $0.type == type }?.view
    }

    private func deactivate(_ constraints: inout [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
        constraints.removeAll()
    }
}
