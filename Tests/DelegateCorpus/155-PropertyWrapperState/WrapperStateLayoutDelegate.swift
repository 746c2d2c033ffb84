import GoogleNavigation
import UIKit

/// Navigation screen layout driven by observed properties: the callbacks only
/// write `phase`, `isWide` and `prompt`; the observers registered in `init`
/// tear down and rebuild the layout.
@MainActor
final class WrapperStateLayoutDelegate: NSObject, NavigationLayoutDelegate {
    enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    @Observed private var phase: Phase = .off
    @Observed private var isWide = false
    @Observed private var prompt: NavigationPromptView? = nil

    @Clamped(0.15...0.6) private var promptSlideDuration: TimeInterval = 0.35
    @Clamped(0...16) private var buttonSpacing: CGFloat = 8

    private weak var navMap: GMSMapView?
    /// Bottom of the open map: above the ETA card and above any prompt.
    private let contentBottomGuide = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var phaseViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var promptBottom: NSLayoutConstraint?

    override init() {
        super.init()
        $phase.observe { [unowned self] _, new in
            self.tearDownPhase()
            self.install(new)
        }
        $isWide.observe { [unowned self] old, new in
            guard old != new else { return }
            self.tearDownPhase()
            self.install(self.phase)
        }
        $prompt.observe { [unowned self] old, new in
            if let old { self.slideOut(old) }
            if let new { self.slideIn(new) }
        }
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self.navMap = navMap
        navMap.addLayoutGuide(contentBottomGuide)
        let resting = contentBottomGuide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [contentBottomGuide.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(sessionConstraints)
        isWide = newState.wideMode
        phase = .ready(newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt = nil
        phase = .off
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottomGuide)
        self.navMap = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        isWide = newState.wideMode
        phase = .guiding(newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        isWide = newState.wideMode
        phase = .ready(newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if prompt === oldPrompt { prompt = nil }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        prompt = newPrompt
    }

    // MARK: - Phases

    private func install(_ phase: Phase) {
        guard let navMap else { return }
        let safe = navMap.safeAreaLayoutGuide
        let guide = contentBottomGuide
        switch phase {
        case .off:
            return
        case .ready(let state):
            phaseViews = [state.viewport, state.googleLogo]
            phaseConstraints = [
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: guide.topAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.googleLogo.bottomAnchor.constraint(equalTo: guide.topAnchor),
                buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
            ]
            stackButtons(state.buttons)
        case .guiding(let state):
            let turnCard = state.turnCard, etaCard = state.etaCard, viewport = state.viewport
            phaseViews = [turnCard, etaCard, state.speedWidget, viewport, state.googleLogo]
            phaseConstraints = [
                turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
                viewport.bottomAnchor.constraint(equalTo: guide.topAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.googleLogo.bottomAnchor.constraint(equalTo: guide.topAnchor),
                buttonStack.bottomAnchor.constraint(equalTo: guide.topAnchor),
            ]
            if isWide {
                // Leading column: turn card on top, ETA card at the bottom; the
                // camera frames the open map beside it.
                phaseConstraints += [
                    etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
                    viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                    state.googleLogo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor),
                    buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
                ]
                let hug = viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor)
                hug.priority = .defaultHigh
                phaseConstraints.append(hug)
            } else {
                phaseConstraints += [
                    etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                    guide.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor),
                    guide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                    viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                    viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                ]
            }
            stackButtons(state.buttons)
        }
        phaseViews.forEach { navMap.addSubview($0) }
        navMap.addSubview(buttonStack)
        phaseConstraints += [
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: guide.topAnchor),
        ]
        NSLayoutConstraint.activate(phaseConstraints)
        // A relayout re-adds the cards: keep a prompt on screen above them.
        if let prompt { navMap.bringSubviewToFront(prompt) }
    }

    private func stackButtons(_ buttons: [NavigationUIButton]) {
        buttonStack.spacing = buttonSpacing
        let compass = buttons.filter { $0.type == .compass }.map(\.view)
        let reporting = buttons.filter { $0.type == .reporting }.map(\.view)
        buttonStack.arrangedSubviews = reporting + compass
    }

    private func tearDownPhase() {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = []
        buttonStack.removeFromSuperview()
        buttonStack.arrangedSubviews = []
        phaseViews.forEach { $0.removeFromSuperview() }
        phaseViews = []
    }

    // MARK: - Prompts

    private func slideIn(_ newPrompt: NavigationPromptView) {
        guard let navMap else { return }
        navMap.addSubview(newPrompt)
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptBottom = bottom
        promptConstraints = [
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: promptSlideDuration) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    private func slideOut(_ oldPrompt: NavigationPromptView) {
        let constraints = promptConstraints
        let bottom = promptBottom
        promptConstraints = []
        promptBottom = nil
        guard let navMap else {
            NSLayoutConstraint.deactivate(constraints)
            oldPrompt.removeFromSuperview()
            return
        }
        UIView.animate(withDuration: promptSlideDuration) {
            bottom?.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        } completion: { _ in
            NSLayoutConstraint.deactivate(constraints)
            oldPrompt.removeFromSuperview()
        }
    }
}
