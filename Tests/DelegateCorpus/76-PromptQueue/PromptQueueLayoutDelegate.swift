import GoogleNavigation
import UIKit

/// Prompts are shown one at a time: a change fades the old prompt out, then the next one in.
/// The camera, the logo and the buttons rest on `bottomLane`, a guide whose top is the ETA card's
/// content top, lifted by the prompt while one is on screen.
final class PromptQueueLayoutDelegate: NavigationLayoutDelegate {
    private let bottomLane = UILayoutGuide()
    private var ready: [NSLayoutConstraint] = []
    private var guidance: [NSLayoutConstraint] = []
    private var promptPins: [NSLayoutConstraint] = []
    private var onScreen: [UIView] = []
    private var currentPrompt: NavigationPromptView?
    private var queue: [NavigationPromptView] = []
    private var isTransitioning = false
    private weak var map: GMSMapView?

    private let gap: CGFloat = 8

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        let safe = navMap.safeAreaLayoutGuide
        show([newState.viewport, newState.googleLogo] + newState.buttons.map(\.view), in: navMap)
        let side = newState.wideMode ? NavigationStyleValues.headerFooterHorizontalPadding : gap
        ready = [
            newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        ]
        ready += newState.buttons.filter { $0.type == .compass }.flatMap { compass in [
            compass.view.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
            compass.view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
        ] }
        NSLayoutConstraint.activate(ready)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(ready)
        ready = []
        clearScreen()
        dropPrompts()
        map = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(ready)
        ready = []
        clearScreen()
        navMap.addLayoutGuide(bottomLane)
        show([newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget, newState.googleLogo]
             + newState.buttons.map(\.view), in: navMap)
        guidance = guidanceLayout(navMap, newState)
        NSLayoutConstraint.activate(guidance)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dropPrompts()
        NSLayoutConstraint.deactivate(guidance)
        guidance = []
        clearScreen()
        navMap.removeLayoutGuide(bottomLane)
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let state = newState as? ActiveGuidanceUIState, !guidance.isEmpty else { return }
        UIView.performWithoutAnimation {
            NSLayoutConstraint.deactivate(guidance)
            guidance = guidanceLayout(navMap, state)
            NSLayoutConstraint.activate(guidance)
            navMap.layoutIfNeeded()
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        queue.append(newPrompt)
        advance()
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        queue.removeAll { $0 === oldPrompt }
        guard currentPrompt === oldPrompt else { return }
        fadeOut(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        queue.append(newPrompt)
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    }

    // MARK: - Prompt queue

    private func advance() {
        guard !isTransitioning, currentPrompt == nil, let map, !queue.isEmpty else { return }
        let prompt = queue.removeFirst()
        isTransitioning = true
        UIView.performWithoutAnimation {
            prompt.translatesAutoresizingMaskIntoConstraints = false
            prompt.isHidden = true
            map.addSubview(prompt)
            promptPins = [
                prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor),
                prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                bottomLane.topAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
            ]
            NSLayoutConstraint.activate(promptPins)
            map.layoutIfNeeded()
        }
        currentPrompt = prompt
        UIView.transition(with: map, duration: 0.25, options: [.allowUserInteraction, .curveEaseOut],
                          animations: { prompt.isHidden = false },
                          completion: { _ in self.isTransitioning = false })
    }

    private func fadeOut(_ prompt: NavigationPromptView) {
        isTransitioning = true
        UIView.transition(with: prompt, duration: 0.2, options: [.curveEaseIn], animations: {
            prompt.isHidden = true
        }, completion: { _ in
            NSLayoutConstraint.deactivate(self.promptPins)
            self.promptPins = []
            prompt.removeFromSuperview()
            self.currentPrompt = nil
            self.isTransitioning = false
            self.advance()
        })
    }

    private func dropPrompts() {
        queue.removeAll()
        NSLayoutConstraint.deactivate(promptPins)
        promptPins = []
        currentPrompt?.removeFromSuperview()
        currentPrompt = nil
        isTransitioning = false
    }

    // MARK: - Views and constraints

    private func show(_ views: [UIView], in navMap: UIView) {
        views.forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview($0)
        }
        onScreen = views
    }

    private func clearScreen() {
        onScreen.forEach { $0.removeFromSuperview() }
        onScreen = []
    }

    private func guidanceLayout(_ navMap: UIView, _ s: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let pad = NavigationStyleValues.headerFooterHorizontalPadding
        let laneRest = bottomLane.topAnchor.constraint(equalTo: s.etaCard.layoutMarginsGuide.topAnchor)
        laneRest.priority = .defaultHigh
        var list = [
            bottomLane.topAnchor.constraint(lessThanOrEqualTo: s.etaCard.layoutMarginsGuide.topAnchor), laneRest,
            bottomLane.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            bottomLane.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            bottomLane.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
            s.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
            s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
            s.viewport.bottomAnchor.constraint(equalTo: bottomLane.topAnchor),
            s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            s.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
            s.speedWidget.bottomAnchor.constraint(equalTo: s.etaCard.layoutMarginsGuide.topAnchor),
            s.googleLogo.leadingAnchor.constraint(equalTo: s.speedWidget.trailingAnchor, constant: gap),
            s.googleLogo.bottomAnchor.constraint(equalTo: bottomLane.topAnchor, constant: -gap),
        ]
        for card in [s.turnCard, s.etaCard] {
            list.append(s.wideMode
                ? card.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor)
                : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad))
        }
        var floor = bottomLane.topAnchor
        for button in s.buttons.reversed() {
            list.append(button.view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap))
            list.append(button.view.bottomAnchor.constraint(equalTo: floor, constant: -gap))
            floor = button.view.topAnchor
        }
        return list
    }
}
