import GoogleNavigation
import UIKit

/// Cards slide in from the edges when guidance starts and slide out when it stops.
@MainActor
final class SlidingCardsLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Motion {
        static let cardsIn: TimeInterval = 0.35
        static let cardsOut: TimeInterval = 0.25
        static let prompt: TimeInterval = 0.3
        static let damping: CGFloat = 0.8
        static let offscreen: CGFloat = 240
    }

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var readyViews: [UIView] = []
    private var guidanceViews: [UIView] = []

    private var turnCardTop: NSLayoutConstraint?
    private var etaCardBottom: NSLayoutConstraint?
    private var etaLeading: (narrow: NSLayoutConstraint, wide: NSLayoutConstraint)?
    private var promptBottom: NSLayoutConstraint?
    private var prompt: NavigationPromptView?
    private var cardAnimator: UIViewPropertyAnimator?

    // MARK: - Navigation-ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [resting, contentBottom.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(sessionConstraints)
        installReady(newState, on: navMap)
        if newState.wideMode {
            buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
        }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        cardAnimator?.stopAnimation(true)
        cardAnimator = nil
        removeReady()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints.removeAll()
        navMap.removeLayoutGuide(contentBottom)
    }

    private func installReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let (logo, viewport) = (state.googleLogo, state.viewport)
        buttonStack.arrangedSubviews = state.buttons.map { $0.view }
        readyViews = [viewport, logo, buttonStack]
        readyViews.forEach { navMap.addSubview($0) }
        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func removeReady() {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews.removeAll()
        buttonStack.arrangedSubviews = []
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        removeReady()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard, etaCard = newState.etaCard
        let logo = newState.googleLogo, viewport = newState.viewport, speed = newState.speedWidget

        let top = turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: -Motion.offscreen)
        let bottom = etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: Motion.offscreen)
        let leading = (narrow: etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                       wide: etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
        (turnCardTop, etaCardBottom, etaLeading) = (top, bottom, leading)

        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        guidanceViews = [viewport, turnCard, etaCard, speed, logo, buttonStack]
        guidanceViews.forEach { navMap.addSubview($0) }
        guidanceConstraints = [
            top, bottom,
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: logo.topAnchor),
            buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        NSLayoutConstraint.activate(guidanceConstraints)
        (newState.wideMode ? leading.wide : leading.narrow).isActive = true
        guidanceConstraints += [leading.narrow, leading.wide]
        speed.alpha = 0
        navMap.layoutIfNeeded()

        let animator = UIViewPropertyAnimator(duration: Motion.cardsIn, dampingRatio: Motion.damping)
        animator.addAnimations {
            top.constant = 0
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
        animator.addCompletion { _ in
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut], animations: {
                speed.alpha = 1
            })
        }
        cardAnimator = animator
        animator.startAnimation()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        cardAnimator?.stopAnimation(true)
        let animator = UIViewPropertyAnimator(duration: Motion.cardsOut, curve: .easeIn)
        animator.addAnimations { [weak self] in
            self?.turnCardTop?.constant = -Motion.offscreen
            self?.etaCardBottom?.constant = Motion.offscreen
            navMap.layoutIfNeeded()
        }
        animator.addCompletion { [weak self] position in
            guard let self, position == .end else { return }
            NSLayoutConstraint.deactivate(self.guidanceConstraints)
            self.guidanceConstraints.removeAll()
            self.guidanceViews.forEach { $0.removeFromSuperview() }
            self.guidanceViews.removeAll()
            (self.turnCardTop, self.etaCardBottom, self.etaLeading) = (nil, nil, nil)
            self.installReady(newState, on: navMap)
        }
        cardAnimator = animator
        animator.startAnimation()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let etaLeading else { return }
        etaLeading.narrow.isActive = !newState.wideMode
        etaLeading.wide.isActive = newState.wideMode
        UIView.animate(withDuration: Motion.cardsIn) { navMap.layoutIfNeeded() }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: Motion.offscreen)
        promptBottom = bottom
        prompt = newPrompt
        NSLayoutConstraint.activate([
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        UIViewPropertyAnimator(duration: Motion.prompt, dampingRatio: Motion.damping) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }.startAnimation()
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let bottom = promptBottom else { return }
        promptBottom = nil
        prompt = nil
        _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: Motion.prompt, delay: 0, options: [.curveEaseIn], animations: {
            bottom.constant = Motion.offscreen
            navMap.layoutIfNeeded()
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
