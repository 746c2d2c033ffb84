import GoogleNavigation
import UIKit

/// The delegate only forwards: everything it knows of the SDK goes through the seams.
@MainActor
final class ProtocolNavigationLayout: NavigationLayoutDelegate {
    private let engine: ChromeLayoutEngine
    private var guidance: (any GuidanceChromeState)?

    init() {
        engine = ChromeLayoutEngine(
            metrics: .sdk,
            topStack: GMSNavigationHidingStackView(position: .top, alignment: .trailing),
            bottomStack: GMSNavigationHidingStackView(position: .bottom, alignment: .trailing))
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        engine.installSession(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        guidance = nil
        engine.tearDownSession()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidance = newState
        engine.installGuidance(newState, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guidance = nil
        engine.tearDownGuidance(restoring: newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let state = newState as? any GuidanceChromeState {
            guidance = state
            engine.layOutGuidance(state, on: navMap)
        } else if let state = newState as? any ChromeState {
            engine.layOutReady(state, on: navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let guidance else { return }
        engine.present(newPrompt, state: guidance, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let guidance else { return }
        engine.dismiss(oldPrompt, state: guidance, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        guard let guidance else { return }
        engine.dismiss(oldPrompt, state: guidance, on: navMap)
        engine.present(newPrompt, state: guidance, on: navMap)
    }
}
