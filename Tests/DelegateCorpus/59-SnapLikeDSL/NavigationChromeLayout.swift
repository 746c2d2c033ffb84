import GoogleNavigation
import UIKit

/// Lays out the Google navigation chrome with the team's `nav` DSL.
@MainActor
final class NavigationChromeLayout: NSObject, NavigationLayoutDelegate {
    private enum Metrics {
        static let promptSlideDuration: TimeInterval = 0.3
        static let wideCardInset: CGFloat = 8
    }

    /// The bottom of the open map: above the ETA card and any prompt.
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []

    private var readyViews: [UIView] = []
    private var guidanceViews: [UIView] = []
    private weak var prompt: NavigationPromptView?

    private lazy var buttonStack: GMSNavigationHidingStackView = {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        return stack
    }()

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let safe = navMap.safeAreaLayoutGuide
        sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0)]
        sessionConstraints += contentBottom.nav.makeConstraints { make in
            make.bottom.equalTo(safe.nav.bottom).priority(.defaultLow)
            make.leading.trailing.equalTo(safe)
        }
        NSLayoutConstraint.activate(sessionConstraints)
        layoutReady(navMap: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        tearDownReady()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints.removeAll()
        navMap.removeLayoutGuide(contentBottom)
    }

    private func layoutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo, viewport = state.viewport
        buttonStack.arrangedSubviews = state.buttons.map(\.view)
        readyViews = [viewport, logo, buttonStack]
        readyViews.forEach(navMap.addSubview)
        let inset = state.wideMode ? Metrics.wideCardInset : 0

        readyConstraints = viewport.nav.makeConstraints { make in
            make.top.equalTo(safe.nav.top)
            make.leading.trailing.equalTo(safe)
            make.bottom.equalTo(contentBottom.nav.top)
        }
        readyConstraints += logo.nav.makeConstraints { make in
            make.leading.equalTo(safe.nav.leading).offset(inset)
            make.bottom.equalTo(contentBottom.nav.top)
        }
        readyConstraints += buttonStack.nav.makeConstraints { make in
            make.top.equalTo(safe.nav.top)
            make.trailing.equalTo(safe.nav.trailing).inset(inset)
            make.bottom.equalTo(contentBottom.nav.top)
        }
    }

    private func tearDownReady() {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews.removeAll()
        buttonStack.arrangedSubviews = []
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownReady()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard, etaCard = newState.etaCard
        let logo = newState.googleLogo, viewport = newState.viewport
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        guidanceViews = [viewport, turnCard, etaCard, logo, buttonStack]
        guidanceViews.forEach(navMap.addSubview)
        let cardInset = newState.wideMode ? NavigationStyleValues.headerFooterHorizontalPadding : 0

        guidanceConstraints = turnCard.nav.makeConstraints { make in
            make.top.equalTo(navMap.nav.top)
            make.leading.equalTo(safe.nav.leading).offset(cardInset)
        }
        guidanceConstraints += etaCard.nav.makeConstraints { make in
            make.bottom.equalTo(navMap.nav.bottom)
            make.leading.equalTo(safe.nav.leading).offset(cardInset)
        }
        guidanceConstraints += contentBottom.nav.makeConstraints { make in
            make.bottom.lessThanOrEqualTo(etaCard.nav.top)
        }
        guidanceConstraints += viewport.nav.makeConstraints { make in
            make.top.equalTo(turnCard.nav.bottom)
            make.leading.trailing.equalTo(safe)
            make.bottom.equalTo(contentBottom.nav.top)
        }
        guidanceConstraints += logo.nav.makeConstraints { make in
            make.leading.equalTo(safe.nav.leading)
            make.bottom.equalTo(contentBottom.nav.top)
        }
        guidanceConstraints += buttonStack.nav.makeConstraints { make in
            make.top.equalTo(turnCard.nav.bottom)
            make.trailing.equalTo(safe.nav.trailing)
            make.bottom.equalTo(contentBottom.nav.top)
        }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints.removeAll()
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews.removeAll()
        buttonStack.arrangedSubviews = []
        layoutReady(navMap: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        // Cards follow the safe area; nothing to swap on resize.
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let safe = navMap.safeAreaLayoutGuide
        promptConstraints = newPrompt.nav.makeConstraints { make in
            make.leading.equalTo(safe.nav.leading)
            make.bottom.equalTo(navMap.nav.bottom)
        }
        promptConstraints += contentBottom.nav.makeConstraints { make in
            make.bottom.lessThanOrEqualTo(newPrompt.nav.top)
        }
        UIView.animate(withDuration: Metrics.promptSlideDuration) {
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: Metrics.promptSlideDuration, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            self?.removePrompt()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        removePrompt()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        prompt?.removeFromSuperview()
        prompt = nil
    }
}
