import GoogleNavigation
import UIKit

@MainActor
final class RailLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let rail = CardRailView()
    private let contentBottom = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var railConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private weak var activePrompt: NavigationPromptView?
    private var promptSlide: NSLayoutConstraint?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        railConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(railConstraints)
        layoutReady(navMap, newState)
    }

    private func layoutReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        [state.viewport, state.googleLogo].forEach(navMap.addSubview)
        buttonStack.arrangedSubviews = state.buttons.map(\.view)
        navMap.addSubview(buttonStack)
        let inset: CGFloat = state.wideMode ? NavigationStyleValues.buttonHorizontalPadding : 0
        stateConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func clearState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        buttonStack.removeFromSuperview()
        buttonStack.arrangedSubviews = []
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        activePrompt?.removeFromSuperview()
        promptSlide = nil
        clearState()
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        NSLayoutConstraint.deactivate(railConstraints)
        railConstraints = []
        navMap.removeLayoutGuide(contentBottom)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clearState()
        let safe = navMap.safeAreaLayoutGuide
        navMap.addSubview(rail)
        let railEdges = [
            rail.topAnchor.constraint(equalTo: navMap.topAnchor),
            rail.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            rail.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            rail.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        ]
        NSLayoutConstraint.activate(railEdges)
        rail.mount(turnCard: newState.turnCard, etaCard: newState.etaCard, wide: newState.wideMode)
        navMap.bringSubviewToFront(newState.googleLogo)
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        navMap.addSubview(buttonStack)
        stateConstraints = railEdges + [
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newState.etaCard.topAnchor),
            newState.viewport.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            buttonStack.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        NSLayoutConstraint.activate(stateConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        clearState()
        rail.unmount()
        rail.removeFromSuperview()
        layoutReady(navMap, newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        activePrompt = newPrompt
        let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: 300)
        promptSlide = slide
        NSLayoutConstraint.activate([
            slide,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.25) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let slide = promptSlide
        promptSlide = nil
        UIView.animate(withDuration: 0.25, animations: {
            slide?.constant = 300
            navMap.layoutIfNeeded()
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
