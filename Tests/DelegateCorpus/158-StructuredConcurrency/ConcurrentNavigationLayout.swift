import UIKit
import GoogleNavigation

/// Layout preferences shared with the settings screen; read off the main actor.
actor LayoutPreferences {
    private var edgeInset: CGFloat = 8
    private var cardGap: CGFloat = 4

    func inset(wide: Bool) -> CGFloat { wide ? edgeInset + 4 : edgeInset }
    func gap(wide: Bool) -> CGFloat { cardGap }
    func update(edgeInset: CGFloat) { self.edgeInset = edgeInset }
}

@MainActor
final class ConcurrentNavigationLayout: NavigationLayoutDelegate {
    private enum Phase { case off, ready, guidance }

    private let preferences = LayoutPreferences()
    private var phase: Phase = .off
    private var wide = false
    private var inset: CGFloat = 8
    private var gap: CGFloat = 4

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private weak var map: GMSMapView?
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var activeConstraints: [NSLayoutConstraint] = []
    private var guidanceTask: Task<Void, Error>?
    private var warmUpTask: Task<Void, Never>?

    // MARK: - Transitions

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        readyState = newState
        phase = .ready
        wide = newState.wideMode
        [newState.viewport, newState.googleLogo].forEach(navMap.addSubview)
        if let compass = newState.buttons.first(where: { $0.type == .compass }) {
            navMap.addSubview(compass.view)
        }
        relayout()
        warmUpTask = Task { await self.warmUpPreferences() }
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidanceState = newState
        phase = .guidance
        wide = newState.wideMode
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        [newState.turnCard, newState.etaCard, newState.speedWidget, buttonStack].forEach(navMap.addSubview)
        relayout()

        guidanceTask?.cancel()
        guidanceTask = Task { [preferences, wide] in
            async let nextInset = preferences.inset(wide: wide)
            async let nextGap = preferences.gap(wide: wide)
            let (resolvedInset, resolvedGap) = await (nextInset, nextGap)
            try Task.checkCancellation()
            let rounded = await Task.detached { () -> CGFloat in
                (resolvedInset * 2).rounded() / 2
            }.value
            try Task.checkCancellation()
            await MainActor.run {
                self.inset = rounded
                self.gap = resolvedGap
                self.relayout()
            }
        }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guidanceTask?.cancel()
        guidanceTask = nil
        NSLayoutConstraint.deactivate(activeConstraints)
        activeConstraints.removeAll()
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget, buttonStack].forEach { $0.removeFromSuperview() }
        prompt?.removeFromSuperview()
        prompt = nil
        buttonStack.arrangedSubviews = []
        guidanceState = nil
        readyState = newState
        phase = .ready
        wide = newState.wideMode
        if let compass = newState.buttons.first(where: { $0.type == .compass }) {
            navMap.addSubview(compass.view)
        }
        relayout()
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        warmUpTask?.cancel()
        guidanceTask?.cancel()
        NSLayoutConstraint.deactivate(activeConstraints)
        activeConstraints.removeAll()
        prompt?.removeFromSuperview()
        prompt = nil
        oldState.buttons.forEach { $0.view.removeFromSuperview() }
        [oldState.viewport, oldState.googleLogo].forEach { $0.removeFromSuperview() }
        readyState = nil
        phase = .off
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard phase != .off else { return }
        wide = newState.wideMode
        relayout()
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        prompt = nil
        relayout()
        UIView.animate(withDuration: 0.25, animations: { oldPrompt.alpha = 0 }) { _ in
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        oldPrompt.removeFromSuperview()
        present(newPrompt, on: navMap)
    }

    private func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
        prompt = newPrompt
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        relayout()
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    // MARK: - Layout

    private func relayout() {
        guard let map else { return }
        NSLayoutConstraint.deactivate(activeConstraints)
        switch phase {
        case .off:
            activeConstraints = []
        case .ready:
            guard let readyState else { return }
            activeConstraints = readyConstraints(readyState, in: map)
        case .guidance:
            guard let guidanceState else { return }
            activeConstraints = guidanceConstraints(guidanceState, in: map)
        }
        NSLayoutConstraint.activate(activeConstraints)
    }

    private func readyConstraints(_ state: NavigationReadyUIState, in map: GMSMapView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        var constraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
        ]
        if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
            constraints += [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            ]
        }
        return constraints
    }

    private func guidanceConstraints(_ state: ActiveGuidanceUIState, in map: GMSMapView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let side = NavigationStyleValues.headerFooterHorizontalPadding
        var constraints = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -gap),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
        ]
        if wide {
            let column = map.centerXAnchor
            constraints += [
                state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: column),
                state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: column),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: column),
                state.googleLogo.leadingAnchor.constraint(equalTo: column, constant: inset),
                state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
                state.speedWidget.leadingAnchor.constraint(equalTo: column, constant: inset),
                buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
                buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: inset),
            ]
            if let prompt {
                constraints += [
                    prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
                    prompt.trailingAnchor.constraint(equalTo: column, constant: -side),
                    prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                ]
            }
        } else {
            let bottomEdge = prompt?.layoutMarginsGuide.topAnchor ?? state.etaCard.layoutMarginsGuide.topAnchor
            constraints += [
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
                state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: bottomEdge),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                state.googleLogo.bottomAnchor.constraint(equalTo: bottomEdge, constant: -inset),
                state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                buttonStack.bottomAnchor.constraint(equalTo: bottomEdge, constant: -inset),
                buttonStack.topAnchor.constraint(greaterThanOrEqualTo: state.turnCard.bottomAnchor, constant: inset),
            ]
            if let prompt {
                constraints += [
                    prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                ]
            }
        }
        constraints.append(state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        return constraints
    }

    // MARK: - Preferences

    private func warmUpPreferences() async {
        let prefs = preferences
        let insets = await withTaskGroup(of: (Bool, CGFloat).self) { group -> [Bool: CGFloat] in
            for wideMode in [false, true] {
                group.addTask { (wideMode, await prefs.inset(wide: wideMode)) }
            }
            var result: [Bool: CGFloat] = [:]
            for await (wideMode, value) in group { result[wideMode] = value }
            return result
        }
        guard !Task.isCancelled, phase != .off else { return }
        inset = insets[wide] ?? inset
        relayout()
    }
}
