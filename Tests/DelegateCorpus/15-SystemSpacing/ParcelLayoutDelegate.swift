import GoogleNavigation
import UIKit

/// Spaces the logo and buttons with the system spacing anchors rather than
/// hard-coded points, so they follow the platform's spacing.
@MainActor
final class ParcelLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var constraints: [NSLayoutConstraint] = []
    private var views: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let openArea = UILayoutGuide()

    private func swap(to newViews: [UIView], _ newConstraints: [NSLayoutConstraint], on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(constraints)
        views.filter { view in !newViews.contains { $0 === view } }.forEach { $0.removeFromSuperview() }
        newViews.forEach { navMap.addSubview($0) }
        views = newViews
        constraints = newConstraints
        NSLayoutConstraint.activate(newConstraints)
    }

    /// The logo at the open area's bottom leading corner and the buttons above
    /// its bottom trailing corner, a system spacing (or two) in.
    private func chrome(logo: UIView, multiplier: CGFloat) -> [NSLayoutConstraint] {
        [
            logo.leadingAnchor.constraint(equalToSystemSpacingAfter: openArea.leadingAnchor, multiplier: 1),
            openArea.bottomAnchor.constraint(equalToSystemSpacingBelow: logo.bottomAnchor, multiplier: 1),
            stack.topAnchor.constraint(equalToSystemSpacingBelow: openArea.topAnchor, multiplier: 1),
            openArea.bottomAnchor.constraint(equalToSystemSpacingBelow: stack.bottomAnchor, multiplier: 1),
            openArea.trailingAnchor.constraint(equalToSystemSpacingAfter: stack.trailingAnchor, multiplier: multiplier),
        ]
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(openArea)
        ready(newState, on: navMap)
    }

    private func ready(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        stack.arrangedSubviews = state.buttons.map { $0.view }
        swap(to: [state.viewport, state.googleLogo, stack], [
            openArea.topAnchor.constraint(equalTo: safe.topAnchor),
            openArea.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            openArea.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            openArea.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.topAnchor.constraint(equalTo: openArea.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: openArea.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: openArea.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: openArea.trailingAnchor),
        ] + chrome(logo: state.googleLogo, multiplier: state.wideMode ? 3 : 2), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        swap(to: [], [], on: navMap)
        stack.arrangedSubviews = []
        navMap.removeLayoutGuide(openArea)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        stack.arrangedSubviews = newState.buttons.map { $0.view }
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let onEta = openArea.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        onEta.priority = .defaultHigh
        swap(to: [newState.viewport, turnCard, etaCard, newState.googleLogo, stack], [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            openArea.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            openArea.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            openArea.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            openArea.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            onEta,
            newState.viewport.topAnchor.constraint(equalTo: openArea.topAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: openArea.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: openArea.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: openArea.trailingAnchor),
        ] + chrome(logo: newState.googleLogo, multiplier: newState.wideMode ? 3 : 2), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        ready(newState, on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            openArea.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
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
