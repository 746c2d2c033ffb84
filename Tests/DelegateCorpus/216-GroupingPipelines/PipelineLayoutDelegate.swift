import GoogleNavigation
import UIKit

/// Navigation layout built as pipelines over pins: every constraint is a
/// (slot, constraint) pair recorded in a ledger under the phase that made it,
/// so tearing a phase down is a filter over the ledger.
final class PipelineLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var ledger = PinLedger()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// The open part of the map above the cards and prompts: the viewport,
    /// the logo and the buttons end on its bottom.
    private let clearance = UILayoutGuide()

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var shownPrompt: NavigationPromptView?
    private var isWide = false

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        isWide = newState.wideMode
        clearance.identifier = "pipeline.clearance"
        navMap.addLayoutGuide(clearance)
        ledger.record(.session, [
            (.clearance, clearance.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor)),
            (.clearance, clearance.leadingAnchor.constraint(equalTo: navMap.leadingAnchor)),
            (.clearance, clearance.trailingAnchor.constraint(equalTo: navMap.trailingAnchor)),
        ])
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        ledger.add(.session, [newState.viewport, newState.googleLogo, buttonStack], to: navMap)
        layOutReady(on: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let prompt = shownPrompt { retire(prompt, animated: false) }
        ledger.releasePins(of: Set(LayoutPhase.allCases))
        buttonStack.arrangedSubviews = []
        ledger.removeViews(of: Set(LayoutPhase.allCases))
        navMap.removeLayoutGuide(clearance)
        readyState = nil
        guidanceState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        ledger.releasePins(of: [.ready])
        guidanceState = newState
        isWide = newState.wideMode
        let cards = [newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget]
        ledger.add(.guidance, cards, to: navMap)
        layOutGuidance(on: navMap, state: newState)
        fadeIn(cards)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        ledger.releasePins(of: [.guidance, .prompt])
        ledger.removeViews(of: [.guidance, .prompt])
        guidanceState = nil
        readyState = newState
        isWide = newState.wideMode
        layOutReady(on: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != isWide else { return }
        isWide = newState.wideMode
        if let guidance = guidanceState {
            ledger.releasePins(of: [.guidance, .prompt])
            layOutGuidance(on: navMap, state: guidance)
            if let prompt = shownPrompt { pin(prompt, on: navMap, guidance: guidance) }
        } else if let ready = readyState {
            ledger.releasePins(of: [.ready])
            layOutReady(on: navMap, state: ready)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let guidance = guidanceState else { return }
        shownPrompt = newPrompt
        ledger.add(.prompt, [newPrompt], to: navMap)
        pin(newPrompt, on: navMap, guidance: guidance)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        retire(oldPrompt, animated: true)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        retire(oldPrompt, animated: false)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Layouts

    private func layOutReady(on map: GMSMapView, state: NavigationReadyUIState) {
        let safe = map.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = ButtonOrder.views(in: state.buttons)
        let side = isWide ? Spacing.column + Spacing.side : Spacing.side
        ledger.record(.ready, [
            (.clearance, clearance.bottomAnchor.constraint(equalTo: safe.bottomAnchor)),
            (.viewport, state.viewport.topAnchor.constraint(equalTo: safe.topAnchor)),
            (.viewport, state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
            (.viewport, state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor)),
            (.viewport, state.viewport.bottomAnchor.constraint(equalTo: clearance.bottomAnchor)),
            (.logo, state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side)),
            (.logo, state.googleLogo.bottomAnchor.constraint(equalTo: clearance.bottomAnchor, constant: -Spacing.logoLift)),
            (.buttons, buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side)),
            (.buttons, buttonStack.bottomAnchor.constraint(equalTo: clearance.bottomAnchor, constant: -Spacing.gap)),
            (.buttons, buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: Spacing.gap)),
        ])
    }

    private func layOutGuidance(on map: GMSMapView, state: ActiveGuidanceUIState) {
        let safe = map.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = ButtonOrder.views(in: state.buttons)
        let shared: [(Slot, NSLayoutConstraint)] = [
            (.progress, state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Spacing.barInset)),
            (.progress, state.tripProgressBar.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: Spacing.gap)),
            (.progress, state.tripProgressBar.bottomAnchor.constraint(equalTo: clearance.bottomAnchor, constant: -Spacing.gap)),
            (.buttons, buttonStack.trailingAnchor.constraint(equalTo: state.tripProgressBar.leadingAnchor, constant: -Spacing.barInset)),
            (.buttons, buttonStack.bottomAnchor.constraint(equalTo: clearance.bottomAnchor, constant: -Spacing.gap)),
            (.buttons, buttonStack.topAnchor.constraint(greaterThanOrEqualTo: state.turnCard.bottomAnchor, constant: Spacing.gap)),
            (.viewport, state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor)),
            (.viewport, state.viewport.bottomAnchor.constraint(equalTo: clearance.bottomAnchor)),
        ]
        ledger.record(.guidance, shared + (isWide ? wideCards(state, safe) : stackedCards(state, map)))
    }

    /// Portrait: the turn card across the top, the ETA card across the bottom,
    /// the viewport between them, the speed widget and logo above the ETA card.
    private func stackedCards(_ state: ActiveGuidanceUIState, _ map: GMSMapView) -> [(Slot, NSLayoutConstraint)] {
        let safe = map.safeAreaLayoutGuide
        let etaTop = state.etaCard.layoutMarginsGuide.topAnchor
        let lowered = clearance.bottomAnchor.constraint(equalTo: etaTop)
        lowered.priority = .defaultLow
        let logoRest = state.googleLogo.bottomAnchor.constraint(equalTo: state.speedWidget.topAnchor, constant: -Spacing.logoLift)
        logoRest.priority = .defaultHigh
        let cards: [(Slot, UIView)] = [(.turnCard, state.turnCard), (.etaCard, state.etaCard)]
        let across = cards.flatMap { slot, card in
            [
                (slot, card.leadingAnchor.constraint(equalTo: map.leadingAnchor)),
                (slot, card.trailingAnchor.constraint(equalTo: map.trailingAnchor)),
            ]
        }
        let edges = [
            state.turnCard.topAnchor.constraint(equalTo: map.topAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ]
        let vertical = zip(cards, edges).map { card, edge in (card.0, edge) }
        return across + vertical + [
            (.clearance, clearance.bottomAnchor.constraint(lessThanOrEqualTo: etaTop)),
            (.clearance, lowered),
            (.viewport, state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor)),
            (.viewport, state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
            (.speed, state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.side)),
            (.speed, state.speedWidget.bottomAnchor.constraint(equalTo: etaTop)),
            (.logo, state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.side)),
            (.logo, state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: clearance.bottomAnchor, constant: -Spacing.logoLift)),
            (.logo, state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor, constant: -Spacing.logoLift)),
            (.logo, logoRest),
        ]
    }

    /// Wide: the cards in a leading column (turn card top, ETA card bottom),
    /// the viewport beside them, the logo at the viewport's bottom leading corner.
    private func wideCards(_ state: ActiveGuidanceUIState, _ safe: UILayoutGuide) -> [(Slot, NSLayoutConstraint)] {
        [
            (.turnCard, state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: Spacing.top)),
            (.turnCard, state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.column)),
            (.etaCard, state.etaCard.leadingAnchor.constraint(equalTo: state.turnCard.leadingAnchor)),
            (.etaCard, state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Spacing.top)),
            (.clearance, clearance.bottomAnchor.constraint(equalTo: safe.bottomAnchor)),
            (.viewport, state.viewport.topAnchor.constraint(equalTo: safe.topAnchor)),
            (.viewport, state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor)),
            (.speed, state.speedWidget.leadingAnchor.constraint(equalTo: state.etaCard.leadingAnchor, constant: Spacing.side)),
            (.speed, state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor)),
            (.logo, state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: Spacing.side)),
            (.logo, state.googleLogo.bottomAnchor.constraint(equalTo: clearance.bottomAnchor, constant: -Spacing.logoLift)),
        ]
    }

    // MARK: Prompts

    private func pin(_ prompt: NavigationPromptView, on map: GMSMapView, guidance: ActiveGuidanceUIState) {
        if isWide {
            ledger.record(.prompt, [
                (.prompt, prompt.leadingAnchor.constraint(equalTo: guidance.etaCard.leadingAnchor)),
                (.prompt, prompt.trailingAnchor.constraint(equalTo: guidance.etaCard.trailingAnchor)),
                (.prompt, prompt.bottomAnchor.constraint(equalTo: guidance.etaCard.bottomAnchor)),
            ])
        } else {
            ledger.record(.prompt, [
                (.prompt, prompt.leadingAnchor.constraint(equalTo: map.leadingAnchor)),
                (.prompt, prompt.trailingAnchor.constraint(equalTo: map.trailingAnchor)),
                (.prompt, prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor)),
                (.clearance, clearance.bottomAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor)),
            ])
        }
    }

    private func retire(_ prompt: NavigationPromptView, animated: Bool) {
        ledger.releasePins(of: [.prompt])
        ledger.forget(prompt)
        if shownPrompt === prompt { shownPrompt = nil }
        guard animated else {
            prompt.removeFromSuperview()
            return
        }
        UIView.animate(withDuration: 0.2, animations: { prompt.alpha = 0 }, completion: { _ in
            prompt.removeFromSuperview()
        })
    }

    /// Staggers the cards in, one step of `Spacing.fadeSteps` apart.
    private func fadeIn(_ views: [UIView]) {
        for (view, delay) in zip(views, Spacing.fadeSteps) {
            view.alpha = 0
            UIView.animate(withDuration: 0.2, delay: delay, options: [.curveEaseOut], animations: { view.alpha = 1 })
        }
    }
}
