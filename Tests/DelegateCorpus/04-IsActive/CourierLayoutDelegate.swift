import GoogleNavigation
import UIKit

/// Activates constraints one at a time with `isActive`, remembering each in the
/// state's list, and places the compass and report buttons by hand.
@MainActor
final class CourierLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var addedViews: [UIView] = []
    private var contentBottom: NSLayoutYAxisAnchor?

    @discardableResult
    private func keep(_ constraint: NSLayoutConstraint, in list: inout [NSLayoutConstraint]) -> NSLayoutConstraint {
        constraint.isActive = true
        list.append(constraint)
        return constraint
    }

    private func show(_ view: UIView, on navMap: GMSMapView) {
        navMap.addSubview(view)
        addedViews.append(view)
    }

    private func removeAddedViews() {
        for view in addedViews {
            view.removeFromSuperview()
        }
        addedViews.removeAll()
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let viewport = newState.viewport
        let logo = newState.googleLogo
        show(viewport, on: navMap)
        show(logo, on: navMap)
        keep(viewport.topAnchor.constraint(equalTo: safe.topAnchor), in: &readyConstraints)
        keep(viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor), in: &readyConstraints)
        keep(viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor), in: &readyConstraints)
        keep(viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor), in: &readyConstraints)
        keep(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8), in: &readyConstraints)
        keep(logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8), in: &readyConstraints)
        if let compass = newState.buttons.first(where: { $0.type == .compass })?.view {
            show(compass, on: navMap)
            let top: CGFloat = newState.wideMode ? 16 : 8
            keep(compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: top), in: &readyConstraints)
            keep(compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16), in: &readyConstraints)
        }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        removeAddedViews()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        removeAddedViews()

        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let viewport = newState.viewport
        let logo = newState.googleLogo
        [viewport, turnCard, etaCard, logo].forEach { show($0, on: navMap) }

        keep(turnCard.topAnchor.constraint(equalTo: safe.topAnchor), in: &guidanceConstraints)
        keep(turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor), in: &guidanceConstraints)
        keep(etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor), in: &guidanceConstraints)
        keep(etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor), in: &guidanceConstraints)

        let wide = newState.wideMode
        keep(viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor), in: &guidanceConstraints)
        keep(viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor), in: &guidanceConstraints)
        keep(viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor), in: &guidanceConstraints)
        let preferred = viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        preferred.priority = .defaultHigh
        keep(preferred, in: &guidanceConstraints)
        keep(viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor), in: &guidanceConstraints)
        contentBottom = viewport.bottomAnchor

        keep(logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8), in: &guidanceConstraints)
        keep(logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8), in: &guidanceConstraints)

        var below = viewport.bottomAnchor
        for button in newState.buttons {
            show(button.view, on: navMap)
            keep(button.view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: wide ? -24 : -16), in: &guidanceConstraints)
            keep(button.view.bottomAnchor.constraint(equalTo: below, constant: -12), in: &guidanceConstraints)
            below = button.view.topAnchor
        }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(promptConstraints + guidanceConstraints)
        promptConstraints.removeAll()
        guidanceConstraints.removeAll()
        prompt?.removeFromSuperview()
        prompt = nil
        removeAddedViews()
        contentBottom = nil
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        keep(newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor), in: &promptConstraints)
        keep(newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor), in: &promptConstraints)
        if let contentBottom {
            keep(contentBottom.constraint(lessThanOrEqualTo: newPrompt.topAnchor), in: &promptConstraints)
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        oldPrompt.removeFromSuperview()
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
