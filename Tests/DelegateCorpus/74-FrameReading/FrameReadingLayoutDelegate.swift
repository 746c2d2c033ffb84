import GoogleNavigation
import UIKit

/// Lays the cards out with anchors, then measures them to frame the camera
/// between them (the viewport and the floating controls use measured constants).
final class FrameReadingLayoutDelegate: NavigationLayoutDelegate {
    private var readyConstraints: [NSLayoutConstraint] = []
    private var cardConstraints: [NSLayoutConstraint] = []
    private var measuredConstraints: [NSLayoutConstraint] = []
    private var viewportTop: NSLayoutConstraint?
    private var viewportBottom: NSLayoutConstraint?
    private var floatingBottoms: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var readyViews: [UIView] = []
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []
    private weak var etaCard: UIView?

    private let gap: CGFloat = 8

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        readyViews = [newState.viewport, newState.googleLogo] + newState.buttons.map(\.view)
        for view in readyViews {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        let logoInset = newState.wideMode ? NavigationStyleValues.headerFooterHorizontalPadding : gap
        readyConstraints = [
            newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset),
            newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        ]
        for button in newState.buttons where button.type == .compass {
            readyConstraints.append(button.view.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap))
            readyConstraints.append(button.view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap))
        }
        NSLayoutConstraint.activate(readyConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews = []
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        disableNavigationUI(navMap: navMap, oldState: oldState)
        guidanceViews = [newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget, newState.googleLogo]
            + newState.buttons.map(\.view)
        for view in guidanceViews {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        etaCard = newState.etaCard
        layOutCards(navMap, newState)

        // Anchored part: everything horizontal, and what follows the speed widget.
        let safe = navMap.safeAreaLayoutGuide
        let viewport = newState.viewport
        measuredConstraints = [
            viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            newState.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
            newState.speedWidget.bottomAnchor.constraint(equalTo: newState.etaCard.layoutMarginsGuide.topAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: newState.speedWidget.trailingAnchor, constant: gap),
        ]
        // Measured part: the cards' frames give the camera's top and bottom.
        let top = viewport.topAnchor.constraint(equalTo: navMap.topAnchor)
        let bottom = viewport.bottomAnchor.constraint(equalTo: navMap.topAnchor)
        viewportTop = top
        viewportBottom = bottom
        floatingBottoms = [newState.googleLogo.bottomAnchor.constraint(equalTo: navMap.topAnchor)]
        for button in newState.buttons {
            measuredConstraints.append(button.view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap))
            if button.type == .reporting {
                floatingBottoms.append(button.view.bottomAnchor.constraint(equalTo: navMap.topAnchor))
            } else {
                measuredConstraints.append(button.view.topAnchor.constraint(equalTo: newState.turnCard.layoutMarginsGuide.bottomAnchor, constant: gap))
            }
        }
        measuredConstraints += [top, bottom] + floatingBottoms
        remeasure(navMap, newState)
        NSLayoutConstraint.activate(measuredConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(cardConstraints + measuredConstraints)
        cardConstraints = []
        measuredConstraints = []
        floatingBottoms = []
        viewportTop = nil
        viewportBottom = nil
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let state = newState as? ActiveGuidanceUIState, viewportTop != nil else { return }
        NSLayoutConstraint.deactivate(cardConstraints)
        layOutCards(navMap, state)
        remeasure(navMap, state)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        prompt = newPrompt
        navMap.layoutIfNeeded()
        updateFloor(navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        prompt = nil
        updateFloor(navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Helpers

    private func layOutCards(_ navMap: UIView, _ state: ActiveGuidanceUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let pad = NavigationStyleValues.headerFooterHorizontalPadding
        cardConstraints = [state.turnCard, state.etaCard].flatMap { card -> [NSLayoutConstraint] in
            let trailing = state.wideMode
                ? card.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor)
                : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad)
            return [card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad), trailing]
        }
        cardConstraints += [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ]
        NSLayoutConstraint.activate(cardConstraints)
    }

    /// Reads the laid-out cards and moves the camera frame between them.
    private func remeasure(_ navMap: UIView, _ state: ActiveGuidanceUIState) {
        navMap.layoutIfNeeded()
        let cardBottom = state.turnCard.frame.maxY
        viewportTop?.constant = cardBottom
        updateFloor(navMap)
    }

    /// The lowest y the camera and the floating controls may reach.
    private func updateFloor(_ navMap: UIView) {
        guard let eta = etaCard else { return }
        navMap.layoutIfNeeded()
        var floor = eta.frame.minY + eta.layoutMargins.top
        if let prompt { floor = min(floor, prompt.frame.minY) }
        viewportBottom?.constant = floor
        for constraint in floatingBottoms {
            constraint.constant = floor - gap
        }
    }
}
