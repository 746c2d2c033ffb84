import UIKit
import GoogleNavigation

/// Layout delegate of the delivery navigation screen.
///
/// Collaborators come from the container (see `NavigationAssembly`); the delegate
/// itself keeps no global state. Views are added when a state begins and all
/// constraints are rebuilt by `relayout(on:)`, so wide mode, prompts and resizes
/// go through one code path.
@MainActor
final class NavigationScreenLayout: NavigationLayoutDelegate {

    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    private let metrics: ChromeMetricsProviding
    private let panels: PanelFactory
    private let flags: FeatureFlags

    private var phase: Phase = .off
    private var isWide = false
    private var prompt: NavigationPromptView?

    /// The app's panel; made lazily once per navigation session, only when the flag is on.
    private var nextStopPanel: UIView?
    private var buttonStack: GMSNavigationHidingStackView?
    /// Everything above it (logo, buttons, viewport) stays clear of the bottom chrome and prompts.
    private let floorGuide = UILayoutGuide()

    private var layoutConstraints: [NSLayoutConstraint] = []

    init(metrics: ChromeMetricsProviding, panels: PanelFactory, flags: FeatureFlags) {
        self.metrics = metrics
        self.panels = panels
        self.flags = flags
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floorGuide)
        floorGuide.identifier = "nav.floor"

        if flags.isEnabled(.nextStopPanel) {
            let panel = panels.makeNextStopPanel()
            navMap.addSubview(panel)
            nextStopPanel = panel
        }
        installReadyViews(newState, on: navMap)
        phase = .ready(newState)
        isWide = newState.wideMode
        relayout(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(layoutConstraints)
        layoutConstraints.removeAll()

        prompt?.removeFromSuperview()
        prompt = nil
        removeReadyViews(oldState)
        nextStopPanel?.removeFromSuperview()
        nextStopPanel = nil
        navMap.removeLayoutGuide(floorGuide)
        phase = .off
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        removeReadyViews(oldState)
        for view in [newState.turnCard, newState.etaCard, newState.speedWidget, newState.viewport, newState.googleLogo] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        if flags.isEnabled(.tripProgressBar) {
            newState.tripProgressBar.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(newState.tripProgressBar)
        }
        installButtons(newState.buttons, on: navMap)
        phase = .guiding(newState)
        isWide = newState.wideMode
        relayout(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(layoutConstraints)
        layoutConstraints.removeAll()
        for view in [oldState.turnCard, oldState.etaCard, oldState.speedWidget, oldState.tripProgressBar] {
            view.removeFromSuperview()
        }
        buttonStack?.removeFromSuperview()
        buttonStack = nil

        installReadyViews(newState, on: navMap)
        phase = .ready(newState)
        isWide = newState.wideMode
        relayout(on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        relayout(on: navMap)
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

    // MARK: Views per state

    private func installReadyViews(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        for view in [state.viewport, state.googleLogo] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        installButtons(state.buttons, on: navMap)
    }

    private func removeReadyViews(_ state: NavigationReadyUIState) {
        state.viewport.removeFromSuperview()
        state.googleLogo.removeFromSuperview()
        buttonStack?.removeFromSuperview()
        buttonStack = nil
    }

    private func installButtons(_ buttons: [NavigationUIButton], on navMap: GMSMapView) {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = metrics.stackSpacing
        let wanted: [NavigationButtonKnownType] = [.compass, .reporting]
        stack.arrangedSubviews = wanted.compactMap { type in
            buttons.first(where: { $0.type == type })?.view
        }
        navMap.addSubview(stack)
        buttonStack = stack
    }

    // MARK: Prompts

    private func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        relayout(on: navMap)
        UIView.animate(withDuration: 0.25) {
            newPrompt.alpha = 1
        }
    }

    private func dismiss(_ oldPrompt: NavigationPromptView, on navMap: GMSMapView) {
        if prompt === oldPrompt { prompt = nil }
        relayout(on: navMap)
        UIView.animate(withDuration: 0.2, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    // MARK: Constraints

    private func relayout(on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(layoutConstraints)
        layoutConstraints = []
        let safe = navMap.safeAreaLayoutGuide
        let inset = metrics.edgeInset
        var c: [NSLayoutConstraint] = []

        switch phase {
        case .off:
            return
        case .ready(let state):
            var contentBottom = safe.bottomAnchor
            var viewportLeading = safe.leadingAnchor
            if let panel = nextStopPanel {
                if isWide {
                    c += [
                        panel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                        panel.widthAnchor.constraint(equalToConstant: metrics.sidePanelWidth),
                        panel.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
                        panel.heightAnchor.constraint(equalToConstant: metrics.panelHeight),
                    ]
                    viewportLeading = panel.trailingAnchor
                } else {
                    c += [
                        panel.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                        panel.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                        panel.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                        panel.heightAnchor.constraint(equalToConstant: metrics.panelHeight),
                    ]
                    contentBottom = panel.topAnchor
                }
            }
            c += floorConstraints(above: contentBottom, on: navMap)
            c += [
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: viewportLeading),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: floorGuide.topAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: viewportLeading, constant: inset),
                state.googleLogo.bottomAnchor.constraint(equalTo: floorGuide.topAnchor, constant: -inset),
            ]
            c += stackConstraints(bottom: floorGuide.topAnchor, top: safe.topAnchor, on: navMap)

        case .guiding(let state):
            c += cardConstraints(state, on: navMap)
            var contentBottom = state.etaCard.layoutMarginsGuide.topAnchor
            var columnTrailing: NSLayoutXAxisAnchor?
            if isWide {
                // Leading column: turn card top, ETA card bottom; the map is beside it.
                columnTrailing = state.turnCard.layoutMarginsGuide.trailingAnchor
                contentBottom = safe.bottomAnchor
                c.append(state.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.layoutMarginsGuide.trailingAnchor))
                if let panel = nextStopPanel {
                    c += [
                        panel.leadingAnchor.constraint(equalTo: state.etaCard.leadingAnchor),
                        panel.trailingAnchor.constraint(equalTo: state.etaCard.trailingAnchor),
                        panel.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
                        panel.heightAnchor.constraint(equalToConstant: metrics.panelHeight),
                    ]
                }
            } else if let panel = nextStopPanel {
                c += [
                    panel.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    panel.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    panel.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
                    panel.heightAnchor.constraint(equalToConstant: metrics.panelHeight),
                ]
                contentBottom = panel.topAnchor
            }
            c += floorConstraints(above: contentBottom, on: navMap)

            let viewportLeading = columnTrailing ?? safe.leadingAnchor
            c += [
                state.viewport.topAnchor.constraint(equalTo: isWide ? safe.topAnchor : state.turnCard.layoutMarginsGuide.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: viewportLeading),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: floorGuide.topAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: viewportLeading, constant: inset),
                state.googleLogo.bottomAnchor.constraint(equalTo: floorGuide.topAnchor, constant: -inset),
                state.speedWidget.leadingAnchor.constraint(equalTo: viewportLeading, constant: inset),
                state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -metrics.stackSpacing),
            ]
            let stackTop: NSLayoutYAxisAnchor
            if state.tripProgressBar.superview != nil {
                let barTop = isWide ? safe.topAnchor : state.turnCard.layoutMarginsGuide.bottomAnchor
                c += [
                    state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                    state.tripProgressBar.topAnchor.constraint(equalTo: barTop, constant: metrics.stackSpacing),
                    state.tripProgressBar.heightAnchor.constraint(equalTo: state.viewport.heightAnchor, multiplier: metrics.progressBarShare),
                ]
                stackTop = state.tripProgressBar.bottomAnchor
            } else {
                stackTop = isWide ? safe.topAnchor : state.turnCard.layoutMarginsGuide.bottomAnchor
            }
            c += stackConstraints(bottom: floorGuide.topAnchor, top: stackTop, on: navMap)
        }

