import GoogleNavigation
import UIKit

/// One slice of the navigation layout. Mirrors `NavigationLayoutDelegate`;
/// every callback is optional for a part (see the no-op defaults below), so a
/// part implements only what it places.
@MainActor
protocol NavigationLayoutPart: AnyObject {
    var name: String { get }
    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState)
    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState)
    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState)
    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState)
    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState)
    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView)
    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView)
    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView)
}

extension NavigationLayoutPart {
    var name: String { String(describing: type(of: self)) }
    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {}
    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {}
    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {}
    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {}
    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}
    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {}
    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {}
    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {}
}

/// The delegate the app installs: forwards every callback to its parts, in
/// order on the way in and in reverse order on the way out.
@MainActor
final class CompositeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    let context: LayoutContext
    private let parts: [any NavigationLayoutPart]

    override init() {
        let context = LayoutContext()
        self.context = context
        // Order matters: the cards publish the turn card and ETA card that the
        // chrome and the viewport anchor to.
        self.parts = [
            CardsPart(context: context),
            ChromePart(context: context),
            ViewportPromptPart(context: context),
        ]
        super.init()
    }

    private func forward(_ body: (any NavigationLayoutPart) -> Void) {
        for part in parts { body(part) }
    }

    private func forwardReversed(_ body: (any NavigationLayoutPart) -> Void) {
        for part in parts.reversed() { body(part) }
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        context.beginSession(on: navMap, state: newState)
        forward { $0.enableNavigationUI(navMap: navMap, newState: newState) }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        forwardReversed { $0.disableNavigationUI(navMap: navMap, oldState: oldState) }
        context.endSession(on: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        context.enterGuidance(newState)
        forward { $0.startGuidance(navMap: navMap, newState: newState, oldState: oldState) }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        context.leaveGuidance(newState)
        // Tear down guidance views last-part-first so nothing anchors to a card
        // that is already gone, then the parts rebuild the ready layout.
        forwardReversed { $0.stopGuidance(navMap: navMap, newState: newState, oldState: oldState) }
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard context.phase != .off else { return }
        guard context.update(from: newState) else { return }
        forward { $0.sizeChanged(navMap: navMap, newState: newState) }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        forward { $0.showPrompt(navMap: navMap, newPrompt: newPrompt) }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        forward { $0.hidePrompt(navMap: navMap, oldPrompt: oldPrompt) }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        forward { $0.changePrompt(navMap: navMap, newPrompt: newPrompt, oldPrompt: oldPrompt) }
    }
}
