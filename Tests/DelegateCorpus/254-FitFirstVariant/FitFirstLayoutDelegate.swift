import GoogleNavigation
import UIKit

/// Lays navigation out by trying the catalog's variants in order until one fits the map.
@MainActor
final class FitFirstLayoutDelegate: NavigationLayoutDelegate {
    private let runner = VariantRunner()
    private var buttonStack: GMSNavigationHidingStackView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var isWide = false

    /// The variant on screen, for the team's debug overlay.
    var currentVariant: String? { runner.chosen }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        stack.arrangedSubviews = buttons(in: newState.buttons, ofTypes: [.compass])
        for view in [newState.viewport, newState.googleLogo, stack] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        buttonStack = stack
        readyState = newState
        isWide = newState.wideMode
        settle(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        runner.rollback()
        prompt?.removeFromSuperview()
        prompt = nil
        buttonStack?.arrangedSubviews = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        readyState = nil
        guidanceState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        runner.rollback()
        for view in guidanceOnlyViews(of: newState) {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        buttonStack?.arrangedSubviews = buttons(in: newState.buttons, ofTypes: [.compass, .reporting])
        guidanceState = newState
        isWide = newState.wideMode
        settle(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        runner.rollback()
        prompt?.removeFromSuperview()
        prompt = nil
        guidanceOnlyViews(of: oldState).forEach { $0.removeFromSuperview() }
        buttonStack?.arrangedSubviews = buttons(in: newState.buttons, ofTypes: [.compass])
        guidanceState = nil
        readyState = newState
        isWide = newState.wideMode
        settle(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        settle(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        settle(navMap)
        UIView.animate(withDuration: 0.3) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if prompt === oldPrompt {
            prompt = nil
            settle(navMap)
        }
        UIView.animate(withDuration: 0.3, animations: { oldPrompt.alpha = 0 }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Variants

    /// Rolls the current variant back and keeps the first candidate that fits.
    private func settle(_ navMap: GMSMapView) {
        guard let stack = buttonStack else { return }
        let candidates: [LayoutVariant]
        if let guidance = guidanceState {
            let views = GuidanceViews(state: guidance, stack: stack, prompt: prompt)
            candidates = VariantCatalog.guidance(views, in: navMap, wide: isWide)
        } else if let ready = readyState {
            candidates = VariantCatalog.ready(ready, stack: stack, in: navMap, wide: isWide)
        } else {
            return
        }
        runner.apply(candidates, in: navMap)
    }

    private func guidanceOnlyViews(of state: ActiveGuidanceUIState) -> [UIView] {
        [state.turnCard, state.etaCard, state.speedWidget, state.tripProgressBar]
    }

    private func buttons(in all: [NavigationUIButton], ofTypes types: [NavigationButtonKnownType]) -> [UIView] {
        types.compactMap { type in all.first { $0.type == type }?.view }
    }
}
