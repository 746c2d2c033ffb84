//  VersionedChromeLayout.swift
//  Layout delegate for iOS 14 through 18.

import GoogleNavigation

#if os(iOS)

@MainActor
final class VersionedChromeLayout: NavigationLayoutDelegate {

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var buttonStack: GMSNavigationHidingStackView?
    private var activeState: ActiveGuidanceUIState?
    private var currentPrompt: NavigationPromptView?
    private var isWide = false

    init() {}

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        chromeLog("enable, wide=\(newState.wideMode)")
        isWide = newState.wideMode
        applyReadyLayout(navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        chromeLog("disable")
        removePrompt()
        tearDownGuidance()
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        oldState.buttons.forEach { $0.view.removeFromSuperview() }
    }

    private func applyReadyLayout(_ map: GMSMapView, state: NavigationReadyUIState) {
        let guide = anchorGuide(in: map)
        let spacing = ChromeSpacing.current
        let inset = isWide ? spacing.edge * 2 : spacing.edge
        let logo = state.googleLogo
        let viewport = state.viewport
        [viewport, logo].forEach(add(to: map))
        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: guide.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset),
            logo.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -inset),
        ]
        if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
            add(to: map)(compass)
            readyConstraints += [
                compass.topAnchor.constraint(equalTo: guide.topAnchor, constant: inset),
                compass.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset),
            ]
        }
        NSLayoutConstraint.activate(readyConstraints)
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        chromeLog("start guidance, wide=\(newState.wideMode)")
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        isWide = newState.wideMode
        activeState = newState

        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = ChromeSpacing.current.stack
        stack.arrangedSubviews = newState.buttons
            .filter { $0.type == .compass || $0.type == .reporting }
            .map { $0.view }
        buttonStack = stack
        guidanceViews = [newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget, stack]
        guidanceViews.forEach(add(to: navMap))
        applyGuidanceLayout(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        chromeLog("stop guidance")
        removePrompt()
        tearDownGuidance()
        isWide = newState.wideMode
        applyReadyLayout(navMap, state: newState)
    }

    private func tearDownGuidance() {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        buttonStack?.arrangedSubviews = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        buttonStack = nil
        activeState = nil
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != isWide else { return }
        chromeLog("size changed, wide=\(newState.wideMode)")
        isWide = newState.wideMode
        if activeState != nil {
            applyGuidanceLayout(navMap)
        } else if let ready = newState as? NavigationReadyUIState {
            NSLayoutConstraint.deactivate(readyConstraints)
            applyReadyLayout(navMap, state: ready)
        }
    }

    private func applyGuidanceLayout(_ map: GMSMapView) {
        guard let state = activeState, let stack = buttonStack else { return }
        NSLayoutConstraint.deactivate(guidanceConstraints + promptConstraints)
        let guide = anchorGuide(in: map)
        if #available(iOS 16, *) {
            guidanceConstraints = isWide
                ? WideGuidanceLayout(state: state, stack: stack, guide: guide, map: map).constraints()
                : compactConstraints(state, stack: stack, guide: guide)
        } else {
            // iOS 14/15: wide mode is only offered on iPad; the compact layout everywhere else.
            guidanceConstraints = isWide
                ? WideGuidanceLayout(state: state, stack: stack, guide: guide, map: map).constraints()
                : compactConstraints(state, stack: stack, guide: guide)
        }
        NSLayoutConstraint.activate(guidanceConstraints)
        if let prompt = currentPrompt { layoutPrompt(prompt, in: map) }
    }

    private func compactConstraints(_ s: ActiveGuidanceUIState, stack: UIView, guide: UILayoutGuide) -> [NSLayoutConstraint] {
        let gap = ChromeSpacing.current.edge
        let etaTop = s.etaCard.layoutMarginsGuide.topAnchor
        let yielding = [
            s.viewport.bottomAnchor.constraint(equalTo: etaTop),
            s.googleLogo.bottomAnchor.constraint(equalTo: etaTop, constant: -gap),
            stack.bottomAnchor.constraint(equalTo: etaTop, constant: -gap),
            s.tripProgressBar.bottomAnchor.constraint(equalTo: etaTop, constant: -gap),
        ]
        yielding.forEach { $0.priority = .defaultHigh }
        return yielding + [
            s.turnCard.topAnchor.constraint(equalTo: guide.topAnchor),
            s.turnCard.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            s.turnCard.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            s.etaCard.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            s.etaCard.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            s.etaCard.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            s.speedWidget.leadingAnchor.constraint(equalTo: s.etaCard.layoutMarginsGuide.leadingAnchor),
            s.speedWidget.bottomAnchor.constraint(equalTo: etaTop),
            s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
            s.viewport.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            s.viewport.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            s.googleLogo.leadingAnchor.constraint(equalTo: s.speedWidget.trailingAnchor, constant: gap),
            s.tripProgressBar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            s.tripProgressBar.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor, constant: gap),
            stack.trailingAnchor.constraint(equalTo: s.tripProgressBar.leadingAnchor, constant: -gap),
            stack.topAnchor.constraint(greaterThanOrEqualTo: s.turnCard.bottomAnchor, constant: gap),
        ]
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        chromeLog("show prompt")
        currentPrompt = newPrompt
        add(to: navMap)(newPrompt)
        layoutPrompt(newPrompt, in: navMap)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.2) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        chromeLog("hide prompt")
        removePrompt()
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        currentPrompt?.removeFromSuperview()
        currentPrompt = nil
    }

    private func layoutPrompt(_ prompt: NavigationPromptView, in map: GMSMapView) {
        guard let s = activeState, let stack = buttonStack else { return }
        NSLayoutConstraint.deactivate(promptConstraints)
        let guide = anchorGuide(in: map)
        let gap = ChromeSpacing.current.edge
        promptConstraints = [prompt.bottomAnchor.constraint(equalTo: guide.bottomAnchor)]
        if isWide {
            promptConstraints += [
                prompt.leadingAnchor.constraint(equalTo: s.etaCard.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: s.etaCard.trailingAnchor),
                s.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: prompt.trailingAnchor),
            ]
        } else {
            promptConstraints += [
                prompt.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                s.viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
                s.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -gap),
                stack.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -gap),
                s.tripProgressBar.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -gap),
            ]
        }
        NSLayoutConstraint.activate(promptConstraints)
    }

    private func add(to map: GMSMapView) -> (UIView) -> Void {
        return { view in
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
    }
}

