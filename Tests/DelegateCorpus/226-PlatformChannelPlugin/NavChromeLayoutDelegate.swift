import Foundation
import GoogleNavigation
import UIKit

/// Lays out the SDK's navigation chrome from what the Dart side configured,
/// and reports each layout change back over the event channel.
@MainActor
final class NavChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let store: NavChromeStore
    private weak var map: GMSMapView?

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var wide = false

    private let buttonRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// Constraints of whatever phase is on screen; rebuilt as a whole on every change.
    private var phaseConstraints: [NSLayoutConstraint] = []
    /// Everything that sits on the bottom edge of the open map; rebound when a prompt comes or goes.
    private var bottomEdgeConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []

    init(store: NavChromeStore = .shared) {
        self.store = store
        super.init()
    }

    // MARK: - Reading the Dart configuration

    private var padding: CGFloat { store.arguments.number("edgePadding", or: 12) }
    private var buttonSpacing: CGFloat { store.arguments.number("buttonSpacing", or: 12) }
    private var viewportInsets: (top: CGFloat, bottom: CGFloat) {
        let insets = store.arguments.map("viewportInsets")
        return (insets.number("top", or: 0), insets.number("bottom", or: 0))
    }
    private var promptDuration: TimeInterval {
        TimeInterval(store.arguments.number("promptAnimationMs", or: 250)) / 1000
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        readyState = newState
        wide = newState.wideMode
        navMap.addSubview(newState.viewport)
        navMap.addSubview(newState.googleLogo)
        navMap.addSubview(buttonRail)
        layoutReady(newState, on: navMap)
        emit("phase", ["phase": "ready"], on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        deactivateAll()
        buttonRail.arrangedSubviews = []
        buttonRail.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        readyState = nil
        map = nil
        store.events.send("phase", ["phase": "off"])
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        deactivateAll()
        guidanceState = newState
        wide = newState.wideMode
        [newState.turnCard, newState.etaCard, newState.speedWidget].forEach(navMap.addSubview)
        if store.arguments.flag("showTripProgress", or: false) {
            navMap.addSubview(newState.tripProgressBar)
        }
        layoutGuidance(newState, on: navMap)
        emit("phase", ["phase": "guidance", "wide": wide], on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePrompt()
        deactivateAll()
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget, oldState.tripProgressBar]
            .forEach { $0.removeFromSuperview() }
        guidanceState = nil
        readyState = newState
        wide = newState.wideMode
        layoutReady(newState, on: navMap)
        emit("phase", ["phase": "ready"], on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != wide || guidanceState == nil else { return }
        wide = newState.wideMode
        relayout()
        emit("wideMode", ["wide": wide], on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        if let state = guidanceState { bindBottomEdge(state, on: navMap) }
        UIView.animate(withDuration: promptDuration) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
        store.events.send("prompt", ["visible": true])
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let constraints = promptConstraints
        promptConstraints = []
        prompt = nil
        if let state = guidanceState { bindBottomEdge(state, on: navMap) }
        UIView.animate(withDuration: promptDuration, animations: {
            oldPrompt.alpha = 0
            navMap.layoutIfNeeded()
        }, completion: { _ in
            NSLayoutConstraint.deactivate(constraints)
            oldPrompt.removeFromSuperview()
        })
        store.events.send("prompt", ["visible": false])
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Called by the method channel

    /// Lays the current phase out again with the latest configuration.
    func relayout() {
        guard let map else { return }
        deactivateAll()
        if let state = guidanceState {
            layoutGuidance(state, on: map)
        } else if let state = readyState {
            layoutReady(state, on: map)
        }
    }

    // MARK: - Layouts

    private func layoutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        buttonRail.spacing = buttonSpacing
        buttonRail.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)

        phaseConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor, constant: viewportInsets.top),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -viewportInsets.bottom),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -padding),
            buttonRail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -padding),
            buttonRail.topAnchor.constraint(equalTo: safe.topAnchor, constant: padding),
            buttonRail.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -padding),
        ]
        NSLayoutConstraint.activate(phaseConstraints)
    }

    private func layoutGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let viewport = state.viewport
        let logo = state.googleLogo
        let speed = state.speedWidget
        let progress = state.tripProgressBar
        let showsProgress = progress.superview === navMap

        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        buttonRail.spacing = buttonSpacing
        buttonRail.arrangedSubviews = order.compactMap { type in
            state.buttons.first { $0.type == type }?.view
        }

        var constraints = [
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -padding / 2),
        ]
        let railTrailing = showsProgress ? progress.leadingAnchor : safe.trailingAnchor
        constraints.append(buttonRail.trailingAnchor.constraint(equalTo: railTrailing, constant: -padding))

        if wide {
            // Cards down the leading edge; the camera frames the map beside them.
            constraints += [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor, constant: viewportInsets.top),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: padding),
                buttonRail.topAnchor.constraint(equalTo: safe.topAnchor, constant: padding),
            ]
        } else {
            constraints += [
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: viewportInsets.top),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
                buttonRail.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: padding),
            ]
        }
        if showsProgress {
            constraints += [
                progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -padding / 3),
                progress.topAnchor.constraint(equalTo: wide ? safe.topAnchor : turnCard.bottomAnchor, constant: padding),
                progress.bottomAnchor.constraint(equalTo: buttonRail.bottomAnchor),
            ]
        }
        phaseConstraints = constraints
        NSLayoutConstraint.activate(phaseConstraints)
        bindBottomEdge(state, on: navMap)
    }

    /// The open map ends at the prompt (narrow layouts only: a wide prompt sits
    /// over the card column), else at the ETA card, else at the safe area.
    private func bindBottomEdge(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(bottomEdgeConstraints)
        let edge: NSLayoutYAxisAnchor
        switch (wide, prompt) {
        case (true, _):
            edge = navMap.safeAreaLayoutGuide.bottomAnchor
        case (false, let prompt?):
            edge = prompt.topAnchor
        case (false, nil):
            edge = state.etaCard.topAnchor
        }
        bottomEdgeConstraints = [
            state.viewport.bottomAnchor.constraint(equalTo: edge, constant: -viewportInsets.bottom),
            state.googleLogo.bottomAnchor.constraint(equalTo: edge, constant: -padding),
            buttonRail.bottomAnchor.constraint(equalTo: edge, constant: -padding),
        ]
        NSLayoutConstraint.activate(bottomEdgeConstraints)
    }

    private func deactivateAll() {
        NSLayoutConstraint.deactivate(phaseConstraints + bottomEdgeConstraints)
        phaseConstraints = []
        bottomEdgeConstraints = []
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }

    // MARK: - Events back to Dart

    private func emit(_ event: String, _ payload: [String: Any], on navMap: GMSMapView) {
        var body = payload
        if let viewport = guidanceState?.viewport ?? readyState?.viewport {
            navMap.layoutIfNeeded()
            let frame = viewport.frame
            body["viewport"] = ["x": Double(frame.minX), "y": Double(frame.minY),
                                "width": Double(frame.width), "height": Double(frame.height)]
        }
        store.events.send(event, body)
    }
}
