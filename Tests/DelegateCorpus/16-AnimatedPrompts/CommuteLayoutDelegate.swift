import GoogleNavigation
import UIKit

/// Slides prompts in with a spring and out with a property animator; the map
/// content rises above the prompt as it arrives.
@MainActor
final class CommuteLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let slideDuration: TimeInterval = 0.35

    private let contentFloor = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var floorConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var promptOffsets: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var promptConstraints: [NSLayoutConstraint] = []

    private func clearState() {
        NSLayoutConstraint.deactivate(stateConstraints + floorConstraints)
        stateConstraints = []
        floorConstraints = []
        buttonStack.arrangedSubviews = []
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = []
    }

    private func show(_ views: [UIView], on navMap: GMSMapView, constraints: [NSLayoutConstraint]) {
        views.forEach { navMap.addSubview($0) }
        stateViews = views
        stateConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func chrome(viewport: UIView, logo: UIView, top: NSLayoutYAxisAnchor, safe: UILayoutGuide, wide: Bool)
        -> [NSLayoutConstraint]
    {
        [
            viewport.topAnchor.constraint(equalTo: top),
            viewport.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            logo.bottomAnchor.constraint(equalTo: contentFloor.topAnchor, constant: -8),
            buttonStack.topAnchor.constraint(equalTo: top, constant: 8),
            buttonStack.bottomAnchor.constraint(equalTo: contentFloor.topAnchor, constant: -8),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: wide ? -24 : -16),
        ]
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentFloor)
        enterReady(navMap, newState)
    }

    private func enterReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        floorConstraints = [
            contentFloor.heightAnchor.constraint(equalToConstant: 0),
            contentFloor.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ]
        NSLayoutConstraint.activate(floorConstraints)
        buttonStack.arrangedSubviews = state.buttons.map { $0.view }
        show([state.viewport, state.googleLogo, buttonStack], on: navMap, constraints: chrome(
            viewport: state.viewport, logo: state.googleLogo, top: safe.topAnchor, safe: safe, wide: state.wideMode))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        clearState()
        navMap.removeLayoutGuide(contentFloor)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clearState()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let rest = contentFloor.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        rest.priority = .defaultHigh
        floorConstraints = [
            contentFloor.heightAnchor.constraint(equalToConstant: 0),
            contentFloor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            rest,
        ]
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        show([newState.viewport, turnCard, etaCard, newState.googleLogo, buttonStack], on: navMap, constraints: [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ] + chrome(viewport: newState.viewport, logo: newState.googleLogo, top: turnCard.bottomAnchor, safe: safe,
                   wide: newState.wideMode))
        // The ETA card is in the map now: constraints on it may be activated.
        NSLayoutConstraint.activate(floorConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.compactMap { $0.firstItem as? NavigationPromptView }.forEach { $0.removeFromSuperview() }
        promptConstraints = []
        promptOffsets = [:]
        clearState()
        enterReady(navMap, newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let offset = newPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor)
        promptOffsets[ObjectIdentifier(newPrompt)] = offset
        let constraints = [
            offset,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentFloor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        promptConstraints += constraints
        NSLayoutConstraint.activate(constraints)
        navMap.layoutIfNeeded()
        UIView.animate(
            withDuration: Self.slideDuration, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
            options: [.curveEaseOut, .beginFromCurrentState]
        ) {
            offset.isActive = false
            let settled = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
            settled.isActive = true
            self.promptOffsets[ObjectIdentifier(newPrompt)] = settled
            self.promptConstraints.append(settled)
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let settled = promptOffsets.removeValue(forKey: ObjectIdentifier(oldPrompt)) else { return }
        let animator = UIViewPropertyAnimator(duration: Self.slideDuration, curve: .easeIn) {
            settled.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }
        animator.addCompletion { _ in
            let owned = self.promptConstraints.filter { $0.firstItem === oldPrompt || $0.secondItem === oldPrompt }
            NSLayoutConstraint.deactivate(owned)
            self.promptConstraints.removeAll { $0.firstItem === oldPrompt || $0.secondItem === oldPrompt }
            oldPrompt.removeFromSuperview()
        }
        animator.startAnimation()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
