import GoogleNavigation
import UIKit

// MARK: - Rendering: views wanted for the phase, then a fresh constraint set

extension StreamingLayoutDelegate {
    /// Re-renders the whole screen for `phase`, `isWide` and `prompt`.
    func render(on map: GMSMapView) {
        NSLayoutConstraint.deactivate(liveConstraints)
        liveConstraints.removeAll()

        let wanted = wantedViews()
        for view in installedViews where !wanted.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for view in wanted where view.superview !== map {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
        installedViews = wanted

        switch phase {
        case .off:
            return
        case let .ready(state):
            buttonStack.arrangedSubviews = orderedButtons(state.buttons)
            liveConstraints = readyConstraints(state, on: map)
        case let .guidance(state):
            buttonStack.arrangedSubviews = orderedButtons(state.buttons)
            liveConstraints = isWide
                ? wideGuidanceConstraints(state, on: map)
                : guidanceConstraints(state, on: map)
        }
        NSLayoutConstraint.activate(liveConstraints)

        // Nothing may be drawn over a prompt.
        if let prompt { map.bringSubviewToFront(prompt) }
    }

    /// The views the phase shows, back to front. Buttons live in `buttonStack`.
    private func wantedViews() -> [UIView] {
        switch phase {
        case .off:
            return []
        case let .ready(state):
            return [state.viewport, state.googleLogo, buttonStack]
        case let .guidance(state):
            return [state.viewport, state.tripProgressBar, state.speedWidget,
                    state.googleLogo, buttonStack, state.turnCard, state.etaCard]
        }
    }

    private func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
        // The stack hides from the end: keep reporting ahead of the compass.
        let rank: [NavigationButtonKnownType: Int] = [.reporting: 0, .compass: 1]
        return buttons
            .filter { rank[$0.type] != nil }
            .sorted { rank[$0.type, default: 9] < rank[$1.type, default: 9] }
            .map(\.view)
    }

    // MARK: Constraint sets

    private func readyConstraints(_ state: NavigationReadyUIState, on map: GMSMapView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        return [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: map.trailingAnchor),

            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.edge),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Spacing.buttonGap),

            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Spacing.buttonSide),
            buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Spacing.buttonGap),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: Spacing.buttonGap),
        ]
    }

    /// Portrait-style guidance: turn card across the top, ETA card across the bottom.
    private func guidanceConstraints(_ state: ActiveGuidanceUIState, on map: GMSMapView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        // What floats above the bottom: the prompt when one is up, else the ETA card.
        let floor = prompt?.topAnchor ?? state.etaCard.topAnchor
        let viewportFloor = prompt?.layoutMarginsGuide.topAnchor ?? state.etaCard.topAnchor
        return [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),

            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),

            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: viewportFloor),
            state.viewport.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: map.trailingAnchor),
        ] + floatingConstraints(state, on: map, top: state.turnCard.bottomAnchor,
                                 floor: floor, logoLeading: safe.leadingAnchor)
    }

    /// Wide mode: both cards in the leading column, the map open beside them.
    private func wideGuidanceConstraints(_ state: ActiveGuidanceUIState, on map: GMSMapView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let floor = prompt?.topAnchor ?? safe.bottomAnchor
        let viewportFloor = prompt?.layoutMarginsGuide.topAnchor ?? safe.bottomAnchor
        return [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),

            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),

            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: viewportFloor),
            state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: map.trailingAnchor),
        ] + floatingConstraints(state, on: map, top: safe.topAnchor,
                                 floor: floor, logoLeading: state.viewport.leadingAnchor)
    }

    /// Logo, speed widget, trip progress bar and buttons float over the viewport.
    private func floatingConstraints(
        _ state: ActiveGuidanceUIState, on map: GMSMapView,
        top: NSLayoutYAxisAnchor, floor: NSLayoutYAxisAnchor, logoLeading: NSLayoutXAxisAnchor
    ) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        return [
            state.googleLogo.leadingAnchor.constraint(equalTo: logoLeading, constant: Spacing.edge),
            state.googleLogo.bottomAnchor.constraint(equalTo: floor, constant: -Spacing.buttonGap),

            state.speedWidget.leadingAnchor.constraint(equalTo: logoLeading, constant: Spacing.edge),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -Spacing.buttonGap),

            state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.tripProgressBar.topAnchor.constraint(equalTo: top, constant: Spacing.buttonGap),
            state.tripProgressBar.bottomAnchor.constraint(equalTo: floor, constant: -Spacing.buttonGap),

            buttonStack.trailingAnchor.constraint(equalTo: state.tripProgressBar.leadingAnchor, constant: -Spacing.edge),
            buttonStack.bottomAnchor.constraint(equalTo: floor, constant: -Spacing.buttonGap),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: top, constant: Spacing.buttonGap),
        ]
    }

    // MARK: Prompts

    func present(_ newPrompt: NavigationPromptView, on map: GMSMapView) {
        prompt = newPrompt
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        map.addSubview(newPrompt)
        let safe = map.safeAreaLayoutGuide
        // Owned by the prompt: removing it from the map releases them.
        NSLayoutConstraint.activate([
            newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        UIView.animate(withDuration: Spacing.promptIn) { newPrompt.alpha = 1 }
    }

    func dismiss(_ oldPrompt: NavigationPromptView) {
        if prompt === oldPrompt { prompt = nil }
        outgoingPrompts.append(oldPrompt)
        UIView.animate(withDuration: Spacing.promptOut, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            oldPrompt.removeFromSuperview()
            self?.outgoingPrompts.removeAll { $0 === oldPrompt }
        })
    }

    // MARK: Teardown

    /// Removes everything the delegate added; runs synchronously in `disableNavigationUI`.
    func tearDown(on map: GMSMapView) {
        NSLayoutConstraint.deactivate(liveConstraints)
        liveConstraints.removeAll()
        for leftover in outgoingPrompts + [prompt].compactMap({ $0 }) {
            leftover.removeFromSuperview()
        }
        outgoingPrompts.removeAll()
        prompt = nil
        buttonStack.arrangedSubviews = []
        installedViews.forEach { $0.removeFromSuperview() }
        installedViews.removeAll()
        phase = .off
    }
}
