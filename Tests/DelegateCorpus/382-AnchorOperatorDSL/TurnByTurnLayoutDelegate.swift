import GoogleNavigation
import UIKit

/// The turn-by-turn screen's chrome, written in the app's constraint DSL
/// (AnchorOperators.swift). One function per arrangement returns its
/// constraints; callbacks swap the arrangement's constraints, old ones off
/// first, and mount or unmount the views that come or go with the state.
///
/// Narrow guidance: turn card on top, ETA card across the bottom with the
/// speed widget standing on it, camera in between. Wide guidance: both cards
/// in the leading column (turn card top, ETA card bottom), camera beside it,
/// speed widget above the logo.
/// Trip progress bar and buttons along the trailing edge; logo bottom leading.
@MainActor
final class TurnByTurnLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Metric {
        static let inset: CGFloat = 12
        static let wideInset: CGFloat = 20
        static let gap: CGFloat = 8
        static let fadeIn: TimeInterval = 0.25
        static let fadeOut: TimeInterval = 0.2
    }

    private enum Screen {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    private struct ShownPrompt {
        let view: NavigationPromptView
        let constraints: [NSLayoutConstraint]
    }

    /// Bottom of the open map for the whole session: on the safe area's bottom
    /// unless the ETA card (narrow guidance) or a prompt holds it up.
    private let floor = UILayoutGuide()
    private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var screen = Screen.off
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var screenConstraints: [NSLayoutConstraint] = []
    private var screenViews: [UIView] = []
    private var prompts: [ShownPrompt] = []

    override init() {
        super.init()
        rail.translatesAutoresizingMaskIntoConstraints = false
        rail.spacing = NavigationStyleValues.buttonVerticalPadding
        floor.identifier = "turnByTurn.floor"
    }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        let safe = navMap.safeAreaLayoutGuide
        sessionConstraints = (floor.edges(.horizontal) == navMap.edges(.horizontal)) + [
            floor.heightAnchor == 0,
            floor.bottomAnchor <= safe.bottomAnchor,
            floor.bottomAnchor == safe.bottomAnchor ~~ .defaultLow,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        enter(.ready(newState), wide: newState.wideMode, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompts()
        enter(.off, wide: false, on: navMap)
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(floor)
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        enter(.guiding(newState), wide: newState.wideMode, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePrompts()
        enter(.ready(newState), wide: newState.wideMode, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if case .off = screen { return }
        // Same views, same stacking order (a prompt stays on top): only the pins change.
        NSLayoutConstraint.deactivate(screenConstraints)
        screenConstraints = constraints(for: screen, wide: newState.wideMode, on: navMap)
        NSLayoutConstraint.activate(screenConstraints)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        let shown = ShownPrompt(view: newPrompt, constraints: [
            newPrompt.bottomAnchor == navMap.bottomAnchor,
            newPrompt.leadingAnchor == navMap.safeAreaLayoutGuide.leadingAnchor,
            floor.bottomAnchor <= newPrompt.topAnchor,
        ])
        prompts.append(shown)
        NSLayoutConstraint.activate(shown.constraints)
        UIView.animate(withDuration: Metric.fadeIn, delay: 0, options: [.curveEaseOut]) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompts.contains(where: { $0.view === oldPrompt }) else { return }
        UIView.animate(withDuration: Metric.fadeOut, delay: 0, options: [.curveEaseIn]) {
            oldPrompt.alpha = 0
        } completion: { [weak self] _ in
            self?.removePrompt(oldPrompt)
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt(_ prompt: NavigationPromptView) {
        guard let index = prompts.firstIndex(where: { $0.view === prompt }) else { return }
        let shown = prompts.remove(at: index)
        NSLayoutConstraint.deactivate(shown.constraints)
        shown.view.removeFromSuperview()
        shown.view.alpha = 1
    }

    private func removePrompts() {
        for shown in prompts {
            removePrompt(shown.view)
        }
    }

    // MARK: - Arrangements

    private func enter(_ next: Screen, wide: Bool, on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(screenConstraints)
        screenConstraints = []
        rail.arrangedSubviews = []
        screenViews.reversed().forEach { $0.removeFromSuperview() }

        screen = next
        screenViews = views(for: next)
        screenViews.forEach(navMap.addSubview)
        rail.arrangedSubviews = buttons(for: next)
        screenConstraints = constraints(for: next, wide: wide, on: navMap)
        NSLayoutConstraint.activate(screenConstraints)
    }

    /// Back to front.
    private func views(for screen: Screen) -> [UIView] {
        switch screen {
        case .off:
            return []
        case .ready(let state):
            return [state.viewport, state.googleLogo, rail]
        case .guiding(let state):
            return [state.viewport, state.turnCard, state.etaCard, state.speedWidget,
                    state.tripProgressBar, state.googleLogo, rail]
        }
    }

    /// Compass first, then reporting: found by type, whatever order the SDK uses.
    private func buttons(for screen: Screen) -> [UIView] {
        let handed: [NavigationUIButton]
        switch screen {
        case .off: return []
        case .ready(let state): handed = state.buttons
        case .guiding(let state): handed = state.buttons
        }
        return [NavigationButtonKnownType.compass, .reporting].compactMap { kind in
            handed.first { $0.type == kind }?.view
        }
    }

    private func constraints(for screen: Screen, wide: Bool, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        switch screen {
        case .off: return []
        case .ready(let state): return ready(state, wide: wide, on: navMap)
        case .guiding(let state): return guidance(state, wide: wide, on: navMap)
        }
    }

    private func ready(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let inset = wide ? Metric.wideInset : Metric.inset
        let viewport = state.viewport, logo = state.googleLogo
        return (viewport.edges([.top, .leading, .trailing]) == safe.edges([.top, .leading, .trailing])) + [
            viewport.bottomAnchor == floor.topAnchor,
            logo.leadingAnchor == safe.leadingAnchor + inset,
            logo.bottomAnchor == floor.topAnchor - inset,
            rail.topAnchor == safe.topAnchor + inset,
            rail.trailingAnchor == safe.trailingAnchor - inset,
            rail.bottomAnchor == floor.topAnchor - inset,
        ]
    }

    private func guidance(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let inset = wide ? Metric.wideInset : Metric.inset
        let turn = state.turnCard, eta = state.etaCard, speed = state.speedWidget
        let bar = state.tripProgressBar, viewport = state.viewport, logo = state.googleLogo
        let etaMargins = eta.layoutMarginsGuide

        var pins: [NSLayoutConstraint] = [
            turn.topAnchor == safe.topAnchor,
            turn.leadingAnchor == safe.leadingAnchor,
            eta.leadingAnchor == safe.leadingAnchor,
            viewport.trailingAnchor == safe.trailingAnchor,
            viewport.bottomAnchor == floor.topAnchor,
            bar.trailingAnchor == safe.trailingAnchor - inset,
            bar.bottomAnchor == floor.topAnchor - inset,
            rail.trailingAnchor == bar.leadingAnchor - Metric.gap,
            rail.bottomAnchor == floor.topAnchor - inset,
        ]

        if wide {
            pins += [
                eta.bottomAnchor == safe.bottomAnchor,
                viewport.topAnchor == safe.topAnchor,
                viewport.leadingAnchor >= turn.trailingAnchor,
                viewport.leadingAnchor >= eta.trailingAnchor,
                viewport.leadingAnchor == safe.leadingAnchor ~~ 250,
                logo.leadingAnchor == viewport.leadingAnchor + inset,
                logo.bottomAnchor == floor.topAnchor - inset,
                // The leading column is the cards' alone: the speed widget floats above the logo.
                speed.leadingAnchor == logo.leadingAnchor,
                speed.bottomAnchor == logo.topAnchor - Metric.gap,
                bar.topAnchor == safe.topAnchor + inset,
                rail.topAnchor == safe.topAnchor + inset,
            ]
        } else {
            pins += [
                eta.bottomAnchor == navMap.bottomAnchor,
                floor.bottomAnchor <= eta.topAnchor,
                viewport.topAnchor == turn.bottomAnchor,
                viewport.leadingAnchor == safe.leadingAnchor,
                // The speed widget stands on the ETA card's margins, as the SDK guide stacks them;
                // the logo sits above it and the open map's floor, as low as that allows.
                speed.leadingAnchor == etaMargins.leadingAnchor,
                speed.bottomAnchor == etaMargins.topAnchor,
                logo.leadingAnchor == safe.leadingAnchor + inset,
                logo.bottomAnchor <= floor.topAnchor - inset,
                logo.bottomAnchor <= speed.topAnchor - Metric.gap,
                logo.bottomAnchor == floor.topAnchor - inset ~~ .defaultLow,
                bar.topAnchor == turn.bottomAnchor + inset,
                rail.topAnchor == turn.bottomAnchor + inset,
            ]
        }
        return pins
    }
}
