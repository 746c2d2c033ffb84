import GoogleNavigation
import UIKit

/// Builds constraints with `zip`, `flatMap` and `reduce` over lists of views and
/// the anchors they go to.
@MainActor
final class HaulLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var placedViews: [UIView] = []
    private weak var viewport: UIView?

    /// Each view pinned to the guide's four edges.
    private func fill(_ views: [UIView], _ guide: UILayoutGuide) -> [NSLayoutConstraint] {
        views.flatMap { view in
            [
                view.topAnchor.constraint(equalTo: guide.topAnchor),
                view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ]
        }
    }

    /// Buttons stacked upwards from `bottom`, each `gap` above the previous one.
    private func column(_ buttons: [UIView], above bottom: NSLayoutYAxisAnchor, trailing: NSLayoutXAxisAnchor)
        -> [NSLayoutConstraint]
    {
        let bottoms = [bottom] + buttons.dropLast().map(\.topAnchor)
        let vertical = zip(buttons, bottoms).map { button, anchor in
            button.bottomAnchor.constraint(equalTo: anchor, constant: -12)
        }
        let horizontal = buttons.map { $0.trailingAnchor.constraint(equalTo: trailing, constant: -16) }
        return vertical + horizontal
    }

    private func place(_ views: [UIView], on navMap: GMSMapView) {
        placedViews = views.reduce(into: placedViews) { placed, view in
            navMap.addSubview(view)
            placed.append(view)
        }
    }

    private func unplace() {
        placedViews.reversed().forEach { $0.removeFromSuperview() }
        placedViews.removeAll()
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let buttonViews = newState.buttons.map(\.view)
        place([newState.viewport, newState.googleLogo] + buttonViews, on: navMap)
        viewport = newState.viewport
        let logoLift: CGFloat = newState.wideMode ? 12 : 8
        readyConstraints = fill([newState.viewport], safe)
            + column(buttonViews, above: safe.bottomAnchor, trailing: safe.trailingAnchor)
            + [
                newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
                newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -logoLift),
            ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        unplace()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        unplace()

        let safe = navMap.safeAreaLayoutGuide
        let map = newState.viewport
        viewport = map
        let cards = [newState.turnCard, newState.etaCard]
        let buttonViews = newState.buttons.map(\.view)
        place([map] + cards + [newState.googleLogo] + buttonViews, on: navMap)

        let cardEdges = zip(cards, [safe.topAnchor, safe.bottomAnchor]).map { card, edge in
            card === newState.turnCard
                ? card.topAnchor.constraint(equalTo: edge) : card.bottomAnchor.constraint(equalTo: edge)
        }
        let cardLeading = cards.map { $0.leadingAnchor.constraint(equalTo: safe.leadingAnchor) }
        let rest = map.bottomAnchor.constraint(equalTo: newState.etaCard.topAnchor)
        rest.priority = .defaultHigh
        let wide = newState.wideMode
        guidanceConstraints = cardEdges + cardLeading + [
            map.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
            map.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            map.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            map.bottomAnchor.constraint(lessThanOrEqualTo: newState.etaCard.topAnchor),
            rest,
            newState.googleLogo.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 8),
            newState.googleLogo.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: wide ? -12 : -8),
        ] + column(buttonViews, above: map.bottomAnchor, trailing: safe.trailingAnchor)
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(guidanceConstraints + promptConstraints)
        guidanceConstraints = []
        promptConstraints = []
        unplace()
        prompt?.removeFromSuperview()
        prompt = nil
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
        ] + [viewport].compactMap { $0?.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor) }
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
