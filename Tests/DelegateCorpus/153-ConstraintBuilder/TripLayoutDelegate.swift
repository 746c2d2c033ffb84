import GoogleNavigation
import UIKit

/// Navigation layout for the trip screen. Every event updates `phase` and then
/// `relayout` throws away the active constraint set and builds the one the
/// phase needs with `ConstraintsBuilder`.
@MainActor
final class TripLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    private var phase: Phase = .off
    private var isWide = false
    private weak var navMap: GMSMapView?

    private let mapContentBottom = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var activeConstraints: [NSLayoutConstraint] = []

    private var currentPrompt: NavigationPromptView?
    /// Prompts fading out: still on screen until their animation completes.
    private var leavingPrompts: [NavigationPromptView] = []

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self.navMap = navMap
        navMap.addLayoutGuide(mapContentBottom)
        enterReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(activeConstraints)
        activeConstraints = []
        (leavingPrompts + [currentPrompt].compactMap { $0 }).forEach { $0.removeFromSuperview() }
        leavingPrompts = []
        currentPrompt = nil
        buttonStack.removeFromSuperview()
        buttonStack.arrangedSubviews = []
        [oldState.googleLogo, oldState.viewport].forEach { $0.removeFromSuperview() }
        navMap.removeLayoutGuide(mapContentBottom)
        phase = .off
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        isWide = newState.wideMode
        let buttons = newState.buttons
        buttonStack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            buttons.first(where: { $0.type == type })?.view
        }
        for view in [newState.turnCard, newState.etaCard, newState.speedWidget] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        phase = .guidance(newState)
        relayout()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(activeConstraints)
        activeConstraints = []
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget].forEach { $0.removeFromSuperview() }
        enterReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard isWide != newState.wideMode else { return }
        isWide = newState.wideMode
        relayout()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        currentPrompt = newPrompt
        relayout()
        UIView.animate(withDuration: 0.3) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if currentPrompt === oldPrompt { currentPrompt = nil }
        leavingPrompts.append(oldPrompt)
        relayout()
        UIView.animate(withDuration: 0.3, animations: { oldPrompt.alpha = 0 }, completion: { [weak self] _ in
            oldPrompt.removeFromSuperview()
            self?.leavingPrompts.removeAll { $0 === oldPrompt }
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Layout

    private func enterReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        isWide = state.wideMode
        buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map { $0.view }
        for view in [state.viewport, state.googleLogo, buttonStack] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        phase = .ready(state)
        relayout()
    }

    private func relayout() {
        guard let navMap else { return }
        NSLayoutConstraint.deactivate(activeConstraints)
        activeConstraints = NSLayoutConstraint.activate {
            sharedConstraints(in: navMap)
            switch phase {
            case .off:
                [NSLayoutConstraint]()
            case .ready(let state):
                readyConstraints(state, in: navMap)
            case .guidance(let state):
                guidanceConstraints(state, in: navMap)
            }
        }
    }

    @ConstraintsBuilder
    private func sharedConstraints(in navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        mapContentBottom.heightAnchor.constraint(equalToConstant: 0)
        mapContentBottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        mapContentBottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor)
        mapContentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor).withPriority(.defaultLow)
        if let prompt = currentPrompt {
            prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor).named("prompt.bottom")
            prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            mapContentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor)
        }
        for leaving in leavingPrompts {
            leaving.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
            leaving.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        }
    }

    @ConstraintsBuilder
    private func readyConstraints(_ state: NavigationReadyUIState, in navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let sideInset = isWide ? NavigationStyleValues.buttonHorizontalPadding : 0
        state.viewport.topAnchor.constraint(equalTo: safe.topAnchor)
        state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor)
        state.viewport.bottomAnchor.constraint(equalTo: mapContentBottom.topAnchor)
        state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        state.googleLogo.bottomAnchor.constraint(equalTo: mapContentBottom.topAnchor)
        buttonStack.topAnchor.constraint(equalTo: safe.topAnchor)
        buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -sideInset)
        buttonStack.bottomAnchor.constraint(equalTo: mapContentBottom.topAnchor)
    }

    @ConstraintsBuilder
    private func guidanceConstraints(_ state: ActiveGuidanceUIState, in navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let viewport = state.viewport
        // The leading column: cards, logo.
        for view in [state.turnCard, state.etaCard, state.googleLogo] {
            view.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        }
        state.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor)
        state.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        mapContentBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor)
        state.googleLogo.bottomAnchor.constraint(equalTo: mapContentBottom.topAnchor)

        // Speed widget sits on the ETA card's margins, trailing; buttons above it.
        state.speedWidget.trailingAnchor.constraint(equalTo: safe.trailingAnchor)
        state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor)
        buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor)
        buttonStack.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor)
        buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor)
        buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: mapContentBottom.topAnchor)
        // Below the content-bottom guide's own preference, so the guide wins.
        buttonStack.bottomAnchor.constraint(equalTo: mapContentBottom.topAnchor).withPriority(.defaultLow - 50)

        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor)
        viewport.bottomAnchor.constraint(equalTo: mapContentBottom.topAnchor)
        if isWide {
            viewport.topAnchor.constraint(equalTo: safe.topAnchor)
            viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor)
        } else {
            viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor)
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        }
    }
}
