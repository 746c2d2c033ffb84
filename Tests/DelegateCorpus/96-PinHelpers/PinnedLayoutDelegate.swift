import UIKit
import GoogleNavigation

@MainActor
final class PinnedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let spacing: CGFloat = 8
    private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var ready: [NSLayoutConstraint] = []
    private var active: [NSLayoutConstraint] = []
    private var promptPins: [NSLayoutConstraint] = []
    private var state: ActiveGuidanceUIState?
    private weak var currentPrompt: NavigationPromptView?

    // MARK: navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        stack.arrangedSubviews = newState.buttons.filter { $0.type == .compass }.map(\.view)
        prepare(newState.viewport, newState.googleLogo, stack, in: navMap)
        let logoLead = newState.wideMode ? spacing * 2 : spacing
        ready = pinEdges(newState.viewport, to: safe)
            + pin(newState.googleLogo, leading: safe.leadingAnchor, bottom: safe.bottomAnchor,
                  insets: .init(top: 0, leading: logoLead, bottom: spacing, trailing: 0))
            + pin(stack, top: safe.topAnchor, bottom: safe.bottomAnchor, trailing: safe.trailingAnchor,
                  insets: .all(spacing), topRelation: .atLeast)
    }

    private func clearReady(_ old: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(ready)
        ready = []
        [old.viewport, old.googleLogo, stack].forEach { $0.removeFromSuperview() }
        stack.arrangedSubviews = []
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        clearReady(oldState)
    }

    // MARK: guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clearReady(oldState)
        layoutGuidance(newState, on: navMap)
    }

    private func layoutGuidance(_ s: ActiveGuidanceUIState, on navMap: GMSMapView) {
        state = s
        let safe = navMap.safeAreaLayoutGuide
        let wide = s.wideMode
        stack.arrangedSubviews = [NavigationButtonKnownType.reporting, .compass].compactMap { type in
            s.buttons.first(where: { $0.type == type })?.view
        }
        prepare(s.viewport, s.turnCard, s.etaCard, s.speedWidget, s.googleLogo, stack, in: navMap)

        let cardEnd = wide ? navMap.centerXAnchor : safe.trailingAnchor
        let cardEndRelation: PinRelation = wide ? .atMost : .equal
        active = pin(s.turnCard, top: safe.topAnchor, leading: safe.leadingAnchor,
                     trailing: cardEnd, trailingRelation: cardEndRelation)
        active += pin(s.etaCard, leading: safe.leadingAnchor, bottom: safe.bottomAnchor,
                      trailing: cardEnd, trailingRelation: cardEndRelation)
        active += pin(s.viewport, top: s.turnCard.bottomAnchor, leading: safe.leadingAnchor,
                      bottom: s.etaCard.topAnchor, trailing: safe.trailingAnchor, bottomRelation: .atMost)
        active += pin(s.viewport, bottom: s.etaCard.topAnchor, priority: .defaultLow)
        active += pin(s.speedWidget, bottom: s.etaCard.layoutMarginsGuide.topAnchor,
                      trailing: safe.trailingAnchor, insets: .all(spacing))
        // pin() insets bottom inwards, so the margins guide pin above needs no extra gap
        active += pin(s.googleLogo, leading: safe.leadingAnchor, bottom: s.etaCard.topAnchor,
                      insets: .all(spacing), bottomRelation: .atMost)
        active += pin(s.googleLogo, bottom: s.etaCard.topAnchor, insets: .all(spacing), priority: .defaultLow)
        active += pin(stack, top: s.turnCard.bottomAnchor, bottom: s.speedWidget.topAnchor,
                      trailing: safe.trailingAnchor, insets: .all(spacing),
                      topRelation: .atLeast, bottomRelation: .atMost)
        active += pin(stack, bottom: s.speedWidget.topAnchor, insets: .all(spacing), priority: .defaultLow)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let currentPrompt { hidePrompt(navMap: navMap, oldPrompt: currentPrompt) }
        NSLayoutConstraint.deactivate(active)
        active = []
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget, oldState.viewport,
         oldState.googleLogo, stack].forEach { $0.removeFromSuperview() }
        stack.arrangedSubviews = []
        state = nil
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance = newState as? ActiveGuidanceUIState, state != nil {
            NSLayoutConstraint.deactivate(active)
            layoutGuidance(guidance, on: navMap)
            // prepare() re-adds the cards on top: keep a shown prompt above them.
            if let prompt = currentPrompt { navMap.bringSubviewToFront(prompt) }
        } else if let readyState = newState as? NavigationReadyUIState, !ready.isEmpty {
            clearReady(readyState)
            enableNavigationUI(navMap: navMap, newState: readyState)
        }
    }

    // MARK: prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let s = state else { return }
        let safe = navMap.safeAreaLayoutGuide
        prepare(newPrompt, in: navMap)
        currentPrompt = newPrompt
        promptPins = pin(newPrompt, leading: safe.leadingAnchor, bottom: safe.bottomAnchor, trailing: safe.trailingAnchor)
            + pin(s.viewport, bottom: newPrompt.topAnchor, bottomRelation: .atMost)
            + pin(s.googleLogo, bottom: newPrompt.topAnchor, insets: .all(spacing), bottomRelation: .atMost)
            + pin(stack, bottom: newPrompt.topAnchor, insets: .all(spacing), bottomRelation: .atMost)
        UIView.animate(withDuration: 0.25) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptPins)
        promptPins = []
        currentPrompt = nil
        UIView.animate(withDuration: 0.2, animations: { navMap.layoutIfNeeded() }) { _ in
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
