import UIKit
import GoogleNavigation

/// Navigation layout with spring transitions: views fade in as they are added and fade out
/// before they are removed (removal happens in the animation's completion).
@MainActor
final class SpringNavigationLayout: NSObject, NavigationLayoutDelegate {

    private let duration: TimeInterval = 0.35
    private let damping: CGFloat = 0.82

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    /// The cards' trailing edges (they depend on wideMode); also in `guidanceConstraints`.
    private var cardTrailingConstraints: [NSLayoutConstraint] = []
    private var buttonStack: GMSNavigationHidingStackView?
    private var avoidPrompt: [UIView] = []

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let logo = newState.googleLogo, viewport = newState.viewport
        fadeIn([viewport, logo], on: navMap)
        let stack = makeStack(newState.buttons.filter { $0.type == .compass }, on: navMap)
        let logoInset = newState.wideMode ? NavigationStyleValues.headerFooterHorizontalPadding : NavigationStyleValues.elementHorizontalPadding
        readyConstraints = [
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.widthAnchor.constraint(equalToConstant: 48),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        let leaving: [UIView] = [oldState.googleLogo, oldState.viewport] + [buttonStack].compactMap { $0 }
        buttonStack = nil
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState], animations: {
            leaving.forEach { $0.alpha = 0 }
        }, completion: { _ in
            leaving.forEach { $0.removeFromSuperview() }
        })
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        buttonStack?.removeFromSuperview()

        let safe = navMap.safeAreaLayoutGuide
        let inset = NavigationStyleValues.headerFooterHorizontalPadding
        let turnCard = newState.turnCard, etaCard = newState.etaCard, speed = newState.speedWidget
        let logo = newState.googleLogo, viewport = newState.viewport
        fadeIn([turnCard, etaCard, speed], on: navMap)
        let stack = makeStack(newState.buttons.filter { $0.type == .compass || $0.type == .reporting }, on: navMap)
        cardTrailingConstraints = cardTrailing(for: newState, on: navMap)
        let aboveEta = etaCard.layoutMarginsGuide.topAnchor

        guidanceConstraints = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            soft(viewport.bottomAnchor.constraint(equalTo: aboveEta)),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            soft(logo.bottomAnchor.constraint(equalTo: aboveEta)),
            speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            soft(speed.bottomAnchor.constraint(equalTo: aboveEta)),
            stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -8),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.widthAnchor.constraint(equalToConstant: 48),
        ] + cardTrailingConstraints
        avoidPrompt = [viewport, logo, speed]
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0.4,
                       options: [.curveEaseOut, .allowUserInteraction], animations: {
            NSLayoutConstraint.activate(self.guidanceConstraints)
            navMap.layoutIfNeeded()
        }, completion: nil)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        cardTrailingConstraints = []
        avoidPrompt = []
        let leaving: [UIView] = [oldState.turnCard, oldState.etaCard, oldState.speedWidget] + [buttonStack].compactMap { $0 }
        buttonStack = nil
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState], animations: {
            leaving.forEach { $0.alpha = 0 }
        }, completion: { _ in
            leaving.forEach { $0.removeFromSuperview() }
        })
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        // Only the guidance cards depend on wideMode: spring them to the new width.
        guard let guidance = newState as? ActiveGuidanceUIState, !cardTrailingConstraints.isEmpty else { return }
        let old = cardTrailingConstraints
        cardTrailingConstraints = cardTrailing(for: guidance, on: navMap)
        guidanceConstraints.removeAll { constraint in old.contains { $0 === constraint } }
        guidanceConstraints += cardTrailingConstraints
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction], animations: {
            NSLayoutConstraint.deactivate(old)
            NSLayoutConstraint.activate(self.cardTrailingConstraints)
            navMap.layoutIfNeeded()
        }, completion: nil)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let offscreen = newPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints + [offscreen])
        navMap.layoutIfNeeded()
        let onscreen = [newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)]
            + avoidPrompt.map { $0.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor) }
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0.6,
                       options: [.curveEaseOut], animations: {
            offscreen.isActive = false
            NSLayoutConstraint.activate(onscreen)
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }, completion: nil)
        promptConstraints += onscreen
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let leaving = promptConstraints
        promptConstraints = []
        prompt = nil
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.curveEaseIn], animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Helpers

    private func fadeIn(_ views: [UIView], on navMap: GMSMapView) {
        let added = views.filter { $0.superview !== navMap }
        added.forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            $0.alpha = 0
            navMap.addSubview($0)
        }
        UIView.animate(withDuration: duration, delay: 0.05, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: {
            added.forEach { $0.alpha = 1 }
        }, completion: nil)
    }

    private func makeStack(_ buttons: [NavigationUIButton], on navMap: GMSMapView) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.arrangedSubviews = buttons.map(\.view)
        fadeIn([stack], on: navMap)
        buttonStack = stack
        return stack
    }

    /// Wide mode: the cards end at the centre line; otherwise they span the safe area.
    private func cardTrailing(for state: ActiveGuidanceUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let cardTrailing: NSLayoutXAxisAnchor = state.wideMode ? navMap.centerXAnchor : navMap.safeAreaLayoutGuide.trailingAnchor
        let trailingInset: CGFloat = state.wideMode ? 0 : -NavigationStyleValues.headerFooterHorizontalPadding
        return [state.turnCard, state.etaCard].map { card in
            state.wideMode
                ? card.trailingAnchor.constraint(lessThanOrEqualTo: cardTrailing, constant: trailingInset)
                : card.trailingAnchor.constraint(equalTo: cardTrailing, constant: trailingInset)
        }
    }

    private func soft(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.priority = .defaultHigh
        return constraint
    }
}
