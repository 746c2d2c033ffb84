import GoogleNavigation
import UIKit

/// Production navigation layout. Remote Config chooses the variant per session; every callback
/// is reported to analytics; the kill switch falls back to the minimal layout (logo, viewport,
/// turn card and ETA card).
@MainActor
final class ConfigurableNavigationLayout: NSObject, NavigationLayoutDelegate {
    private enum Group: Hashable {
        case ready, guidance, prompt
    }

    private let config: RemoteLayoutConfig
    private let analytics: NavigationLayoutAnalytics
    private var flags = LayoutFlags()

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var installed: [Group: [NSLayoutConstraint]] = [:]
    private var guidanceViews: [UIView] = []
    private var activeGuidance: ActiveGuidanceUIState?
    private var shownPrompt: NavigationPromptView?

    init(config: RemoteLayoutConfig = .shared, analytics: NavigationLayoutAnalytics = ConsoleLayoutAnalytics()) {
        self.config = config
        self.analytics = analytics
        super.init()
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        flags = LayoutFlags.from(config.snapshot())
        track("nav_ui_enabled", wideMode: newState.wideMode)

        place(newState.viewport, on: navMap)
        place(newState.googleLogo, on: navMap)
        if !flags.killSwitch {
            place(buttonStack, on: navMap)
            buttonStack.spacing = flags.compactButtons ? 4 : NavigationStyleValues.buttonVerticalPadding
            buttonStack.arrangedSubviews = views(of: [.compass], in: newState.buttons)
        }
        install(.ready, readyConstraints(navMap, newState, wideMode: newState.wideMode))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        track("nav_ui_disabled", wideMode: oldState.wideMode)
        for group in [Group.prompt, .guidance, .ready] { uninstall(group) }
        shownPrompt?.removeFromSuperview()
        shownPrompt = nil
        buttonStack.arrangedSubviews = []
        buttonStack.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        track("nav_guidance_started", wideMode: newState.wideMode)
        uninstall(.ready)
        activeGuidance = newState

        guidanceViews = [newState.turnCard, newState.etaCard]
        if !flags.killSwitch {
            if flags.showsSpeedWidget { guidanceViews.append(newState.speedWidget) }
            if flags.showsTripProgress { guidanceViews.append(newState.tripProgressBar) }
            buttonStack.arrangedSubviews = views(of: [.compass, .reporting], in: newState.buttons)
        }
        guidanceViews.forEach { place($0, on: navMap) }
        install(.guidance, guidanceConstraints(navMap, newState, wideMode: newState.wideMode))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let shownPrompt { dismiss(shownPrompt, on: navMap) }
        track("nav_guidance_stopped", wideMode: newState.wideMode)
        uninstall(.guidance)
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        activeGuidance = nil
        if !flags.killSwitch {
            buttonStack.arrangedSubviews = views(of: [.compass], in: newState.buttons)
        }
        install(.ready, readyConstraints(navMap, newState, wideMode: newState.wideMode))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        track("nav_size_changed", wideMode: newState.wideMode)
        switch newState {
        case let guidance as ActiveGuidanceUIState:
            activeGuidance = guidance
            if let prompt = shownPrompt {
                install(.prompt, promptConstraints(prompt, navMap, guidance))
            }
            install(.guidance, guidanceConstraints(navMap, guidance, wideMode: guidance.wideMode))
        case let ready as NavigationReadyUIState:
            install(.ready, readyConstraints(navMap, ready, wideMode: ready.wideMode))
        default:
            break
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        track("nav_prompt_shown", wideMode: activeGuidance?.wideMode ?? false)
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        track("nav_prompt_hidden", wideMode: activeGuidance?.wideMode ?? false)
        dismiss(oldPrompt, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        track("nav_prompt_changed", wideMode: activeGuidance?.wideMode ?? false)
        dismiss(oldPrompt, on: navMap)
        present(newPrompt, on: navMap)
    }

    // MARK: Navigation ready

    private func readyConstraints(_ navMap: GMSMapView, _ state: NavigationReadyUIState, wideMode: Bool) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        var constraints = state.viewport.pin(to: safe)
        constraints += [
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.headerFooterHorizontalPadding),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
        ]
        if !flags.killSwitch {
            constraints += [
                buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
                buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
                buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            ]
        }
        return constraints
    }

    // MARK: Active guidance

    private func guidanceConstraints(_ navMap: GMSMapView, _ state: ActiveGuidanceUIState, wideMode: Bool) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let inset = NavigationStyleValues.headerFooterHorizontalPadding
        let spacing = NavigationStyleValues.buttonVerticalPadding
        var c: [NSLayoutConstraint] = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        // The A/B placement applies to portrait only: in wide mode the ETA card stays at the
        // bottom of the leading column.
        let etaUnderTurnCard = !wideMode && flags.etaPlacement == .underTurnCard
        // What the bottom chrome (logo, speed widget, buttons, viewport) rests on.
        let floor: NSLayoutYAxisAnchor

