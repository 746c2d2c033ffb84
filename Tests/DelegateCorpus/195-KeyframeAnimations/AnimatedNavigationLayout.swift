import GoogleNavigation
import UIKit

/// Navigation layout where every state change is animated: cards slide in with keyframes,
/// prompts drop in and fade out, constraint sets are swapped inside the animation blocks.
@MainActor
final class AnimatedNavigationLayout: NavigationLayoutDelegate {
    private weak var map: GMSMapView?
    private var wideMode = false

    private var viewport: UIView?
    private var logo: UIView?
    private var compass: UIView?
    private var reporting: UIView?
    private var turnCard: UIView?
    private var etaCard: UIView?
    private var speedWidget: UIView?
    private var prompt: NavigationPromptView?

    /// Viewport, logo and buttons: rebuilt for each phase.
    private var chromeConstraints: [NSLayoutConstraint] = []
    /// Turn card, ETA card, speed widget.
    private var cardConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []

    private var isGuiding: Bool { turnCard != nil }
    private var isTransitioning = false

    // MARK: - Constraint factories

    private func makeChromeConstraints(in navMap: GMSMapView) -> [NSLayoutConstraint] {
        guard let viewport, let logo else { return [] }
        let safe = navMap.safeAreaLayoutGuide
        var result: [NSLayoutConstraint]
        if let turnCard, let etaCard {
            if wideMode {
                result = [
                    viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                    viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                ]
            } else {
                let ceiling = prompt?.bottomAnchor ?? turnCard.bottomAnchor
                result = [
                    viewport.topAnchor.constraint(equalTo: ceiling),
                    viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor),
                    viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                    viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                ]
            }
        } else {
            result = [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
        }
        result += [
            logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8),
            logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
        ]
        let inset = NavigationStyleValues.buttonHorizontalPadding
        let gap = NavigationStyleValues.buttonVerticalPadding
        if let compass {
            result += [
                compass.topAnchor.constraint(equalTo: viewport.topAnchor, constant: gap),
                compass.trailingAnchor.constraint(equalTo: viewport.trailingAnchor, constant: -inset),
            ]
        }
        if let reporting {
            let above = compass?.bottomAnchor ?? viewport.topAnchor
            result += [
                reporting.topAnchor.constraint(equalTo: above, constant: gap),
                reporting.trailingAnchor.constraint(equalTo: viewport.trailingAnchor, constant: -inset),
            ]
        }
        return result
    }

    private func makeCardConstraints(in navMap: GMSMapView) -> [NSLayoutConstraint] {
        guard let turnCard, let etaCard, let speedWidget else { return [] }
        let safe = navMap.safeAreaLayoutGuide
        var result = [
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        if wideMode {
            result += [
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                speedWidget.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
                speedWidget.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            ]
        } else {
            result += [
                turnCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                turnCard.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                etaCard.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                speedWidget.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
                speedWidget.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            ]
        }
        return result
    }

    private func makePromptConstraints(for prompt: UIView, in navMap: GMSMapView) -> [NSLayoutConstraint] {
        guard let turnCard else { return [] }
        if wideMode {
            return [
                prompt.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            ]
        }
        return [
            prompt.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            prompt.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        ]
    }

    private func adoptButtons(_ buttons: [NavigationUIButton], on navMap: GMSMapView) {
        for button in buttons {
            if button.type == .compass {
                compass = button.view
                navMap.addManagedSubview(button.view)
            } else if button.type == .reporting {
                reporting = button.view
                navMap.addManagedSubview(button.view)
            }
        }
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        wideMode = newState.wideMode
        viewport = newState.viewport
        logo = newState.googleLogo
        navMap.addManagedSubview(newState.viewport)
        navMap.addManagedSubview(newState.googleLogo)
        adoptButtons(newState.buttons, on: navMap)

        chromeConstraints = makeChromeConstraints(in: navMap)
        NSLayoutConstraint.activate(chromeConstraints)
        navMap.layoutIfNeeded()

        let fading = [newState.googleLogo] + newState.buttons.map(\.view)
        fading.forEach { $0.alpha = 0 }
        UIView.animateKeyframes(withDuration: Motion.stateChange, delay: 0, options: [.calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.6) {
                newState.googleLogo.alpha = 1
            }
            UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.7) {
                newState.buttons.forEach { $0.view.alpha = 1 }
            }
        }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        let leaving = [oldState.viewport, oldState.googleLogo] + oldState.buttons.map(\.view) + [prompt].compactMap { $0 }
        let constraints = chromeConstraints + cardConstraints + promptConstraints
        chromeConstraints = []
        cardConstraints = []
        promptConstraints = []
        viewport = nil
        logo = nil
        compass = nil
        reporting = nil
        prompt = nil

        UIView.animate(withDuration: Motion.stateChange, animations: {
            leaving.forEach { $0.alpha = 0 }
        }, completion: { _ in
            NSLayoutConstraint.deactivate(constraints)
            leaving.forEach {
                $0.removeFromSuperview()
                $0.alpha = 1
            }
        })
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wideMode = newState.wideMode
        turnCard = newState.turnCard
        etaCard = newState.etaCard
        speedWidget = newState.speedWidget
        viewport = newState.viewport
        logo = newState.googleLogo
        for card in [newState.turnCard, newState.etaCard, newState.speedWidget] {
            navMap.addManagedSubview(card)
        }
        adoptButtons(newState.buttons, on: navMap)

        // Cards start in place but hidden; the chrome follows the new frame in the same animation.
        cardConstraints = makeCardConstraints(in: navMap)
        NSLayoutConstraint.activate(cardConstraints)
        navMap.layoutIfNeeded()
        newState.turnCard.stageEntrance(from: -Motion.slide)
        newState.etaCard.stageEntrance(from: Motion.slide)
        newState.speedWidget.alpha = 0
        reporting?.alpha = 0

        CATransaction.begin()
        isTransitioning = true
        CATransaction.setCompletionBlock {
            // Interrupted keyframes can leave a card part way; make sure the entrance lands.
            self.isTransitioning = false
            [self.turnCard, self.etaCard].compactMap { $0 }.forEach { $0.settle() }
        }
        UIView.animateKeyframes(withDuration: Motion.stateChange, delay: 0, options: [.calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                let next = self.makeChromeConstraints(in: navMap)
                NSLayoutConstraint.swap(self.chromeConstraints, for: next)
                self.chromeConstraints = next
                navMap.layoutIfNeeded()
            }
            UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.6) {
                newState.turnCard.settle()
                newState.etaCard.settle()
            }
            UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) {
                newState.speedWidget.alpha = 1
                self.reporting?.alpha = 1
            }
        }
        CATransaction.commit()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        wideMode = newState.wideMode
        let leavingCards = [oldState.turnCard, oldState.etaCard, oldState.speedWidget]
        let leavingButtons = [reporting].compactMap { $0 }
        let oldCardConstraints = cardConstraints
        cardConstraints = []
        turnCard = nil
        etaCard = nil
        speedWidget = nil
        reporting = nil
        viewport = newState.viewport
        logo = newState.googleLogo

        UIView.animateKeyframes(withDuration: Motion.stateChange, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) {
                leavingButtons.forEach { $0.alpha = 0 }
                oldState.speedWidget.alpha = 0
            }
            UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.6) {
                oldState.turnCard.stageExit(to: -Motion.slide)
                oldState.etaCard.stageExit(to: Motion.slide)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                let next = self.makeChromeConstraints(in: navMap)
                NSLayoutConstraint.swap(self.chromeConstraints, for: next)
                self.chromeConstraints = next
                navMap.layoutIfNeeded()
            }
        } completion: { _ in
            NSLayoutConstraint.deactivate(oldCardConstraints)
            for view in leavingCards + leavingButtons {
                view.removeFromSuperview()
                view.settle()
            }
        }
        adoptButtons(newState.buttons, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wideMode = newState.wideMode
        guard viewport != nil else { return }
        UIView.animate(withDuration: Motion.resize, delay: 0, options: [.beginFromCurrentState, .layoutSubviews]) {
            let cards = self.makeCardConstraints(in: navMap)
            let prompts = self.prompt.map { self.makePromptConstraints(for: $0, in: navMap) } ?? []
            NSLayoutConstraint.deactivate(self.cardConstraints + self.promptConstraints)
            let chrome = self.makeChromeConstraints(in: navMap)
            NSLayoutConstraint.deactivate(self.chromeConstraints)
            NSLayoutConstraint.activate(cards + prompts + chrome)
            self.cardConstraints = cards
            self.promptConstraints = prompts
            self.chromeConstraints = chrome
            navMap.layoutIfNeeded()
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard isGuiding else { return }
        navMap.addManagedSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = makePromptConstraints(for: newPrompt, in: navMap)
        NSLayoutConstraint.activate(promptConstraints)
        navMap.layoutIfNeeded()
        newPrompt.stageEntrance(from: -Motion.slide)

        UIView.animateKeyframes(withDuration: Motion.promptIn, delay: 0, options: [.beginFromCurrentState]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                let next = self.makeChromeConstraints(in: navMap)
                NSLayoutConstraint.swap(self.chromeConstraints, for: next)
                self.chromeConstraints = next
                navMap.layoutIfNeeded()
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
                newPrompt.settle()
            }
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt === oldPrompt else { return }
        let leaving = promptConstraints
        prompt = nil
        promptConstraints = []

        UIView.animateKeyframes(withDuration: Motion.promptOut, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.6) {
                oldPrompt.stageExit(to: -Motion.slide)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.6) {
                let next = self.makeChromeConstraints(in: navMap)
                NSLayoutConstraint.swap(self.chromeConstraints, for: next)
                self.chromeConstraints = next
                navMap.layoutIfNeeded()
            }
        } completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            oldPrompt.removeFromSuperview()
            oldPrompt.settle()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        guard isGuiding else { return }
        let leaving = promptConstraints
        navMap.addManagedSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = makePromptConstraints(for: newPrompt, in: navMap)
        newPrompt.alpha = 0

        UIView.transition(with: navMap, duration: Motion.crossfade, options: [.transitionCrossDissolve, .allowUserInteraction], animations: {
            NSLayoutConstraint.swap(leaving, for: self.promptConstraints)
            let next = self.makeChromeConstraints(in: navMap)
            NSLayoutConstraint.swap(self.chromeConstraints, for: next)
            self.chromeConstraints = next
            oldPrompt.alpha = 0
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
            oldPrompt.alpha = 1
        })
    }
}
