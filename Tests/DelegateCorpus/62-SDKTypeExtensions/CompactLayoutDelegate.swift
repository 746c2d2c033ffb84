import GoogleNavigation
import UIKit

@MainActor
final class CompactLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let gap: CGFloat = 8

    private let floor = UILayoutGuide()
    private var floorConstraints: [NSLayoutConstraint] = []
    private var constraints: [NSLayoutConstraint] = []
    private var views: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private weak var prompt: NavigationPromptView?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        let resting = floor.bottomAnchor.constraint(equalTo: navMap.safe.bottomAnchor)
        resting.priority = .defaultLow
        floorConstraints = [resting, floor.heightAnchor.constraint(equalToConstant: 0)].activated()
        showReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        reset()
        NSLayoutConstraint.deactivate(floorConstraints)
        floorConstraints = []
        navMap.removeLayoutGuide(floor)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        reset()
        views = newState.chromeViews
        navMap.install(views)
        let safe = navMap.safe
        var list: [NSLayoutConstraint] = [
            newState.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            newState.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: newState.cardInset),
            newState.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newState.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: newState.cardInset),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: newState.etaCard.layoutMarginsGuide.topAnchor),
            newState.speedWidget.leadingAnchor.constraint(equalTo: newState.etaCard.layoutMarginsGuide.leadingAnchor),
            newState.speedWidget.bottomAnchor.constraint(equalTo: floor.topAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.googleLogo.bottomAnchor.constraint(equalTo: newState.speedWidget.topAnchor),
            newState.viewport.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
        ]
        if let compass = newState.compass {
            list += [
                compass.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor, constant: Self.gap),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Self.gap),
            ]
        }
        if let report = newState.reportButton {
            list += [
                report.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -Self.gap),
                report.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Self.gap),
            ]
        }
        constraints = list.activated()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        reset()
        showReady(newState, on: navMap)
    }

    private func showReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        views = state.chromeViews
        navMap.install(views)
        let safe = navMap.safe
        let side = state.cardInset
        var list = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            state.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor),
        ]
        // Compass top trailing, like the built-in layout did.
        if let compass = state.compass {
            list.append(compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: Self.gap))
            list.append(compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Self.gap))
        }
        constraints = list.activated()
    }

    private func reset() {
        NSLayoutConstraint.deactivate(constraints)
        constraints = []
        views.forEach { $0.removeFromSuperview() }
        views = []
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.install([newPrompt])
        prompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safe.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ].activated()
        UIView.animate(withDuration: 0.3) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        removePrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        removePrompt()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
    }
}
