// DriveLayoutDelegate.swift
// Lays the SDK's views into DriveHostView / CardColumnView. Cards are placed by
// anchors; everything that must clear them (viewport, logo, buttons, progress bar,
// prompt) is placed from the cards' frames, converted into host coordinates after
// a layout pass.

import GoogleNavigation

final class DriveLayoutDelegate: NavigationLayoutDelegate {
    private enum Gap {
        static let logo: CGFloat = 8
        static let logoLeading: CGFloat = 12
        static let buttons: CGFloat = 12
        static let edge: CGFloat = 8
    }

    private let host = DriveHostView()
    private let column = CardColumnView()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var isWide = false

    private var hostConstraints: [NSLayoutConstraint] = []
    private var readyConstraints: [NSLayoutConstraint] = []
    private var cardConstraints: [NSLayoutConstraint] = []
    private var floatingConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []

    // Constraints whose constants come from measured frames.
    private var viewportTop: NSLayoutConstraint?
    private var viewportBottom: NSLayoutConstraint?
    private var viewportLeading: NSLayoutConstraint?
    private var logoBottom: NSLayoutConstraint?
    private var logoLeading: NSLayoutConstraint?
    private var stackBottom: NSLayoutConstraint?
    private var stackTop: NSLayoutConstraint?
    private var barTop: NSLayoutConstraint?
    private var barBottom: NSLayoutConstraint?

