import GoogleNavigation
import UIKit

// MARK: - Guidance callbacks

extension DriveChromeLayout {

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        // The ready layout pins the logo, viewport and compass differently: drop it first.
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()

        guidance = newState
        isWide = newState.wideMode

        [newState.turnCard, newState.etaCard, newState.speedWidget, newState.viewport, newState.googleLogo]
            .forEach { place($0, on: navMap) }
        let stack = makeButtonStack(from: newState.buttons)
        place(stack, on: navMap)
        buttonStack = stack

        swap(&guidanceConstraints, for: fixedGuidanceConstraints(newState, stack: stack, on: navMap))
        swap(&cardColumnConstraints, for: cardColumn(newState, on: navMap, wide: newState.wideMode))
        swap(&bottomEdgeConstraints, for: restingBottomEdge(of: newState))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(guidanceConstraints + cardColumnConstraints + bottomEdgeConstraints)
        guidanceConstraints.removeAll()
        cardColumnConstraints.removeAll()
        bottomEdgeConstraints.removeAll()

        buttonStack?.arrangedSubviews = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        oldState.buttons.filter { $0.type == .reporting }.forEach { $0.view.removeFromSuperview() }
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget].forEach { $0.removeFromSuperview() }
        guidance = nil

        isWide = newState.wideMode
        installReadyLayout(for: newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let wide = newState.wideMode
        defer { isWide = wide }
        guard let guidance, wide != isWide else { return }
        swap(&cardColumnConstraints, for: cardColumn(guidance, on: navMap, wide: wide))
    }

    /// Viewport, logo and speed widget resting on the ETA card (no prompt up).
    func restingBottomEdge(of state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        bottomEdge(
            of: state, viewportBottom: state.etaCard.topAnchor,
            chromeBottom: state.etaCard.layoutMarginsGuide.topAnchor, gap: 0)
    }
}

// MARK: - Guidance layout pieces

private extension DriveChromeLayout {

    /// Compass first: the hiding stack drops views from the end when short of room.
    func makeButtonStack(from buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = elementGap
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        stack.arrangedSubviews = order.compactMap { type in buttons.first { $0.type == type }?.view }
        return stack
    }

    func fixedGuidanceConstraints(
        _ state: ActiveGuidanceUIState, stack: UIView, on navMap: GMSMapView
    ) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        return [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: cardTopInset),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),

            // Camera frames the map between the cards.
            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),

            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardInset),
            state.speedWidget.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -cardInset),

            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -cardInset),
            stack.bottomAnchor.constraint(equalTo: state.speedWidget.topAnchor, constant: -elementGap),
            stack.topAnchor.constraint(greaterThanOrEqualTo: state.turnCard.bottomAnchor, constant: elementGap),
        ]
    }

    /// Portrait: cards span the safe area. Wide: cards keep the SDK's width on the leading edge.
    func cardColumn(_ state: ActiveGuidanceUIState, on navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        return [state.turnCard, state.etaCard].flatMap { card -> [NSLayoutConstraint] in
            let leading = card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardInset)
            let trailing = wide
                ? card.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor)
                : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -cardInset)
            return [leading, trailing]
        }
    }
}
