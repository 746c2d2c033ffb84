import GoogleNavigation
import UIKit

// MARK: - Token-aware anchors

extension NSLayoutXAxisAnchor {
    /// `self` placed `token` after `other` (towards trailing).
    func pin(after other: NSLayoutXAxisAnchor, by token: Length = .none) -> NSLayoutConstraint {
        constraint(equalTo: other, constant: token.points)
    }

    /// `self` placed `token` before `other` (towards leading).
    func pin(before other: NSLayoutXAxisAnchor, by token: Length = .none) -> NSLayoutConstraint {
        constraint(equalTo: other, constant: -token.points)
    }
}

extension NSLayoutYAxisAnchor {
    /// `self` placed `token` below `other`.
    func pin(below other: NSLayoutYAxisAnchor, by token: Length = .none) -> NSLayoutConstraint {
        constraint(equalTo: other, constant: token.points)
    }

    /// `self` placed `token` above `other`.
    func pin(above other: NSLayoutYAxisAnchor, by token: Length = .none) -> NSLayoutConstraint {
        constraint(equalTo: other, constant: -token.points)
    }
}

extension NSLayoutConstraint {
    func prioritized(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

// MARK: - Delegate

/// Lays out the navigation chrome from the design system's tokens.
@MainActor
final class TokenLayoutDelegate: NSObject, NavigationLayoutDelegate {

    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    private var phase: Phase = .off
    private var isWide = false

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    /// Bottom of the open map: above the ETA card (compact guidance) and above
    /// any prompt on screen.
    private let contentBottom = UILayoutGuide()

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []

    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    // MARK: Navigation-ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWide = newState.wideMode
        contentBottom.identifier = "nav.contentBottom"
        navMap.addLayoutGuide(contentBottom)

        let safe = navMap.safeAreaLayoutGuide
        sessionConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
                .prioritized(.defaultLow),
        ]
        NSLayoutConstraint.activate(sessionConstraints)

        navMap.addSubview(newState.viewport)
        navMap.addSubview(newState.googleLogo)
        buttonStack.spacing = NavTokens.Buttons.gap.points
        navMap.addSubview(buttonStack)

        layOutReady(newState, on: navMap)
        phase = .ready(newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()

        NSLayoutConstraint.deactivate(phaseConstraints + sessionConstraints)
        phaseConstraints = []
        sessionConstraints = []

        buttonStack.arrangedSubviews = []
        buttonStack.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        navMap.removeLayoutGuide(contentBottom)
        phase = .off
    }

    // MARK: Active guidance

    func startGuidance(
        navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState
    ) {
        isWide = newState.wideMode
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = []

        guidanceViews = [newState.turnCard, newState.etaCard, newState.speedWidget]
        guidanceViews.forEach(navMap.addSubview)

        layOutGuidance(newState, on: navMap)
        phase = .guidance(newState)
    }

    func stopGuidance(
        navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState
    ) {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []

        isWide = newState.wideMode
        layOutReady(newState, on: navMap)
        phase = .ready(newState)
    }

    // MARK: Size

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != isWide else { return }
        isWide = newState.wideMode

        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = []
        switch phase {
        case .off:
            break
        case .ready(let state):
            layOutReady(state, on: navMap)
        case .guidance(let state):
            layOutGuidance(state, on: navMap)
        }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)

        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)

        UIView.animate(withDuration: NavTokens.Motion.promptIn) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === prompt else { return }
        let leaving = promptConstraints
        prompt = nil
        promptConstraints = []

        UIView.animate(withDuration: NavTokens.Motion.promptOut) {
            oldPrompt.alpha = 0
        } completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            oldPrompt.removeFromSuperview()
            navMap.layoutIfNeeded()
        }
    }

    func changePrompt(
        navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView
    ) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }

    // MARK: Layouts

    private func layOutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let edge = NavTokens.Edge.inset(wide: isWide)
        let logo = state.googleLogo
        let viewport = state.viewport

        arrange(state.buttons)

        phaseConstraints = [
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            logo.leadingAnchor.pin(after: safe.leadingAnchor, by: NavTokens.Logo.leading),
            logo.bottomAnchor.pin(above: contentBottom.topAnchor, by: NavTokens.Logo.bottom),

            buttonStack.trailingAnchor.pin(before: safe.trailingAnchor, by: edge),
            buttonStack.topAnchor.pin(below: safe.topAnchor, by: edge),
            buttonStack.bottomAnchor.pin(above: contentBottom.topAnchor, by: edge),
        ]
        NSLayoutConstraint.activate(phaseConstraints)
    }

    private func layOutGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let edge = NavTokens.Edge.inset(wide: isWide)
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let speed = state.speedWidget
        let logo = state.googleLogo
        let viewport = state.viewport

        arrange(state.buttons)

        // Cards: top and bottom of the leading column in wide mode, full
        // width (the SDK's size) top and bottom otherwise.
        var constraints: [NSLayoutConstraint] = [
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),

            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            speed.trailingAnchor.pin(before: safe.trailingAnchor, by: edge),
            speed.bottomAnchor.pin(above: contentBottom.topAnchor, by: edge),

            buttonStack.trailingAnchor.pin(before: safe.trailingAnchor, by: edge),
            buttonStack.bottomAnchor.pin(above: speed.topAnchor, by: NavTokens.Buttons.aboveSpeedWidget),

            logo.bottomAnchor.pin(above: contentBottom.topAnchor, by: NavTokens.Logo.bottom),
        ]

        if isWide {
            // The map is open beside the card column, from the top of the safe area.
            constraints += [
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                logo.leadingAnchor.pin(after: turnCard.trailingAnchor, by: NavTokens.Logo.leading),
                buttonStack.topAnchor.pin(below: safe.topAnchor, by: edge),
            ]
        } else {
            // The map is open between the cards.
            constraints += [
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                logo.leadingAnchor.pin(after: safe.leadingAnchor, by: NavTokens.Logo.leading),
                buttonStack.topAnchor.pin(below: turnCard.bottomAnchor, by: NavTokens.Buttons.belowTurnCard),
            ]
        }

        phaseConstraints = constraints
        NSLayoutConstraint.activate(phaseConstraints)
    }

    /// Puts the buttons the state carries into the hiding stack, found by type.
    /// The stack hides from the end, so the compass goes last.
    private func arrange(_ buttons: [NavigationUIButton]) {
        let order: [NavigationButtonKnownType] = [.reporting, .compass]
        buttonStack.arrangedSubviews = order.compactMap { type in
            buttons.first { $0.type == type }?.view
        }
    }
}