/// The wide (landscape / iPad) guidance layout: cards in the leading column.
@available(iOS 14, *)
@MainActor
struct WideGuidanceLayout {
    let state: ActiveGuidanceUIState
    let stack: UIView
    let guide: UILayoutGuide
    let map: GMSMapView

    func constraints() -> [NSLayoutConstraint] {
        let s = state
        let gap = ChromeSpacing.current.edge
        let beside = s.viewport.leadingAnchor.constraint(equalTo: s.turnCard.trailingAnchor)
        beside.priority = .defaultLow
        return [
            s.turnCard.topAnchor.constraint(equalTo: guide.topAnchor),
            s.turnCard.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            s.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
            s.etaCard.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            s.etaCard.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            s.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
            s.speedWidget.leadingAnchor.constraint(equalTo: s.etaCard.layoutMarginsGuide.leadingAnchor),
            s.speedWidget.bottomAnchor.constraint(equalTo: s.etaCard.layoutMarginsGuide.topAnchor),
            s.viewport.topAnchor.constraint(equalTo: guide.topAnchor),
            s.viewport.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            s.viewport.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            s.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: s.turnCard.trailingAnchor),
            s.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: s.etaCard.trailingAnchor),
            beside,
            s.googleLogo.leadingAnchor.constraint(equalTo: s.etaCard.trailingAnchor, constant: gap),
            s.googleLogo.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -gap),
            s.tripProgressBar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            s.tripProgressBar.topAnchor.constraint(equalTo: guide.topAnchor, constant: gap),
            s.tripProgressBar.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -gap),
            stack.trailingAnchor.constraint(equalTo: s.tripProgressBar.leadingAnchor, constant: -gap),
            stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -gap),
            stack.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor, constant: gap),
        ]
    }
}

#endif
