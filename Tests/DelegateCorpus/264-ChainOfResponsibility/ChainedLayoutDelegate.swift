import GoogleNavigation
import UIKit

/// The app's navigation layout: every SDK callback becomes a `LayoutRequest`
/// that runs down a chain of handlers, each laying out its own part.
@MainActor
final class ChainedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let context = LayoutContext()
    private let head: LayoutHandler?

    override init() {
        head = chain(
            CardsHandler(),
            ChromeHandler(),
            PromptHandler(),
            ButtonsHandler()
        )
        super.init()
    }

    private func dispatch(_ event: LayoutEvent, on map: GMSMapView) {
        head?.handle(LayoutRequest(map: map, event: event, context: context))
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        context.enter(.ready, wide: newState.wideMode)
        context.installGuide(on: navMap)
        dispatch(.enable(newState), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dispatch(.disable(oldState), on: navMap)
        context.uninstallGuide(from: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        context.enter(.guidance, wide: newState.wideMode)
        dispatch(.startGuidance(newState), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        context.enter(.ready, wide: newState.wideMode)
        dispatch(.stopGuidance(newState), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard context.phase != .off else { return }
        context.enter(context.phase, wide: newState.wideMode)
        dispatch(.resize(newState), on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        dispatch(.showPrompt(newPrompt), on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dispatch(.hidePrompt(oldPrompt), on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dispatch(.changePrompt(new: newPrompt, old: oldPrompt), on: navMap)
    }
}
