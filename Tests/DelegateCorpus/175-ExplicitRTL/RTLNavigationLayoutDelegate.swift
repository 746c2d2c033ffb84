import UIKit
import GoogleNavigation

/// Navigation screen layout for the Arabic/Hebrew markets.
///
/// Rules of this team: every horizontal constraint uses leading/trailing, but
/// we also resolve the direction explicitly and hand it to our own panels
/// (semantic attribute, alignment, mirrored chevron), because our panels are
/// reused in places where the attribute is not inherited.
@MainActor
final class RTLNavigationLayoutDelegate: NSObject, NavigationLayoutDelegate {

    // MARK: Views we own
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let nextStopChip = NextStopChipView()

    // MARK: Constraint sets, one per state
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []

    // MARK: What the SDK handed us
    private weak var readyViewport: UIView?
    private weak var readyLogo: UIView?
    private var guidanceState: ActiveGuidanceUIState?
    private var shownPrompt: NavigationPromptView?
    private var direction: LayoutDirection = .leftToRight

    var nextStopTitle = "Next stop"

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        direction = resolveDirection(of: navMap)
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        buttonStack.spacing = NavMetrics.buttonGap
        buttonStack.semanticContentAttribute = direction.forcedSemanticAttribute

        for view in [newState.viewport, newState.googleLogo] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        navMap.addSubview(buttonStack)
        readyViewport = newState.viewport
        readyLogo = newState.googleLogo
        layOutReady(navMap: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        promptConstraints.deactivate()
        promptConstraints = []
        shownPrompt?.removeFromSuperview()
        shownPrompt = nil
        guidanceConstraints.deactivate()
        guidanceConstraints = []
        readyConstraints.deactivate()
        readyConstraints = []

        buttonStack.arrangedSubviews = []
        buttonStack.removeFromSuperview()
        nextStopChip.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        readyViewport = nil
        readyLogo = nil
        guidanceState = nil
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        readyConstraints.deactivate()
        readyConstraints = []
        guidanceState = newState
        direction = resolveDirection(of: navMap)

        for view in [newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        nextStopChip.apply(direction: direction)
        nextStopChip.update(title: nextStopTitle)
        navMap.addSubview(nextStopChip)
        buttonStack.arrangedSubviews = orderedButtons(newState.buttons)
        layOutGuidance(navMap: navMap, state: newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        promptConstraints.deactivate()
        promptConstraints = []
        shownPrompt?.removeFromSuperview()
        shownPrompt = nil
        guidanceConstraints.deactivate()
        guidanceConstraints = []
        for view in [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget] {
            view.removeFromSuperview()
        }
        nextStopChip.removeFromSuperview()
        guidanceState = nil
        layOutReady(navMap: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        direction = resolveDirection(of: navMap)
        if let guidance = newState as? ActiveGuidanceUIState {
            guidanceConstraints.deactivate()
            guidanceConstraints = []
            promptConstraints.deactivate()
            promptConstraints = []
            nextStopChip.apply(direction: direction)
            layOutGuidance(navMap: navMap, state: guidance)
            if let prompt = shownPrompt {
                promptConstraints = makePromptConstraints(prompt, navMap: navMap, state: guidance)
                promptConstraints.activate()
            }
        } else if let ready = newState as? NavigationReadyUIState {
            readyConstraints.deactivate()
            readyConstraints = []
            layOutReady(navMap: navMap, state: ready)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let state = guidanceState else { return }
        present(newPrompt, navMap: navMap, state: state)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt)
        guard let state = guidanceState else { return }
        present(newPrompt, navMap: navMap, state: state)
    }

    private func present(_ prompt: NavigationPromptView, navMap: GMSMapView, state: ActiveGuidanceUIState) {
        prompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(prompt)
        shownPrompt = prompt
        promptConstraints = makePromptConstraints(prompt, navMap: navMap, state: state)
        promptConstraints.activate()
        prompt.alpha = 0
        UIView.animate(withDuration: 0.25) {
            prompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    private func dismiss(_ prompt: NavigationPromptView) {
        let constraints = promptConstraints
        promptConstraints = []
        if shownPrompt === prompt { shownPrompt = nil }
        UIView.animate(withDuration: 0.2, animations: {
            prompt.alpha = 0
        }, completion: { _ in
            constraints.deactivate()
            prompt.removeFromSuperview()
            prompt.alpha = 1
        })
    }

    // MARK: - Layout builders

    private func resolveDirection(of navMap: GMSMapView) -> LayoutDirection {
        // Both checks on purpose: the attribute is what we set from the app's
        // language, the effective direction is what UIKit resolved for the map.
        let fromAttribute = LayoutDirection.resolve(for: navMap)
        if navMap.effectiveUserInterfaceLayoutDirection == .rightToLeft || fromAttribute.isRightToLeft {
            return .rightToLeft
        }
        return .leftToRight
    }

    private func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
        // Compass closest to the bottom edge, reporting above it; by type, never by index.
        let compass = buttons.filter { $0.type == .compass }.map(\.view)
        let reporting = buttons.filter { $0.type == .reporting }.map(\.view)
        return compass + reporting
    }

    private func layOutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let viewport = state.viewport
        let logo = state.googleLogo
        buttonStack.arrangedSubviews = orderedButtons(state.buttons)
        // Landscape/tablet: buttons sit a bit lower, closer to the thumb.
        let buttonBottomInset = state.wideMode ? NavMetrics.buttonGap : NavMetrics.buttonGap * 2

        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),

            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavMetrics.elementGap),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -NavMetrics.elementGap),

            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavMetrics.buttonInset),
            buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -buttonBottomInset),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: NavMetrics.buttonGap),
        ]
        readyConstraints.activate()
    }

    private func layOutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let viewport = state.viewport
        let logo = state.googleLogo
        var constraints: [NSLayoutConstraint] = []

        if state.wideMode {
            // Leading column: turn card on top, ETA card at the bottom; the
            // camera frames the map beside the column.
            constraints += [
                turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavMetrics.edgeInset),
                turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: turnCard.leadingAnchor),
                etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
                tripBarTop(state, to: safe.topAnchor, constant: NavMetrics.progressBarInset),
            ]
        } else {
            constraints += [
                turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
                tripBarTop(state, to: turnCard.bottomAnchor, constant: NavMetrics.progressBarInset),
            ]
        }
        let viewportFill = viewport.bottomAnchor.constraint(equalTo: state.wideMode ? safe.bottomAnchor : etaCard.layoutMarginsGuide.topAnchor)
        viewportFill.priority = .defaultHigh

        // The logo and the speed widget ride on the ETA card's margins, at the
        // leading side; the button stack at the trailing side.
        let logoOnCard = logo.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)
        logoOnCard.priority = .defaultHigh
        let stackOnCard = buttonStack.bottomAnchor.constraint(equalTo: state.wideMode ? safe.bottomAnchor : etaCard.layoutMarginsGuide.topAnchor, constant: state.wideMode ? -NavMetrics.buttonGap : 0)
        stackOnCard.priority = .defaultHigh

        constraints += [
            viewportFill,
            logo.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
            logo.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
            logoOnCard,
            state.speedWidget.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -NavMetrics.chipGap),

            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavMetrics.buttonInset),
            buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: state.wideMode ? safe.bottomAnchor : etaCard.layoutMarginsGuide.topAnchor),
            stackOnCard,
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: state.wideMode ? safe.topAnchor : turnCard.bottomAnchor, constant: NavMetrics.buttonGap * 4),

            state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavMetrics.progressBarInset),
            state.tripProgressBar.bottomAnchor.constraint(equalTo: buttonStack.topAnchor, constant: -NavMetrics.buttonGap),

            nextStopChip.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: NavMetrics.chipGap),
            nextStopChip.leadingAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.leadingAnchor),
            nextStopChip.trailingAnchor.constraint(lessThanOrEqualTo: turnCard.layoutMarginsGuide.trailingAnchor),
            // Long street names: never reach the progress bar, and stay a chip
            // (not a banner across the camera).
            nextStopChip.trailingAnchor.constraint(lessThanOrEqualTo: state.tripProgressBar.leadingAnchor, constant: -NavMetrics.chipGap),
            nextStopChip.widthAnchor.constraint(lessThanOrEqualTo: turnCard.widthAnchor, multiplier: 0.6),
        ]
        guidanceConstraints = constraints
        guidanceConstraints.activate()
    }

    private func tripBarTop(_ state: ActiveGuidanceUIState, to anchor: NSLayoutYAxisAnchor, constant: CGFloat) -> NSLayoutConstraint {
        state.tripProgressBar.topAnchor.constraint(equalTo: anchor, constant: constant)
    }

    private func makePromptConstraints(_ prompt: NavigationPromptView, navMap: GMSMapView, state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        var constraints = [
            prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            prompt.leadingAnchor.constraint(equalTo: state.wideMode ? state.etaCard.leadingAnchor : safe.leadingAnchor),
            // Keep the camera, the logo and the buttons clear of the prompt.
            state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
            buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
        ]
        if !state.wideMode {
            constraints.append(prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        } else {
            constraints.append(prompt.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor))
        }
        return constraints
    }
}
