import UIKit
import GoogleNavigation

/// Navigation layout after our migration from frames. Positions are preferred
/// (optional constraints) and bounded (required inequalities), so a taller
/// ETA card or a prompt pushes things up instead of breaking the layout.
@MainActor
final class PriorityLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Metric {
        static let edge: CGFloat = 8
        static let buttonInset: CGFloat = 16
        static let gap: CGFloat = 12
        static let badgeGap: CGFloat = 8
        static let readyButtonLift: CGFloat = 24
    }

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let stopsBadge = StopsBadgeView()

    // Navigation ready: prepared once per session, toggled with isActive.
    private var readyConstraints: [NSLayoutConstraint] = []
    private var readyStackBottom: NSLayoutConstraint?

    // Active guidance: shared constraints plus two prepared sets.
    private var guidanceShared: [NSLayoutConstraint] = []
    private var guidanceSets: ConstraintSwitch?
    private var guidance: ActiveGuidanceUIState?

    private var prompt: (view: NavigationPromptView, constraints: [NSLayoutConstraint])?

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let viewport = newState.viewport
        let logo = newState.googleLogo
        [viewport, logo, buttonStack].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview($0)
        }
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
        buttonStack.arrangedSubviews = newState.buttons.filter { $0.type == .compass }.map { $0.view }

        let stackBottom = buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        readyStackBottom = stackBottom
        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metric.gap),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Metric.gap),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metric.buttonInset),
            stackBottom,
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: Metric.gap),
        ]
        applyReadyMetrics(wide: newState.wideMode)
        readyConstraints.forEach { $0.isActive = true }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePromptNow()
        readyConstraints.forEach { $0.isActive = false }
        readyConstraints = []
        readyStackBottom = nil
        tearDownGuidance()
        buttonStack.arrangedSubviews = []
        [oldState.viewport, oldState.googleLogo, buttonStack].forEach { $0.removeFromSuperview() }
    }

    private func applyReadyMetrics(wide: Bool) {
        // Landscape keeps the compass low; portrait lifts it off the home indicator.
        readyStackBottom?.constant = wide ? -Metric.gap : -Metric.readyButtonLift
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        readyConstraints.forEach { $0.isActive = false }
        guidance = newState
        [newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview($0)
        }
        navMap.addSubview(stopsBadge)
        let compass = newState.buttons.filter { $0.type == .compass }.map { $0.view }
        let reporting = newState.buttons.filter { $0.type == .reporting }.map { $0.view }
        buttonStack.arrangedSubviews = compass + reporting

        prepareGuidanceConstraints(navMap: navMap, state: newState)
        NSLayoutConstraint.activate(guidanceShared)
        guidanceSets?.select(wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePromptNow()
        tearDownGuidance()
        buttonStack.arrangedSubviews = newState.buttons.filter { $0.type == .compass }.map { $0.view }
        applyReadyMetrics(wide: newState.wideMode)
        readyConstraints.forEach { $0.isActive = true }
    }

    private func tearDownGuidance() {
        guard let state = guidance else { return }
        guidanceSets?.deactivateAll()
        guidanceSets = nil
        NSLayoutConstraint.deactivate(guidanceShared)
        guidanceShared = []
        [state.turnCard, state.etaCard, state.tripProgressBar, state.speedWidget, stopsBadge].forEach { $0.removeFromSuperview() }
        guidance = nil
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if guidance != nil {
            guidanceSets?.select(wide: newState.wideMode)
        } else {
            applyReadyMetrics(wide: newState.wideMode)
        }
    }

    private func prepareGuidanceConstraints(navMap: GMSMapView, state: ActiveGuidanceUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let turn = state.turnCard
        let eta = state.etaCard
        let viewport = state.viewport
        let logo = state.googleLogo

        guidanceShared = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),

            // Logo rides the ETA card; gives way upwards (prompt, taller card).
            logo.leadingAnchor.constraint(equalTo: eta.layoutMarginsGuide.leadingAnchor),
            logo.bottomAnchor.constraint(lessThanOrEqualTo: eta.layoutMarginsGuide.topAnchor),
            logo.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor).withPriority(.preferred),
            state.speedWidget.leadingAnchor.constraint(equalTo: eta.layoutMarginsGuide.leadingAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -Metric.badgeGap),

            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metric.buttonInset),
            buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor, constant: -Metric.gap),
            state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metric.edge),
            state.tripProgressBar.bottomAnchor.constraint(equalTo: buttonStack.topAnchor, constant: -Metric.gap),

            // Badge under the turn card, trailing; it may shrink (time label
            // gives way) but never wider than the card.
            stopsBadge.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: Metric.badgeGap),
            stopsBadge.trailingAnchor.constraint(equalTo: turn.layoutMarginsGuide.trailingAnchor),
            stopsBadge.leadingAnchor.constraint(greaterThanOrEqualTo: turn.layoutMarginsGuide.leadingAnchor),
            stopsBadge.widthAnchor.constraint(lessThanOrEqualToConstant: 240).withPriority(.almostRequired),
        ]

        let compact: [NSLayoutConstraint] = [
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: eta.layoutMarginsGuide.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: eta.topAnchor).withPriority(.optional),
            buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: eta.layoutMarginsGuide.topAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor).withPriority(.preferred),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: stopsBadge.bottomAnchor, constant: Metric.gap * 4),
            state.tripProgressBar.topAnchor.constraint(equalTo: stopsBadge.bottomAnchor, constant: Metric.badgeGap),
        ]

        let wide: [NSLayoutConstraint] = [
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metric.edge),
            turn.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
            eta.leadingAnchor.constraint(equalTo: turn.leadingAnchor),
            eta.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: turn.trailingAnchor, constant: Metric.gap),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor).withPriority(.optional),
            buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Metric.gap).withPriority(.preferred),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: Metric.gap * 4),
            state.tripProgressBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metric.edge),
        ]
        guidanceSets = ConstraintSwitch(compact: compact, wide: wide)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt)
        present(newPrompt, on: navMap)
    }

    private func present(_ view: NavigationPromptView, on navMap: GMSMapView) {
        guard let state = guidance else { return }
        let safe = navMap.safeAreaLayoutGuide
        view.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(view)
        let constraints = [
            view.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: state.etaCard.leadingAnchor),
            view.trailingAnchor.constraint(lessThanOrEqualTo: safe.trailingAnchor),
            view.trailingAnchor.constraint(equalTo: state.etaCard.trailingAnchor).withPriority(.optional),
            // Keep the camera, the logo and the buttons above the prompt.
            state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.topAnchor),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.topAnchor),
            buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.topAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        prompt = (view, constraints)
        view.transform = CGAffineTransform(translationX: 0, y: 160)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
            view.transform = .identity
            navMap.layoutIfNeeded()
        }, completion: nil)
    }

    private func dismiss(_ view: NavigationPromptView) {
        guard let current = prompt, current.view === view else {
            view.removeFromSuperview()
            return
        }
        prompt = nil
        UIView.animate(withDuration: 0.2, animations: {
            view.alpha = 0
        }, completion: { _ in
            NSLayoutConstraint.deactivate(current.constraints)
            view.removeFromSuperview()
            view.alpha = 1
        })
    }

    private func removePromptNow() {
        guard let current = prompt else { return }
        NSLayoutConstraint.deactivate(current.constraints)
        current.view.removeFromSuperview()
        prompt = nil
    }
}
