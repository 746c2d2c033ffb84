import GoogleNavigation
import UIKit

/// The SDK's layout callbacks, fed one by one into the current `LayoutState`.
///
/// The delegate holds nothing but the current state: every view and constraint
/// lives in the values the state functions captured.
@MainActor
final class StateMachineLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var state: LayoutState
    /// The names of the states passed through, newest last (for debugging).
    private(set) var trail: [String] = []

    init(env: Env = Env()) {
        state = idle(env)
        super.init()
    }

    var stateName: String { state.name }

    private func send(_ event: LayoutEvent) {
        state = state.next(event)
        trail.append(state.name)
        if trail.count > 32 { trail.removeFirst() }
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        send(.enable(navMap, newState))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        send(.disable(navMap, oldState))
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        send(.start(navMap, newState))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        send(.stop(navMap, newState))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        send(.resize(navMap, newState))
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        send(.showPrompt(navMap, newPrompt))
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        send(.hidePrompt(navMap, oldPrompt))
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        send(.changePrompt(navMap, new: newPrompt, old: oldPrompt))
    }
}
