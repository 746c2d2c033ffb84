import GoogleNavigation
import UIKit

/// The navigation layout on top of LayoutKit.
@MainActor
final class KitNavigationLayout: NSObject, NavigationLayoutDelegate {
    private let session = LayoutGroup(), ready = LayoutGroup(), guidance = LayoutGroup(), cards = LayoutGroup()
    private let content = UILayoutGuide()
    private var prompt: (view: NavigationPromptView, slide: NSLayoutConstraint)?

    private func buttons(_ buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = buttons.map(\.view)
        return stack
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(content)
        session.activate(pin(content, .horizontal, to: safe) + [content.bottomAnchor.constraint(equalTo: safe.bottomAnchor).withPriority(.defaultLow)])
        layOutReady(navMap, newState)
    }

    private func layOutReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let stack = buttons(state.buttons), safe = navMap.safeAreaLayoutGuide
        ready.add([state.viewport, state.googleLogo, stack], to: navMap)
        let inset = state.wideMode ? NavigationStyleValues.headerFooterHorizontalPadding : 0
        ready.activate(pin(content, .top, to: safe) + pin(state.viewport, to: content) + pin(state.googleLogo, [.leading, .bottom], to: content, inset: inset)
            + pin(stack, [.top, .bottom, .trailing], to: content))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.view.removeFromSuperview()
        prompt = nil
        [ready, session].forEach { $0.tearDown() }
        navMap.removeLayoutGuide(content)
    }

    func startGuidance(navMap: GMSMapView, newState s: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        ready.tearDown()
        let stack = buttons(s.buttons), safe = navMap.safeAreaLayoutGuide
        guidance.add([s.viewport, s.turnCard, s.etaCard, s.speedWidget, s.tripProgressBar, s.googleLogo, stack], to: navMap)
        guidance.activate(pin(s.turnCard, .top, to: safe) + pin(s.etaCard, .bottom, to: navMap) + [
            place(content, below: s.turnCard), keep(content, above: s.etaCard),
            place(s.tripProgressBar, below: s.turnCard, spacing: NavigationStyleValues.buttonVerticalPadding),
            stack.trailingAnchor.constraint(equalTo: s.tripProgressBar.leadingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            s.speedWidget.bottomAnchor.constraint(equalTo: s.googleLogo.layoutMarginsGuide.topAnchor),
        ] + pin(s.viewport, to: content) + pin(s.googleLogo, [.leading, .bottom], to: content) + pin(s.speedWidget, .leading, to: content)
          + pin(s.tripProgressBar, [.trailing, .bottom], to: content) + pin(stack, .bottom, to: content) + [place(stack, below: s.turnCard)])
        placeCards(s, in: navMap)
    }

    private func placeCards(_ s: ActiveGuidanceUIState, in navMap: GMSMapView) {
        cards.tearDown()
        let safe = navMap.safeAreaLayoutGuide
        cards.activate(s.wideMode ? pin(s.turnCard, .leading, to: safe) + pin(s.etaCard, .leading, to: safe)
                                  : [centerHorizontally(s.turnCard, in: safe), centerHorizontally(s.etaCard, in: safe)])
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let s = newState as? ActiveGuidanceUIState { placeCards(s, in: navMap) }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        [cards, guidance].forEach { $0.tearDown() }
        layOutReady(navMap, newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        NSLayoutConstraint.activate([slide, keep(content, above: newPrompt)] + pin(newPrompt, .leading, to: navMap.safeAreaLayoutGuide))
        prompt = (newPrompt, slide)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.25) { slide.constant = 0; navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let (view, slide) = prompt, view === oldPrompt else { return }
        prompt = nil
        UIView.animate(withDuration: 0.25) { slide.constant = view.bounds.height; navMap.layoutIfNeeded() } completion: { _ in view.removeFromSuperview() }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
