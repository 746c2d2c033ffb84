import GoogleNavigation
import UIKit

/// Navigation chrome laid out from computed metrics (see `LayoutMath`).
@MainActor
final class GeometryNavigationLayout: NSObject, NavigationLayoutDelegate {
    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    private var phase: Phase = .off

    /// Constraints of the current phase (ready or guidance).
    private var phaseConstraints: [NSLayoutConstraint] = []
    /// Views the current phase added to the map.
    private var phaseViews: [UIView] = []
    /// The button column of the current phase.
    private var buttonColumn: GMSNavigationHidingStackView?

    /// Bottom edge of the unobscured map: sits on the safe area, pushed up by the
    /// ETA card and by a prompt on screen. Lives from enable to disable.
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []

    private var prompt: NavigationPromptView?
    private var promptBottom: NSLayoutConstraint?

    private static var promptDuration: TimeInterval { 0.25 * LayoutMath.goldenMajor * 2 }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        layOutReady(navMap: navMap, state: newState, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        tearDownPhase()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottom)
        phase = .off
    }

    private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState, wide: Bool) {
        let metrics = ChromeMetrics(mapBounds: navMap.bounds, wide: wide)
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        let column = makeButtonColumn(state.buttons, metrics: metrics)

        [viewport, logo, column].forEach(navMap.addSubview)
        phaseViews = [viewport, logo, column]

        phaseConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.logoLeadingInset),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            column.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.buttonTrailingInset),
            column.topAnchor.constraint(equalTo: safe.topAnchor),
            column.bottomAnchor.constraint(equalTo: logo.topAnchor),
        ]
        NSLayoutConstraint.activate(phaseConstraints)
        phase = .ready(state)
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownPhase()
        layOutGuidance(navMap: navMap, state: newState, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        tearDownPhase()
        layOutReady(navMap: navMap, state: newState, wide: newState.wideMode)
    }

    private func layOutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState, wide: Bool) {
        let metrics = ChromeMetrics(mapBounds: navMap.bounds, wide: wide)
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let speed = state.speedWidget
        let logo = state.googleLogo
        let viewport = state.viewport
        let column = makeButtonColumn(state.buttons, metrics: metrics)

        [viewport, turnCard, etaCard, speed, logo, column].forEach(navMap.addSubview)
        phaseViews = [viewport, turnCard, etaCard, speed, logo, column]

        var constraints: [NSLayoutConstraint] = [
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),

            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: metrics.wide ? safe.leadingAnchor : navMap.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),

            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.logoLeadingInset),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.logoLeadingInset),
            speed.bottomAnchor.constraint(equalTo: logo.topAnchor),

            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.viewportLeadingInset),

            column.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.buttonTrailingInset),
            column.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        // Beside the card column (wide) the buttons may use the full height.
        constraints.append(metrics.wide
            ? column.topAnchor.constraint(equalTo: safe.topAnchor)
            : column.topAnchor.constraint(equalTo: turnCard.bottomAnchor))
        phaseConstraints = constraints
        NSLayoutConstraint.activate(phaseConstraints)
        phase = .guiding(state)
    }

    // MARK: - Size changes

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        switch phase {
        case .off:
            return
        case .ready(let state):
            tearDownPhase()
            layOutReady(navMap: navMap, state: state, wide: newState.wideMode)
        case .guiding(let state):
            tearDownPhase()
            layOutGuidance(navMap: navMap, state: state, wide: newState.wideMode)
            // The relayout re-added the cards: keep a prompt on screen above them.
            if let prompt { navMap.bringSubviewToFront(prompt) }
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let metrics = ChromeMetrics(mapBounds: navMap.bounds, wide: false)
        let start = metrics.promptStartOffset(for: newPrompt)
        navMap.addSubview(newPrompt)
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: start)
        NSLayoutConstraint.activate([
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        prompt = newPrompt
        promptBottom = bottom
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.promptDuration) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let bottom = promptBottom, prompt === oldPrompt else { return }
        let metrics = ChromeMetrics(mapBounds: navMap.bounds, wide: false)
        let end = metrics.promptStartOffset(for: oldPrompt)
        prompt = nil
        promptBottom = nil
        UIView.animate(withDuration: Self.promptDuration, animations: {
            bottom.constant = end
            navMap.layoutIfNeeded()
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Helpers

    private func makeButtonColumn(_ buttons: [NavigationUIButton], metrics: ChromeMetrics) -> GMSNavigationHidingStackView {
        let column = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        column.translatesAutoresizingMaskIntoConstraints = false
        column.spacing = metrics.buttonSpacing
        // Compass above reporting, found by type, never by index.
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        column.arrangedSubviews = order.compactMap { type in
            buttons.first { $0.type == type }?.view
        }
        buttonColumn = column
        return column
    }

    private func tearDownPhase() {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = []
        buttonColumn?.arrangedSubviews = []
        buttonColumn = nil
        phaseViews.forEach { $0.removeFromSuperview() }
        phaseViews = []
    }

    private func removePrompt() {
        prompt?.removeFromSuperview()
        prompt = nil
        promptBottom = nil
    }
}
