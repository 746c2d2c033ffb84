import GoogleNavigation
import UIKit

@MainActor
final class InoutLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var layout = LayoutState()
    private var promptSlot = PromptSlot()
    private var floorConstraints: [NSLayoutConstraint] = []
    private let floor = UILayoutGuide()
    private static let slideDistance: CGFloat = 220

    private func stageReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState, into layout: inout LayoutState) {
        let safe = navMap.safeAreaLayoutGuide
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        layout.wide = state.wideMode
        layout.stage([state.viewport, state.googleLogo, stack], [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor),
            stack.topAnchor.constraint(equalTo: safe.topAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: floor.topAnchor),
        ])
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        let rest = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        rest.priority = .defaultLow
        floorConstraints = [rest, floor.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(floorConstraints)
        stageReady(navMap, newState, into: &layout)
        apply(.commit(into: navMap), to: &layout)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        let (prompt, _) = promptSlot.take()
        prompt?.removeFromSuperview()
        apply(.retireAll, to: &layout)
        NSLayoutConstraint.deactivate(floorConstraints)
        floorConstraints = []
        navMap.removeLayoutGuide(floor)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let turn = newState.turnCard, eta = newState.etaCard
        let logo = newState.googleLogo, viewport = newState.viewport
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = newState.buttons.map(\.view)
        layout.wide = newState.wideMode
        var etaEdge = eta.leadingAnchor.constraint(equalTo: navMap.leadingAnchor)
        var turnEdge = turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        if layout.wide {
            // In wide mode both cards hug the safe leading edge.
            etaEdge = eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            turnEdge = turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        }
        layout.stage([viewport, logo, turn, eta, stack], [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turnEdge,
            eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            etaEdge,
            floor.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
            viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: floor.topAnchor),
            stack.topAnchor.constraint(equalTo: turn.bottomAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: floor.topAnchor),
        ])
        apply(.commit(into: navMap), to: &layout)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        stageReady(navMap, newState, into: &layout)
        apply(.commit(into: navMap), to: &layout)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: Self.slideDistance)
        promptSlot = PromptSlot(view: newPrompt, slide: slide)
        NSLayoutConstraint.activate([
            slide,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.35) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let (_, slide) = promptSlot.take()
        UIView.animate(withDuration: 0.35, animations: {
            slide?.constant = Self.slideDistance
            navMap.layoutIfNeeded()
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
