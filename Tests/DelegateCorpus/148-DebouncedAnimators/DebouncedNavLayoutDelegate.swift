import UIKit
import GoogleNavigation

/// Layout delegate for the driver screen. Rotation and split-view resizes arrive
/// in bursts, so `sizeChanged` is debounced with a one-shot timer; prompts slide
/// in and out with interruptible property animators.
final class DebouncedNavLayoutDelegate: NavigationLayoutDelegate {
    private enum Timing {
        static let resizeDebounce: TimeInterval = 0.15
        static let minimumRelayoutInterval: TimeInterval = 0.2
        static let promptIn: TimeInterval = 0.3
        static let promptOut: TimeInterval = 0.2
    }

    private weak var map: GMSMapView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?

    private var isWide = false
    private var pendingWide = false
    private var relayoutTimer: Timer?
    private var lastLayout = Date.distantPast

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var bottomEdgeConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var visiblePrompt: NavigationPromptView?
    private var leavingPrompt: NavigationPromptView?
    private var promptAnimator: UIViewPropertyAnimator?

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        isWide = newState.wideMode
        layoutReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        relayoutTimer?.invalidate()
        relayoutTimer = nil
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        oldState.buttons.forEach { $0.view.removeFromSuperview() }
        readyState = nil
        map = nil
    }

    private func layoutReady(_ state: NavigationReadyUIState, on map: GMSMapView) {
        readyState = state
        let safe = map.safeAreaLayoutGuide
        [state.viewport, state.googleLogo].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview($0)
        }
        readyConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
        ]
        if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
            compass.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(compass)
            readyConstraints += [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.buttonVerticalPadding),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            ]
        }
        NSLayoutConstraint.activate(readyConstraints)
        lastLayout = Date()
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        oldState.buttons.forEach { $0.view.removeFromSuperview() }

        guidanceState = newState
        isWide = newState.wideMode
        for view in [newState.turnCard, newState.etaCard, newState.speedWidget, buttonStack] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        buttonStack.arrangedSubviews = newState.buttons
            .filter { $0.type == .compass || $0.type == .reporting }
            .map(\.view)
        layoutGuidance(newState, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt = visiblePrompt { finishHiding(prompt) }
        relayoutTimer?.invalidate()
        NSLayoutConstraint.deactivate(guidanceConstraints + bottomEdgeConstraints + promptConstraints)
        guidanceConstraints.removeAll()
        bottomEdgeConstraints.removeAll()
        promptConstraints.removeAll()
        buttonStack.arrangedSubviews = []
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget, buttonStack].forEach { $0.removeFromSuperview() }
        guidanceState = nil
        isWide = newState.wideMode
        layoutReady(newState, on: navMap)
    }

    private func layoutGuidance(_ state: ActiveGuidanceUIState, on map: GMSMapView) {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        let safe = map.safeAreaLayoutGuide
        let inset = NavigationStyleValues.headerFooterHorizontalPadding
        guidanceConstraints = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.speedWidget.topAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.bottomAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: state.turnCard.layoutMarginsGuide.bottomAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        if isWide {
            guidanceConstraints += [
                state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: map.centerXAnchor),
            ]
        } else {
            guidanceConstraints += [
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
        }
        NSLayoutConstraint.activate(guidanceConstraints)
        pinBottomEdges(of: state, on: map)
        lastLayout = Date()
    }

    /// Viewport, logo and buttons sit on the prompt while one is up, else on the ETA card.
    private func pinBottomEdges(of state: ActiveGuidanceUIState, on map: GMSMapView) {
        NSLayoutConstraint.deactivate(bottomEdgeConstraints)
        let gap = NavigationStyleValues.buttonVerticalPadding
        if let prompt = visiblePrompt {
            bottomEdgeConstraints = [
                state.viewport.bottomAnchor.constraint(equalTo: prompt.topAnchor),
                state.googleLogo.bottomAnchor.constraint(equalTo: prompt.topAnchor, constant: -gap),
                buttonStack.bottomAnchor.constraint(equalTo: prompt.topAnchor, constant: -gap),
            ]
        } else if isWide {
            bottomEdgeConstraints = [
                state.viewport.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor),
                state.googleLogo.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
                buttonStack.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor, constant: -gap),
            ]
        } else {
            bottomEdgeConstraints = [
                state.viewport.bottomAnchor.constraint(equalTo: state.etaCard.topAnchor),
                state.googleLogo.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
                buttonStack.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
            ]
        }
        NSLayoutConstraint.activate(bottomEdgeConstraints)
    }

    // MARK: - Resizing (debounced)

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        pendingWide = newState.wideMode
        relayoutTimer?.invalidate()
        relayoutTimer = Timer.scheduledTimer(withTimeInterval: Timing.resizeDebounce, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.applyPendingSize() }
        }
    }

    private func applyPendingSize() {
        relayoutTimer = nil
        if pendingWide == isWide, Date().timeIntervalSince(lastLayout) < Timing.minimumRelayoutInterval { return }
        isWide = pendingWide
        guard let map, let state = guidanceState else { return }
        layoutGuidance(state, on: map)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        interruptRunningHide()
        guard let state = guidanceState else { return }
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        visiblePrompt = newPrompt
        pinBottomEdges(of: state, on: navMap)

        let animator = UIViewPropertyAnimator(duration: Timing.promptIn, curve: .easeOut) { newPrompt.alpha = 1 }
        animator.startAnimation()
        promptAnimator = animator
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if let running = promptAnimator, running.isRunning { running.stopAnimation(true) }
        leavingPrompt = oldPrompt
        let animator = UIViewPropertyAnimator(duration: Timing.promptOut, curve: .easeIn) { oldPrompt.alpha = 0 }
        animator.addCompletion { [weak self] _ in
            self?.finishHiding(oldPrompt)
        }
        animator.startAnimation()
        promptAnimator = animator
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    /// A new prompt cuts the running hide short: its completion is dropped, so clean up here.
    private func interruptRunningHide() {
        guard let running = promptAnimator, running.isRunning else { return }
        running.stopAnimation(true)
        promptAnimator = nil
        if let leaving = leavingPrompt { finishHiding(leaving) }
    }

    private func finishHiding(_ prompt: NavigationPromptView) {
        if leavingPrompt === prompt { leavingPrompt = nil }
        guard visiblePrompt === prompt else { return }
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        prompt.removeFromSuperview()
        prompt.alpha = 1
        visiblePrompt = nil
        if let map, let state = guidanceState { pinBottomEdges(of: state, on: map) }
    }
}
