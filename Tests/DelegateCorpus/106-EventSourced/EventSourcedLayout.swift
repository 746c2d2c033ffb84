import GoogleNavigation
import UIKit

/// Every SDK callback becomes an event; a pure reducer computes the next state
/// and `render` applies the difference to the map view.
enum LayoutEvent {
    case enabled(NavigationReadyUIState)
    case disabled
    case guidanceStarted(ActiveGuidanceUIState)
    case guidanceStopped(NavigationReadyUIState)
    case resized(wide: Bool)
    case promptShown(NavigationPromptView)
    case promptHidden
    case promptChanged(NavigationPromptView)
}

struct LayoutState {
    enum Phase: Equatable { case off, ready, guidance }

    var phase: Phase = .off
    var wide = false
    var ready: NavigationReadyUIState?
    var guidance: ActiveGuidanceUIState?
    var prompt: NavigationPromptView?
}

@MainActor
func reduce(state: LayoutState, event: LayoutEvent) -> LayoutState {
    var next = state
    switch event {
    case .enabled(let ready):
        next = LayoutState(phase: .ready, wide: ready.wideMode, ready: ready)
    case .disabled:
        next = LayoutState()
    case .guidanceStarted(let guidance):
        next.phase = .guidance
        next.wide = guidance.wideMode
        next.guidance = guidance
    case .guidanceStopped(let ready):
        next.phase = .ready
        next.wide = ready.wideMode
        next.ready = ready
        next.guidance = nil
        next.prompt = nil
    case .resized(let wide):
        next.wide = wide
    case .promptShown(let prompt), .promptChanged(let prompt):
        next.prompt = prompt
    case .promptHidden:
        next.prompt = nil
    }
    return next
}

@MainActor
final class EventSourcedLayout: NSObject, NavigationLayoutDelegate {
    private(set) var log: [LayoutEvent] = []
    private var state = LayoutState()
    private weak var map: GMSMapView?

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var phaseViews: [UIView] = []
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []

    private func dispatch(_ event: LayoutEvent, on navMap: GMSMapView) {
        map = navMap
        log.append(event)
        let previous = state
        state = reduce(state: previous, event: event)
        render(state, previous: previous)
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        dispatch(.enabled(newState), on: navMap)
    }
    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dispatch(.disabled, on: navMap)
    }
    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        dispatch(.guidanceStarted(newState), on: navMap)
    }
    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dispatch(.guidanceStopped(newState), on: navMap)
    }
    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        dispatch(.resized(wide: newState.wideMode), on: navMap)
    }
    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        dispatch(.promptShown(newPrompt), on: navMap)
    }
    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dispatch(.promptHidden, on: navMap)
    }
    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dispatch(.promptChanged(newPrompt), on: navMap)
    }

    // MARK: Render

    private func render(_ state: LayoutState, previous: LayoutState) {
        guard let navMap = map else { return }

        if state.prompt !== previous.prompt, let old = previous.prompt {
            NSLayoutConstraint.deactivate(promptConstraints)
            promptConstraints = []
            old.removeFromSuperview()
        }

        if state.phase != previous.phase || state.wide != previous.wide {
            NSLayoutConstraint.deactivate(phaseConstraints)
            phaseConstraints = []
            phaseViews.forEach { $0.removeFromSuperview() }
            phaseViews = []
            buttonStack.arrangedSubviews = []

            if previous.phase == .off, state.phase != .off {
                installSession(on: navMap)
            }
            switch state.phase {
            case .off:
                NSLayoutConstraint.deactivate(sessionConstraints)
                sessionConstraints = []
                buttonStack.removeFromSuperview()
                navMap.removeLayoutGuide(contentBottom)
            case .ready:
                if let ready = state.ready { renderReady(ready, wide: state.wide, on: navMap) }
            case .guidance:
                if let guidance = state.guidance { renderGuidance(guidance, wide: state.wide, on: navMap) }
            }
            // A prompt that survives the re-render stays above the rebuilt chrome.
            if let kept = state.prompt, kept === previous.prompt {
                navMap.bringSubviewToFront(kept)
            }
        }

        if state.prompt !== previous.prompt, let prompt = state.prompt {
            renderPrompt(prompt, on: navMap)
        }
    }

    private func installSession(on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(contentBottom)
        navMap.addSubview(buttonStack)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            resting,
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
        ]
        NSLayoutConstraint.activate(sessionConstraints)
    }

    private func renderReady(_ ready: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        phaseViews = [ready.viewport, ready.googleLogo]
        phaseViews.forEach(navMap.addSubview)
        buttonStack.arrangedSubviews = ready.buttons.filter { $0.type == .compass }.map(\.view)
        phaseConstraints = pinChrome(logo: ready.googleLogo, viewport: ready.viewport, top: safe.topAnchor, safe: safe)
        NSLayoutConstraint.activate(phaseConstraints)
    }

    private func renderGuidance(_ guidance: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = guidance.turnCard
        let etaCard = guidance.etaCard
        phaseViews = [guidance.viewport, turnCard, etaCard, guidance.googleLogo]
        phaseViews.forEach(navMap.addSubview)
        buttonStack.arrangedSubviews = guidance.buttons
            .filter { $0.type == .reporting || $0.type == .compass }
            .map(\.view)
        phaseConstraints = [
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: wide ? safe.leadingAnchor : navMap.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        ] + pinChrome(logo: guidance.googleLogo, viewport: guidance.viewport, top: turnCard.bottomAnchor, safe: safe)
        NSLayoutConstraint.activate(phaseConstraints)
    }

    /// Logo, viewport and button stack: the same in both phases but for the top.
    private func pinChrome(logo: UIView, viewport: UIView, top: NSLayoutYAxisAnchor, safe: UILayoutGuide) -> [NSLayoutConstraint] {
        [
            viewport.topAnchor.constraint(equalTo: top),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
            buttonStack.topAnchor.constraint(equalTo: top, constant: 8),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
        ]
    }

    private func renderPrompt(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        navMap.addSubview(prompt)
        let slide = prompt.topAnchor.constraint(equalTo: navMap.bottomAnchor)
        promptConstraints = [
            slide,
            prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.25) {
            slide.isActive = false
            let settled = prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
            settled.isActive = true
            self.promptConstraints[0] = settled
            navMap.layoutIfNeeded()
        }
    }
}
