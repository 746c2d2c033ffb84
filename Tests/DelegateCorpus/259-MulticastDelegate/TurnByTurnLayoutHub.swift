import GoogleNavigation
import UIKit

/// The map screen's layout delegate. It owns no layout itself: each callback
/// becomes one `LayoutEvent` fanned out to the parts registered for the
/// current phase. Session parts live from enable to disable; guidance parts are
/// registered on start and dropped on stop.
@MainActor
final class TurnByTurnLayoutHub: NSObject, NavigationLayoutDelegate {
    private let listeners = MulticastDelegate<LayoutListener>()
    private var context: LayoutContext?

    /// The multicast holds its listeners weakly: these arrays own them.
    private var sessionParts: [LayoutListener] = []
    private var guidanceParts: [LayoutListener] = []

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let context = LayoutContext(map: navMap, isWide: newState.wideMode)
        context.install()
        self.context = context

        sessionParts = [LogoViewportPart(), ButtonsPart()]
        sessionParts.forEach(listeners.add)
        broadcast(.navigationEnabled(newState))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        broadcast(.navigationDisabled)
        guidanceParts.forEach(listeners.remove)
        guidanceParts.removeAll()
        sessionParts.forEach(listeners.remove)
        sessionParts.removeAll()
        context?.uninstall()
        context = nil
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        context?.isWide = newState.wideMode
        guidanceParts = [CardsPart(), PromptHostPart()]
        guidanceParts.forEach(listeners.add)
        broadcast(.guidanceStarted(newState))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        context?.isWide = newState.wideMode
        broadcast(.guidanceStopped(newState))
        guidanceParts.forEach(listeners.remove)
        guidanceParts.removeAll()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let context else { return }
        context.isWide = newState.wideMode
        broadcast(.resized)
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        broadcast(.promptShown(newPrompt))
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        broadcast(.promptHidden(oldPrompt))
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        broadcast(.promptChanged(new: newPrompt, old: oldPrompt))
    }

    // MARK: Fan-out

    private func broadcast(_ event: LayoutEvent) {
        guard let context else { return }
        listeners.invoke { $0.stateWillChange(event, context: context) }
        listeners.invoke { $0.stateChanged(event, context: context) }
    }
}