        if wideMode {
            c += [
                state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.trailingAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.trailingAnchor, constant: inset),
            ]
            floor = safe.bottomAnchor
        } else {
            c += [
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            ]
            if etaUnderTurnCard {
                c += [
                    state.etaCard.topAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.bottomAnchor),
                    state.viewport.topAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.bottomAnchor),
                ]
                floor = safe.bottomAnchor
            } else {
                c += [
                    state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    state.viewport.topAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.bottomAnchor),
                ]
                floor = state.etaCard.layoutMarginsGuide.topAnchor
            }
            c.append(state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: floor))
            c.append(state.viewport.bottomAnchor.constraint(equalTo: floor).withPriority(.defaultHigh))
        }

        c.append(state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: floor, constant: -spacing))
        c.append(state.googleLogo.bottomAnchor.constraint(equalTo: floor, constant: -spacing).withPriority(.defaultHigh))

        guard !flags.killSwitch else { return c + keepClearOfPrompt(state, wideMode: wideMode) }

        let topOfFreeArea = etaUnderTurnCard ? state.etaCard.layoutMarginsGuide.bottomAnchor : state.turnCard.layoutMarginsGuide.bottomAnchor
        c += [
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
            buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: floor, constant: -spacing),
            buttonStack.bottomAnchor.constraint(equalTo: floor, constant: -spacing).withPriority(.defaultHigh),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: wideMode ? safe.topAnchor : topOfFreeArea, constant: spacing),
        ]
        if flags.showsSpeedWidget {
            c += [
                state.speedWidget.leadingAnchor.constraint(equalTo: state.googleLogo.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -spacing),
            ]
        }
        if flags.showsTripProgress {
            // A thin bar along the trailing edge, between the cards and the buttons.
            c += [
                state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                state.tripProgressBar.topAnchor.constraint(equalTo: wideMode ? safe.topAnchor : topOfFreeArea, constant: spacing),
                state.tripProgressBar.bottomAnchor.constraint(equalTo: buttonStack.topAnchor, constant: -spacing),
            ]
        }
        return c + keepClearOfPrompt(state, wideMode: wideMode)
    }

    // MARK: Prompts

    private func present(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        guard let state = activeGuidance else { return }
        shownPrompt = prompt
        place(prompt, on: navMap)
        install(.prompt, promptConstraints(prompt, navMap, state))
        install(.guidance, guidanceConstraints(navMap, state, wideMode: state.wideMode))
        prompt.transform = CGAffineTransform(translationX: 0, y: 120)
        UIView.animate(withDuration: flags.promptAnimationDuration, delay: 0, options: [.curveEaseOut]) {
            prompt.transform = .identity
            navMap.layoutIfNeeded()
        }
    }

    private func promptConstraints(_ prompt: NavigationPromptView, _ navMap: GMSMapView, _ state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        if state.wideMode {
            // In the leading column, over the ETA card.
            return [
                prompt.leadingAnchor.constraint(equalTo: state.etaCard.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: state.etaCard.trailingAnchor),
                prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ]
        }
        let inset = NavigationStyleValues.headerFooterHorizontalPadding
        return [
            prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ]
    }

    private func dismiss(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        if shownPrompt === prompt {
            shownPrompt = nil
            uninstall(.prompt)
            if let state = activeGuidance {
                install(.guidance, guidanceConstraints(navMap, state, wideMode: state.wideMode))
            }
        }
        UIView.animate(withDuration: flags.promptAnimationDuration, animations: {
            prompt.alpha = 0
        }, completion: { _ in
            prompt.removeFromSuperview()
            prompt.alpha = 1
        })
    }

    private func keepClearOfPrompt(_ state: ActiveGuidanceUIState, wideMode: Bool) -> [NSLayoutConstraint] {
        guard let prompt = shownPrompt, !wideMode else { return [] }
        let top = prompt.layoutMarginsGuide.topAnchor
        var c = [
            state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: top),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: top, constant: -NavigationStyleValues.buttonVerticalPadding),
        ]
        if !flags.killSwitch {
            c.append(buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: top, constant: -NavigationStyleValues.buttonVerticalPadding))
        }
        return c
    }

    // MARK: Helpers

    private var buttonInset: CGFloat {
        flags.compactButtons ? 8 : NavigationStyleValues.buttonHorizontalPadding
    }

    private func place(_ view: UIView, on navMap: GMSMapView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(view)
    }

    private func install(_ group: Group, _ constraints: [NSLayoutConstraint]) {
        uninstall(group)
        installed[group] = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func uninstall(_ group: Group) {
        NSLayoutConstraint.deactivate(installed[group] ?? [])
        installed[group] = nil
    }

    private func views(of types: [NavigationButtonKnownType], in buttons: [NavigationUIButton]) -> [UIView] {
        types.compactMap { type in buttons.first(where: { $0.type == type })?.view }
    }

    private func track(_ event: String, wideMode: Bool) {
        analytics.logLayoutEvent(event, parameters: [
            "variant": flags.variantName,
            "wide_mode": wideMode,
            "kill_switch": flags.killSwitch,
        ])
    }
}

private extension UIView {
    func pin(to guide: UILayoutGuide) -> [NSLayoutConstraint] {
        [
            topAnchor.constraint(equalTo: guide.topAnchor),
            leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ]
    }
}

private extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
