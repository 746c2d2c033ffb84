import GoogleNavigation
import UIKit

/// Navigation layout built from composable witnesses: each callback only decides
/// which state it is in and which witnesses apply; the witnesses say where things go.
@MainActor
final class WitnessLayoutDelegate: NavigationLayoutDelegate {
    private enum Phase {
        case off
        case ready(ReadyContext)
        case guiding(GuidanceContext)
    }

    private var phase: Phase = .off
    private var applied: [NSLayoutConstraint] = []
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let fadeDuration: TimeInterval = 0.2

    // MARK: Transitions

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        buttonStack.spacing = Spacing.vertical
        buttonStack.arrangedSubviews = views(of: newState.buttons, [.compass])
        for view in [newState.viewport, newState.googleLogo, buttonStack] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        phase = .ready(ReadyContext(state: newState, map: navMap, buttons: buttonStack, wide: newState.wideMode))
        render(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if case .guiding(let ctx) = phase {
            ctx.prompt?.removeFromSuperview()
        }
        phase = .off
        render(navMap)
        buttonStack.arrangedSubviews = []
        [oldState.viewport, oldState.googleLogo, buttonStack].forEach { $0.removeFromSuperview() }
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let cards = [newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget]
        for card in cards {
            card.translatesAutoresizingMaskIntoConstraints = false
            navMap.insertSubview(card, belowSubview: newState.googleLogo)
        }
        buttonStack.arrangedSubviews = views(of: newState.buttons, [.compass, .reporting])

        let wide = newState.wideMode
        phase = .guiding(GuidanceContext(state: newState, map: navMap, buttons: buttonStack, wide: wide, prompt: nil))
        render(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if case .guiding(let ctx) = phase {
            ctx.prompt?.removeFromSuperview()
        }
        NSLayoutConstraint.deactivate(applied)
        applied = []
        [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget]
            .forEach { $0.removeFromSuperview() }
        buttonStack.arrangedSubviews = views(of: newState.buttons, [.compass])

        phase = .ready(ReadyContext(state: newState, map: navMap, buttons: buttonStack, wide: newState.wideMode))
        render(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        switch phase {
        case .off:
            return
        case .ready(var ctx):
            ctx.wide = newState.wideMode
            phase = .ready(ctx)
        case .guiding(var ctx):
            ctx.wide = newState.wideMode
            phase = .guiding(ctx)
        }
        render(navMap)
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard case .guiding(var ctx) = phase else { return }
        present(newPrompt, on: navMap)
        ctx.prompt = newPrompt
        phase = .guiding(ctx)
        render(navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard case .guiding(var ctx) = phase, ctx.prompt === oldPrompt else { return }
        ctx.prompt = nil
        phase = .guiding(ctx)
        render(navMap)
        UIView.animate(withDuration: fadeDuration, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        guard case .guiding(var ctx) = phase else { return }
        oldPrompt.removeFromSuperview()
        present(newPrompt, on: navMap)
        ctx.prompt = newPrompt
        phase = .guiding(ctx)
        render(navMap)
    }

    // MARK: Rendering

    /// Composes the witnesses for the current phase and swaps them in.
    private func render(_ map: GMSMapView) {
        NSLayoutConstraint.deactivate(applied)
        switch phase {
        case .off:
            applied = []
        case .ready(let ctx):
            applied = LayoutWitness<ReadyContext>.ready.apply(ctx, map)
        case .guiding(let ctx):
            let cards: LayoutWitness<GuidanceContext> = ctx.wide ? .wideCards : .compactCards
            applied = LayoutWitness.combine(cards, .sharedGuidance, .promptLayer).apply(ctx, map)
        }
        NSLayoutConstraint.activate(applied)
    }

    private func present(_ prompt: NavigationPromptView, on map: GMSMapView) {
        prompt.translatesAutoresizingMaskIntoConstraints = false
        prompt.alpha = 0
        map.addSubview(prompt)
        UIView.animate(withDuration: fadeDuration) {
            prompt.alpha = 1
        }
    }

    private func views(of buttons: [NavigationUIButton], _ types: [NavigationButtonKnownType]) -> [UIView] {
        types.compactMap { type in buttons.first { $0.type == type }?.view }
    }
}
