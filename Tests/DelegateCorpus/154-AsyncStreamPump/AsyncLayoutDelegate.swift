import GoogleNavigation
import UIKit

/// Layout delegate whose callbacks only enqueue events. One task consumes the
/// stream, so every event's async work (config reads, prompt animations)
/// finishes before the next event is handled: no interleaving at `await`s.
@MainActor
final class AsyncLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let config: ChromeConfig
    private let events: AsyncStream<LayoutEvent>
    private let sink: AsyncStream<LayoutEvent>.Continuation
    private var pump: Task<Void, Never>?

    private let contentBottom = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var guidance: ActiveGuidanceUIState?
    private var ready: NavigationReadyUIState?
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    init(config: ChromeConfig = .shared) {
        self.config = config
        (events, sink) = AsyncStream.makeStream(of: LayoutEvent.self)
        super.init()
        pump = Task { @MainActor [weak self, events] in
            for await event in events {
                guard let self else { return }
                await self.handle(event)
            }
        }
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        sink.yield(.enable(navMap, newState))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        sink.yield(.disable(navMap))
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        sink.yield(.startGuidance(navMap, newState))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        sink.yield(.stopGuidance(navMap, newState))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        sink.yield(.resize(navMap, wide: newState.wideMode))
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        sink.yield(.showPrompt(navMap, newPrompt))
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        sink.yield(.hidePrompt(navMap, oldPrompt))
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        sink.yield(.hidePrompt(navMap, oldPrompt))
        sink.yield(.showPrompt(navMap, newPrompt))
    }

    // MARK: - Event handling

    private func handle(_ event: LayoutEvent) async {
        let settings = await config.current()
        switch event {
        case let .enable(navMap, state):
            navMap.addLayoutGuide(contentBottom)
            let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
            resting.priority = .defaultLow
            sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
            NSLayoutConstraint.activate(sessionConstraints)
            ready = state
            layOutReady(state, on: navMap, settings: settings)
        case let .disable(navMap):
            if let prompt { await slideOut(prompt, on: navMap, settings: settings) }
            clearState()
            ready = nil
            NSLayoutConstraint.deactivate(sessionConstraints)
            sessionConstraints = []
            navMap.removeLayoutGuide(contentBottom)
        case let .startGuidance(navMap, state):
            clearState()
            guidance = state
            layOutGuidance(state, wide: state.wideMode, on: navMap, settings: settings)
        case let .stopGuidance(navMap, state):
            clearState()
            guidance = nil
            ready = state
            layOutReady(state, on: navMap, settings: settings)
        case let .resize(navMap, wide):
            guard let guidance else { return }
            clearState()
            layOutGuidance(guidance, wide: wide, on: navMap, settings: settings)
            if let prompt { navMap.bringSubviewToFront(prompt) }
        case let .showPrompt(navMap, newPrompt):
            await slideIn(newPrompt, on: navMap, settings: settings)
        case let .hidePrompt(navMap, oldPrompt):
            guard oldPrompt === prompt else { return }
            await slideOut(oldPrompt, on: navMap, settings: settings)
        }
    }

    private func layOutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView, settings: ChromeConfig.Snapshot) {
        let safe = navMap.safeAreaLayoutGuide
        // Nothing of the ready layout depends on the width class yet; read it so
        // a launch in landscape is handled the day it does.
        _ = state.wideMode
        mount([state.viewport, state.googleLogo], buttons: state.buttons, on: navMap, settings: settings)
        stateConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func layOutGuidance(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView,
                                settings: ChromeConfig.Snapshot) {
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard, etaCard = state.etaCard, viewport = state.viewport, logo = state.googleLogo
        var views = [turnCard, etaCard, viewport, logo]
        if settings.showsSpeedWidget { views.append(state.speedWidget) }
        mount(views, buttons: state.buttons, on: navMap, settings: settings)
        stateConstraints = [
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        if settings.showsSpeedWidget {
            stateConstraints += [
                state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            ]
            if !wide {
                stateConstraints.append(contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor))
            }
        }
        if wide {
            stateConstraints += [
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor),
                buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
            ]
        } else {
            stateConstraints += [
                etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            ]
        }
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func mount(_ views: [UIView], buttons: [NavigationUIButton], on navMap: GMSMapView,
                       settings: ChromeConfig.Snapshot) {
        stateViews = views
        views.forEach(navMap.addSubview)
        buttonStack.spacing = settings.buttonSpacing
        let order: [NavigationButtonKnownType] = [.reporting, .compass]
        buttonStack.arrangedSubviews = order.flatMap { type in buttons.filter { $0.type == type }.map(\.view) }
        navMap.addSubview(buttonStack)
    }

    private func clearState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        buttonStack.removeFromSuperview()
        buttonStack.arrangedSubviews = []
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = []
    }

    // MARK: - Prompts

    private func slideIn(_ newPrompt: NavigationPromptView, on navMap: GMSMapView, settings: ChromeConfig.Snapshot) async {
        prompt = newPrompt
        navMap.addSubview(newPrompt)
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptConstraints = [
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        navMap.layoutIfNeeded()
        await UIView.animateAsync(duration: settings.promptSlideDuration) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    private func slideOut(_ oldPrompt: NavigationPromptView, on navMap: GMSMapView, settings: ChromeConfig.Snapshot) async {
        let leaving = promptConstraints
        prompt = nil
        promptConstraints = []
        await UIView.animateAsync(duration: settings.promptSlideDuration) {
            leaving.first?.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }
        NSLayoutConstraint.deactivate(leaving)
        oldPrompt.removeFromSuperview()
    }
}
