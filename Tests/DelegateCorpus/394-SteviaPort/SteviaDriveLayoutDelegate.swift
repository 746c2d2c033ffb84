import GoogleNavigation
import UIKit

/// Navigation chrome for the driver app, in the team's Stevia port
/// (Stevia+Port.swift). Every layout runs inside `Stevia.record`, so each state
/// keeps exactly what it made and takes it down before the next state lays out.
///
/// Navigation ready: camera full screen above the open map's floor, logo
/// bottom leading, buttons down the trailing side. Guidance, narrow: turn card
/// on top, ETA card on the map's bottom edge with the speed widget on its
/// margins, camera between them; wide: the two cards in the leading column,
/// camera beside them, the speed widget over the logo. Trip progress bar and
/// buttons along the trailing side in both.
@MainActor
final class SteviaDriveLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private struct Spacing {
        let wide: Bool
        let gap: CGFloat = 8
        var edge: CGFloat { wide ? 20 : 12 }
    }

    private enum Chrome {
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    /// Bottom of the open map for the session: on the safe bottom unless the
    /// ETA card or a prompt holds it up.
    private let floor = UILayoutGuide()
    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var chrome: Chrome?
    private var floorConstraints: [NSLayoutConstraint] = []
    private var chromeConstraints: [NSLayoutConstraint] = []
    private var chromeViews: [UIView] = []
    private var prompt: (view: NavigationPromptView, constraints: [NSLayoutConstraint])?
    private var promptAnimator: UIViewPropertyAnimator?

    override init() {
        super.init()
        floor.identifier = "stevia.floor"
        buttons.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: - Session

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        let safe = navMap.safeAreaLayoutGuide
        floorConstraints = Stevia.record {
            floor.Leading == navMap.Leading
            floor.Trailing == navMap.Trailing
            floor.height(0)
            floor.Bottom <= safe.Bottom
            floor.Bottom == safe.Bottom ~ .defaultLow
        }
        mount(.ready(newState), wide: newState.wideMode, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompt()
        unmount()
        NSLayoutConstraint.deactivate(floorConstraints)
        floorConstraints = []
        navMap.removeLayoutGuide(floor)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        unmount()
        mount(.guidance(newState), wide: newState.wideMode, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dropPrompt()
        unmount()
        mount(.ready(newState), wide: newState.wideMode, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let chrome else { return }
        NSLayoutConstraint.deactivate(chromeConstraints)
        chromeConstraints = Stevia.record {
            lay(out: chrome, spacing: Spacing(wide: newState.wideMode), on: navMap)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        dropPrompt()  // one still fading out goes at once
        newPrompt.alpha = 0
        navMap.subviews(newPrompt)
        let made = Stevia.record {
            |newPrompt
            newPrompt.Bottom == navMap.Bottom
            floor.Bottom <= newPrompt.Top
        }
        prompt = (newPrompt, made)
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeOut) {
            newPrompt.alpha = 1
        }
        promptAnimator = animator
        animator.startAnimation()
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt?.view === oldPrompt else { return }
        promptAnimator?.stopAnimation(true)
        let animator = UIViewPropertyAnimator(duration: 0.2, curve: .easeIn) {
            oldPrompt.alpha = 0
        }
        animator.addCompletion { [weak self] _ in
            guard let self, self.prompt?.view === oldPrompt else { return }
            self.dropPrompt()
        }
        promptAnimator = animator
        animator.startAnimation()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func dropPrompt() {
        promptAnimator?.stopAnimation(true)
        promptAnimator = nil
        guard let (view, constraints) = prompt else { return }
        NSLayoutConstraint.deactivate(constraints)
        view.removeFromSuperview()
        view.alpha = 1
        prompt = nil
    }

    // MARK: - Mounting

    private func mount(_ next: Chrome, wide: Bool, on navMap: GMSMapView) {
        chrome = next
        switch next {
        case .ready(let state):
            chromeViews = navMap.subviews(state.viewport, state.googleLogo, buttons)
            buttons.arrangedSubviews = sorted(state.buttons)
        case .guidance(let state):
            chromeViews = navMap.subviews(state.viewport, state.turnCard, state.etaCard, state.speedWidget,
                                          state.tripProgressBar, state.googleLogo, buttons)
            buttons.arrangedSubviews = sorted(state.buttons)
        }
        chromeConstraints = Stevia.record {
            lay(out: next, spacing: Spacing(wide: wide), on: navMap)
        }
    }

    private func unmount() {
        NSLayoutConstraint.deactivate(chromeConstraints)
        chromeConstraints = []
        buttons.arrangedSubviews = []
        chromeViews.reversed().forEach { $0.removeFromSuperview() }
        chromeViews = []
        chrome = nil
    }

    /// Compass, then reporting; picked by type, whatever order the SDK hands them in.
    private func sorted(_ handed: [NavigationUIButton]) -> [UIView] {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        return order.compactMap { type in handed.first { $0.type == type }?.view }
    }

    // MARK: - Layouts

    private func lay(out chrome: Chrome, spacing: Spacing, on navMap: GMSMapView) {
        switch chrome {
        case .ready(let state): layReady(state, spacing, on: navMap)
        case .guidance(let state): layGuidance(state, spacing, on: navMap)
        }
    }

    private func layReady(_ state: NavigationReadyUIState, _ spacing: Spacing, on navMap: GMSMapView) {
        let viewport = state.viewport, logo = state.googleLogo
        navMap.layout(0, |viewport|)
        viewport.Bottom == floor.Top

        |-spacing.edge-logo
        logo.Bottom == floor.Top - spacing.edge

        navMap.layout(spacing.edge, buttons-spacing.edge-|)
        buttons.Bottom == floor.Top - spacing.edge
    }

    private func layGuidance(_ state: ActiveGuidanceUIState, _ spacing: Spacing, on navMap: GMSMapView) {
        let turn = state.turnCard, eta = state.etaCard, speed = state.speedWidget
        let bar = state.tripProgressBar, viewport = state.viewport, logo = state.googleLogo
        let safe = navMap.safeAreaLayoutGuide

        |eta
        viewport|
        viewport.Bottom == floor.Top
        buttons-spacing.gap-bar-spacing.edge-|
        bar.Bottom == floor.Top - spacing.edge
        buttons.Bottom == floor.Top - spacing.edge

        if spacing.wide {
            navMap.layout(0, |turn)
            eta.bottom(0)
            viewport.top(0)
            viewport.Leading >= turn.Trailing
            viewport.Leading >= eta.Trailing
            viewport.Leading == safe.Leading ~ .defaultLow
            logo.Leading == viewport.Leading + spacing.edge
            logo.Bottom == floor.Top - spacing.edge
            speed.Leading == logo.Leading
            navMap.layout(speed, spacing.gap, logo)
            bar.top(spacing.edge)
            buttons.top(spacing.edge)
        } else {
            // Camera, trip bar and buttons all hang below the turn card.
            navMap.layout(0, |turn, 0, |viewport)
            navMap.layout(turn, spacing.edge, bar)
            navMap.layout(turn, spacing.edge, buttons)
            eta.Bottom == navMap.Bottom
            floor.Bottom <= eta.Top
            // The speed widget stands on the ETA card's margins, as the SDK guide stacks them.
            speed.Leading == eta.layoutMarginsGuide.Leading
            speed.Bottom == eta.layoutMarginsGuide.Top
            |-spacing.edge-logo
            logo.Bottom <= floor.Top - spacing.edge
            logo.Bottom <= speed.Top - spacing.gap
            logo.Bottom == floor.Top - spacing.edge ~ .defaultLow
        }
    }
}
