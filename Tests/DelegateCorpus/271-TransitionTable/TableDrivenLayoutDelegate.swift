import GoogleNavigation
import UIKit

/// The layout delegate is a thin adapter: each SDK callback updates the
/// context and sends one event into a transition table. All layout lives in
/// the entry and exit actions.
final class TableDrivenLayoutDelegate: NSObject, NavigationLayoutDelegate {

    // MARK: Tables

    static let phaseTransitions: [Phase: [Event: Phase]] = [
        .off: [.enable: .ready],
        .ready: [.start: .guiding, .resize: .ready, .disable: .off],
        .guiding: [.stop: .ready, .resize: .guiding, .disable: .off],
    ]

    static let phaseEntry: [Phase: @MainActor (LayoutContext) -> Void] = [
        .off: PhaseActions.enterOff,
        .ready: PhaseActions.enterReady,
        .guiding: PhaseActions.enterGuiding,
    ]

    static let phaseExit: [Phase: @MainActor (LayoutContext) -> Void] = [
        .ready: PhaseActions.exitReady,
        .guiding: PhaseActions.exitGuiding,
    ]

    static let promptTransitions: [PromptPhase: [PromptEvent: PromptPhase]] = [
        .idle: [.present: .presenting],
        .presenting: [.dismiss: .idle, .swap: .presenting],
    ]

    static let promptEntry: [PromptPhase: @MainActor (LayoutContext) -> Void] = [
        .presenting: PromptActions.enterPresenting,
    ]

    static let promptExit: [PromptPhase: @MainActor (LayoutContext) -> Void] = [
        .presenting: PromptActions.exitPresenting,
    ]

    // MARK: Machines

    private let context = LayoutContext()
    private let phases: TableMachine<Phase, Event>
    private let prompts: TableMachine<PromptPhase, PromptEvent>

    override init() {
        phases = TableMachine(
            name: "phase", initial: .off, transitions: Self.phaseTransitions,
            onEntry: Self.phaseEntry, onExit: Self.phaseExit)
        prompts = TableMachine(
            name: "prompt", initial: .idle, transitions: Self.promptTransitions,
            onEntry: Self.promptEntry, onExit: Self.promptExit)
        super.init()
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        context.map = navMap
        context.wide = newState.wideMode
        context.readyState = newState
        phases.send(.enable, context: context)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        context.map = navMap
        dismissPromptIfNeeded()
        phases.send(.disable, context: context)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        context.map = navMap
        context.wide = newState.wideMode
        context.guidanceState = newState
        phases.send(.start, context: context)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        context.map = navMap
        dismissPromptIfNeeded()
        context.wide = newState.wideMode
        context.readyState = newState
        phases.send(.stop, context: context)
        context.guidanceState = nil
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        context.map = navMap
        context.wide = newState.wideMode
        phases.send(.resize, context: context)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        context.map = navMap
        guard phases.state == .guiding else {
            newPrompt.removeFromSuperview()
            return
        }
        context.incomingPrompt = newPrompt
        prompts.send(.present, context: context)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        context.map = navMap
        if context.prompt === oldPrompt {
            prompts.send(.dismiss, context: context)
        } else {
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        context.map = navMap
        context.incomingPrompt = newPrompt
        if !prompts.send(.swap, context: context) {
            oldPrompt.removeFromSuperview()
            prompts.send(.present, context: context)
        }
    }

    private func dismissPromptIfNeeded() {
        if prompts.canSend(.dismiss) {
            prompts.send(.dismiss, context: context)
        }
    }
}

// MARK: - Phase actions

@MainActor
enum PhaseActions {

    static func enterOff(_ ctx: LayoutContext) {
        ctx.reset()
    }

    static func enterReady(_ ctx: LayoutContext) {
        guard let map = ctx.map, let state = ctx.readyState else { return }
        ctx.add(state.viewport, to: map, atBack: true)
        ctx.add(state.googleLogo, to: map)
        ctx.add(ctx.buttonStack, to: map)
        ctx.arrangeButtons(state.buttons)

        let safe = map.safeAreaLayoutGuide
        let side = ctx.wide ? Metrics.wideEdge : Metrics.edge
        ctx.activate(.ready, [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Metrics.buttonGap),
            ctx.buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
            ctx.buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Metrics.buttonGap),
            ctx.buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: Metrics.buttonGap),
        ])
    }

    static func exitReady(_ ctx: LayoutContext) {
        ctx.deactivate(.ready)
    }

    static func enterGuiding(_ ctx: LayoutContext) {
        guard let map = ctx.map, let state = ctx.guidanceState else { return }
        ctx.addGuides(to: map, wide: ctx.wide)
        ctx.add(state.viewport, to: map, atBack: true)
        for view in [state.turnCard, state.etaCard, state.tripProgressBar, state.speedWidget, state.googleLogo] {
            ctx.add(view, to: map)
        }
        ctx.add(ctx.buttonStack, to: map)
        ctx.arrangeButtons(state.buttons)
        ctx.activate(.guidance, GuidanceLayout.constraints(for: state, in: ctx, on: map))

        // A resize re-enters this phase with a prompt still up: put it back
        // on top of the cards that were just added again.
        if let prompt = ctx.prompt {
            PromptActions.place(prompt, in: ctx, on: map)
            map.bringSubviewToFront(prompt)
        }
    }

    static func exitGuiding(_ ctx: LayoutContext) {
        ctx.deactivate(.prompt)
        ctx.deactivate(.guidance)
        if let state = ctx.guidanceState {
            ctx.remove([state.turnCard, state.etaCard, state.tripProgressBar, state.speedWidget])
        }
        if let map = ctx.map {
            ctx.removeGuides(from: map)
        }
    }
}

// MARK: - Prompt actions (the orthogonal region)

@MainActor
enum PromptActions {

    static func enterPresenting(_ ctx: LayoutContext) {
        guard let map = ctx.map, let prompt = ctx.incomingPrompt else { return }
        ctx.incomingPrompt = nil
        ctx.prompt = prompt
        ctx.add(prompt, to: map)
        place(prompt, in: ctx, on: map)

        prompt.transform = CGAffineTransform(translationX: 0, y: Metrics.promptTravel)
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
            prompt.transform = .identity
        })
    }

    static func exitPresenting(_ ctx: LayoutContext) {
        guard let prompt = ctx.prompt else { return }
        ctx.deactivate(.prompt)
        ctx.prompt = nil
        ctx.forget(prompt)
        UIView.animate(withDuration: 0.2, animations: {
            prompt.transform = CGAffineTransform(translationX: 0, y: Metrics.promptTravel)
        }, completion: { _ in
            prompt.removeFromSuperview()
            prompt.transform = .identity
        })
    }

    /// The prompt rises from the bottom of the map, across the content in
    /// portrait and over the ETA card's column in wide mode; the floor guide
    /// keeps everything at the bottom above whichever is higher.
    static func place(_ prompt: NavigationPromptView, in ctx: LayoutContext, on map: GMSMapView) {
        let safe = map.safeAreaLayoutGuide
        var constraints = [
            prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            ctx.floorGuide.topAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
        ]
        if ctx.wide, let eta = ctx.guidanceState?.etaCard {
            constraints += [
                prompt.leadingAnchor.constraint(equalTo: eta.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: eta.trailingAnchor),
            ]
        } else {
            constraints += [
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
        }
        ctx.activate(.prompt, constraints)
    }
}
