import GoogleNavigation
import UIKit

/// Every callback updates the inputs, binds the SDK's views to their ids and renders the
/// scene those inputs describe; the reconciler works out what actually changes.
@MainActor
final class DiffingLayoutDelegate: NavigationLayoutDelegate {
    private let reconciler = ChromeReconciler()
    private var inputs = SceneInputs()

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        reconciler.attach(to: navMap)
        reconciler.bind(newState)
        inputs = SceneInputs(phase: .ready, wide: newState.wideMode, prompt: false)
        render()
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        inputs = SceneInputs()
        reconciler.detach()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        reconciler.bind(newState)
        inputs.phase = .guiding
        inputs.wide = newState.wideMode
        render()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        reconciler.bind(newState)
        inputs.phase = .ready
        inputs.prompt = false
        inputs.wide = newState.wideMode
        render()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard inputs.phase != .off, inputs.wide != newState.wideMode else { return }
        inputs.wide = newState.wideMode
        render()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.alpha = 0
        reconciler.bind(prompt: newPrompt)
        inputs.prompt = true
        render()
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        reconciler.forget(.promptMargins)
        reconciler.forget(.prompt)
        inputs.prompt = false
        render()
        fadeOut(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        newPrompt.alpha = 0
        reconciler.bind(prompt: newPrompt)
        render()
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
        fadeOut(oldPrompt)
    }

    private func render() {
        reconciler.render(.desired(for: inputs))
    }

    private func fadeOut(_ prompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.25, animations: { prompt.alpha = 0 }) { _ in
            prompt.removeFromSuperview()
        }
    }
}
