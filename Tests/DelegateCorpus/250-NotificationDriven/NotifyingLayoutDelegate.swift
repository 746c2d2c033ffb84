import GoogleNavigation
import UIKit

/// Re-posts every layout callback of the SDK as a notification; the observers in
/// LayoutObservers.swift do the layout. Observers are registered when navigation
/// UI comes on and removed when it goes off.
///
/// Install before navigation is turned on:
/// `do { try mapView.setLayoutDelegate(NotifyingLayoutDelegate()) } catch { ... }`
@MainActor
final class NotifyingLayoutDelegate: NavigationLayoutDelegate {
    private let center = NotificationCenter.default
    private let context = NavLayoutContext()
    /// In this order: the cards must be on the map before the chrome is pinned to them.
    private lazy var observers: [NavLayoutObserver] = [
        CardLayoutObserver(context: context),
        ChromeLayoutObserver(context: context),
        PromptLayoutObserver(context: context),
    ]

    // MARK: Navigation on and off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        context.install(on: navMap)
        observers.forEach { $0.startObserving(self, on: center) }
        post(.navLayoutUIEnabled, [
            (.map, navMap), (.readyState, newState), (.wideMode, newState.wideMode),
        ])
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        post(.navLayoutUIDisabled, [(.map, navMap), (.readyState, oldState)])
        observers.forEach { $0.stopObserving(on: center) }
        context.uninstall(from: navMap)
    }

    // MARK: Guidance

    func startGuidance(
        navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState
    ) {
        post(.navLayoutGuidanceStarted, [
            (.map, navMap), (.guidanceState, newState), (.readyState, oldState),
            (.wideMode, newState.wideMode),
        ])
    }

    func stopGuidance(
        navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState
    ) {
        post(.navLayoutGuidanceStopped, [
            (.map, navMap), (.readyState, newState), (.guidanceState, oldState),
            (.wideMode, newState.wideMode),
        ])
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        post(.navLayoutMapResized, [(.map, navMap), (.wideMode, newState.wideMode)])
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        post(.navLayoutPromptShown, [(.map, navMap), (.prompt, newPrompt)])
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        post(.navLayoutPromptHidden, [(.map, navMap), (.oldPrompt, oldPrompt)])
    }

    func changePrompt(
        navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView
    ) {
        post(.navLayoutPromptChanged, [
            (.map, navMap), (.prompt, newPrompt), (.oldPrompt, oldPrompt),
        ])
    }

    private func post(_ name: Notification.Name, _ pairs: [(NavLayoutInfoKey, Any)]) {
        center.post(name: name, object: self, userInfo: navLayoutInfo(pairs))
    }
}