        if let prompt {
            c += promptConstraints(prompt, on: navMap)
        }
        NSLayoutConstraint.activate(c)
        layoutConstraints = c
    }

    private func cardConstraints(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        var c = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        if isWide {
            c += [
                state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
            ]
        } else {
            c += [
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
        }
        return c
    }

    /// The floor sits on the bottom chrome, and rises above a prompt while one is shown.
    private func floorConstraints(above contentBottom: NSLayoutYAxisAnchor, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let settle = floorGuide.topAnchor.constraint(equalTo: contentBottom)
        settle.priority = .defaultHigh
        return [
            settle,
            floorGuide.topAnchor.constraint(lessThanOrEqualTo: contentBottom),
            floorGuide.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            floorGuide.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            floorGuide.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        ]
    }

    private func stackConstraints(bottom: NSLayoutYAxisAnchor, top: NSLayoutYAxisAnchor, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        guard let stack = buttonStack else { return [] }
        return [
            stack.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor, constant: -metrics.edgeInset),
            stack.bottomAnchor.constraint(equalTo: bottom, constant: -metrics.stackSpacing),
            stack.topAnchor.constraint(greaterThanOrEqualTo: top, constant: metrics.stackSpacing),
        ]
    }

    private func promptConstraints(_ prompt: NavigationPromptView, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        var c = [
            prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        if isWide {
            c.append(prompt.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor))
        } else {
            c.append(prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
            // Keep the viewport, the logo and the buttons clear of the prompt.
            c.append(floorGuide.topAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor))
        }
        return c
    }
}
