import UIKit
import GoogleNavigation

@MainActor
final class LaneLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let lane = BottomLaneGuide(identifier: "nav.bottomLane")
    private let column = CardColumnGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var stateConstraints: [NSLayoutConstraint] = []
    private var ownedViews: [UIView] = []
    private var guidance: ActiveGuidanceUIState?
    private var prompt: (view: NavigationPromptView, constraints: [NSLayoutConstraint])?
    private let inset: CGFloat = 8

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        lane.install(in: navMap)
        layoutReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        clearState()
        lane.uninstall()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clearState()
        guidance = newState
        column.install(in: navMap, wide: newState.wideMode)
        layoutGuidance(navMap, newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt.view) }
        clearState()
        lane.releaseAll()
        column.uninstall()
        buttonStack.arrangedSubviews = []
        guidance = nil
        layoutReady(navMap, newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard guidance != nil, column.isWide != newState.wideMode else { return }
        column.install(in: navMap, wide: newState.wideMode)
        if let guidance {
            clearState(keepViews: true)
            layoutGuidance(navMap, guidance)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        let safe = navMap.safeAreaLayoutGuide
        let constraints = [
            newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        lane.keepClear(of: newPrompt)
        prompt = (newPrompt, constraints)
        UIView.animate(withDuration: 0.25) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let current = prompt, current.view === oldPrompt else { return }
        lane.release(oldPrompt)
        NSLayoutConstraint.deactivate(current.constraints)
        oldPrompt.removeFromSuperview()
        prompt = nil
        UIView.animate(withDuration: 0.25) { navMap.layoutIfNeeded() }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Layouts

    private func own(_ views: [UIView], in navMap: GMSMapView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
            ownedViews.append(view)
        }
    }

    private func clearState(keepViews: Bool = false) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        guard !keepViews else { return }
        ownedViews.forEach { $0.removeFromSuperview() }
        ownedViews = []
    }

    private func layoutReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let logoInset = state.wideMode ? inset * 2 : inset
        own([state.viewport, state.googleLogo], in: navMap)
        stateConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            lane.rest(state.viewport, flush: true),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset),
            lane.rest(state.googleLogo),
        ]
        if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
            own([compass], in: navMap)
            stateConstraints += [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            ]
        }
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func layoutGuidance(_ navMap: GMSMapView, _ state: ActiveGuidanceUIState) {
        let safe = navMap.safeAreaLayoutGuide
        if ownedViews.isEmpty {
            own([state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo], in: navMap)
            buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .reporting }.map(\.view)
                + state.buttons.filter { $0.type == .compass }.map(\.view)
            own([buttonStack], in: navMap)
        }
        lane.keepClear(of: state.etaCard)
        stateConstraints = column.hold(state.turnCard) + column.hold(state.etaCard) + [
            state.turnCard.topAnchor.constraint(equalTo: column.topAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: column.bottomAnchor),
            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            lane.rest(state.viewport, flush: true),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            lane.rest(state.googleLogo),
            state.speedWidget.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: state.turnCard.bottomAnchor, constant: inset),
            buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor, constant: -inset),
            buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: lane.topAnchor, constant: -lane.restingGap),
        ]
        let sink = buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        sink.priority = .defaultLow
        stateConstraints.append(sink)
        NSLayoutConstraint.activate(stateConstraints)
        if let prompt { navMap.bringSubviewToFront(prompt.view) }
    }
}
