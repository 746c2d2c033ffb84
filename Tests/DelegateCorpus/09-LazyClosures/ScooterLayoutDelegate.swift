import GoogleNavigation
import UIKit

/// Builds its containers lazily with closures, the way view controllers often do.
@MainActor
final class ScooterLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private lazy var buttonStack: GMSNavigationHidingStackView = {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        return stack
    }()

    private lazy var contentGuide: UILayoutGuide = {
        let guide = UILayoutGuide()
        guide.identifier = "ScooterContentGuide"
        return guide
    }()

    private lazy var readyLayout: (GMSMapView, NavigationReadyUIState) -> [NSLayoutConstraint] = { [unowned self] navMap, state in
        let safe = navMap.safeAreaLayoutGuide
        return [
            self.contentGuide.topAnchor.constraint(equalTo: safe.topAnchor),
            self.contentGuide.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            self.contentGuide.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            self.contentGuide.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: state.wideMode ? -8 : 0),
        ]
    }

    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?

    private func chrome(viewport: UIView, logo: UIView) -> [NSLayoutConstraint] {
        [
            viewport.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor, constant: 8),
            logo.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor, constant: -8),
            buttonStack.topAnchor.constraint(equalTo: contentGuide.topAnchor, constant: 8),
            buttonStack.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
            buttonStack.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor, constant: -16),
        ]
    }

    private func replace(views: [UIView], constraints: [NSLayoutConstraint], on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateViews.forEach { $0.removeFromSuperview() }
        views.forEach { navMap.addSubview($0) }
        stateViews = views
        stateConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentGuide)
        enterReady(navMap: navMap, state: newState)
    }

    private func enterReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        buttonStack.arrangedSubviews = state.buttons.map { $0.view }
        replace(
            views: [state.viewport, state.googleLogo, buttonStack],
            constraints: readyLayout(navMap, state) + chrome(viewport: state.viewport, logo: state.googleLogo),
            on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        replace(views: [], constraints: [], on: navMap)
        buttonStack.arrangedSubviews = []
        navMap.removeLayoutGuide(contentGuide)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let settle = contentGuide.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        settle.priority = .defaultHigh
        let cards = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        let guide = [
            contentGuide.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            contentGuide.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        replace(
            views: [newState.viewport, turnCard, etaCard, newState.googleLogo, buttonStack],
            constraints: cards + guide + [
                contentGuide.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: newState.wideMode ? -8 : 0),
                contentGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                settle,
            ] + chrome(viewport: newState.viewport, logo: newState.googleLogo),
            on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        enterReady(navMap: navMap, state: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        prompt = nil
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
