import GoogleNavigation
import UIKit

/// Keeps the app's lane banner and next-stop card next to the SDK's cards
/// during guidance; the camera frames the map between the two panels.
@MainActor
final class PanelsLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let laneBanner = LaneGuidanceBannerView()
    private let nextStopCard = NextStopCardView()
    private let spacing: CGFloat = 8

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var viewportBottom: NSLayoutConstraint?
    private var logoBottom: NSLayoutConstraint?
    private var viewportTop: NSLayoutConstraint?
    private weak var turnCard: UIView?
    private var buttonStack: GMSNavigationHidingStackView?
    private var isWide = false
    private weak var currentPrompt: NavigationPromptView?
    private var cardTrailingConstraints: [NSLayoutConstraint] = []
    private var viewportConstraints: [NSLayoutConstraint] = []
    private weak var viewport: UIView?
    private weak var logo: UIView?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        installReadyLayout(in: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        ([oldState.googleLogo, oldState.viewport] + oldState.buttons.map(\.view)).forEach { $0.removeFromSuperview() }
    }

    private func installReadyLayout(in navMap: GMSMapView, state: NavigationReadyUIState) {
        let guide = navMap.safeAreaLayoutGuide
        let inset = state.wideMode ? spacing * 2 : spacing
        for view in [state.viewport, state.googleLogo] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        readyConstraints = [
            state.viewport.topAnchor.constraint(equalTo: guide.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset),
            state.googleLogo.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -inset),
        ]
        for button in state.buttons where button.type == .compass {
            button.view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(button.view)
            readyConstraints.append(button.view.topAnchor.constraint(equalTo: guide.topAnchor, constant: inset))
            readyConstraints.append(button.view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset))
        }
        NSLayoutConstraint.activate(readyConstraints)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []

        let guide = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        guidanceViews = [turnCard, etaCard, laneBanner, nextStopCard]
        for view in guidanceViews {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }

        isWide = newState.wideMode
        let cardsTrailing = newState.wideMode ? guide.centerXAnchor : guide.trailingAnchor
        viewport = newState.viewport
        logo = newState.googleLogo
        let lgBottom = newState.googleLogo.bottomAnchor.constraint(equalTo: nextStopCard.topAnchor, constant: -spacing)
        logoBottom = lgBottom
        self.turnCard = turnCard
        viewportConstraints = makeViewportConstraints(viewport: newState.viewport, turnCard: turnCard, guide: guide)

        var constraints = [
            turnCard.topAnchor.constraint(equalTo: guide.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: guide.leadingAnchor),

            laneBanner.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            laneBanner.leadingAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.leadingAnchor),
            laneBanner.trailingAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.trailingAnchor),
            laneBanner.heightAnchor.constraint(equalToConstant: LaneGuidanceBannerView.preferredHeight),

            etaCard.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: guide.leadingAnchor),

            nextStopCard.bottomAnchor.constraint(equalTo: etaCard.topAnchor),
            nextStopCard.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
            nextStopCard.trailingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.trailingAnchor),
            nextStopCard.heightAnchor.constraint(equalToConstant: NextStopCardView.preferredHeight),

            newState.googleLogo.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: spacing),
            lgBottom,
        ]

        // Compass first: the stack hides from the end, so reporting goes first when short.
        let stack = GMSNavigationHidingStackView(position: .top, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = spacing
        stack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            newState.buttons.first(where: { $0.type == type })?.view
        }
        navMap.addSubview(stack)
        guidanceViews.append(stack)
        buttonStack = stack
        constraints += [
            stack.topAnchor.constraint(equalTo: newState.viewport.topAnchor, constant: spacing),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -spacing),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: newState.viewport.bottomAnchor, constant: -spacing),
        ]
        cardTrailingConstraints = [
            isWide ? turnCard.trailingAnchor.constraint(lessThanOrEqualTo: cardsTrailing)
                   : turnCard.trailingAnchor.constraint(equalTo: cardsTrailing),
            isWide ? etaCard.trailingAnchor.constraint(lessThanOrEqualTo: cardsTrailing)
                   : etaCard.trailingAnchor.constraint(equalTo: cardsTrailing),
        ]
        guidanceConstraints = constraints + cardTrailingConstraints + viewportConstraints
        NSLayoutConstraint.activate(guidanceConstraints)
        laneBanner.show(lanes: "")
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let currentPrompt { detach(prompt: currentPrompt) }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        buttonStack?.arrangedSubviews = []
        buttonStack = nil
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        laneBanner.isHidden = false
        viewportBottom = nil
        logoBottom = nil
        installReadyLayout(in: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let guidance = newState as? ActiveGuidanceUIState, guidance.wideMode != isWide else { return }
        // Take the prompt down first so the viewport edges it moved are back in place.
        let prompt = currentPrompt
        if let prompt { detach(prompt: prompt) }
        isWide = guidance.wideMode
        let guide = navMap.safeAreaLayoutGuide
        let cardsTrailing = isWide ? guide.centerXAnchor : guide.trailingAnchor
        let oldConstraints = cardTrailingConstraints + viewportConstraints
        NSLayoutConstraint.deactivate(oldConstraints)
        guidanceConstraints.removeAll { oldConstraints.contains($0) }
        cardTrailingConstraints = [
            isWide ? guidance.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: cardsTrailing)
                   : guidance.turnCard.trailingAnchor.constraint(equalTo: cardsTrailing),
            isWide ? guidance.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: cardsTrailing)
                   : guidance.etaCard.trailingAnchor.constraint(equalTo: cardsTrailing),
        ]
        viewportConstraints = makeViewportConstraints(viewport: guidance.viewport, turnCard: guidance.turnCard, guide: guide)
        guidanceConstraints += cardTrailingConstraints + viewportConstraints
        NSLayoutConstraint.activate(cardTrailingConstraints + viewportConstraints)
        if let prompt {
            showPrompt(navMap: navMap, newPrompt: prompt)
        }
    }

    /// Portrait: the camera frames the map between the lane banner and the
    /// next-stop card. Wide: the panels sit in the leading column, so it frames
    /// the open map beside the column, from the safe area's top to its bottom.
    private func makeViewportConstraints(viewport: UIView, turnCard: UIView, guide: UILayoutGuide) -> [NSLayoutConstraint] {
        let vpTop = isWide
            ? viewport.topAnchor.constraint(equalTo: guide.topAnchor)
            : viewport.topAnchor.constraint(equalTo: laneBanner.bottomAnchor)
        let vpBottom = isWide
            ? viewport.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
            : viewport.bottomAnchor.constraint(equalTo: nextStopCard.topAnchor, constant: -spacing)
        viewportTop = vpTop
        viewportBottom = vpBottom
        return [
            vpTop,
            viewport.leadingAnchor.constraint(equalTo: isWide ? turnCard.trailingAnchor : guide.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            vpBottom,
        ]
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let guide = navMap.safeAreaLayoutGuide
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        currentPrompt = newPrompt
        // Wide: the cards own the leading half, so the prompt takes the trailing bottom.
        promptConstraints = isWide ? [
            newPrompt.leadingAnchor.constraint(equalTo: guide.centerXAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ] : [
            newPrompt.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: nextStopCard.topAnchor, constant: -spacing),
        ]
        // Keep the camera and the logo above the prompt while it is up.
        // The lane banner gives up its row to the map while a prompt is up.
        viewportBottom?.isActive = false
        if let viewport {
            promptConstraints.append(viewport.bottomAnchor.constraint(equalTo: newPrompt.topAnchor))
        }
        if !isWide, let logo, let viewport, let turnCard {
            logoBottom?.isActive = false
            viewportTop?.isActive = false
            laneBanner.isHidden = true
            promptConstraints.append(viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor))
            promptConstraints.append(logo.bottomAnchor.constraint(equalTo: newPrompt.topAnchor, constant: -spacing))
        }
        NSLayoutConstraint.activate(promptConstraints)
        UIView.animate(withDuration: 0.25) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.2, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            // Guidance may have stopped as it faded, taking the prompt down already.
            if self.currentPrompt === oldPrompt { self.detach(prompt: oldPrompt) }
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        detach(prompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func detach(prompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt.removeFromSuperview()
        currentPrompt = nil
        viewportBottom?.isActive = true
        logoBottom?.isActive = true
        viewportTop?.isActive = true
        laneBanner.isHidden = false
    }
}
