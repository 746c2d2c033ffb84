import GoogleNavigation
import UIKit

/// Drive screen layout with our EasyPeasy port (EasyPeasy+Port.swift).
///
/// Every Google view is laid out with `view.easy.layout(...)` and taken down with
/// `view.easy.clear()`; the open map's floor is a session-long guide that the ETA
/// card (compact) and prompts push up. The trip progress bar runs down the
/// trailing edge with the buttons beside it.
@MainActor
final class EasyDriveLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private struct Spacing {
        let edge: CGFloat
        let gap: CGFloat

        static let compact = Spacing(edge: 12, gap: 8)
        static let wide = Spacing(edge: 16, gap: 8)

        static func forWideMode(_ wide: Bool) -> Spacing { wide ? .wide : .compact }
    }

    private let floor = UILayoutGuide()
    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    /// Views on the map for the current state, back to front.
    private var onMap: [UIView] = []
    private var guidance: ActiveGuidanceUIState?
    private var ready: NavigationReadyUIState?
    private var prompt: NavigationPromptView?

    override init() {
        super.init()
        floor.identifier = "easy.floor"
        buttons.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: - Navigation on / off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        let safe = navMap.safeAreaLayoutGuide
        floor.easy.layout(
            Height(0),
            Leading(0).to(navMap, .leading),
            Trailing(0).to(navMap, .trailing),
            Bottom(>=0).to(safe, .bottom),
            Bottom(0).to(safe, .bottom).with(.low)
        )
        showReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dismissPrompt()
        takeDown()
        floor.easy.clear()
        navMap.removeLayoutGuide(floor)
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        takeDown()
        guidance = newState
        buttons.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { kind in
            newState.buttons.first { $0.type == kind }?.view
        }
        put([newState.viewport, newState.turnCard, newState.etaCard, newState.tripProgressBar,
             newState.speedWidget, newState.googleLogo, buttons], on: navMap)
        layoutGuidance(newState, on: navMap, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dismissPrompt()
        takeDown()
        showReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance {
            onMap.forEach { $0.easy.clear() }
            layoutGuidance(guidance, on: navMap, wide: newState.wideMode)
        } else if let ready {
            onMap.forEach { $0.easy.clear() }
            layoutReady(ready, on: navMap, wide: newState.wideMode)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        newPrompt.easy.layout(
            Bottom(0),
            Leading(0).to(navMap.safeAreaLayoutGuide, .leading),
            Top(>=0).to(floor)
        )
        prompt = newPrompt
        newPrompt.transform = CGAffineTransform(translationX: 0, y: 120)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            newPrompt.transform = .identity
        }, completion: nil)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        oldPrompt.easy.clear()
        oldPrompt.removeFromSuperview()
        oldPrompt.transform = .identity
        if prompt === oldPrompt { prompt = nil }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func dismissPrompt() {
        guard let prompt else { return }
        prompt.easy.clear()
        prompt.removeFromSuperview()
        prompt.transform = .identity
        self.prompt = nil
    }

    // MARK: - Ready

    private func showReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        ready = state
        buttons.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        put([state.viewport, state.googleLogo, buttons], on: navMap)
        layoutReady(state, on: navMap, wide: state.wideMode)
    }

    private func layoutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView, wide: Bool) {
        let safe = navMap.safeAreaLayoutGuide
        let spacing = Spacing.forWideMode(wide)
        state.viewport.easy.layout(
            Top(0).to(safe, .top),
            Leading(0).to(safe, .leading),
            Trailing(0).to(safe, .trailing),
            Bottom(0).to(floor)
        )
        state.googleLogo.easy.layout(
            Leading(spacing.edge).to(safe, .leading),
            Bottom(spacing.edge).to(floor)
        )
        buttons.easy.layout(
            Top(spacing.edge).to(safe, .top),
            Trailing(spacing.edge).to(safe, .trailing),
            Bottom(spacing.edge).to(floor)
        )
    }

    // MARK: - Guidance layout

    private func layoutGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView, wide: Bool) {
        let safe = navMap.safeAreaLayoutGuide
        let spacing = Spacing.forWideMode(wide)

        // The cards keep to the leading edge in both modes: turn card top, ETA card bottom.
        state.turnCard.easy.layout(Top(0).to(safe, .top), Leading(0).to(safe, .leading))
        state.etaCard.easy.layout(Bottom(0), Leading(0).to(safe, .leading))

        if wide {
            // Camera beside the leading column; the floor stays at the safe area's bottom.
            state.viewport.easy.layout(
                Top(0).to(safe, .top),
                Leading(>=0).to(state.turnCard),
                Leading(0).to(safe, .leading).with(.low),
                Trailing(0).to(safe, .trailing),
                Bottom(0).to(floor)
            )
            state.etaCard.easy.layout(Trailing(>=0).to(state.viewport, .leading))
            state.tripProgressBar.easy.layout(Top(spacing.edge).to(safe, .top))
        } else {
            // Camera between the cards; the docked ETA card holds the floor above it.
            state.etaCard.easy.layout(Top(>=0).to(floor))
            state.viewport.easy.layout(
                Top(0).to(state.turnCard),
                Leading(0).to(safe, .leading),
                Trailing(0).to(safe, .trailing),
                Bottom(0).to(floor)
            )
            state.tripProgressBar.easy.layout(Top(spacing.edge).to(state.turnCard))
        }

        state.tripProgressBar.easy.layout(
            Trailing(spacing.edge).to(safe, .trailing),
            Bottom(spacing.edge).to(floor)
        )
        buttons.easy.layout(
            Top(0).to(state.tripProgressBar, .top),
            Trailing(spacing.gap).to(state.tripProgressBar),
            Bottom(spacing.edge).to(floor)
        )
        state.googleLogo.easy.layout(
            Leading(spacing.edge).to(state.viewport, .leading),
            Bottom(spacing.edge).to(floor)
        )
        state.speedWidget.easy.layout(
            Leading(0).to(state.googleLogo, .leading),
            Bottom(spacing.gap).to(state.googleLogo)
        )
    }

    // MARK: - Mounting

    private func put(_ views: [UIView], on navMap: GMSMapView) {
        views.forEach(navMap.addSubview)
        onMap = views
    }

    /// Clears every attribute of the state's views, then takes them off the map.
    private func takeDown() {
        onMap.forEach { $0.easy.clear() }
        buttons.arrangedSubviews = []
        onMap.reversed().forEach { $0.removeFromSuperview() }
        onMap = []
        guidance = nil
        ready = nil
    }
}
