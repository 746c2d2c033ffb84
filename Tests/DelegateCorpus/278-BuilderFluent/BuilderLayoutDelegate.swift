import GoogleNavigation
import UIKit

/// Activates the layouts `ChromeDirector` builds, one per state, and tears each
/// down when its state ends.
@MainActor
final class BuilderLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let promptSlideDuration: TimeInterval = 0.3

    private let contentBottom: UILayoutGuide = {
        let guide = UILayoutGuide()
        guide.identifier = "contentBottom"
        return guide
    }()

    private var session: ChromeLayout?
    private var current: ChromeLayout?
    private var promptLayout: ChromeLayout?
    private var prompt: NavigationPromptView?

    /// What `sizeChanged` rebuilds from: the state whose views are on screen.
    private enum Shown {
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }
    private var shown: Shown?

    private func director(for map: GMSMapView) -> ChromeDirector {
        ChromeDirector(map: map, contentBottom: contentBottom)
    }

    /// Tears down what is on screen and activates `layout` in its place.
    private func show(_ layout: ChromeLayout, on map: GMSMapView) {
        current?.tearDown()
        layout.activate(in: map)
        current = layout
    }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let director = director(for: navMap)
        let sessionLayout = director.session()
        sessionLayout.activate(in: navMap)
        session = sessionLayout

        show(director.navigationReady(newState, wide: newState.wideMode), on: navMap)
        shown = .ready(newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        promptLayout?.tearDown()
        promptLayout = nil
        prompt = nil
        current?.tearDown()
        current = nil
        session?.tearDown()
        session = nil
        shown = nil
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        show(director(for: navMap).activeGuidance(newState, wide: newState.wideMode), on: navMap)
        shown = .guidance(newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        show(director(for: navMap).navigationReady(newState, wide: newState.wideMode), on: navMap)
        shown = .ready(newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let director = director(for: navMap)
        switch shown {
        case .ready(let state)?:
            show(director.navigationReady(state, wide: newState.wideMode), on: navMap)
        case .guidance(let state)?:
            show(director.activeGuidance(state, wide: newState.wideMode), on: navMap)
        case nil:
            return
        }
        if let prompt {
            navMap.bringSubviewToFront(prompt)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let layout = director(for: navMap).prompt(newPrompt)
        layout.activate(in: navMap)
        promptLayout = layout
        prompt = newPrompt

        navMap.layoutIfNeeded()
        let slide = layout.constraint(named: "prompt.slide")
        UIView.animate(withDuration: Self.promptSlideDuration) {
            slide?.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let layout = promptLayout, prompt === oldPrompt else {
            oldPrompt.removeFromSuperview()
            return
        }
        promptLayout = nil
        prompt = nil

        let slide = layout.constraint(named: "prompt.slide")
        UIView.animate(withDuration: Self.promptSlideDuration, animations: {
            slide?.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { _ in
            layout.tearDown()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
