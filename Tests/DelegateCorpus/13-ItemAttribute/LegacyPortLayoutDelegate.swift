import GoogleNavigation
import UIKit

/// Ported from an Objective-C screen: every constraint is written with
/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
@MainActor
final class LegacyPortLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var readyViews: [UIView] = []
    private var guidanceViews: [UIView] = []
    private weak var guidanceViewport: UIView?
    private weak var prompt: NavigationPromptView?
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private func pin(
        _ item: Any, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
        to other: Any?, _ otherAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: 1, constant: constant)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let viewport = newState.viewport
        let logo = newState.googleLogo
        readyViews = [viewport, logo, buttonStack]
        for view in readyViews {
            navMap.addSubview(view)
        }
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        let side: CGFloat = newState.wideMode ? 24 : 16
        readyConstraints = [
            pin(viewport, .top, to: safe, .top),
            pin(viewport, .bottom, to: safe, .bottom),
            pin(viewport, .leading, to: safe, .leading),
            pin(viewport, .trailing, to: safe, .trailing),
            pin(logo, .leading, to: safe, .leading, 8),
            pin(logo, .bottom, to: safe, .bottom, -8),
            pin(buttonStack, .top, to: safe, .top, 8),
            pin(buttonStack, .bottom, to: logo, .top, -8),
            pin(buttonStack, .trailing, to: safe, .trailing, -side),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func removeReady() {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        buttonStack.arrangedSubviews = []
        for view in readyViews {
            view.removeFromSuperview()
        }
        readyViews = []
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removeReady()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        removeReady()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let viewport = newState.viewport
        let logo = newState.googleLogo
        guidanceViews = [viewport, turnCard, etaCard, logo, buttonStack]
        for view in guidanceViews {
            navMap.addSubview(view)
        }
        guidanceViewport = viewport
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        let restOnEta = pin(viewport, .bottom, to: etaCard, .top)
        restOnEta.priority = .defaultHigh
        let side: CGFloat = newState.wideMode ? 24 : 16
        guidanceConstraints = [
            pin(turnCard, .top, to: safe, .top),
            pin(turnCard, .leading, to: safe, .leading),
            pin(etaCard, .bottom, to: safe, .bottom),
            pin(etaCard, .leading, to: safe, .leading),
            pin(viewport, .top, to: turnCard, .bottom),
            pin(viewport, .leading, to: safe, .leading),
            pin(viewport, .trailing, to: safe, .trailing),
            pin(viewport, .bottom, .lessThanOrEqual, to: etaCard, .top),
            restOnEta,
            pin(logo, .leading, to: safe, .leading, 8),
            pin(logo, .bottom, to: viewport, .bottom, -8),
            pin(buttonStack, .top, to: turnCard, .bottom, 8),
            pin(buttonStack, .bottom, to: viewport, .bottom, -8),
            pin(buttonStack, .trailing, to: safe, .trailing, -side),
        ]
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        buttonStack.arrangedSubviews = []
        for view in guidanceViews {
            view.removeFromSuperview()
        }
        guidanceViews = []
        guidanceViewport = nil
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            pin(newPrompt, .bottom, to: navMap, .bottom),
            pin(newPrompt, .leading, to: navMap.safeAreaLayoutGuide, .leading),
        ]
        if let viewport = guidanceViewport {
            promptConstraints.append(pin(viewport, .bottom, .lessThanOrEqual, to: newPrompt, .top))
        }
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt = nil
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
