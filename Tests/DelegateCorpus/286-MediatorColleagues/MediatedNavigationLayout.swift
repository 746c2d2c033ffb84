import GoogleNavigation
import UIKit

/// The app's navigation chrome. The delegate only forwards the SDK's callbacks to the
/// colleague that owns the view in question; the `ChromeMediator` decides the rest.
@MainActor
final class MediatedNavigationLayout: NavigationLayoutDelegate {
    private var mediator: ChromeMediator?

    init() {}

    // MARK: Navigation on / off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let mediator = ChromeMediator(map: navMap, wide: newState.wideMode)
        let colleagues: [any Colleague] = [
            ViewportKeeper(), LogoPlacer(), ButtonRail(), CardPlacer(), PromptPresenter(),
        ]
        colleagues.forEach(mediator.register)
        self.mediator = mediator
        adoptShared(newState, in: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        mediator?.dismantle()
        mediator = nil
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guard let mediator else { return }
        mediator.wideModeDidChange(newState.wideMode)
        mediator.colleague(ButtonRail.self)?.adopt(newState.buttons, in: navMap)
        mediator.colleague(CardPlacer.self)?.present(newState, wide: newState.wideMode, in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guard let mediator else { return }
        if let presenter = mediator.colleague(PromptPresenter.self), let prompt = presenter.current { presenter.retire(prompt) }
        mediator.colleague(CardPlacer.self)?.dismiss()
        mediator.wideModeDidChange(newState.wideMode)
        adoptShared(newState, in: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        mediator?.wideModeDidChange(newState.wideMode)
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        mediator?.colleague(PromptPresenter.self)?.show(newPrompt, in: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        mediator?.colleague(PromptPresenter.self)?.retire(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        guard let presenter = mediator?.colleague(PromptPresenter.self) else { return }
        presenter.show(newPrompt, in: navMap)
        presenter.retire(oldPrompt)
    }

    // MARK: Helpers

    /// The views both states carry: the viewport, the logo and the buttons.
    private func adoptShared(_ state: NavigationReadyUIState, in map: GMSMapView) {
        guard let mediator else { return }
        mediator.colleague(ViewportKeeper.self)?.adopt(state.viewport, in: map)
        mediator.colleague(LogoPlacer.self)?.adopt(state.googleLogo, in: map)
        mediator.colleague(ButtonRail.self)?.adopt(state.buttons, in: map)
    }
}
