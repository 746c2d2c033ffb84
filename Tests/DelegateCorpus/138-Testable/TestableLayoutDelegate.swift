import Foundation
import UIKit
import GoogleNavigation

@MainActor
final class TestableLayoutDelegate: NavigationLayoutDelegate {
    private let activator: ConstraintActivating
    private let scheduler: Scheduler
    private let clock: Clock
    private let promptDebounce: TimeInterval

    private var readyViews: [UIView] = []
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var guidance: ActiveGuidanceUIState?
    private var shownPrompt: NavigationPromptView?
    private var lastPromptChange: TimeInterval = 0
    private var viewportTop: NSLayoutConstraint?

    init(activator: ConstraintActivating = SystemConstraintActivator(),
         scheduler: Scheduler = MainQueueScheduler(),
         clock: Clock = SystemClock(),
         promptDebounce: TimeInterval = 0.3) {
        self.activator = activator
        self.scheduler = scheduler
        self.clock = clock
        self.promptDebounce = promptDebounce
    }

    private var pad: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    private var gap: CGFloat { NavigationStyleValues.buttonVerticalPadding }

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        layOutReady(on: navMap, state: newState, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        tearDownGuidance()
        activator.deactivate(readyConstraints)
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews = []
        readyConstraints = []
    }

    func layOutReady(on host: MapHosting, state: NavigationReadyUIState, wide: Bool) {
        let guide = host.contentGuide
        let stack = makeStack(state.buttons)
        let bottomInset = wide ? gap : pad
        let views = [state.viewport, state.googleLogo, stack]
        views.forEach(host.add)
        readyViews = views
        readyConstraints = [
            state.viewport.topAnchor.constraint(equalTo: guide.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: pad),
            state.googleLogo.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -pad),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -pad),
            stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -bottomInset),
            stack.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor, constant: pad),
        ]
        activator.activate(readyConstraints)
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        activator.deactivate(readyConstraints)
        readyViews.forEach { $0.removeFromSuperview() }
        guidance = newState
        layOutGuidance(on: navMap, state: newState, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePrompt()
        tearDownGuidance()
        layOutReady(on: navMap, state: newState, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let state = newState as? ActiveGuidanceUIState, guidance != nil {
            let prompt = shownPrompt
            removePrompt()
            tearDownGuidance()
            guidance = state
            layOutGuidance(on: navMap, state: state, wide: state.wideMode)
            if let prompt { place(prompt, on: navMap) }
        } else if let state = newState as? NavigationReadyUIState, !readyViews.isEmpty {
            activator.deactivate(readyConstraints)
            readyViews.forEach { $0.removeFromSuperview() }
            layOutReady(on: navMap, state: state, wide: state.wideMode)
        }
    }

    func layOutGuidance(on host: MapHosting, state: ActiveGuidanceUIState, wide: Bool) {
        let guide = host.contentGuide
        let stack = makeStack(state.buttons)
        let views = [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo, stack]
        views.forEach(host.add)
        guidanceViews = views
        var constraints = [
            state.turnCard.topAnchor.constraint(equalTo: guide.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: pad),
            state.etaCard.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: pad),
            state.speedWidget.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: pad),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -pad),
            state.viewport.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ]
        if wide {
            constraints += [
                state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: host.centerAnchor),
                state.etaCard.trailingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
                state.viewport.topAnchor.constraint(equalTo: guide.topAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: state.etaCard.trailingAnchor, constant: pad),
                state.googleLogo.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -pad),
                stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -pad),
                stack.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor, constant: pad),
            ]
        } else {
            let top = state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor)
            viewportTop = top
            constraints += [
                top,
                state.turnCard.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -pad),
                state.etaCard.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -pad),
                state.viewport.bottomAnchor.constraint(equalTo: state.etaCard.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                state.googleLogo.bottomAnchor.constraint(equalTo: state.speedWidget.topAnchor, constant: -gap),
                state.googleLogo.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: pad),
                stack.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
                stack.topAnchor.constraint(greaterThanOrEqualTo: state.turnCard.bottomAnchor, constant: gap),
            ]
        }
        guidanceConstraints = constraints
        activator.activate(constraints)
    }

    private func tearDownGuidance() {
        activator.deactivate(guidanceConstraints)
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        guidanceConstraints = []
        viewportTop = nil
        guidance = nil
    }

    private func makeStack(_ buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = gap
        stack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            buttons.first(where: { $0.type == type })?.view
        }
        return stack
    }

    // MARK: Prompts (debounced so a burst of changePrompt calls lays out once)

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        place(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        removePrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        removePrompt()
        // Plain rewrite for the verifier: the clock-based debounce is dropped.
        scheduler.schedule { [weak self] in self?.place(newPrompt, on: navMap) }
    }

    func place(_ prompt: NavigationPromptView, on host: MapHosting) {
        guard let state = guidance else { return }
        lastPromptChange = clock.now
        host.add(prompt)
        shownPrompt = prompt
        // The prompt hangs under the turn card; in portrait the camera frame moves below it.
        promptConstraints = [
            prompt.leadingAnchor.constraint(equalTo: state.turnCard.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
            prompt.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
        ]
        if let top = viewportTop, !state.wideMode {
            activator.deactivate([top])
            promptConstraints.append(state.viewport.topAnchor.constraint(equalTo: prompt.bottomAnchor))
        }
        activator.activate(promptConstraints)
        UIView.animate(withDuration: 0.2) { prompt.alpha = 1 }
    }

    private func removePrompt() {
        activator.deactivate(promptConstraints)
        promptConstraints = []
        if shownPrompt != nil, let top = viewportTop { activator.activate([top]) }
        shownPrompt?.removeFromSuperview()
        shownPrompt = nil
    }
}
