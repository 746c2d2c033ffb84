import GoogleNavigation
import UIKit

/// Lays the navigation UI out between the app's search strip and trip panel. The panel never
/// covers a Google view: the ETA card sits on its top edge, viewport, logo and buttons above it.
@MainActor
final class TripPanelLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Metrics { static let headerHeight: CGFloat = 56, panelHeight: CGFloat = 96, promptFade = 0.25 }
    private enum Phase { case off, ready(NavigationReadyUIState), guidance(ActiveGuidanceUIState) }
    let searchHeader = SearchHeaderView()
    let tripPanel = TripPanelView()
    private var phase = Phase.off
    private var wide = false
    private let contentBottom = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var chromeConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var prompt: (view: NavigationPromptView, constraints: [NSLayoutConstraint])?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        installChrome(on: navMap)
        phase = .ready(newState)
        wide = newState.wideMode
        [newState.viewport, newState.googleLogo, buttonStack].forEach { navMap.addSubview($0) }
        relayout(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let prompt { NSLayoutConstraint.deactivate(prompt.constraints); prompt.view.removeFromSuperview() }
        prompt = nil
        NSLayoutConstraint.deactivate(stateConstraints + chromeConstraints)
        stateConstraints = []
        chromeConstraints = []
        buttonStack.arrangedSubviews = []
        [oldState.viewport, oldState.googleLogo, buttonStack, searchHeader, tripPanel].forEach { $0.removeFromSuperview() }
        navMap.removeLayoutGuide(contentBottom)
        phase = .off
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        phase = .guidance(newState)
        wide = newState.wideMode
        [newState.turnCard, newState.etaCard].forEach { navMap.addSubview($0) }
        relayout(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        [oldState.turnCard, oldState.etaCard].forEach { $0.removeFromSuperview() }
        phase = .ready(newState)
        wide = newState.wideMode
        relayout(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard wide != newState.wideMode else { return }
        wide = newState.wideMode
        relayout(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let safeArea = navMap.safeAreaLayoutGuide
        navMap.addSubview(newPrompt)
        let constraints = [
            newPrompt.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            newPrompt.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: tripPanel.topAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        prompt = (newPrompt, constraints)
        newPrompt.alpha = 0
        UIView.animate(withDuration: Metrics.promptFade) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let shown = prompt, shown.view === oldPrompt else { return }
        prompt = nil
        UIView.animate(withDuration: Metrics.promptFade, animations: { oldPrompt.alpha = 0 }, completion: { _ in
            NSLayoutConstraint.deactivate(shown.constraints)
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    /// Search strip, trip panel and the open map's bottom guide: they stay for the whole session.
    private func installChrome(on navMap: GMSMapView) {
        let safeArea = navMap.safeAreaLayoutGuide
        navMap.addSubview(searchHeader)
        navMap.addSubview(tripPanel)
        navMap.addLayoutGuide(contentBottom)
        let restingBottom = contentBottom.bottomAnchor.constraint(equalTo: tripPanel.topAnchor)
        restingBottom.priority = .defaultLow
        chromeConstraints = [
            searchHeader.topAnchor.constraint(equalTo: navMap.topAnchor),
            searchHeader.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            searchHeader.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            searchHeader.bottomAnchor.constraint(equalTo: safeArea.topAnchor, constant: Metrics.headerHeight),
            tripPanel.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            tripPanel.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            tripPanel.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            tripPanel.topAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -Metrics.panelHeight),
            contentBottom.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: tripPanel.topAnchor),
            restingBottom,
        ]
        NSLayoutConstraint.activate(chromeConstraints)
    }

    private func relayout(_ navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(stateConstraints)
        searchHeader.setWide(wide)
        switch phase {
        case .off: stateConstraints = []
        case .ready(let state):
            buttonStack.arrangedSubviews = views(of: state.buttons)
            stateConstraints = readyConstraints(state, on: navMap)
        case .guidance(let state):
            buttonStack.arrangedSubviews = views(of: state.buttons)
            stateConstraints = guidanceConstraints(state, on: navMap)
        }
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func views(of buttons: [NavigationUIButton]) -> [UIView] {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        return order.compactMap { type in buttons.first { $0.type == type }?.view }
    }

    private func readyConstraints(_ state: NavigationReadyUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safeArea = navMap.safeAreaLayoutGuide
        return [
            state.viewport.topAnchor.constraint(equalTo: searchHeader.bottomAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),

            state.googleLogo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            buttonStack.topAnchor.constraint(equalTo: searchHeader.bottomAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
    }

    private func guidanceConstraints(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safeArea = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard, etaCard = state.etaCard, viewport = state.viewport
        var constraints = [
            turnCard.topAnchor.constraint(equalTo: searchHeader.bottomAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: tripPanel.topAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),

            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),

            // Bottom leading corner of the open map, beside the leading column in wide mode.
            state.googleLogo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        if wide {
            // Leading column: turn card on top, ETA card at the bottom, the camera beside them.
            constraints += [
                turnCard.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.centerXAnchor),
                etaCard.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.centerXAnchor),
                viewport.topAnchor.constraint(equalTo: searchHeader.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                buttonStack.topAnchor.constraint(equalTo: searchHeader.bottomAnchor),
            ]
        } else {
            constraints += [
                turnCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
                etaCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
                buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            ]
        }
        return constraints
    }
}
