import GoogleNavigation
import UIKit

/// Places the navigation UI in a full-screen container using the design-system metrics.
final class MetricsLayoutDelegate: NavigationLayoutDelegate {
    private let container = UIView()
    private var stateConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var placedViews: [UIView] = []
    private var activePrompt: NavigationPromptView?
    private var guidance: ActiveGuidanceUIState?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        container.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(container)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: navMap.topAnchor),
            container.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            container.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        ])
        layOutReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        resetState()
        container.removeFromSuperview()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        resetState()
        guidance = newState
        layOutGuidance(navMap, newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        resetState()
        guidance = nil
        layOutReady(navMap, newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let state = newState as? ActiveGuidanceUIState, guidance != nil {
            NSLayoutConstraint.deactivate(stateConstraints)
            stateConstraints = guidanceConstraints(navMap, state)
            NSLayoutConstraint.activate(stateConstraints)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let guidance else { return }
        let safe = navMap.safeAreaLayoutGuide
        let insets = Insets.forState(.guidance(wide: guidance.wideMode))
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.roundedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        container.addSubview(newPrompt)
        promptConstraints = [
            newPrompt.topAnchor.constraint(equalTo: safe.topAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: insets.leading),
            newPrompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -insets.leading),
            guidance.viewport.topAnchor.constraint(greaterThanOrEqualTo: newPrompt.bottomAnchor),
        ] + guidance.buttons.map {
            $0.view.topAnchor.constraint(greaterThanOrEqualTo: newPrompt.bottomAnchor, constant: Layout.Spacing.floatingGap)
        }
        NSLayoutConstraint.activate(promptConstraints)
        activePrompt = newPrompt
        UIView.animate(withDuration: Layout.Duration.promptIn) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        UIView.animate(withDuration: Layout.Duration.promptOut, animations: { navMap.layoutIfNeeded() }) { _ in
            oldPrompt.removeFromSuperview()
        }
        activePrompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Private

    private func place(_ views: [UIView]) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        placedViews = views
    }

    private func resetState() {
        NSLayoutConstraint.deactivate(stateConstraints + promptConstraints)
        stateConstraints = []
        promptConstraints = []
        placedViews.forEach { $0.removeFromSuperview() }
        placedViews = []
        activePrompt?.removeFromSuperview()
        activePrompt = nil
    }

    private func layOutReady(_ navMap: UIView, _ state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let insets = Insets.forState(.ready(wide: state.wideMode))
        place([state.viewport, state.googleLogo] + state.buttons.map(\.view))
        stateConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: insets.leading),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -insets.bottom),
        ]
        if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
            stateConstraints += [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: insets.top),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -insets.trailing),
            ]
        }
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func layOutGuidance(_ navMap: UIView, _ state: ActiveGuidanceUIState) {
        place([state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo] + state.buttons.map(\.view))
        stateConstraints = guidanceConstraints(navMap, state)
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func guidanceConstraints(_ navMap: UIView, _ state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let insets = Insets.forState(.guidance(wide: state.wideMode))
        let turn = state.turnCard, eta = state.etaCard, viewport = state.viewport
        let cardTrailing: [NSLayoutConstraint] = state.wideMode
            ? [turn.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor, constant: -insets.trailing),
               eta.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor, constant: -insets.trailing)]
            : [turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -insets.trailing),
               eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -insets.trailing)]
        let hug = viewport.topAnchor.constraint(equalTo: turn.bottomAnchor)
        hug.priority = Layout.Priority.viewportHug
        let fill = viewport.bottomAnchor.constraint(equalTo: container.bottomAnchor)
        fill.priority = Layout.Priority.fill
        let logoSink = state.googleLogo.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor, constant: -Layout.Spacing.logoLift)
        logoSink.priority = Layout.Priority.sink
        var all = cardTrailing + [
            turn.topAnchor.constraint(equalTo: safe.topAnchor, constant: insets.top),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: insets.leading),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -insets.bottom),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: insets.leading),
            viewport.topAnchor.constraint(greaterThanOrEqualTo: turn.bottomAnchor), hug,
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: eta.layoutMarginsGuide.topAnchor), fill,
            viewport.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Layout.Spacing.screenEdge),
            state.speedWidget.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: state.speedWidget.trailingAnchor, constant: Layout.Spacing.floatingGap),
            logoSink,
        ]
        var above = eta.layoutMarginsGuide.topAnchor
        for button in state.buttons.sorted(by: { a, _ in a.type == .reporting }) {
            all += [
                button.view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Layout.Spacing.screenEdge),
                button.view.bottomAnchor.constraint(equalTo: above, constant: -Layout.Spacing.floatingGap),
            ]
            above = button.view.topAnchor
        }
        return all
    }
}