    init() {
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWide = newState.wideMode
        navMap.addSubview(host)
        hostConstraints = host.pinEdges(to: navMap)
        NSLayoutConstraint.activate(hostConstraints)

        for view in [newState.viewport, newState.googleLogo] {
            view.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(view)
        }
        host.addSubview(buttonStack)
        buttonStack.arrangedSubviews = buttonViews(newState.buttons, [.compass])
        activateReadyLayout(newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let prompt { removePrompt(prompt) }
        NSLayoutConstraint.deactivate(readyConstraints + hostConstraints)
        readyConstraints = []
        hostConstraints = []
        buttonStack.arrangedSubviews = []
        for view in [oldState.viewport, oldState.googleLogo, buttonStack] {
            view.removeFromSuperview()
        }
        host.removeFromSuperview()
    }

    private func activateReadyLayout(_ state: NavigationReadyUIState) {
        let safe = host.safeAreaLayoutGuide
        readyConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Gap.logoLeading),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Gap.logo),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Gap.edge),
            buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Gap.buttons),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: Gap.buttons),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidance = newState
        isWide = newState.wideMode
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []

        host.insertSubview(column, aboveSubview: newState.viewport)
        column.install(turnCard: newState.turnCard, etaCard: newState.etaCard)
        for view in [newState.speedWidget, newState.tripProgressBar] {
            view.translatesAutoresizingMaskIntoConstraints = false
            host.insertSubview(view, belowSubview: buttonStack)
        }
        buttonStack.arrangedSubviews = buttonViews(newState.buttons, [.reporting, .compass])
        layOutGuidance(newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { removePrompt(prompt) }
        NSLayoutConstraint.deactivate(cardConstraints + floatingConstraints + promptConstraints)
        cardConstraints = []
        floatingConstraints = []
        promptConstraints = []
        for view in [oldState.turnCard, oldState.etaCard, oldState.speedWidget, oldState.tripProgressBar, column] {
            view.removeFromSuperview()
        }
        guidance = nil
        isWide = newState.wideMode
        buttonStack.arrangedSubviews = buttonViews(newState.buttons, [.compass])
        activateReadyLayout(newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        // Measured constants are stale at a new size: lay guidance out again.
        guard let guidance else { return }
        NSLayoutConstraint.deactivate(cardConstraints + floatingConstraints + promptConstraints)
        layOutGuidance(guidance)
        if let prompt { pinPrompt(prompt, state: guidance) }
    }

    /// Cards by anchors; then a layout pass; then the floating chrome from the
    /// cards' converted frames.
    private func layOutGuidance(_ state: ActiveGuidanceUIState) {
        cardConstraints = column.constraints(in: host, turnCard: state.turnCard, etaCard: state.etaCard, wide: isWide)
        NSLayoutConstraint.activate(cardConstraints)
        host.layoutIfNeeded()

        let viewport = state.viewport, logo = state.googleLogo, bar = state.tripProgressBar
        let top = host.topAnchor, leading = host.leadingAnchor
        let vTop = viewport.topAnchor.constraint(equalTo: top)
        let vBottom = viewport.bottomAnchor.constraint(equalTo: top)
        let vLeading = viewport.leadingAnchor.constraint(equalTo: leading)
        let lBottom = logo.bottomAnchor.constraint(equalTo: top)
        let lLeading = logo.leadingAnchor.constraint(equalTo: leading)
        let sBottom = buttonStack.bottomAnchor.constraint(equalTo: top)
        let sTop = buttonStack.topAnchor.constraint(greaterThanOrEqualTo: top)
        let bTop = bar.topAnchor.constraint(equalTo: top)
        let bBottom = bar.bottomAnchor.constraint(equalTo: top)
        (viewportTop, viewportBottom, viewportLeading) = (vTop, vBottom, vLeading)
        (logoBottom, logoLeading, stackBottom, stackTop, barTop, barBottom) = (lBottom, lLeading, sBottom, sTop, bTop, bBottom)
        apply(measureOpenMap(state))

        floatingConstraints = [
            vTop, vBottom, vLeading, lBottom, lLeading, sBottom, sTop, bTop, bBottom,
            viewport.trailingAnchor.constraint(equalTo: host.safeAreaLayoutGuide.trailingAnchor),
            bar.trailingAnchor.constraint(equalTo: host.safeAreaLayoutGuide.trailingAnchor, constant: -Gap.edge),
            buttonStack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -Gap.edge),
            state.speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -Gap.logo),
        ]
        NSLayoutConstraint.activate(floatingConstraints)
    }

    /// Reads the open part of the map in host coordinates. Call after a layout pass.
    private func measureOpenMap(_ state: ActiveGuidanceUIState) -> OpenMapGeometry {
        let safe = host.safeAreaInsets
        let safeFloor = host.bounds.height - safe.bottom
        if isWide {
            // Cards down the leading edge: the open map is beside the column.
            return OpenMapGeometry(top: safe.top, floor: safeFloor, leadingInset: host.leadingExtent(of: column))
        }
        let turnCard = state.turnCard
        let turnBottom = host.convert(CGPoint(x: 0, y: turnCard.bounds.maxY), from: turnCard).y
        let etaTop = column.convert(state.etaCard.frame, to: host).minY
        var floor = etaTop
        if let prompt {
            floor = min(floor, prompt.frame(in: host).minY)
        }
        return OpenMapGeometry(top: turnBottom, floor: floor, leadingInset: host.leadingSafeInset)
    }

    private func apply(_ geometry: OpenMapGeometry) {
        viewportTop?.constant = geometry.top
        viewportBottom?.constant = geometry.floor
        viewportLeading?.constant = geometry.leadingInset
        logoBottom?.constant = geometry.floor - Gap.logo
        logoLeading?.constant = geometry.leadingInset + Gap.logoLeading
        stackBottom?.constant = geometry.floor - Gap.buttons
        stackTop?.constant = geometry.top + Gap.buttons
        barTop?.constant = geometry.top + Gap.buttons
        barBottom?.constant = geometry.floor - Gap.buttons
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let guidance else { return }
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(newPrompt)
        prompt = newPrompt
        pinPrompt(newPrompt, state: guidance)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        removePrompt(oldPrompt)
        if let guidance {
            host.layoutIfNeeded()
            apply(measureOpenMap(guidance))
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        removePrompt(oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    /// Sits the prompt just above the ETA card's top, converted into the host;
    /// then lifts the floating chrome above the prompt's measured top.
    private func pinPrompt(_ prompt: NavigationPromptView, state: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(promptConstraints)
        host.layoutIfNeeded()
        let etaTop = state.etaCard.frame(in: host).minY
        promptConstraints = [prompt.bottomAnchor.constraint(equalTo: host.topAnchor, constant: etaTop)]
        if isWide {
            promptConstraints.append(prompt.leadingAnchor.constraint(equalTo: host.safeAreaLayoutGuide.leadingAnchor))
        } else {
            promptConstraints += [
                prompt.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            ]
        }
        NSLayoutConstraint.activate(promptConstraints)
        host.layoutIfNeeded()
        apply(measureOpenMap(state))
    }

    private func removePrompt(_ old: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        old.removeFromSuperview()
        if old === prompt { prompt = nil }
    }

    private func buttonViews(_ buttons: [NavigationUIButton], _ types: [NavigationButtonKnownType]) -> [UIView] {
        types.compactMap { type in buttons.first { $0.type == type }?.view }
    }
}
