import GoogleNavigation
import UIKit

/// Puts the navigation UI in a container view filling the safe area, with
/// directional margins; the logo and buttons follow the container's
/// `layoutMarginsGuide`, the logo also the ETA card's margins.
@MainActor
final class TourLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let container: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 16)
        view.backgroundColor = .clear
        return view
    }()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var containerConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private weak var viewport: UIView?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addSubview(container)
        let safe = navMap.safeAreaLayoutGuide
        containerConstraints = [
            container.topAnchor.constraint(equalTo: safe.topAnchor),
            container.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            container.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        NSLayoutConstraint.activate(containerConstraints)
        showReady(newState)
    }

    private func setState(_ views: [UIView], _ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateViews.forEach { $0.removeFromSuperview() }
        views.forEach { container.addSubview($0) }
        stateViews = views
        stateConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func showReady(_ state: NavigationReadyUIState) {
        let margins = container.layoutMarginsGuide
        let extra: CGFloat = state.wideMode ? 8 : 0
        buttonStack.arrangedSubviews = state.buttons.map { $0.view }
        viewport = state.viewport
        setState([state.viewport, state.googleLogo, buttonStack], [
            state.viewport.topAnchor.constraint(equalTo: container.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            buttonStack.topAnchor.constraint(equalTo: margins.topAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -8),
            buttonStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -extra),
        ])
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        setState([], [])
        buttonStack.arrangedSubviews = []
        NSLayoutConstraint.deactivate(containerConstraints)
        containerConstraints = []
        container.removeFromSuperview()
        viewport = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let margins = container.layoutMarginsGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let map = newState.viewport
        let logo = newState.googleLogo
        let extra: CGFloat = newState.wideMode ? 8 : 0
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        viewport = map
        let resting = map.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        resting.priority = .defaultHigh
        setState([map, turnCard, etaCard, logo, buttonStack], [
            turnCard.topAnchor.constraint(equalTo: container.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            map.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            map.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            map.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            map.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            resting,
            logo.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: -8),
            buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
            buttonStack.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: -8),
            buttonStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -extra),
        ])
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        showReady(newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        container.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        ]
        if let viewport {
            promptConstraints.append(viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor))
        }
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
