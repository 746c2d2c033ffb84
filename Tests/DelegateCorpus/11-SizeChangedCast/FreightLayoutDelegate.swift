import GoogleNavigation
import UIKit

/// Splits each state's layout into a part that never changes and a part that
/// depends on `wideMode`; `sizeChanged` casts the state to find which to redo.
@MainActor
final class FreightLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var fixedConstraints: [NSLayoutConstraint] = []
    private var adaptiveConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var views: [UIView] = []
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private func removeAll() {
        NSLayoutConstraint.deactivate(fixedConstraints + adaptiveConstraints)
        fixedConstraints = []
        adaptiveConstraints = []
        buttonStack.arrangedSubviews = []
        views.forEach { $0.removeFromSuperview() }
        views = []
    }

    private func add(_ newViews: [UIView], to navMap: GMSMapView) {
        newViews.forEach { navMap.addSubview($0) }
        views = newViews
    }

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        removeAll()
        let safe = navMap.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        add([newState.viewport, newState.googleLogo, buttonStack], to: navMap)
        fixedConstraints = [
            newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            buttonStack.bottomAnchor.constraint(equalTo: newState.googleLogo.topAnchor, constant: -8),
        ]
        NSLayoutConstraint.activate(fixedConstraints)
        adaptReady(navMap: navMap, state: newState)
    }

    private func adaptReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(adaptiveConstraints)
        let inset: CGFloat = state.wideMode ? 24 : 16
        adaptiveConstraints = [
            buttonStack.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor, constant: -inset)
        ]
        NSLayoutConstraint.activate(adaptiveConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removeAll()
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        removeAll()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let viewport = newState.viewport
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        add([viewport, turnCard, etaCard, newState.googleLogo, buttonStack], to: navMap)
        let resting = viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        resting.priority = .defaultHigh
        fixedConstraints = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            resting,
            newState.googleLogo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8),
            newState.googleLogo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
            buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
            buttonStack.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
        ]
        NSLayoutConstraint.activate(fixedConstraints)
        adaptGuidance(navMap: navMap, state: newState)
    }

    private func adaptGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(adaptiveConstraints)
        let safe = navMap.safeAreaLayoutGuide
        if state.wideMode {
            adaptiveConstraints = [
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
            ]
        } else {
            adaptiveConstraints = [
                state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
        }
        NSLayoutConstraint.activate(adaptiveConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance = newState as? ActiveGuidanceUIState {
            adaptGuidance(navMap: navMap, state: guidance)
        } else if let ready = newState as? NavigationReadyUIState {
            adaptReady(navMap: navMap, state: ready)
        }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let viewport = views.first else { return }
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
