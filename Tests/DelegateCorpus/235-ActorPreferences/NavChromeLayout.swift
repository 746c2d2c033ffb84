import GoogleNavigation
import UIKit

/// The navigation chrome. Every callback lays out at once with the last known
/// preferences, then asks the `PreferenceStore` for fresh ones; an answer is
/// applied only if no callback came after the one that asked (`generation`),
/// so whatever order the tasks end in, the last state wins.
@MainActor
final class NavChromeLayout: NSObject, NavigationLayoutDelegate {
    private enum Phase { case off, ready(NavigationReadyUIState), guiding(ActiveGuidanceUIState) }

    private let store: PreferenceStore
    private var prefs = ChromePreferences.launch
    private var phase = Phase.off
    private var wide = false
    private var generation = 0
    private var refresh: Task<Void, Never>?

    private let openMapBottom = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var laidOut: [NSLayoutConstraint] = []
    private let prompts = PromptHost()

    init(store: PreferenceStore = .shared) {
        self.store = store
        super.init()
        openMapBottom.identifier = "openMapBottom"
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
    }

    // MARK: - Lifecycle

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        phase = .ready(newState)
        wide = newState.wideMode
        navMap.addLayoutGuide(openMapBottom)
        navMap.insert(newState.viewport, newState.googleLogo, buttonStack)
        buttonStack.arrangedSubviews = newState.buttons.views(.compass)
        relayout(navMap)
        refreshPreferences(for: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        generation += 1          // answers still in flight are for a screen that is gone
        refresh?.cancel()
        refresh = nil
        phase = .off
        prompts.removeAll()
        NSLayoutConstraint.deactivate(laidOut)
        laidOut = []
        buttonStack.arrangedSubviews = []
        [oldState.viewport, oldState.googleLogo, buttonStack].forEach { $0.removeFromSuperview() }
        navMap.removeLayoutGuide(openMapBottom)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        phase = .guiding(newState)
        wide = newState.wideMode
        navMap.insert(newState.turnCard, newState.etaCard, newState.speedWidget)
        buttonStack.arrangedSubviews = newState.buttons.views(.compass, .reporting)
        navMap.bringSubviewToFront(buttonStack)
        relayout(navMap)
        refreshPreferences(for: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(laidOut)
        laidOut = []
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget, oldState.tripProgressBar]
            .forEach { $0.removeFromSuperview() }
        phase = .ready(newState)
        wide = newState.wideMode
        buttonStack.arrangedSubviews = newState.buttons.views(.compass)
        relayout(navMap)
        refreshPreferences(for: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        relayout(navMap)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompts.show(newPrompt, on: navMap, keepingAbove: openMapBottom)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        prompts.hide(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        prompts.hide(oldPrompt)
        prompts.show(newPrompt, on: navMap, keepingAbove: openMapBottom)
    }

    // MARK: - Preferences

    private func refreshPreferences(for navMap: GMSMapView) {
        generation += 1
        let asked = generation
        refresh?.cancel()
        refresh = Task { [weak self, store] in
            let fresh = await ChromePreferences.load(from: store)
            await Task.yield()      // let the callback's own layout pass go first
            guard !Task.isCancelled else { return }
            await MainActor.run {
                guard let self, self.generation == asked, fresh != self.prefs else { return }
                self.prefs = fresh
                self.relayout(navMap)
            }
        }
    }

    // MARK: - Layout

    /// Replaces every state constraint with the current phase's, for the
    /// current width and preferences.
    private func relayout(_ navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(laidOut)
        switch phase {
        case .off:
            laidOut = []
        case .ready(let state):
            laidOut = readyConstraints(navMap, state)
        case .guiding(let state):
            syncTripProgress(state, on: navMap)
            laidOut = guidanceConstraints(navMap, state)
        }
        NSLayoutConstraint.activate(laidOut)
    }

    private func syncTripProgress(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        if prefs.tripProgress {
            if state.tripProgressBar.superview == nil { navMap.insert(state.tripProgressBar) }
        } else {
            state.tripProgressBar.removeFromSuperview()
        }
    }

    private func floorConstraints(_ safe: UILayoutGuide) -> [NSLayoutConstraint] {
        let resting = openMapBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        return [
            resting,
            openMapBottom.heightAnchor.constraint(equalToConstant: 0),
            openMapBottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            openMapBottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
    }

    private func readyConstraints(_ navMap: GMSMapView, _ state: NavigationReadyUIState) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo, viewport = state.viewport
        return floorConstraints(safe) + [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: prefs.inset),
            logo.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor, constant: -prefs.gap),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -prefs.inset),
            buttonStack.bottomAnchor.constraint(equalTo: logo.bottomAnchor),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: prefs.gap),
        ]
    }

    private func guidanceConstraints(_ navMap: GMSMapView, _ state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let turn = state.turnCard, eta = state.etaCard, speed = state.speedWidget
        let logo = state.googleLogo, viewport = state.viewport
        var list = floorConstraints(safe) + [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
            speed.trailingAnchor.constraint(equalTo: eta.layoutMarginsGuide.trailingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),
            logo.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor, constant: -prefs.gap),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -prefs.inset),
            buttonStack.bottomAnchor.constraint(equalTo: logo.bottomAnchor),
        ]
        if wide {
            // Cards in a leading column; the map opens beside them, full height.
            list += [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turn.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: eta.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: prefs.inset),
                buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: prefs.gap),
            ]
        } else {
            list += [
                viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: speed.layoutMarginsGuide.topAnchor),
                openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: eta.layoutMarginsGuide.topAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: prefs.inset),
                buttonStack.topAnchor.constraint(greaterThanOrEqualTo: turn.bottomAnchor, constant: prefs.gap),
            ]
        }
        if prefs.tripProgress {
            let trip = state.tripProgressBar
            list += [
                trip.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -prefs.gap / 2),
                trip.topAnchor.constraint(equalTo: wide ? safe.topAnchor : turn.layoutMarginsGuide.bottomAnchor,
                                          constant: prefs.gap),
                trip.bottomAnchor.constraint(equalTo: buttonStack.topAnchor, constant: -prefs.gap),
            ]
        }
        return list
    }
}

/// Prompts on screen, each with the constraints that place it.
@MainActor
final class PromptHost {
    private var placed: [(prompt: NavigationPromptView, constraints: [NSLayoutConstraint])] = []

    func show(_ prompt: NavigationPromptView, on navMap: GMSMapView, keepingAbove floor: UILayoutGuide) {
        navMap.insert(prompt)
        let constraints = [
            prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        placed.append((prompt, constraints))
        prompt.alpha = 0
        UIView.animate(withDuration: 0.25) { prompt.alpha = 1 }
    }

    func hide(_ prompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.25, animations: { prompt.alpha = 0 }, completion: { [weak self] _ in
            self?.remove(prompt)
        })
    }

    func removeAll() {
        placed.map(\.prompt).forEach(remove)
    }

    private func remove(_ prompt: NavigationPromptView) {
        guard let index = placed.firstIndex(where: { $0.prompt === prompt }) else { return }
        NSLayoutConstraint.deactivate(placed[index].constraints)
        placed.remove(at: index)
        prompt.removeFromSuperview()
    }
}

// MARK: - Helpers

extension GMSMapView {
    func insert(_ views: UIView...) {
        views.forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
    }
}

@MainActor
extension Array where Element == NavigationUIButton {
    func views(_ types: NavigationButtonKnownType...) -> [UIView] {
        types.compactMap { type in first { $0.type == type }?.view }
    }
}
