import GoogleNavigation
import UIKit

/// Guidance layout with the trip progress bar pinned to the trailing edge,
/// the speed widget stacked on the ETA card's margins and the map buttons in a
/// hiding stack. Prompts slide up from the bottom above the ETA card.
@MainActor
final class ProgressBarLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Metrics {
        static let gap: CGFloat = 8
        static let promptSlide: CGFloat = 120
        static let promptDuration: TimeInterval = 0.3
    }

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var buttonStack: GMSNavigationHidingStackView?
    /// Everything bottom-anchored in guidance sits on this guide's top, so a
    /// prompt can push it up without touching each view.
    private let floorGuide = UILayoutGuide()
    private var floorRestingConstraint: NSLayoutConstraint?
    private var floorPromptConstraint: NSLayoutConstraint?
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    /// The cards' leading/trailing edges (they depend on wideMode); also in `guidanceConstraints`.
    private var cardEdgeConstraints: [NSLayoutConstraint] = []

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        layoutReady(navMap: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        oldState.buttons.forEach { $0.view.removeFromSuperview() }
    }

    private func layoutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        [logo, viewport].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview($0)
        }
        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.gap),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Metrics.gap),
        ]
        if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
            compass.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(compass)
            let topInset = state.wideMode ? Metrics.gap : NavigationStyleValues.buttonVerticalPadding
            readyConstraints += [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: topInset),
                compass.trailingAnchor.constraint(
                    equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            ]
        }
        NSLayoutConstraint.activate(readyConstraints)
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        oldState.buttons.forEach { $0.view.removeFromSuperview() }

        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let progress = newState.tripProgressBar
        let speed = newState.speedWidget
        let logo = newState.googleLogo
        let viewport = newState.viewport

        guidanceViews = [turnCard, etaCard, progress, speed]
        guidanceViews.forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview($0)
        }
        navMap.addLayoutGuide(floorGuide)

        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        // Reporting first so the compass is the one hidden when space runs out.
        let ordered = [NavigationButtonKnownType.reporting, .compass].compactMap { type in
            newState.buttons.first(where: { $0.type == type })?.view
        }
        stack.arrangedSubviews = ordered
        navMap.addSubview(stack)
        buttonStack = stack

        cardEdgeConstraints = cardEdges(newState, safe: safe)
        let resting = floorGuide.heightAnchor.constraint(equalToConstant: 0)
        floorRestingConstraint = resting

        guidanceConstraints = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),

            floorGuide.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            floorGuide.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            floorGuide.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            resting,

            progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            progress.topAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.bottomAnchor, constant: Metrics.gap),
            progress.bottomAnchor.constraint(equalTo: floorGuide.topAnchor, constant: -Metrics.gap),
            progress.widthAnchor.constraint(equalToConstant: 6),

            speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: floorGuide.topAnchor),

            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.gap),
            logo.bottomAnchor.constraint(equalTo: speed.layoutMarginsGuide.topAnchor, constant: -Metrics.gap),

            stack.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -Metrics.gap),
            stack.bottomAnchor.constraint(equalTo: floorGuide.topAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: turnCard.layoutMarginsGuide.bottomAnchor),

            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: progress.leadingAnchor),
            viewport.bottomAnchor.constraint(equalTo: floorGuide.topAnchor),
        ] + cardEdgeConstraints
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    /// In wide mode both cards hug the leading edge and stop at the centre.
    private func cardEdges(_ newState: ActiveGuidanceUIState, safe: UILayoutGuide) -> [NSLayoutConstraint] {
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let cardTrailing = newState.wideMode ? safe.centerXAnchor : safe.trailingAnchor
        return [
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.wideMode ? turnCard.trailingAnchor.constraint(lessThanOrEqualTo: cardTrailing)
                              : turnCard.trailingAnchor.constraint(equalTo: cardTrailing),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.wideMode ? etaCard.trailingAnchor.constraint(lessThanOrEqualTo: cardTrailing)
                              : etaCard.trailingAnchor.constraint(equalTo: cardTrailing),
        ]
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints.removeAll()
        cardEdgeConstraints.removeAll()
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews.removeAll()
        buttonStack?.arrangedSubviews = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        navMap.removeLayoutGuide(floorGuide)
        floorRestingConstraint = nil
        layoutReady(navMap: navMap, state: newState)
    }

    // MARK: Size changes

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        // Only the cards depend on wideMode in guidance; prompts and the floor guide span the map either way.
        guard let guidance = newState as? ActiveGuidanceUIState, !cardEdgeConstraints.isEmpty else { return }
        let old = cardEdgeConstraints
        NSLayoutConstraint.deactivate(old)
        guidanceConstraints.removeAll { constraint in old.contains { $0 === constraint } }
        cardEdgeConstraints = cardEdges(guidance, safe: navMap.safeAreaLayoutGuide)
        guidanceConstraints += cardEdgeConstraints
        NSLayoutConstraint.activate(cardEdgeConstraints)
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let safe = navMap.safeAreaLayoutGuide
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: floorGuide.bottomAnchor),
        ]
        let lifted = floorGuide.topAnchor.constraint(equalTo: newPrompt.topAnchor)
        floorRestingConstraint?.isActive = false
        NSLayoutConstraint.activate(promptConstraints + [lifted])
        floorPromptConstraint = lifted
        navMap.layoutIfNeeded()

        newPrompt.transform = CGAffineTransform.identity.translatedBy(x: 0, y: Metrics.promptSlide)
        let animator = UIViewPropertyAnimator(duration: Metrics.promptDuration, curve: .easeOut) {
            newPrompt.transform = .identity
        }
        animator.startAnimation()
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        prompt = nil
        let animator = UIViewPropertyAnimator(duration: Metrics.promptDuration, curve: .easeIn) {
            oldPrompt.transform = CGAffineTransform.identity.translatedBy(x: 0, y: Metrics.promptSlide)
        }
        animator.addCompletion { [weak self] _ in
            guard let self else { return }
            NSLayoutConstraint.deactivate(self.promptConstraints)
            self.promptConstraints.removeAll()
            self.floorPromptConstraint?.isActive = false
            self.floorPromptConstraint = nil
            self.floorRestingConstraint?.isActive = true
            oldPrompt.removeFromSuperview()
            oldPrompt.transform = .identity
        }
        animator.startAnimation()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        floorPromptConstraint?.isActive = false
        floorPromptConstraint = nil
        floorRestingConstraint?.isActive = true
        oldPrompt.removeFromSuperview()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
