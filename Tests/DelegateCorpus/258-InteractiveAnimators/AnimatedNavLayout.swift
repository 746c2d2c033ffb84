// AnimatedNavLayout.swift
// Navigation layout whose every transition runs on a UIViewPropertyAnimator,
// so a new SDK callback can take over a transition that is still running.

import UIKit
import GoogleNavigation

@MainActor
final class AnimatedNavLayout: NSObject, NavigationLayoutDelegate {

    // MARK: Views we placed

    weak var map: GMSMapView?
    var viewport: UIView?
    var logo: UIView?
    var compass: UIView?
    var reporting: UIView?
    var turnCard: UIView?
    var etaCard: UIView?
    var speedWidget: UIView?
    var prompt: NavigationPromptView?

    // MARK: Constraint sets

    /// Viewport, logo and compass: replaced on every state change.
    var frameConstraints: [NSLayoutConstraint] = []
    /// Cards, speed widget and reporting button: live for one guidance.
    var cardConstraints: [NSLayoutConstraint] = []
    /// The shown prompt's pins.
    var promptConstraints: [NSLayoutConstraint] = []

    // MARK: Animators

    /// Runs the state transitions (fade the chrome in / the cards out).
    var chromeAnimator: UIViewPropertyAnimator?
    /// Runs the prompt in and out; replaced when the next prompt callback comes.
    var promptAnimator: UIViewPropertyAnimator?

    var isWide = false
    var isGuiding = false

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        isWide = newState.wideMode
        isGuiding = false

        viewport = newState.viewport
        logo = newState.googleLogo
        compass = newState.buttons.first { $0.type == .compass }?.view
        for view in [viewport, logo, compass].compactMap({ $0 }) {
            place(view, on: navMap)
        }
        logo?.alpha = 0
        compass?.alpha = 0

        swapFrameConstraints(to: readyFrame(on: navMap))

        let fadeIn = UIViewPropertyAnimator(duration: Timing.chrome, curve: .easeOut)
        fadeIn.addAnimations { [weak self] in
            self?.logo?.alpha = 1
            self?.compass?.alpha = 1
        }
        run(fadeIn, as: \.chromeAnimator)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        // Teardown does not animate: settle whatever is in flight first.
        settle(chromeAnimator, at: .end)
        settle(promptAnimator, at: .end)
        chromeAnimator = nil
        promptAnimator = nil

        NSLayoutConstraint.deactivate(frameConstraints + cardConstraints + promptConstraints)
        frameConstraints = []
        cardConstraints = []
        promptConstraints = []

        for view in [prompt, speedWidget, reporting, turnCard, etaCard, compass, logo, viewport] {
            view?.removeFromSuperview()
        }
        prompt = nil
        speedWidget = nil
        reporting = nil
        turnCard = nil
        etaCard = nil
        compass = nil
        logo = nil
        viewport = nil
        map = nil
        isGuiding = false
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        // A stop fade still running would pull the cards off again: land it.
        settle(chromeAnimator, at: .end)
        isWide = newState.wideMode
        isGuiding = true

        compass = newState.buttons.first { $0.type == .compass }?.view
        reporting = newState.buttons.first { $0.type == .reporting }?.view
        turnCard = newState.turnCard
        etaCard = newState.etaCard
        speedWidget = newState.speedWidget
        let cards = [turnCard, etaCard, speedWidget, reporting, compass].compactMap { $0 }
        for view in cards {
            place(view, on: navMap)
        }
        for view in cards where view !== compass {
            view.alpha = 0
        }

        NSLayoutConstraint.deactivate(cardConstraints)
        cardConstraints = guidanceCards(on: navMap)
        NSLayoutConstraint.activate(cardConstraints)
        swapFrameConstraints(to: guidanceFrame(on: navMap))

        let reveal = UIViewPropertyAnimator(duration: Timing.cards, dampingRatio: 0.9)
        reveal.addAnimations { [weak self] in
            self?.turnCard?.alpha = 1
            self?.etaCard?.alpha = 1
            self?.map?.layoutIfNeeded()
        }
        reveal.addAnimations({ [weak self] in
            self?.speedWidget?.alpha = 1
            self?.reporting?.alpha = 1
        }, delayFactor: 0.4)
        reveal.addCompletion { [weak self] position in
            guard let self else { return }
            switch position {
            case .end:
                break
            case .start, .current:
                // Taken back before it landed: show the cards as they are.
                for view in [self.turnCard, self.etaCard, self.speedWidget, self.reporting] {
                    view?.alpha = 1
                }
            @unknown default:
                break
            }
        }
        run(reveal, as: \.chromeAnimator, afterDelay: Timing.cardsDelay)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        settle(chromeAnimator, at: .end)
        isWide = newState.wideMode
        isGuiding = false

        // The ready layout takes the viewport, logo and compass back at once;
        // the cards fade out where they are and leave when the fade lands.
        compass = newState.buttons.first { $0.type == .compass }?.view
        if let compass { place(compass, on: navMap) }
        swapFrameConstraints(to: readyFrame(on: navMap))

        let leaving = [turnCard, etaCard, speedWidget, reporting].compactMap { $0 }
        let leavingConstraints = cardConstraints
        cardConstraints = []
        turnCard = nil
        etaCard = nil
        speedWidget = nil
        reporting = nil

        let fadeOut = UIViewPropertyAnimator(duration: Timing.cards, curve: .easeIn)
        fadeOut.addAnimations {
            for view in leaving { view.alpha = 0 }
        }
        fadeOut.addCompletion { position in
            switch position {
            case .end, .current:
                NSLayoutConstraint.deactivate(leavingConstraints)
                for view in leaving {
                    view.removeFromSuperview()
                    view.alpha = 1
                }
            case .start:
                // Reversed before it landed: the cards are still wanted.
                for view in leaving { view.alpha = 1 }
            @unknown default:
                break
            }
        }
        // Prepared paused so an "end trip" swipe could scrub it; nobody is
        // swiping when the SDK ends guidance, so let it run.
        fadeOut.pauseAnimation()
        run(fadeOut, as: \.chromeAnimator)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        guard viewport != nil else { return }
        if isGuiding {
            NSLayoutConstraint.deactivate(cardConstraints + promptConstraints)
            cardConstraints = guidanceCards(on: navMap)
            NSLayoutConstraint.activate(cardConstraints)
            if let prompt {
                promptConstraints = pins(for: prompt)
                NSLayoutConstraint.activate(promptConstraints)
            }
            swapFrameConstraints(to: guidanceFrame(on: navMap))
        } else {
            swapFrameConstraints(to: readyFrame(on: navMap))
        }
        _ = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: Timing.resize, delay: 0, options: [],
            animations: { navMap.layoutIfNeeded() }
        )
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, on: navMap)
        present(newPrompt, on: navMap)
    }

    // MARK: - Helpers

    func place(_ view: UIView, on navMap: GMSMapView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== navMap {
            navMap.addSubview(view)
        }
    }

    func swapFrameConstraints(to next: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(frameConstraints)
        frameConstraints = next
        NSLayoutConstraint.activate(frameConstraints)
    }
}

enum Timing {
    static let chrome: TimeInterval = 0.3
    static let cards: TimeInterval = 0.35
    static let cardsDelay: TimeInterval = 0.05
    static let resize: TimeInterval = 0.25
    static let promptIn: TimeInterval = 0.3
    static let promptOut: TimeInterval = 0.2
    static let promptTravel: CGFloat = 48
}
